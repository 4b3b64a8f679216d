import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const TABLES = [
  'action_escalation',
  'allergen_matrix_version',
  'api_key',
  'api_key_rate_limit',
  'area',
  'audit_anchor',
  'audit_event',
  'backup_run',
  'cleaning_run',
  'cleaning_schedule',
  'company',
  'company_alert_channels',
  'company_settings',
  'compliance_check',
  'compliance_check_template',
  'compliance_check_template_version',
  'corrective_action',
  'daily_summary',
  'daily_temperature_summary',
  'digital_form',
  'door_event',
  'equipment',
  'equipment_band',
  'food_disposition',
  'food_process',
  'food_process_temperature',
  'food_safety_manual',
  'form_template',
  'form_template_version',
  'haccp_plan',
  'haccp_plan_version',
  'inspector_link',
  'job_worker_heartbeat',
  'live_event',
  'live_event_stream',
  'location',
  'location_rota_entry',
  'login_throttle',
  'notification',
  'probe_calibration',
  'push_subscription',
  'reading_archive',
  'reminder',
  'report',
  'session',
  'temperature_reading',
  'training_record',
  'unknown_device',
  'upload',
  'user',
  'user_area',
  'user_location',
  'user_two_factor',
  'waste_log_entry',
];

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('empty');
  });
  afterAll(() => db.close());

  it('create every table from an empty database, and a second run changes nothing', async () => {
    const rows = await db.orm.em
      .getConnection()
      .execute<{ table_name: string }[]>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'mikro_orm%' order by 1`,
      );
    expect(rows.map((r) => r.table_name)).toEqual(TABLES);
    expect(await db.orm.migrator.getPending()).toEqual([]);
    expect(await db.orm.migrator.up()).toEqual([]);
  });

  it('match the entities: a new migration generated now would be empty', async () => {
    expect(await db.orm.schema.getUpdateSchemaSQL({ safe: true, dropTables: false })).toBe('');
  });

  it('store temperatures as numeric(5,2) and JSON as jsonb', async () => {
    const columns = await db.orm.em.getConnection().execute<{ column_name: string; data_type: string; numeric_precision: number; numeric_scale: number }[]>(
      `select column_name, data_type, numeric_precision, numeric_scale from information_schema.columns
       where table_name in ('temperature_reading', 'equipment', 'location') and column_name in ('temperature', 'target_min_temp', 'opening_times')`,
    );
    expect(columns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ column_name: 'temperature', data_type: 'numeric', numeric_precision: 5, numeric_scale: 2 }),
        expect.objectContaining({ column_name: 'target_min_temp', data_type: 'numeric', numeric_precision: 5, numeric_scale: 2 }),
        expect.objectContaining({ column_name: 'opening_times', data_type: 'jsonb' }),
      ]),
    );
  });

  it('index readings by equipment, newest first with the id as tie-break (the history keyset), and corrections by what they correct', async () => {
    const [index] = await db.orm.em
      .getConnection()
      .execute<{ indexdef: string }[]>(`select indexdef from pg_indexes where indexname = 'temperature_reading_equipment_keyset_idx'`);
    expect(index.indexdef).toContain('(equipment_id, recorded_at DESC, id DESC)');
    const [corrections] = await db.orm.em
      .getConnection()
      .execute<{ indexdef: string }[]>(`select indexdef from pg_indexes where indexname = 'temperature_reading_corrects_idx'`);
    expect(corrections.indexdef).toContain('WHERE (corrects_id IS NOT NULL)');
  });
});
