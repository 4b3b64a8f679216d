import type { MockLink } from '@apollo/client/testing';
import { CorrectiveActionChangedDocument, CorrectiveActionDetailsDocument, CorrectiveActionsDocument, CorrectiveActionTilesDocument } from '../graphql/graphql';

/** A corrective action as the card fragment selects it, with the workflow flags the server computes for its status. */
export function actionCard(status: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CorrectiveAction' as const,
    id: 12,
    type: 'equipment_failure',
    description: 'Bain-marie thermostat not holding 63 °C',
    severity: 'high',
    status,
    source: 'manual',
    canStart: status === 'pending' || status === 'open',
    canComplete: status === 'in_progress',
    createdAt: '2026-03-01T08:00:00.000Z',
    dueDate: '2026-03-02T08:00:00.000Z',
    equipmentId: 3,
    equipmentName: 'Bain-marie',
    locationName: 'Main Kitchen',
    escalatedAt: null,
    acknowledgedAt: null,
    acknowledgedByName: null,
    canAcknowledge: true,
    resolvedAt: null,
    resolvedByName: null,
    resolution: null,
    assigneeName: null,
    awaitingSignOff: false,
    ...overrides,
  };
}

export const listMock = (actions: object[]): MockLink.MockedResponse => ({
  request: { query: CorrectiveActionsDocument },
  result: { data: { correctiveActions: actions } },
});

export const tilesMock = (tiles: { total: number; pending: number; inProgress: number; critical: number }): MockLink.MockedResponse => ({
  request: { query: CorrectiveActionTilesDocument },
  result: { data: { correctiveActionSummary: { __typename: 'CorrectiveActionSummary' as const, resolved: 0, open: tiles.total, ...tiles } } },
});

/** The live changes of a location: silent unless `change` is given, then that one change after `delay` ms. */
export const actionChangesMock = (locationId: number, change?: { change: string; openActions: number; action: object }, delay = 50): MockLink.MockedResponse =>
  change
    ? {
        request: { query: CorrectiveActionChangedDocument, variables: { locationId } },
        result: { data: { correctiveActionChanged: { __typename: 'CorrectiveActionChanged' as const, locationId, ...change } } },
        delay,
      }
    : { request: { query: CorrectiveActionChangedDocument, variables: { locationId } }, delay: Number.POSITIVE_INFINITY, maxUsageCount: 10 };

/** A corrective action as View Details (and Mark Complete of a temperature action) loads it: nothing found, nobody told, unless overridden. */
export function actionDetails(status: string, overrides: Record<string, unknown> = {}) {
  return {
    ...actionCard(status),
    excursionStartedAt: null,
    photoEvidence: [],
    readings: [],
    verificationReading: null,
    verificationRequirement: null,
    verification: null,
    notifications: [],
    history: [],
    // Issue 36: no owner, nothing about the food, not closed.
    assigneeId: null,
    assigneeChoices: [],
    rootCause: null,
    rootCauseLabel: null,
    rootCauseText: null,
    awaitingSignOff: false,
    closedAt: null,
    signedOffAt: null,
    signedOffByName: null,
    exposure: null,
    dispositions: [],
    ...overrides,
  };
}

export const detailsMock = (details: { id: number }): MockLink.MockedResponse => ({
  request: { query: CorrectiveActionDetailsDocument, variables: { id: details.id } },
  result: { data: { correctiveAction: details } },
  maxUsageCount: 5,
});
