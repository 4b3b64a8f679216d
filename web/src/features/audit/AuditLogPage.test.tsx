import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditEventFiltersDocument, AuditEventsDocument, VerifyAuditChainDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { AuditLogPage } from './AuditLogPage';
import { NO_FILTER, toAuditEventFilter } from './audit-filter';

const event = (seq: number, extra: object = {}) => ({
  __typename: 'AuditEvent',
  id: String(100 + seq),
  seq,
  occurredAt: '2026-11-23T09:00:00.000Z',
  actorName: 'Maria Manager',
  entity: 'location',
  entityId: '1',
  action: 'update',
  before: '{"name":"Main Kitchen"}',
  after: '{"name":"Main Kitchen (renamed)"}',
  ...extra,
});
const page = (events: object[], endCursor: string | null, hasNextPage: boolean) => ({
  data: { auditEvents: { __typename: 'AuditEventPage', events, endCursor, hasNextPage } },
});
const eventsQuery = (filter: object, after: string | null, result: object): MockLink.MockedResponse => ({
  request: { query: AuditEventsDocument, variables: { filter: { ...toAuditEventFilter(NO_FILTER), ...filter }, first: 50, after } },
  result,
});
const filters: MockLink.MockedResponse = {
  request: { query: AuditEventFiltersDocument },
  result: {
    data: {
      auditEventFilters: {
        __typename: 'AuditEventFilters',
        people: [{ __typename: 'AuditPerson', id: 7, fullName: 'Ben Branch' }],
        recordTypes: ['location', 'temperature_reading'],
      },
    },
  },
};

function renderPage(mocks: MockLink.MockedResponse[], readAuditTrail = true) {
  const session = fakeSession({ user: fakeUser({ capabilities: capabilities({ administration: true, readAuditTrail }) }) });
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={session}>
        <AuditLogPage />
      </Providers>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('Administration → Audit Log', () => {
  it('shows who did what to which record, before and after, and loads older pages after the last one shown', async () => {
    const user = renderPage([
      filters,
      eventsQuery({}, null, page([event(3)], '3', true)),
      eventsQuery({}, '3', page([event(2, { actorName: null, action: 'create', before: null })], '2', false)),
    ]);
    const newest = await screen.findByRole('listitem', { name: 'Event 3' });
    expect(within(newest).getByText('Location #1')).toBeTruthy();
    expect(within(newest).getByText('by Maria Manager')).toBeTruthy();
    expect(within(newest).getByText('{ "name": "Main Kitchen" }')).toBeTruthy();
    // A long record scrolls inside its box, which keyboard users can reach (axe: scrollable-region-focusable).
    expect(within(newest).getByRole('region', { name: 'Before, event 3' }).tabIndex).toBe(0);
    expect(within(newest).getByText(/Main Kitchen \(renamed\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load Older Events' }));
    const older = await screen.findByRole('listitem', { name: 'Event 2' });
    expect(within(older).getByText('by System')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load Older Events' })).toBeNull();
  });

  it('filters by person and record type', async () => {
    const user = renderPage([
      filters,
      eventsQuery({}, null, page([event(3)], '3', false)),
      eventsQuery({ actorId: 7 }, null, page([], null, false)),
      eventsQuery({ actorId: 7, entity: 'temperature_reading' }, null, page([event(9, { entity: 'temperature_reading' })], '9', false)),
    ]);
    await screen.findByRole('listitem', { name: 'Event 3' });
    await user.selectOptions(await screen.findByLabelText('Person'), 'Ben Branch');
    expect(await screen.findByText('No audit events')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Record type'), 'Temperature reading');
    expect(await screen.findByText('Temperature reading #1')).toBeTruthy();
  });

  it('verifies the chain and names the first broken event', async () => {
    const user = renderPage([
      filters,
      eventsQuery({}, null, page([], null, false)),
      {
        request: { query: VerifyAuditChainDocument },
        result: {
          data: {
            verifyAuditChain: {
              __typename: 'AuditChainVerification',
              valid: false,
              checkedEvents: 4,
              firstBrokenEventId: '105',
              head: { __typename: 'AuditChainHead', seq: 4, hash: 'ab'.repeat(32) },
            },
          },
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Verify Audit Chain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Audit chain broken at event 105 (after 4 intact events).');
  });

  it('tells anyone the server does not let read the audit trail that it is not available, and asks nothing', async () => {
    renderPage([], false);
    expect(screen.getByText('Only company administrators can read the audit log.')).toBeTruthy();
  });
});
