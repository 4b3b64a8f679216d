import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AcknowledgementResolver } from '../modules/alerts/acknowledgement.resolver.js';
import { ActionAssignmentResolver } from '../modules/alerts/action-assignment.resolver.js';
import { AlertChannelsResolver } from '../modules/alerts/alert-channels.resolver.js';
import { ActionAlertFieldsResolver } from '../modules/alerts/alerts.resolver.js';
import { MyNotificationsResolver } from '../modules/alerts/my-notifications.resolver.js';
import { PushSubscriptionsResolver } from '../modules/alerts/push-subscriptions.resolver.js';
import { RotaResolver } from '../modules/alerts/rota.resolver.js';
import { AllergenMatrixResolver } from '../modules/allergens/allergen-matrix.resolver.js';
import { ApiKeysResolver } from '../modules/api-keys/api-keys.resolver.js';
import { AreasResolver, LocationAreaFieldsResolver } from '../modules/areas/areas.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { TwoFactorResolver } from '../modules/auth/two-factor.resolver.js';
import { BackupsResolver } from '../modules/backups/backups.resolver.js';
import { CalibrationResolver } from '../modules/calibration/calibration.resolver.js';
import { ChecklistsResolver } from '../modules/checklists/checklists.resolver.js';
import { CleaningResolver } from '../modules/cleaning/cleaning.resolver.js';
import { CompaniesResolver } from '../modules/companies/companies.resolver.js';
import { CheckTypeSummaryResolver } from '../modules/compliance/check-type-summary.resolver.js';
import { ComplianceResolver, ComplianceTemplateFieldsResolver } from '../modules/compliance/compliance.resolver.js';
import { CorrectiveActionsResolver } from '../modules/corrective-actions/corrective-actions.resolver.js';
import { ActionOutcomeResolver } from '../modules/corrective-actions/outcome/outcome.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { SiteFiguresResolver } from '../modules/dashboard/site-figures.resolver.js';
import { SitesNeedingAttentionResolver } from '../modules/dashboard/sites-needing-attention.resolver.js';
import { FoodProcessesResolver } from '../modules/food-processes/food-processes.resolver.js';
import { DigitalFormsResolver } from '../modules/forms/forms.resolver.js';
import { HaccpResolver } from '../modules/haccp/haccp.resolver.js';
import { HealthResolver } from '../modules/health/health.resolver.js';
import { HistoryResolver } from '../modules/history/history.resolver.js';
import { InspectorLinksResolver } from '../modules/inspection/inspector-links.resolver.js';
import { LiveUpdatesResolver } from '../modules/live-updates/live-updates.resolver.js';
import { LocationsResolver } from '../modules/locations/locations.resolver.js';
import { ManualsResolver } from '../modules/manuals/manuals.resolver.js';
import { PeopleResolver } from '../modules/people/people.resolver.js';
import { UsersResolver } from '../modules/people/users.resolver.js';
import { PublishingResolver } from '../modules/publishing/publishing.resolver.js';
import { RemindersResolver } from '../modules/reminders/reminders.resolver.js';
import { ReportFiguresResolver } from '../modules/reports/report-figures.resolver.js';
import { ReportsResolver } from '../modules/reports/reports.resolver.js';
import { EquipmentSensorFieldsResolver, UnknownDevicesResolver } from '../modules/sensor-networks/sensor-networks.resolver.js';
import { SettingsResolver } from '../modules/settings/settings.resolver.js';
import { SiteLeagueResolver } from '../modules/site-league/site-league.resolver.js';
import { EquipmentFieldsResolver } from '../modules/temperature/equipment-fields.resolver.js';
import { EquipmentSetupResolver } from '../modules/temperature/equipment-setup.resolver.js';
import { ReadingFieldsResolver } from '../modules/temperature/reading-fields.resolver.js';
import { TemperatureResolver } from '../modules/temperature/temperature.resolver.js';
import { TrainingResolver } from '../modules/training/training.resolver.js';

export const resolvers = [
  HealthResolver,
  AuthResolver,
  TwoFactorResolver,
  LocationsResolver,
  AreasResolver,
  LocationAreaFieldsResolver,
  TemperatureResolver,
  LiveUpdatesResolver,
  EquipmentFieldsResolver,
  EquipmentSetupResolver,
  EquipmentSensorFieldsResolver,
  UnknownDevicesResolver,
  ReadingFieldsResolver,
  HistoryResolver,
  ReportFiguresResolver,
  DashboardResolver,
  PublishingResolver,
  BackupsResolver,
  SiteFiguresResolver,
  SitesNeedingAttentionResolver,
  SiteLeagueResolver,
  CleaningResolver,
  TrainingResolver,
  ManualsResolver,
  CorrectiveActionsResolver,
  ActionOutcomeResolver,
  ActionAssignmentResolver,
  ActionAlertFieldsResolver,
  AcknowledgementResolver,
  RotaResolver,
  AlertChannelsResolver,
  PushSubscriptionsResolver,
  MyNotificationsResolver,
  UsersResolver,
  PeopleResolver,
  CompaniesResolver,
  ComplianceResolver,
  ComplianceTemplateFieldsResolver,
  CheckTypeSummaryResolver,
  CalibrationResolver,
  FoodProcessesResolver,
  AllergenMatrixResolver,
  RemindersResolver,
  ChecklistsResolver,
  DigitalFormsResolver,
  HaccpResolver,
  SettingsResolver,
  ApiKeysResolver,
  ReportsResolver,
  AuditResolver,
  InspectorLinksResolver,
] as const;

/** type-graphql insists on a PubSub, but every subscription here subscribes to the live-events bus itself. */
const liveEventsOnly: PubSub = {
  publish: () => {
    throw new Error('Publish through the live-events bus, after commit');
  },
  subscribe: () => {
    throw new Error('Subscribe through the live-events bus');
  },
};

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    pubSub: liveEventsOnly,
    // The same class-validator rules the REST facade applies to the same input classes.
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
  });
}
