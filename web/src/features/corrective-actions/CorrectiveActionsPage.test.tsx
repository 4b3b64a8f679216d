import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompleteCorrectiveActionDocument, StartCorrectiveActionDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { actionCard, actionChangesMock, listMock, tilesMock } from '../../test/action-fixtures';
import { renderScreen } from '../../test/render-screen';
import { CorrectiveActionsPage } from './CorrectiveActionsPage';

/** A tile's figure: the row with its label is followed by the value (the tabs repeat some labels). */
function figure(label: string): string | null | undefined {
  const labelRow = screen.getAllByText(label).find((el) => !el.closest('[role="tablist"]'))?.parentElement;
  return labelRow?.nextElementSibling?.textContent;
}
const quiet = [actionChangesMock(1), actionChangesMock(2)];

describe('Corrective Actions', () => {
  beforeEach(() => toastStore.dismiss());

  it('starts a pending action, then shows it in progress with the refetched tiles', async () => {
    renderScreen(<CorrectiveActionsPage />, {
      mocks: [
        listMock([actionCard('pending')]),
        tilesMock({ total: 1, pending: 1, inProgress: 0, critical: 0 }),
        ...quiet,
        { request: { query: StartCorrectiveActionDocument, variables: { id: 12 } }, result: { data: { startCorrectiveAction: actionCard('in_progress') } } },
        tilesMock({ total: 1, pending: 0, inProgress: 1, critical: 0 }),
      ],
    });
    expect(screen.getByText('Loading corrective actions...')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Action #12' });
    expect(within(card).getByText('pending')).toBeTruthy();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Start Action' }));

    expect(await within(card).findByRole('button', { name: 'Mark Complete' })).toBeTruthy();
    expect(await within(card).findByText('in progress')).toBeTruthy();
    // The toast follows the mutation's answer; under load it can render a moment after the card.
    expect(await within(screen.getByRole('region', { name: 'Notifications (F8)' })).findByText('Action started')).toBeTruthy();
  });

  it('shows an action opened at one of the user’s locations at once, and refetches the tiles', async () => {
    const opened = actionCard('open', {
      id: 40,
      type: 'temperature_alert',
      severity: 'critical',
      source: 'automatic',
      description: 'Walk-in Fridge at 9.5 °C',
    });
    renderScreen(<CorrectiveActionsPage />, {
      mocks: [
        listMock([actionCard('pending')]),
        tilesMock({ total: 1, pending: 1, inProgress: 0, critical: 0 }),
        actionChangesMock(1, { change: 'opened', openActions: 2, action: opened }, 200),
        actionChangesMock(2),
        tilesMock({ total: 2, pending: 2, inProgress: 0, critical: 1 }),
      ],
    });
    await screen.findByRole('article', { name: 'Action #12' });
    const card = await screen.findByRole('article', { name: 'Action #40' });
    expect(within(card).getByText('Walk-in Fridge at 9.5 °C')).toBeTruthy();
    const articles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(articles).toEqual(['corrective-action-40', 'corrective-action-12']);
    await waitFor(() => expect(figure('Total')).toBe('2'));
    expect(figure('Critical')).toBe('1');
  });

  it('Mark Complete asks what was done, then shows who resolved it and when', async () => {
    const resolved = actionCard('resolved', {
      resolution: 'Thermostat replaced; food discarded',
      resolvedByName: 'Jane Cook',
      resolvedAt: '2026-03-01T10:00:00.000Z',
    });
    renderScreen(<CorrectiveActionsPage />, {
      mocks: [
        listMock([actionCard('in_progress')]),
        tilesMock({ total: 1, pending: 0, inProgress: 1, critical: 0 }),
        ...quiet,
        {
          request: { query: CompleteCorrectiveActionDocument, variables: { id: 12, resolution: 'Thermostat replaced; food discarded' } },
          result: { data: { completeCorrectiveAction: resolved } },
        },
        tilesMock({ total: 1, pending: 0, inProgress: 0, critical: 0 }),
      ],
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Action #12' });
    await user.click(within(card).getByRole('button', { name: 'Mark Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve Action #12' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(await within(dialog).findByText('Please describe what was done')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Resolution'), '  Thermostat replaced; food discarded ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(await within(card).findByText(/Resolved by Jane Cook on/)).toBeTruthy();
    expect(within(card).getByText('Thermostat replaced; food discarded')).toBeTruthy();
    // It closes once the tiles are refetched too.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
