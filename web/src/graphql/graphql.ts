/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A check done on the phone: the ticked items, how many photos were taken and any notes. */
export type CompleteComplianceCheckInput = {
  /** Descriptions of the items that were ticked. */
  checkedItems: Array<string>;
  locationId: number;
  notes?: string | null | undefined;
  photoCount?: number | null | undefined;
  templateId: number;
};

export type CreateApiKeyInput = {
  /** The one location it may record at; none: every location of the company. */
  locationId?: number | null | undefined;
  /** What the gateway is, e.g. "Main Kitchen fridge gateway". */
  name: string;
};

export type CreateCleaningScheduleInput = {
  /** Monthly: 1 to 31 (the last day in shorter months). */
  dayOfMonth?: number | null | undefined;
  /** Weekly: 0 (Sunday) to 6 (Saturday). */
  dayOfWeek?: number | null | undefined;
  description?: string | null | undefined;
  /** daily, weekly or monthly. */
  frequency: string;
  /** Omitted or null: all locations (company-wide administrators only). */
  locationId?: number | null | undefined;
  name: string;
  /** The tasks, in order; at least one. */
  tasks: Array<string>;
};

export type CreateEquipmentInput = {
  /** Minutes a sensor reading may stay out of range before it counts; null = the company preset. */
  alertDelayMinutes?: number | null | undefined;
  locationId: number;
  name: string;
  /** How often a reading is expected; null = the company preset. */
  readingIntervalMinutes?: number | null | undefined;
  /** Target maximum (°C); on create, left out = the company preset for the type. */
  targetMaxTemp?: number | null | undefined;
  /** Target minimum (°C); on create, left out = the company preset for the type. */
  targetMinTemp?: number | null | undefined;
  /** One of fridge, freezer, hot_hold, cooking, delivery, reheating, cooling, goods_in, storage. */
  type: string;
};

export type CreateLocationInput = {
  address?: string | null | undefined;
  /** Only for the provider super user, who has no company of their own. */
  companyId?: number | null | undefined;
  name: string;
  /** Day name to opening hours text, e.g. { "Monday": "07:00-22:00" }. */
  openingTimes?: Record<string, unknown> | null | undefined;
  /** IANA time zone; defaults to the company settings’ time zone. */
  timezone?: string | null | undefined;
};

export type CreateTrainingRecordInput = {
  /** The id POST /api/uploads returned for the certificate PDF (purpose certificate). */
  certificateUploadId?: number | null | undefined;
  /** Required when completed. */
  completedDate?: string | null | undefined;
  expiryDate?: string | null | undefined;
  locationId?: number | null | undefined;
  notes?: string | null | undefined;
  /** scheduled, in_progress or completed. */
  status?: string;
  trainingName: string;
  trainingType: string;
  /** The person trained: a user of the company. */
  userId: number;
};

export type EquipmentCategory =
  | 'COLD_STORAGE'
  | 'DELIVERY_AND_SERVICE'
  | 'HOT_HOLD_AND_COOKING';

export type LoginInput = {
  password: string;
  username: string;
};

/** NORMAL in range (green), ALERT out of range (red), UNKNOWN no reading yet (grey). */
export type ReadingStatus =
  | 'ALERT'
  | 'NORMAL'
  | 'UNKNOWN';

export type RecordReadingInput = {
  /** Gateway telemetry: the sensor’s battery, 0–100 %. Below 15 % opens one "low battery" action. */
  batteryPercent?: number | null | undefined;
  /** A UUID chosen by the client; resending the same one returns the stored reading. */
  clientId?: string | null | undefined;
  equipmentId: number;
  isManual?: boolean | null | undefined;
  /** When it was taken; defaults to now. At most 5 minutes in the future. */
  recordedAt?: string | null | undefined;
  /** Gateway telemetry: the sensor’s radio signal in dBm, −150 to 0. */
  signalStrength?: number | null | undefined;
  /** In the scale given by unit (°C by default), stored as °C with two decimals. */
  temperature: number;
  /** The scale of temperature: C (the default, whatever the company shows) or F; stored as °C. */
  unit?: string | null | undefined;
};

