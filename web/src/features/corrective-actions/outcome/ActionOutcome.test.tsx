import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignOffCorrectiveActionDocument } from '../../../graphql/graphql';
import { actionDetails, detailsMock } from '../../../test/action-fixtures';
import { renderScreen } from '../../../test/render-screen';
import { ActionDetailsDialog } from '../ActionDetailsDialog';

const exposure = {
  __typename: 'ActionExposure',
  from: '2026-11-27T10:00:00.000Z',
  to: '2026-11-27T11:20:00.000Z',
  ongoing: false,
  limit: 4,
  minutesAboveLimit: 80,
  degreeMinutesAboveLimit: 430,
  ruleText: 'UK guidance: chilled food above 8 °C may be kept out of temperature control once, for up to 4 hours.',
  ruleThreshold: '8 °C',
  ruleMaxMinutes: 240,
  minutesAboveRule: 50,
  exceedsRule: false,
  readings: 3,
};
const row = (id: number, food: string, decision: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'FoodDisposition',
  id,
  food,
  quantity: 5,
  unit: 'kg',
  decision,
  useWithinHours: null,
  reason: null,
  ruleBasis: null,
  exceededRule: false,
  correctsId: null,
  correctedById: null,
  recordedByName: 'Ben Branch',
  recordedAt: '2026-11-27T11:30:00.000Z',
  ...extra,
});

describe('View Details: what the action recorded of the outcome (issue 36)', () => {
  it('shows the owner, the exposure against the time rule, the food and the root cause', async () => {
    const details = actionDetails('in_progress', {
      type: 'temperature_alert',
      assigneeId: 5,
      assigneeName: 'Ben Branch',
      assigneeChoices: [{ __typename: 'ActionAssignee', id: 5, fullName: 'Ben Branch' }],
      rootCause: 'door_left_open',
      rootCauseLabel: 'Door left open',
      rootCauseText: 'Propped open',
      exposure,
      dispositions: [
        row(1, 'Cooked chicken', 'discarded', { reason: 'Too warm' }),
        row(2, 'Yoghurt', 'kept_within_limits', { quantity: 2, ruleBasis: 'UK guidance: … Exposure: 50 min above 8 °C.', correctedById: 3 }),
        row(3, 'Yoghurt', 'use_within_hours', { quantity: 2, useWithinHours: 4, correctsId: 2 }),
      ],
    });
    renderScreen(<ActionDetailsDialog actionId={details.id} onClose={() => {}} />, { mocks: [detailsMock(details)] });
    expect(await screen.findByText('Owner: Ben Branch')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reassign' })).toBeTruthy();
    const exposed = screen.getByRole('region', { name: 'Exposure' });
    expect(within(exposed).getByText(/^1 h 20 min above 4(\.0)?°C \(430 °C·min\)$/)).toBeTruthy();
    expect(within(exposed).getByText('50 min above 8 °C of the 4 h the rule allows')).toBeTruthy();
    const food = within(screen.getByRole('list', { name: 'Food dispositions' }));
    expect(food.getByText(/^5 kg Cooked chicken: Discarded \(Too warm\)/)).toBeTruthy();
    expect(food.getByText(/corrected by a later entry$/)).toBeTruthy();
    expect(food.getByText(/^2 kg Yoghurt: Use within 4 hours/)).toBeTruthy();
    // A corrected row is not corrected again; the standing ones are.
    expect(food.getAllByRole('button', { name: /^Correct / })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'waste log in Reports' }).getAttribute('href')).toBe('/reports');
    expect(screen.getByText('Door left open: Propped open')).toBeTruthy();
  });

  it('a manager signs a resolved critical action off with their password; a wrong one is shown', async () => {
    const resolved = actionDetails('resolved', {
      type: 'temperature_alert',
      severity: 'critical',
      awaitingSignOff: true,
      verificationRequirement: { __typename: 'VerificationRequirement', kind: 'unit', minTemperature: 0, maxTemperature: 4, canOverride: true },
    });
    const signOff = (password: string, result: object) => ({
      request: { query: SignOffCorrectiveActionDocument, variables: { id: resolved.id, password } },
      ...result,
    });
    renderScreen(<ActionDetailsDialog actionId={resolved.id} onClose={() => {}} />, {
      mocks: [detailsMock(resolved), signOff('wrong', { result: { errors: [{ message: 'Your password is not right' }] } })],
    });
    const form = await screen.findByRole('form', { name: 'Sign off the action' });
    expect(screen.getByText("Awaiting a manager's sign-off before it counts as closed.")).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Your password'), 'wrong');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your password is not right');
  });
});
