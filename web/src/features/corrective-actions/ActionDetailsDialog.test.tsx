import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionDetails, detailsMock } from '../../test/action-fixtures';
import { renderScreen } from '../../test/render-screen';
import { ActionDetailsDialog } from './ActionDetailsDialog';

describe('View Details: the action’s history', () => {
  it('says which escalation level each escalation was and who it went to (issue 34)', async () => {
    const step = (action: string, occurredAt: string, detail: string | null) => ({ __typename: 'ActionEvent', action, actorName: null, occurredAt, detail });
    const details = actionDetails('open', {
      history: [
        step('open', '2026-03-01T08:00:00.000Z', null),
        step('escalate', '2026-03-01T08:15:00.000Z', 'Level 2: Ben Branch'),
        step('escalate', '2026-03-01T08:30:00.000Z', 'Level 3: Ada Admin, Cora Company'),
      ],
    });
    renderScreen(<ActionDetailsDialog actionId={details.id} onClose={() => {}} />, { mocks: [detailsMock(details)] });
    expect(await screen.findByText(/\(Level 2: Ben Branch\)$/)).toBeTruthy();
    expect(screen.getByText(/\(Level 3: Ada Admin, Cora Company\)$/)).toBeTruthy();
  });
});