/** A public sign-up. The account always gets the Kitchen Staff role. */
export type RegisterInput = {
  email?: string | null | undefined;
  fullName: string;
  password: string;
  /** Ignored for public sign-ups; kept for the documented client. */
  role?: string | null | undefined;
  username: string;
};

export type StartComplianceCheckInput = {
  locationId: number;
  templateId: number;
};

export type SubmitDigitalFormInput = {
  emailedTo?: string | null | undefined;
  /** Answers keyed by field name: text, numbers, true/false or null. */
  formData: Record<string, unknown>;
  locationId: number;
  signature?: string | null | undefined;
  /** submitted, or leave out to keep a draft. */
  status?: string | null | undefined;
  type: string;
};

/** The fields to change; those left out are kept. A null delay or interval returns it to the company preset. */
export type UpdateEquipmentInput = {
  /** Minutes a sensor reading may stay out of range before it counts; null = the company preset. */
  alertDelayMinutes?: number | null | undefined;
  name?: string | null | undefined;
  /** How often a reading is expected; null = the company preset. */
  readingIntervalMinutes?: number | null | undefined;
  /** Target maximum (°C); on create, left out = the company preset for the type. */
  targetMaxTemp?: number | null | undefined;
  /** Target minimum (°C); on create, left out = the company preset for the type. */
  targetMinTemp?: number | null | undefined;
  /** One of fridge, freezer, hot_hold, cooking, delivery, reheating, cooling, goods_in, storage. */
  type?: string | null | undefined;
};

/** The fields to change; those left out are kept. */
export type UpdateLocationInput = {
  /** Null or empty clears it. */
  address?: string | null | undefined;
  name?: string | null | undefined;
  /** Replaces the opening times; null clears them. */
  openingTimes?: Record<string, unknown> | null | undefined;
  /** IANA time zone, e.g. America/New_York. */
  timezone?: string | null | undefined;
};

export type UploadManualInput = {
  /** policies, procedures or training. */
  category: string;
  description?: string | null | undefined;
  /** A manual with the same title gets a new version; the old one is kept. */
  title: string;
  /** The id POST /api/uploads returned for the PDF (purpose manual). */
  uploadId: number;
};

export type CleaningSchedulesQueryVariables = Exact<{
  frequency?: string | null | undefined;
}>;


export type CleaningSchedulesQuery = { cleaningSchedules: Array<{ id: number, name: string, description: string | null, frequency: string, recurrenceText: string, taskCount: number, locationName: string | null, lastDoneAt: string | null, tasks: Array<{ name: string }>, lastDoneBy: { id: number, fullName: string, username: string } | null }> };

export type CreateCleaningScheduleMutationVariables = Exact<{
  input: CreateCleaningScheduleInput;
}>;


export type CreateCleaningScheduleMutation = { createCleaningSchedule: { id: number, name: string } };

export type RecordCleaningDoneMutationVariables = Exact<{
  scheduleId: number;
}>;


export type RecordCleaningDoneMutation = { recordCleaningDone: { id: number, lastDoneAt: string | null, lastDoneBy: { id: number, fullName: string, username: string } | null } };

export type ComplianceFiguresFragment = { pendingCount: number, completedToday: number, complianceRate: number, dailyOpeningCompletedToday: number, dailyOpeningPending: number, dailyOpeningCompletionRate: number, dailyOpeningTemplates: number };

export type ComplianceCheckRowFragment = { id: number, status: string, type: string | null, templateName: string, createdAt: string, completedAt: string | null };

export type ComplianceCheckTemplatesQueryVariables = Exact<{
  type?: string | null | undefined;
}>;


export type ComplianceCheckTemplatesQuery = { complianceTemplates: Array<{ id: number, name: string, type: string, description: string | null }> };

export type ComplianceOverviewQueryVariables = Exact<{
  locationId: number;
  limit: number;
  status?: string | null | undefined;
  type?: string | null | undefined;
}>;


