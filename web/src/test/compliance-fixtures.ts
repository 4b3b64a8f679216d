import { GraphQLError } from 'graphql';
import { ComplianceCheckTemplatesDocument, ComplianceOverviewDocument, StartComplianceCheckDocument } from '../graphql/graphql';

export const openingTemplate = {
  __typename: 'ComplianceTemplate' as const,
  id: 1,
  name: 'Daily Opening Check',
  type: 'daily_opening',
  description: 'Before service',
  editable: false,
  checkItems: [],
};
export const weeklyTemplate = {
  __typename: 'ComplianceTemplate' as const,
  id: 4,
  name: 'Weekly Deep Clean Audit',
  type: 'weekly',
  description: null,
  editable: false,
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
    items: [
      { __typename: 'CheckItemAnswer' as const, description: 'Fridge temperatures recorded', critical: true, result: null, note: null },
      { __typename: 'CheckItemAnswer' as const, description: 'Surfaces sanitised', critical: false, result: null, note: null },
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

export function templatesMock(templates: unknown[], type?: string) {
  return { request: { query: ComplianceCheckTemplatesDocument, variables: type ? { type } : {} }, result: { data: { complianceTemplates: templates } } };
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
