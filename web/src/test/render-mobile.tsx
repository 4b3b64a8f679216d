import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MobileAppPage } from '../features/mobile/MobileAppPage';
import {
  DueRemindersDocument,
  FoodProcessesDocument,
  LiveEventsGapDocument,
  MobileComplianceTemplatesDocument,
  MobileDueChecksDocument,
  MobileEquipmentDocument,
  MobileFormTemplatesDocument,
  MobileOpenAlertsDocument,
  MobileWorkflowFeaturesDocument,
  type RecordReadingInput,
  RequiredFormsDueDocument,
  TodaysCheckCountsDocument,
} from '../graphql/graphql';
import { SelectedLocationProvider } from '../lib/selected-location';
import type { SessionUser } from '../lib/session';
import { YES_NO } from './compliance-fixtures';
import { capabilities, fakeSession, fakeUser } from './fake-session';
import { foodProcessesMock } from './food-process-fixtures';
import { formTemplatesMock, requiredFormsDueMock } from './form-fixtures';
import { type CardUnit, recordedReading } from './reading-fixtures';
import { Providers } from './render';

/** Test helpers for the mobile app: a branch user at Main Kitchen and the equipment there. */
export const branchUser = fakeUser({
  id: 5,
  fullName: 'Sophie Staff',
  role: 'branch_user',
  roleLabel: 'Branch User',
  capabilities: capabilities({ mobileOnly: true }),
  locations: [{ id: 1, name: 'Main Kitchen' }],
});

export const unit = (id: number, name: string, type: string, min: number, max: number, status: 'NORMAL' | 'ALERT' | 'UNKNOWN' = 'NORMAL') => ({
  __typename: 'Equipment' as const,
  id,
  name,
  type,
  effectiveMinTemp: min,
  effectiveMaxTemp: max,
  // What a probe can read (the API's, per type): cold units and hot ones.
  plausibleMinTemp: min < 50 ? -50 : -10,
  plausibleMaxTemp: min < 50 ? 60 : 300,
  status,
});

export const kitchenEquipment = [
  unit(1, 'Walk-in Fridge', 'fridge', 0, 4),
  unit(2, 'Chest Freezer', 'freezer', -20, -15),
  unit(3, 'Bain-marie', 'hot_hold', 63, 70),
  unit(4, 'Goods In Probe', 'goods_in', 0, 8),
];

/** What recordReading(s) answers for a phone reading: the reading and its unit (from kitchenEquipment) as it now stands. */
export function answerFor(input: RecordReadingInput, id = 90) {
  const phoneUnit = kitchenEquipment.find((u) => u.id === input.equipmentId) ?? kitchenEquipment[0];
  const card: CardUnit = { ...phoneUnit, isActive: true, locationId: 1, locationName: 'Main Kitchen', currentTemperature: null, lastReading: null };
  return recordedReading(input, card, id);
}