export type ComplianceOverviewQuery = { complianceSummary: { pendingCount: number, completedToday: number, complianceRate: number, dailyOpeningCompletedToday: number, dailyOpeningPending: number, dailyOpeningCompletionRate: number, dailyOpeningTemplates: number }, complianceChecks: Array<{ id: number, status: string, type: string | null, templateName: string, createdAt: string, completedAt: string | null }> };

export type StartComplianceCheckMutationVariables = Exact<{
  input: StartComplianceCheckInput;
}>;


export type StartComplianceCheckMutation = { startComplianceCheck: { id: number, status: string, type: string | null, templateName: string, createdAt: string, completedAt: string | null } };

export type CorrectiveActionCardFragment = { id: number, type: string | null, description: string, severity: string, status: string, canStart: boolean, canComplete: boolean, createdAt: string, dueDate: string | null };

export type CorrectiveActionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CorrectiveActionsQuery = { correctiveActions: Array<{ id: number, type: string | null, description: string, severity: string, status: string, canStart: boolean, canComplete: boolean, createdAt: string, dueDate: string | null }>, correctiveActionSummary: { total: number, pending: number, inProgress: number, resolved: number, critical: number, open: number } };

export type StartCorrectiveActionMutationVariables = Exact<{
  id: number;
}>;


export type StartCorrectiveActionMutation = { startCorrectiveAction: { id: number, type: string | null, description: string, severity: string, status: string, canStart: boolean, canComplete: boolean, createdAt: string, dueDate: string | null } };

export type CompleteCorrectiveActionMutationVariables = Exact<{
  id: number;
  resolution: string;
}>;


export type CompleteCorrectiveActionMutation = { completeCorrectiveAction: { id: number, type: string | null, description: string, severity: string, status: string, canStart: boolean, canComplete: boolean, createdAt: string, dueDate: string | null } };

export type DashboardCheckFragment = { id: number, templateId: number | null, templateName: string, type: string | null, description: string | null, status: string };

export type DashboardQueryVariables = Exact<{
  locationId?: number | null | undefined;
}>;


export type DashboardQuery = { dashboard: { userRole: string, site: { locationId: number | null, activeMonitoring: number, complianceRate: number, pendingActions: number, totalChecks: number, equipment: Array<{ id: number, name: string, type: string, isActive: boolean, locationId: number, locationName: string, status: ReadingStatus, currentTemperature: number | null, effectiveMinTemp: number, effectiveMaxTemp: number, lastReading: { temperature: number, recordedAt: string } | null }>, todaysChecks: Array<{ id: number, templateId: number | null, templateName: string, type: string | null, description: string | null, status: string }> } | null, overview: { totalCompanies: number, totalLocations: number, totalUsers: number, totalAlerts: number, companies: Array<{ id: number, name: string, locationCount: number, userCount: number, equipmentCount: number, alertCount: number }> } | null } };

export type StartDashboardCheckMutationVariables = Exact<{
  input: StartComplianceCheckInput;
}>;


export type StartDashboardCheckMutation = { startComplianceCheck: { id: number, templateId: number | null, templateName: string, type: string | null, description: string | null, status: string } };

export type DashboardReadingRecordedSubscriptionVariables = Exact<{
  locationId: number;
}>;


export type DashboardReadingRecordedSubscription = { readingRecorded: { equipment: { id: number, status: ReadingStatus, currentTemperature: number | null, lastReading: { temperature: number, recordedAt: string } | null } } };

export type FormTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type FormTemplatesQuery = { formTemplates: Array<{ id: number, type: string, name: string, description: string, category: string, status: string, lastUsed: string | null, fields: Array<{ name: string, label: string, type: string, required: boolean, options: Array<string> | null }> }> };

export type RecentDigitalFormsQueryVariables = Exact<{
  locationId: number;
}>;


export type RecentDigitalFormsQuery = { digitalForms: Array<{ id: number, type: string, status: string, createdAt: string }> };

export type SubmitDigitalFormMutationVariables = Exact<{
  input: SubmitDigitalFormInput;
}>;


export type SubmitDigitalFormMutation = { submitDigitalForm: { id: number, type: string, status: string, createdAt: string } };

