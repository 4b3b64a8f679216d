import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionUnitsDocument, CorrectiveActionDetailsDocument, StartCorrectiveActionDocument } from '../../graphql/graphql';
import { reportIssuePath } from '../../lib/paths';
import { actionCard, actionChangesMock, listMock, tilesMock } from '../../test/action-fixtures';
import { renderScreen } from '../../test/render-screen';
import { CorrectiveActionsPage } from './CorrectiveActionsPage';

const tiles = tilesMock({ total: 1, pending: 1, inProgress: 0, critical: 1 });
const quiet = [actionChangesMock(1), actionChangesMock(2), { ...tiles, maxUsageCount: 5 }];
/** What the dialogs load, left waiting: these tests are about which dialog opens. */
const waiting = (query: MockedResponse['request']['query'], variables: Record<string, unknown>): MockedResponse => ({
  request: { query, variables },
  result: { data: {} },
  delay: Number.POSITIVE_INFINITY,
});

/** Issue 17: Take Action Now, View Report and the dashboard's Report Issue each do something. */
describe('corrective action shortcuts', () => {
  it('Take Action Now starts a critical pending action', async () => {
    const started = vi.fn(() => ({ data: { startCorrectiveAction: actionCard('in_progress', { severity: 'critical' }) } }));
    renderScreen(<CorrectiveActionsPage />, {
      mocks: [
        listMock([actionCard('pending', { severity: 'critical' })]),
        ...quiet,
        { request: { query: StartCorrectiveActionDocument, variables: { id: 12 } }, result: started },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Action #12' });
    await userEvent.click(within(card).getByRole('button', { name: 'Take Action Now' }));
    await waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it('Take Action Now on a critical action in progress opens its resolution', async () => {
    renderScreen(<CorrectiveActionsPage />, { mocks: [listMock([actionCard('in_progress', { severity: 'critical' })]), ...quiet] });
    const card = await screen.findByRole('article', { name: 'Action #12' });
    await userEvent.click(within(card).getByRole('button', { name: 'Take Action Now' }));
    expect(await screen.findByRole('dialog', { name: 'Resolve Action #12' })).toBeTruthy();
  });

  it("View Report opens a resolved action's record", async () => {
    const resolved = actionCard('resolved', { resolvedAt: '2026-03-01T10:00:00.000Z', resolvedByName: 'Maria Manager', resolution: 'Thermostat replaced' });
    renderScreen(<CorrectiveActionsPage />, { mocks: [listMock([resolved]), ...quiet, waiting(CorrectiveActionDetailsDocument, { id: 12 })] });
    const card = await screen.findByRole('article', { name: 'Action #12' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Report for Action #12' }));
    expect(await screen.findByRole('dialog', { name: 'Action #12' })).toBeTruthy();
  });

  it('Report Issue arrives with the New Action dialog open', async () => {
    renderScreen(<CorrectiveActionsPage />, {
      path: reportIssuePath,
      mocks: [listMock([actionCard('pending')]), ...quiet, waiting(ActionUnitsDocument, { locationId: 1 })],
    });
    expect(await screen.findByRole('dialog', { name: 'New Corrective Action' })).toBeTruthy();
  });
});
