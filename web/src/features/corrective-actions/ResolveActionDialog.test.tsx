import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayPreferences } from '../../lib/format/display-preferences';
import { actionCard, actionDetails, detailsMock } from '../../test/action-fixtures';
import { renderScreen } from '../../test/render-screen';
import { ActionDetailsDialog } from './ActionDetailsDialog';
import { ResolveActionDialog } from './ResolveActionDialog';

const NEEDED = "A critical temperature action needs a verification reading in range, or a manager's override with a reason";
const critical = actionCard('in_progress', {
  type: 'temperature_alert',
  severity: 'critical',
  equipmentName: 'Walk-in Fridge',
  description: 'Walk-in Fridge at 9 °C',
});
const requirement = (canOverride: boolean, kind = 'unit') => ({
  __typename: 'VerificationRequirement' as const,
  kind,
  minTemperature: kind === 'unit' ? 0 : 75,
  maxTemperature: kind === 'unit' ? 4 : null,
  canOverride,
});
const inRange = { __typename: 'Reading' as const, id: 501, temperature: 3.5, recordedAt: '2026-03-01T09:30:00.000Z', isManual: true };

function open(details: Record<string, unknown>, onResolve = vi.fn(async (_resolution: string, _verification?: unknown): Promise<string | null> => null)) {
  const onClose = vi.fn();
  renderScreen(<ResolveActionDialog action={critical} onResolve={onResolve} onClose={onClose} />, {
    mocks: [detailsMock(actionDetails('in_progress', { ...critical, ...details }))],
  });
  return { dialog: screen.getByRole('dialog', { name: 'Resolve Action #12' }), onResolve, onClose, user: userEvent.setup() };
}

/** Issue 30: Mark Complete of a critical temperature or food-process action asks for its verification. */
describe('Mark Complete of a critical temperature action', () => {
  afterEach(() => setDisplayPreferences(null));

  it('shows the API’s refusal when no verification is given, then resolves with a reading typed in', async () => {
    const onResolve = vi.fn(async (_resolution: string, verification?: unknown) => (verification ? null : NEEDED));
    const { dialog, onClose, user } = open({ verificationRequirement: requirement(true) }, onResolve);
    const verification = await within(dialog).findByRole('group', { name: 'Verification' });
    expect(within(verification).getByText(/within 0°C to 4°C, or a manager's override with a reason/)).toBeTruthy();
    expect(within(verification).getByRole('radio', { name: 'Override with a reason' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Resolution'), 'Door seal replaced');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(NEEDED);
    expect(onResolve).toHaveBeenLastCalledWith('Door seal replaced', undefined);
    expect(onClose).not.toHaveBeenCalled();

    // Keyboard only: the radio, then the reading.
    within(verification).getByRole('radio', { name: 'Record a verification reading' }).focus();
    await user.keyboard(' ');
    await user.type(within(dialog).getByLabelText('Verification reading (°C)'), '3.2');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(onResolve).toHaveBeenLastCalledWith('Door seal replaced', { temperature: 3.2, unit: 'C' });
    expect(onClose).toHaveBeenCalled();
  });

  it('a reading typed in °F is sent in °F, for the API to convert', async () => {
    setDisplayPreferences({ temperatureUnit: 'fahrenheit', dateFormat: 'MM/DD/YYYY' });
    const { dialog, onResolve, user } = open({ verificationRequirement: requirement(false) });
    const verification = await within(dialog).findByRole('group', { name: 'Verification' });
    expect(within(verification).getByText(/within 32°F to 39.2°F/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Resolution'), 'Door seal replaced');
    await user.click(within(verification).getByRole('radio', { name: 'Record a verification reading' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(await within(dialog).findByText('Please enter the verification reading')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Verification reading (°F)'), '37.4');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(onResolve).toHaveBeenCalledWith('Door seal replaced', { temperature: 37.4, unit: 'F' });
  });

  it('offers the unit’s in-range reading since the action opened, and sends its id', async () => {
    const { dialog, onResolve, user } = open({ verificationRequirement: requirement(false), verificationReading: inRange });
    const verification = await within(dialog).findByRole('group', { name: 'Verification' });
    await user.click(within(verification).getByRole('radio', { name: /^Use the reading of 3.5°C at / }));
    await user.type(within(dialog).getByLabelText('Resolution'), 'Door seal replaced');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(onResolve).toHaveBeenCalledWith('Door seal replaced', { readingId: 501 });
  });

  it('offers the override only to those the API says may give it', async () => {
    const { dialog } = open({ verificationRequirement: requirement(false) });
    const choices = await within(dialog).findByRole('group', { name: 'Verification' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Record a verification reading']);
  });

  it('a manager overrides with a reason, which is required', async () => {
    const { dialog, onResolve, user } = open({ verificationRequirement: requirement(true, 'process') });
    const verification = await within(dialog).findByRole('group', { name: 'Verification' });
    expect(within(verification).getByText(/probe reading of the food at or above 75°C/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Resolution'), 'Batch discarded');
    await user.click(within(verification).getByRole('radio', { name: 'Override with a reason' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(await within(dialog).findByText('Please give the reason for the override')).toBeTruthy();
    expect(onResolve).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason for the override'), '  Food discarded: nothing left to probe ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(onResolve).toHaveBeenCalledWith('Batch discarded', { overrideReason: 'Food discarded: nothing left to probe' });
  });
});

describe('View Details of a resolved action', () => {
  it('shows how the fix was verified', async () => {
    const resolved = actionDetails('resolved', {
      type: 'temperature_alert',
      severity: 'critical',
      resolution: 'Door seal replaced',
      resolvedAt: '2026-03-01T10:00:00.000Z',
      resolvedByName: 'Maria Manager',
      verification: {
        __typename: 'ActionVerification' as const,
        method: 'reading',
        readingId: 501,
        temperature: 3.5,
        recordedAt: '2026-03-01T09:30:00.000Z',
        overrideReason: null,
        verifiedByName: 'Maria Manager',
        verifiedAt: '2026-03-01T10:00:00.000Z',
      },
    });
    renderScreen(<ActionDetailsDialog actionId={12} onClose={() => undefined} />, { mocks: [detailsMock(resolved)] });
    const section = await screen.findByRole('region', { name: 'Resolution' });
    expect(within(section).getByText(/^Verified by Maria Manager: 3.5°C \(reading #501, /)).toBeTruthy();
    expect(screen.queryByText(/Not verified yet/)).toBeNull();
  });
});