export type ManagedLocationFragment = { id: number, name: string, address: string | null, isActive: boolean, openingTimes: Record<string, unknown> | null, timezone: string };

export type LocationManagementQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationManagementQuery = { locations: Array<{ id: number, name: string, address: string | null, isActive: boolean, openingTimes: Record<string, unknown> | null, timezone: string }> };

export type CreateLocationMutationVariables = Exact<{
  input: CreateLocationInput;
}>;


export type CreateLocationMutation = { createLocation: { id: number, name: string, address: string | null, isActive: boolean, openingTimes: Record<string, unknown> | null, timezone: string } };

export type UpdateLocationMutationVariables = Exact<{
  id: number;
  input: UpdateLocationInput;
}>;


export type UpdateLocationMutation = { updateLocation: { id: number, name: string, address: string | null, isActive: boolean, openingTimes: Record<string, unknown> | null, timezone: string } };

export type SetLocationActiveMutationVariables = Exact<{
  id: number;
  isActive: boolean;
}>;


export type SetLocationActiveMutation = { setLocationActive: { id: number, name: string, address: string | null, isActive: boolean, openingTimes: Record<string, unknown> | null, timezone: string } };

export type FoodSafetyManualsQueryVariables = Exact<{
  category?: string | null | undefined;
}>;


export type FoodSafetyManualsQuery = { manuals: Array<{ id: number, title: string, description: string | null, version: string, category: string, fileUrl: string, createdAt: string, uploadedBy: { id: number, fullName: string, username: string } | null }> };

export type DeleteManualMutationVariables = Exact<{
  id: number;
}>;


export type DeleteManualMutation = { deleteManual: boolean };

export type UploadManualMutationVariables = Exact<{
  input: UploadManualInput;
}>;


export type UploadManualMutation = { uploadManual: { id: number, title: string, version: string } };

export type MobileEquipmentQueryVariables = Exact<{
  locationId: number;
}>;


export type MobileEquipmentQuery = { equipment: Array<{ id: number, name: string, type: string, effectiveMinTemp: number, effectiveMaxTemp: number, status: ReadingStatus }> };

export type MobileComplianceTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MobileComplianceTemplatesQuery = { complianceTemplates: Array<{ id: number, name: string, description: string | null, frequency: string | null, estimatedMinutes: number, checkItems: Array<{ description: string }> }> };

export type CompleteMobileCheckMutationVariables = Exact<{
  input: CompleteComplianceCheckInput;
}>;


export type CompleteMobileCheckMutation = { completeComplianceCheck: { id: number, status: string } };

