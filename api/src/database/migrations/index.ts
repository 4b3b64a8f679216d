import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261122084849_initial } from './Migration20261122084849_initial.js';
import { Migration20261122090000_append_only } from './Migration20261122090000_append_only.js';
import { Migration20261122091000_sessions } from './Migration20261122091000_sessions.js';
import { Migration20261122093000_sealed_records } from './Migration20261122093000_sealed_records.js';
import { Migration20261122100000_dashboard_indexes } from './Migration20261122100000_dashboard_indexes.js';
import { Migration20261123090000_company_settings } from './Migration20261123090000_company_settings.js';
import { Migration20261123110000_people } from './Migration20261123110000_people.js';
import { Migration20261123120000_control_loop } from './Migration20261123120000_control_loop.js';
import { Migration20261123150000_sensor_gateways } from './Migration20261123150000_sensor_gateways.js';
import { Migration20261123160000_check_schedules } from './Migration20261123160000_check_schedules.js';
import { Migration20261123170000_allergen_matrix } from './Migration20261123170000_allergen_matrix.js';
import { Migration20261123170100_reminder_keys } from './Migration20261123170100_reminder_keys.js';
import { Migration20261123180000_uploads } from './Migration20261123180000_uploads.js';
import { Migration20261123180100_cleaning_runs } from './Migration20261123180100_cleaning_runs.js';
import { Migration20261124110000_reading_history } from './Migration20261124110000_reading_history.js';
import { Migration20261124120000_report_exports } from './Migration20261124120000_report_exports.js';
import { Migration20261124130000_audit_chain } from './Migration20261124130000_audit_chain.js';
import { Migration20261124130100_inspector_links } from './Migration20261124130100_inspector_links.js';
import { Migration20261124140000_food_processes } from './Migration20261124140000_food_processes.js';
import { Migration20261124150000_photo_evidence } from './Migration20261124150000_photo_evidence.js';
import { Migration20261124170000_client_id_per_company } from './Migration20261124170000_client_id_per_company.js';
import { Migration20261124180000_process_photos } from './Migration20261124180000_process_photos.js';
import { Migration20261125100000_form_template_versions } from './Migration20261125100000_form_template_versions.js';
import { Migration20261125110000_viewer_notify } from './Migration20261125110000_viewer_notify.js';
import { Migration20261125130000_daily_temperature_summary } from './Migration20261125130000_daily_temperature_summary.js';
import { Migration20261126170000_audit_at_commit } from './Migration20261126170000_audit_at_commit.js';
import { Migration20261127120000_process_reading_flags } from './Migration20261127120000_process_reading_flags.js';

/** Every migration, oldest first. Add new ones at the end. */
export const migrationsList: { name: string; class: Constructor<Migration> }[] = [
  { name: 'Migration20261122084849_initial', class: Migration20261122084849_initial },
  { name: 'Migration20261122090000_append_only', class: Migration20261122090000_append_only },
  { name: 'Migration20261122091000_sessions', class: Migration20261122091000_sessions },
  { name: 'Migration20261122093000_sealed_records', class: Migration20261122093000_sealed_records },
  { name: 'Migration20261122100000_dashboard_indexes', class: Migration20261122100000_dashboard_indexes },
  { name: 'Migration20261123090000_company_settings', class: Migration20261123090000_company_settings },
  { name: 'Migration20261123110000_people', class: Migration20261123110000_people },
  { name: 'Migration20261123120000_control_loop', class: Migration20261123120000_control_loop },
  { name: 'Migration20261123150000_sensor_gateways', class: Migration20261123150000_sensor_gateways },
  { name: 'Migration20261123160000_check_schedules', class: Migration20261123160000_check_schedules },
  { name: 'Migration20261123170000_allergen_matrix', class: Migration20261123170000_allergen_matrix },
  { name: 'Migration20261123170100_reminder_keys', class: Migration20261123170100_reminder_keys },
  { name: 'Migration20261123180000_uploads', class: Migration20261123180000_uploads },
  { name: 'Migration20261123180100_cleaning_runs', class: Migration20261123180100_cleaning_runs },
  { name: 'Migration20261124110000_reading_history', class: Migration20261124110000_reading_history },
  { name: 'Migration20261124120000_report_exports', class: Migration20261124120000_report_exports },
  { name: 'Migration20261124130000_audit_chain', class: Migration20261124130000_audit_chain },
  { name: 'Migration20261124130100_inspector_links', class: Migration20261124130100_inspector_links },
  { name: 'Migration20261124140000_food_processes', class: Migration20261124140000_food_processes },
  { name: 'Migration20261124150000_photo_evidence', class: Migration20261124150000_photo_evidence },
  { name: 'Migration20261124170000_client_id_per_company', class: Migration20261124170000_client_id_per_company },
  { name: 'Migration20261124180000_process_photos', class: Migration20261124180000_process_photos },
  { name: 'Migration20261125100000_form_template_versions', class: Migration20261125100000_form_template_versions },
  { name: 'Migration20261125110000_viewer_notify', class: Migration20261125110000_viewer_notify },
  { name: 'Migration20261125130000_daily_temperature_summary', class: Migration20261125130000_daily_temperature_summary },
  { name: 'Migration20261126170000_audit_at_commit', class: Migration20261126170000_audit_at_commit },
  { name: 'Migration20261127120000_process_reading_flags', class: Migration20261127120000_process_reading_flags },
];
