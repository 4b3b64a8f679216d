import { Notification } from '../modules/alerts/notification.entity.js';
import { AllergenMatrixVersion } from '../modules/allergens/allergen-matrix-version.entity.js';
import { ApiKey } from '../modules/api-keys/api-key.entity.js';
import { AuditEvent } from '../modules/audit/audit-event.entity.js';
import { AuditAnchor } from '../modules/audit-anchors/audit-anchor.entity.js';
import { BackupRun } from '../modules/backups/backup-run.entity.js';
import { ProbeCalibration } from '../modules/calibration/probe-calibration.entity.js';
import { CleaningRun } from '../modules/cleaning/cleaning-run.entity.js';
import { CleaningSchedule } from '../modules/cleaning/cleaning-schedule.entity.js';
import { ComplianceCheck } from '../modules/compliance/compliance-check.entity.js';
import { ComplianceCheckTemplate } from '../modules/compliance/compliance-check-template.entity.js';
import { ComplianceCheckTemplateVersion } from '../modules/compliance/compliance-check-template-version.entity.js';
import { CorrectiveAction } from '../modules/corrective-actions/corrective-action.entity.js';
import { FoodDisposition } from '../modules/corrective-actions/outcome/food-disposition.entity.js';
import { WasteLogEntry } from '../modules/corrective-actions/outcome/waste-log-entry.entity.js';
import { DailySummary } from '../modules/daily-summaries/daily-summary.entity.js';
import { FoodProcess } from '../modules/food-processes/food-process.entity.js';
import { FoodProcessTemperature } from '../modules/food-processes/process-temperature.entity.js';
import { CustomFormTemplate } from '../modules/forms/custom-form-template.entity.js';
import { DigitalForm } from '../modules/forms/digital-form.entity.js';
import { FormTemplateVersion } from '../modules/forms/form-template-version.entity.js';
import { HaccpPlan } from '../modules/haccp/haccp-plan.entity.js';
import { HaccpPlanVersion } from '../modules/haccp/haccp-plan-version.entity.js';
import { InspectorLink } from '../modules/inspection/inspector-link.entity.js';
import { FoodSafetyManual } from '../modules/manuals/food-safety-manual.entity.js';
import { Reminder } from '../modules/reminders/reminder.entity.js';
import { Report } from '../modules/reports/report.entity.js';
import { ReadingArchive } from '../modules/retention/reading-archive.entity.js';
import { DoorEvent } from '../modules/sensor-networks/door-event.entity.js';
import { UnknownDevice } from '../modules/sensor-networks/unknown-device.entity.js';
import { CompanySettings } from '../modules/settings/company-settings.entity.js';
import { Equipment } from '../modules/temperature/equipment.entity.js';
import { TemperatureReading } from '../modules/temperature/temperature-reading.entity.js';
import { Area } from '../modules/tenancy/area.entity.js';
import { Company } from '../modules/tenancy/company.entity.js';
import { Location } from '../modules/tenancy/location.entity.js';
import { User } from '../modules/tenancy/user.entity.js';
import { UserArea } from '../modules/tenancy/user-area.entity.js';
import { UserLocation } from '../modules/tenancy/user-location.entity.js';
import { TrainingRecord } from '../modules/training/training-record.entity.js';
import { Upload } from '../modules/uploads/upload.entity.js';

/** Listed explicitly: no folder scanning, so tsc output, tsx and vitest all see the same set. */
export const entities = [
  Company,
  Location,
  Area,
  UserArea,
  User,
  UserLocation,
  Equipment,
  TemperatureReading,
  ComplianceCheckTemplate,
  ComplianceCheckTemplateVersion,
  ComplianceCheck,
  CorrectiveAction,
  FoodDisposition,
  WasteLogEntry,
  DigitalForm,
  FormTemplateVersion,
  HaccpPlan,
  HaccpPlanVersion,
  CustomFormTemplate,
  Report,
  ProbeCalibration,
  FoodProcess,
  FoodProcessTemperature,
  CleaningSchedule,
  CleaningRun,
  TrainingRecord,
  CompanySettings,
  FoodSafetyManual,
  Reminder,
  AuditEvent,
  AuditAnchor,
  DailySummary,
  Notification,
  ApiKey,
  Upload,
  AllergenMatrixVersion,
  InspectorLink,
  BackupRun,
  ReadingArchive,
  UnknownDevice,
  DoorEvent,
];
