import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CorrectiveActionsDocument, StartCorrectiveActionDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { renderScreen } from '../../test/render-screen';
import { CorrectiveActionsPage } from './CorrectiveActionsPage';

const action = (status: string) => ({
  __typename: 'CorrectiveAction' as const,
  id: 12,
  type: 'equipment_failure',
  description: 'Bain-marie thermostat not holding 63 °C',
  severity: 'high',
  status,
  // As the server computes them for this status.
  canStart: status === 'pending',
  canComplete: status === 'in_progress',
  createdAt: '2026-03-01T08:00:00.000Z',
  dueDate: '2026-03-02T08:00:00.000Z',
});
const listed = (status: string, pending: number, inProgress: number) => ({
  request: { query: CorrectiveActionsDocument },
  result: {
    data: {
      correctiveActions: [action(status)],
      correctiveActionSummary: { __typename: 'CorrectiveActionSummary' as const, total: 1, pending, inProgress, resolved: 0, critical: 0, open: 1 },
    },
  },
});

describe('Corrective Actions', () => {
  beforeEach(() => toastStore.dismiss());

  it('starts a pending action, then shows it in progress with the refetched tiles', async () => {
    renderScreen(<CorrectiveActionsPage />, {
      mocks: [
        listed('pending', 1, 0),
        { request: { query: StartCorrectiveActionDocument, variables: { id: 12 } }, result: { data: { startCorrectiveAction: action('in_progress') } } },
        listed('in_progress', 0, 1),
      ],
    });
    expect(screen.getByText('Loading corrective actions...')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Action #12' });
    expect(within(card).getByText('pending')).toBeTruthy();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Start Action' }));

    expect(await within(card).findByRole('button', { name: 'Mark Complete' })).toBeTruthy();
    expect(within(card).getByText('in progress')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByText('Action started')).toBeTruthy();
  });
});
