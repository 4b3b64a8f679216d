import { GraphQLError } from 'graphql';
import { ComplianceCheckTemplatesDocument, ComplianceOverviewDocument, StartComplianceCheckDocument } from '../graphql/graphql';

/** A yes/no item's settings, as the API describes an item written before item types. */
export const YES_NO = { type: 'yes_no', helpText: null, required: true, unit: null, min: null, max: null, options: [] as string[] };
/** A template's version and publication, as the lists show them. */
const CURRENT = {
  frequency: null,
  dueTime: null,
  version: 1,
  isActive: true,
  publication: { __typename: 'Publication' as const, scope: 'all', areaIds: [], locationIds: [], ownerLocationId: null, summary: 'All sites' },
};

export const openingTemplate = {
  __typename: 'ComplianceTemplate' as const,
  id: 1,
  name: 'Daily Opening Check',
  type: 'daily_opening',
  description: 'Before service',
  editable: false,
  ...CURRENT,
  checkItems: [],
};
export const weeklyTemplate = {
  __typename: 'ComplianceTemplate' as const,
  id: 4,
  name: 'Weekly Deep Clean Audit',
  type: 'weekly',
  description: null,
  editable: false,
  ...CURRENT,
  checkItems: [],
};

export function check(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ComplianceCheck' as const,
    id,
    status: 'pending',
    type: 'daily_opening',
    templateName: 'Daily Opening Check',
    createdAt: '2025-05-01T07:00:00.000Z',
    completedAt: null,
    dueDate: null,
    userName: 'Maria Manager',
    templateVersion: 1,
    items: [
      { __typename: 'CheckItemAnswer' as const, description: 'Fridge temperatures recorded', critical: true, ...YES_NO, result: null, value: null, note: null },
      { __typename: 'CheckItemAnswer' as const, description: 'Surfaces sanitised', critical: false, ...YES_NO, result: null, value: null, note: null },
    ],
    photoEvidence: [] as { __typename: 'PhotoEvidence'; uploadId: number; url: string }[],
    ...overrides,
  };
}

export const figures = {
  __typename: 'ComplianceSummary' as const,
  pendingCount: 3,
  completedToday: 2,
  complianceRate: 40 as number | null,
  dailyOpeningCompletedToday: 1,
  dailyOpeningPending: 2,
  dailyOpeningCompletionRate: 50 as number | null,
  dailyOpeningTemplates: 2,
};

/** The templates of a type (or all) published at the selected location, retired ones too for an administrator. */
export function templatesMock(templates: unknown[], type?: string) {
  const variables = (asked: Record<string, unknown>) => (asked.type ?? undefined) === type;
  return { request: { query: ComplianceCheckTemplatesDocument, variables }, result: { data: { complianceTemplates: templates } } };
}

/** The overview at location 1; `filter` is what the Daily Opening screen asks the API for. */
export function overviewMock(limit: number, checks: unknown[], summary = figures, filter: { status?: string; type?: string } = {}) {
  return {
    request: { query: ComplianceOverviewDocument, variables: { locationId: 1, limit, ...filter } },
    result: { data: { complianceSummary: summary, complianceChecks: checks } },
  };
}

/** startComplianceCheck for template `templateId` at location 1: the new check, or the server's error. */
export function startMock(templateId: number, outcome: { check?: unknown; error?: string }, delay = 20) {
  return {
    request: { query: StartComplianceCheckDocument, variables: { input: { templateId, locationId: 1 } } },
    result: outcome.error ? { errors: [new GraphQLError(outcome.error)] } : { data: { startComplianceCheck: outcome.check } },
    delay,
  };
}