export type ApiKeyRowFragment = { id: number, name: string, prefix: string, scope: string, createdByName: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type ApiKeyAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeyAccessQuery = { me: { id: number, capabilities: { manageApiKeys: boolean } } | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: number, name: string, prefix: string, scope: string, createdByName: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { id: number, name: string, prefix: string, scope: string, createdByName: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: number, name: string, prefix: string, scope: string, createdByName: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } };

export type EquipmentTemperaturesQueryVariables = Exact<{
  locationId?: number | null | undefined;
  categories?: Array<EquipmentCategory> | EquipmentCategory | null | undefined;
  types?: Array<string> | string | null | undefined;
  withSetup?: boolean;
}>;


export type EquipmentTemperaturesQuery = { equipment: Array<{ id: number, name: string, type: string, isActive: boolean, locationId: number, locationName: string, status: ReadingStatus, currentTemperature: number | null, effectiveMinTemp: number, effectiveMaxTemp: number, lastReading: { temperature: number, recordedAt: string } | null } & { id?: number, name?: string, type?: string, locationId?: number, isActive?: boolean, targetMinTemp?: number | null, targetMaxTemp?: number | null, alertDelayMinutes?: number, readingIntervalMinutes?: number | null, usesPresetAlertDelay?: boolean, usesPresetReadingInterval?: boolean }> };

export type TrainingRecordsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type TrainingRecordsQuery = { trainingRecords: Array<{ id: number, trainingName: string, trainingType: string, status: string, completedDate: string | null, expiryDate: string | null, isExpired: boolean, notes: string | null, certificateUrl: string | null, user: { id: number, fullName: string, username: string }, location: { id: number, name: string } | null }> };

export type TraineesQueryVariables = Exact<{ [key: string]: never; }>;


export type TraineesQuery = { trainees: Array<{ id: number, fullName: string, username: string }> };

export type CreateTrainingRecordMutationVariables = Exact<{
  input: CreateTrainingRecordInput;
}>;


export type CreateTrainingRecordMutation = { createTrainingRecord: { id: number, status: string } };

export type UserManagementQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type UserManagementQuery = { users: Array<{ id: number, username: string, fullName: string, email: string | null, initials: string, role: string, roleLabel: string, isActive: boolean, lastLogin: string | null, createdAt: string }> };

export type UserSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type UserSummaryQuery = { userSummary: { total: number, active: number, administrators: number, inactive: number } };

export type EquipmentPresetsQueryVariables = Exact<{ [key: string]: never; }>;


export type EquipmentPresetsQuery = { companySettings: { companyId: number, presets: Array<{ type: string, minTemp: number | null, maxTemp: number | null, alertDelayMinutes: number, readingIntervalMinutes: number | null }> } };

export type EquipmentSetupFragment = { id: number, name: string, type: string, locationId: number, isActive: boolean, targetMinTemp: number | null, targetMaxTemp: number | null, alertDelayMinutes: number, readingIntervalMinutes: number | null, usesPresetAlertDelay: boolean, usesPresetReadingInterval: boolean };

export type CreateEquipmentMutationVariables = Exact<{
  input: CreateEquipmentInput;
}>;


export type CreateEquipmentMutation = { createEquipment: { id: number, name: string, type: string, locationId: number, isActive: boolean, targetMinTemp: number | null, targetMaxTemp: number | null, alertDelayMinutes: number, readingIntervalMinutes: number | null, usesPresetAlertDelay: boolean, usesPresetReadingInterval: boolean } };

export type UpdateEquipmentMutationVariables = Exact<{
  id: number;
  input: UpdateEquipmentInput;
}>;


export type UpdateEquipmentMutation = { updateEquipment: { id: number, name: string, type: string, locationId: number, isActive: boolean, targetMinTemp: number | null, targetMaxTemp: number | null, alertDelayMinutes: number, readingIntervalMinutes: number | null, usesPresetAlertDelay: boolean, usesPresetReadingInterval: boolean } };

export type RetireEquipmentMutationVariables = Exact<{
  id: number;
}>;


export type RetireEquipmentMutation = { retireEquipment: { id: number, name: string, type: string, locationId: number, isActive: boolean, targetMinTemp: number | null, targetMaxTemp: number | null, alertDelayMinutes: number, readingIntervalMinutes: number | null, usesPresetAlertDelay: boolean, usesPresetReadingInterval: boolean } };

export type EquipmentCardFragment = { id: number, name: string, type: string, isActive: boolean, locationId: number, locationName: string, status: ReadingStatus, currentTemperature: number | null, effectiveMinTemp: number, effectiveMaxTemp: number, lastReading: { temperature: number, recordedAt: string } | null };

export type RecordedReadingFragment = { id: number, clientId: string | null, equipmentId: number, temperature: number, status: ReadingStatus, equipment: { id: number, name: string, type: string, isActive: boolean, locationId: number, locationName: string, status: ReadingStatus, currentTemperature: number | null, effectiveMinTemp: number, effectiveMaxTemp: number, lastReading: { temperature: number, recordedAt: string } | null } };

export type RecordReadingMutationVariables = Exact<{
  input: RecordReadingInput;
}>;


export type RecordReadingMutation = { recordReading: { id: number, clientId: string | null, equipmentId: number, temperature: number, status: ReadingStatus, equipment: { id: number, name: string, type: string, isActive: boolean, locationId: number, locationName: string, status: ReadingStatus, currentTemperature: number | null, effectiveMinTemp: number, effectiveMaxTemp: number, lastReading: { temperature: number, recordedAt: string } | null } } };

export type RecordReadingsMutationVariables = Exact<{
  inputs: Array<RecordReadingInput> | RecordReadingInput;
}>;


export type RecordReadingsMutation = { recordReadings: Array<{ id: number, clientId: string | null, equipmentId: number, temperature: number, status: ReadingStatus, equipment: { id: number, name: string, type: string, isActive: boolean, locationId: number, locationName: string, status: ReadingStatus, currentTemperature: number | null, effectiveMinTemp: number, effectiveMaxTemp: number, lastReading: { temperature: number, recordedAt: string } | null } }> };

export type SessionUserFragment = { id: number, username: string, fullName: string, role: string, roleLabel: string, initials: string, locations: Array<{ id: number, name: string }>, capabilities: { administration: boolean, manageManuals: boolean, manageSchedules: boolean, manageEquipment: boolean, changeLocationStatus: boolean, mobileOnly: boolean } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: number, username: string, fullName: string, role: string, roleLabel: string, initials: string, locations: Array<{ id: number, name: string }>, capabilities: { administration: boolean, manageManuals: boolean, manageSchedules: boolean, manageEquipment: boolean, changeLocationStatus: boolean, mobileOnly: boolean } } | null };