/** Equipment for location 1, answered as often as the page asks. */
export const equipmentMock = (equipment = kitchenEquipment): MockedResponse => ({
  request: { query: MobileEquipmentDocument, variables: { locationId: 1 } },
  result: { data: { equipment } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const template = (id: number, name: string, items: string[], frequency: string | null = 'daily') => ({
  __typename: 'ComplianceTemplate' as const,
  id,
  name,
  description: `${name} description`,
  frequency,
  estimatedMinutes: 5,
  checkItems: items.map((description) => ({ __typename: 'CheckItem' as const, description, critical: false, ...YES_NO })),
});

export const templatesMock = (templates: ReturnType<typeof template>[]): MockedResponse => ({
  request: { query: MobileComplianceTemplatesDocument, variables: { locationId: 1 } },
  result: { data: { complianceTemplates: templates } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const PWA_FEATURES = [
  'openingChecks',
  'fridgeFreezer',
  'goodsIn',
  'cooking',
  'reheating',
  'hotHold',
  'cooling',
  'probeChecks',
  'deliveryOut',
  'cleaning',
  'closingChecks',
  'reports',
] as const;

/** The company's PWA Features: every tile on except those named. */
export const workflowFeaturesMock = (off: readonly string[] = []): MockedResponse => ({
  request: { query: MobileWorkflowFeaturesDocument },
  result: {
    data: {
      companySettings: {
        __typename: 'CompanySettings',
        companyId: 1,
        pwa: { __typename: 'PwaFeatures', ...Object.fromEntries(PWA_FEATURES.map((feature) => [feature, !off.includes(feature)])) },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const reminder = (id: number, title: string, description: string | null = null) => ({
  __typename: 'Reminder' as const,
  id,
  type: 'check_due',
  title,
  description,
  reminderTime: '2026-11-23T08:00:00.000Z',
});

/** The viewer's due reminders (none unless given), answered as often as the page asks. */
export const remindersMock = (reminders: ReturnType<typeof reminder>[] = []): MockedResponse => ({
  request: { query: DueRemindersDocument },
  result: { data: { reminders } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** One of today's due checks at Main Kitchen, as dueChecks lists it (the template's items unanswered unless given). */
export const dueCheck = (id: number, name: string, status: string, dueDate: string, items: string[], templateId = 7) => ({
  __typename: 'ComplianceCheck' as const,
  id,
  templateId,
  templateName: name,
  description: `${name} description`,
  status,
  dueDate,
  items: items.map((description) => ({
    __typename: 'CheckItemAnswer' as const,
    description,
    critical: false,
    ...YES_NO,
    result: null as string | null,
    value: null as string | null,
    note: null as string | null,
  })),
});

/** Today's due checks at Main Kitchen (on London time), in the API's order; answered as often as the page asks. */
export const dueChecksMock = (checks: ReturnType<typeof dueCheck>[] = []): MockedResponse => ({
  request: { query: MobileDueChecksDocument, variables: { locationId: 1 } },
  result: { data: { dueChecks: { __typename: 'DueChecks', locationId: 1, timezone: 'Europe/London', checks } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** Today's check counts at Main Kitchen, as the API counts them (a new site's zeros unless given). */
export const checkCountsMock = (counts = { pending: 0, completed: 0, overdue: 0 }): MockedResponse => ({
  request: { query: TodaysCheckCountsDocument, variables: { locationId: 1 } },
  result: { data: { todaysCheckCounts: { __typename: 'TodaysCheckCounts', ...counts } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** An open action at Main Kitchen as the phone's Alerts lists it (the viewer may acknowledge it unless acknowledged). */
export const openAlert = (id: number, equipmentName: string, description: string, acknowledged: { at: string; by: string } | null = null) => ({
  __typename: 'CorrectiveAction' as const,
  id,
  type: 'temperature',
  description,
  severity: 'critical',
  status: 'open',
  source: 'temperature',
  canStart: true,
  canComplete: false,
  createdAt: '2026-11-27T14:05:00.000Z',
  dueDate: null as string | null,
  assigneeName: null as string | null,
  awaitingSignOff: false,
  equipmentId: 1,
  equipmentName,
  locationId: 1,
  locationName: 'Main Kitchen',
  escalatedAt: null,
  acknowledgedAt: acknowledged?.at ?? null,
  acknowledgedByName: acknowledged?.by ?? null,
  canAcknowledge: !acknowledged,
  resolvedAt: null,
  resolvedByName: null,
  resolution: null,
});

/** The still-open actions the phone's Alerts asks for (none unless given, all status open), answered as often as asked. */
export const openAlertsMock = (open: ReturnType<typeof openAlert>[] = []): MockedResponse => ({
  request: { query: MobileOpenAlertsDocument },
  result: { data: { open, pending: [], inProgress: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** No gap in live events unless a test sends one: the subscription stays open and silent. */
export const noLiveGapMock: MockedResponse = {
  request: { query: LiveEventsGapDocument },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The phone app with these answers; PWA Features (all on), reminders, open alerts, due checks, forms and due forms (none), check counts (zeros) and a silent live-gap subscription are added unless given. */
export function renderMobileApp(mocks: MockedResponse[], user: SessionUser = branchUser) {
  const session = fakeSession({ user });
  const given = (query: unknown) => mocks.some((mock) => mock.request.query === query);
  const withProcesses = [
    ...(given(MobileWorkflowFeaturesDocument) ? [] : [workflowFeaturesMock()]),
    ...(given(DueRemindersDocument) ? [] : [remindersMock()]),
    ...(given(MobileOpenAlertsDocument) ? [] : [openAlertsMock()]),
    ...(given(FoodProcessesDocument) ? [] : [foodProcessesMock()]),
    ...(given(MobileDueChecksDocument) ? [] : [dueChecksMock()]),
    ...(given(MobileFormTemplatesDocument) ? [] : [formTemplatesMock()]),
    ...(given(RequiredFormsDueDocument) ? [] : [requiredFormsDueMock()]),
    ...(given(TodaysCheckCountsDocument) ? [] : [checkCountsMock()]),
    ...(given(LiveEventsGapDocument) ? [] : [noLiveGapMock]),
    ...mocks,
  ];
  const view = render(
    <MockedProvider mocks={withProcesses}>
      <Providers session={session}>
        <SelectedLocationProvider locations={user.locations}>
          <MemoryRouter initialEntries={['/mobile']}>
            <MobileAppPage />
          </MemoryRouter>
        </SelectedLocationProvider>
      </Providers>
    </MockedProvider>,
  );
  return { ...view, session, user: userEvent.setup() };
}