export type SignInMutationVariables = Exact<{
  input: LoginInput;
}>;


export type SignInMutation = { login: { id: number, username: string, fullName: string, role: string, roleLabel: string, initials: string, locations: Array<{ id: number, name: string }>, capabilities: { administration: boolean, manageManuals: boolean, manageSchedules: boolean, manageEquipment: boolean, changeLocationStatus: boolean, mobileOnly: boolean } } };

export type SignUpMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type SignUpMutation = { register: { id: number, username: string, fullName: string, role: string, roleLabel: string, initials: string, locations: Array<{ id: number, name: string }>, capabilities: { administration: boolean, manageManuals: boolean, manageSchedules: boolean, manageEquipment: boolean, changeLocationStatus: boolean, mobileOnly: boolean } } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { logout: boolean };

export const ComplianceFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedToday"}},{"kind":"Field","name":{"kind":"Name","value":"complianceRate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOpeningCompletedToday"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOpeningPending"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOpeningCompletionRate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOpeningTemplates"}}]}}]} as unknown as DocumentNode<ComplianceFiguresFragment, unknown>;
export const ComplianceCheckRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceCheckRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<ComplianceCheckRowFragment, unknown>;
export const CorrectiveActionCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectiveActionCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectiveAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canStart"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<CorrectiveActionCardFragment, unknown>;
export const DashboardCheckFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardCheck"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DashboardCheckFragment, unknown>;
export const ManagedLocationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"openingTimes"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<ManagedLocationFragment, unknown>;
export const ApiKeyRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyRowFragment, unknown>;
export const EquipmentSetupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentSetup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"targetMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"targetMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"alertDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"readingIntervalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetAlertDelay"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetReadingInterval"}}]}}]} as unknown as DocumentNode<EquipmentSetupFragment, unknown>;
export const EquipmentCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"lastReading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}}]} as unknown as DocumentNode<EquipmentCardFragment, unknown>;
export const RecordedReadingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EquipmentCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"lastReading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}}]} as unknown as DocumentNode<RecordedReadingFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administration"}},{"kind":"Field","name":{"kind":"Name","value":"manageManuals"}},{"kind":"Field","name":{"kind":"Name","value":"manageSchedules"}},{"kind":"Field","name":{"kind":"Name","value":"manageEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"changeLocationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mobileOnly"}}]}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const CleaningSchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CleaningSchedules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"frequency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cleaningSchedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"frequency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"frequency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"recurrenceText"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastDoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastDoneBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<CleaningSchedulesQuery, CleaningSchedulesQueryVariables>;
export const CreateCleaningScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCleaningSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCleaningScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCleaningSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCleaningScheduleMutation, CreateCleaningScheduleMutationVariables>;
export const RecordCleaningDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordCleaningDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scheduleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordCleaningDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scheduleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scheduleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastDoneAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastDoneBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<RecordCleaningDoneMutation, RecordCleaningDoneMutationVariables>;
export const ComplianceCheckTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceCheckTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ComplianceCheckTemplatesQuery, ComplianceCheckTemplatesQueryVariables>;
export const ComplianceOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplianceOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"complianceChecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceCheckRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedToday"}},{"kind":"Field","name":{"kind":"Name","value":"complianceRate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOpeningCompletedToday"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOpeningPending"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOpeningCompletionRate"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOpeningTemplates"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceCheckRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<ComplianceOverviewQuery, ComplianceOverviewQueryVariables>;
export const StartComplianceCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartComplianceCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartComplianceCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startComplianceCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplianceCheckRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplianceCheckRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<StartComplianceCheckMutation, StartComplianceCheckMutationVariables>;
export const CorrectiveActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrectiveActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctiveActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectiveActionCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correctiveActionSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"critical"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectiveActionCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectiveAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canStart"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<CorrectiveActionsQuery, CorrectiveActionsQueryVariables>;
export const StartCorrectiveActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCorrectiveAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCorrectiveAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectiveActionCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectiveActionCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectiveAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canStart"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<StartCorrectiveActionMutation, StartCorrectiveActionMutationVariables>;
export const CompleteCorrectiveActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteCorrectiveAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resolution"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeCorrectiveAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"resolution"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resolution"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectiveActionCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectiveActionCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectiveAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canStart"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<CompleteCorrectiveActionMutation, CompleteCorrectiveActionMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"activeMonitoring"}},{"kind":"Field","name":{"kind":"Name","value":"complianceRate"}},{"kind":"Field","name":{"kind":"Name","value":"pendingActions"}},{"kind":"Field","name":{"kind":"Name","value":"totalChecks"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EquipmentCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"todaysChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardCheck"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"overview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCompanies"}},{"kind":"Field","name":{"kind":"Name","value":"totalLocations"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"locationCount"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"alertCount"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"lastReading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardCheck"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const StartDashboardCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartDashboardCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartComplianceCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startComplianceCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardCheck"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardCheck"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComplianceCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<StartDashboardCheckMutation, StartDashboardCheckMutationVariables>;
export const DashboardReadingRecordedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardReadingRecorded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingRecorded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"lastReading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardReadingRecordedSubscription, DashboardReadingRecordedSubscriptionVariables>;
export const FormTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsed"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}}]} as unknown as DocumentNode<FormTemplatesQuery, FormTemplatesQueryVariables>;
export const RecentDigitalFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentDigitalForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digitalForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RecentDigitalFormsQuery, RecentDigitalFormsQueryVariables>;
export const SubmitDigitalFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitDigitalForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitDigitalFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitDigitalForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SubmitDigitalFormMutation, SubmitDigitalFormMutationVariables>;
export const LocationManagementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationManagement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedLocation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"openingTimes"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<LocationManagementQuery, LocationManagementQueryVariables>;
export const CreateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedLocation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"openingTimes"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<CreateLocationMutation, CreateLocationMutationVariables>;
export const UpdateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedLocation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"openingTimes"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const SetLocationActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLocationActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLocationActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedLocation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"openingTimes"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<SetLocationActiveMutation, SetLocationActiveMutationVariables>;
export const FoodSafetyManualsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoodSafetyManuals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manuals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<FoodSafetyManualsQuery, FoodSafetyManualsQueryVariables>;
export const DeleteManualDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteManual"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteManual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteManualMutation, DeleteManualMutationVariables>;
export const UploadManualDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadManual"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadManualInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadManual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UploadManualMutation, UploadManualMutationVariables>;
export const MobileEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MobileEquipmentQuery, MobileEquipmentQueryVariables>;
export const MobileComplianceTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileComplianceTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complianceTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"checkItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<MobileComplianceTemplatesQuery, MobileComplianceTemplatesQueryVariables>;
export const CompleteMobileCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteMobileCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteComplianceCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeComplianceCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CompleteMobileCheckMutation, CompleteMobileCheckMutationVariables>;
export const ApiKeyAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeyAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageApiKeys"}}]}}]}}]}}]} as unknown as DocumentNode<ApiKeyAccessQuery, ApiKeyAccessQueryVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const EquipmentTemperaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EquipmentTemperatures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categories"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EquipmentCategory"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSetup"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categories"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categories"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EquipmentCard"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EquipmentSetup"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSetup"}}}]}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"lastReading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentSetup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"targetMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"targetMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"alertDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"readingIntervalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetAlertDelay"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetReadingInterval"}}]}}]} as unknown as DocumentNode<EquipmentTemperaturesQuery, EquipmentTemperaturesQueryVariables>;
export const TrainingRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trainingName"}},{"kind":"Field","name":{"kind":"Name","value":"trainingType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"certificateUrl"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingRecordsQuery, TrainingRecordsQueryVariables>;
export const TraineesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trainees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<TraineesQuery, TraineesQueryVariables>;
export const CreateTrainingRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTrainingRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTrainingRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrainingRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateTrainingRecordMutation, CreateTrainingRecordMutationVariables>;
export const UserManagementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserManagement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UserManagementQuery, UserManagementQueryVariables>;
export const UserSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"administrators"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}}]}}]}}]} as unknown as DocumentNode<UserSummaryQuery, UserSummaryQueryVariables>;
export const EquipmentPresetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EquipmentPresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"presets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"minTemp"}},{"kind":"Field","name":{"kind":"Name","value":"maxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"alertDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"readingIntervalMinutes"}}]}}]}}]}}]} as unknown as DocumentNode<EquipmentPresetsQuery, EquipmentPresetsQueryVariables>;
export const CreateEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEquipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEquipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EquipmentSetup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentSetup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"targetMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"targetMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"alertDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"readingIntervalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetAlertDelay"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetReadingInterval"}}]}}]} as unknown as DocumentNode<CreateEquipmentMutation, CreateEquipmentMutationVariables>;
export const UpdateEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEquipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEquipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EquipmentSetup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentSetup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"targetMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"targetMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"alertDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"readingIntervalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetAlertDelay"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetReadingInterval"}}]}}]} as unknown as DocumentNode<UpdateEquipmentMutation, UpdateEquipmentMutationVariables>;
export const RetireEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetireEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retireEquipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EquipmentSetup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentSetup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"targetMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"targetMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"alertDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"readingIntervalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetAlertDelay"}},{"kind":"Field","name":{"kind":"Name","value":"usesPresetReadingInterval"}}]}}]} as unknown as DocumentNode<RetireEquipmentMutation, RetireEquipmentMutationVariables>;
export const RecordReadingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordReading"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordReadingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordReading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedReading"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"lastReading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EquipmentCard"}}]}}]}}]} as unknown as DocumentNode<RecordReadingMutation, RecordReadingMutationVariables>;
export const RecordReadingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordReadings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordReadingInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordReadings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedReading"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EquipmentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMinTemp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMaxTemp"}},{"kind":"Field","name":{"kind":"Name","value":"lastReading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EquipmentCard"}}]}}]}}]} as unknown as DocumentNode<RecordReadingsMutation, RecordReadingsMutationVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administration"}},{"kind":"Field","name":{"kind":"Name","value":"manageManuals"}},{"kind":"Field","name":{"kind":"Name","value":"manageSchedules"}},{"kind":"Field","name":{"kind":"Name","value":"manageEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"changeLocationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mobileOnly"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administration"}},{"kind":"Field","name":{"kind":"Name","value":"manageManuals"}},{"kind":"Field","name":{"kind":"Name","value":"manageSchedules"}},{"kind":"Field","name":{"kind":"Name","value":"manageEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"changeLocationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mobileOnly"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"initials"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administration"}},{"kind":"Field","name":{"kind":"Name","value":"manageManuals"}},{"kind":"Field","name":{"kind":"Name","value":"manageSchedules"}},{"kind":"Field","name":{"kind":"Name","value":"manageEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"changeLocationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mobileOnly"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;