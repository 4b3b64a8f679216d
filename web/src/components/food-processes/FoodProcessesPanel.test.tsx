import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FoodProcessReadingConcernDocument, RecordProcessTemperatureDocument, StartFoodProcessDocument } from '../../graphql/graphql';
import { coolingProcess, foodProcessesMock } from '../../test/food-process-fixtures';
import { renderScreen } from '../../test/render-screen';
import { FoodProcessesPanel } from './FoodProcessesPanel';
import { formatTimeLeft } from './time-left';

/** One probe reading of a log, as the API answers it. */
const reading = (id: number, temperature: number, implausibleReason: string | null = null) => ({
  __typename: 'ProcessTemperature' as const,
  id,
  temperature,
  recordedAt: new Date().toISOString(),
  recordedBy: 'Sophie Staff',
  implausibleReason,
  photoEvidence: [],
});

/** What the API says about a reading before it is sent: why it would be flagged, or nothing. */
const concernMock = (temperature: number, concern: string | null) => ({
  request: { query: FoodProcessReadingConcernDocument, variables: { processId: 7, temperature, unit: 'C' } },
  result: { data: { foodProcessReadingConcern: concern } },
});

const panel = () => <FoodProcessesPanel title="Cooling Logs" locationId={1} kinds={['cooling']} equipment={[{ id: 4, name: 'Blast Chiller' }]} />;

describe('food process logs (issue 16)', () => {
  it('words the time left to a deadline', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(formatTimeLeft('2026-06-01T13:59:58Z', now)).toBe('1 h 59 min 58 s left');
    expect(formatTimeLeft('2026-06-01T12:04:05Z', now)).toBe('4 min 05 s left');
    expect(formatTimeLeft('2026-06-01T11:59:00Z', now)).toBe('Deadline passed');
  });

  it('shows an open log with its stages as the API judged them and the time left counting down', async () => {
    const process = coolingProcess(new Date(Date.now() - 60_000), {
      temperatures: [reading(1, 40)] as never,
    });
    renderScreen(panel(), { mocks: [foodProcessesMock([process])] });
    const log = await screen.findByRole('article', { name: 'Cooling log: Chicken curry' });
    expect(within(log).getByText('On track')).toBeTruthy();
    expect(within(log).getByText('Stage 1: at or below 21°C by 2026-06-01 14:00 BST — Due')).toBeTruthy();
    expect(within(log).getByText('Stage 2: at or below 5°C by 2026-06-01 18:00 BST — Due')).toBeTruthy();
    const timer = within(log).getByRole('timer');
    expect(timer.textContent).toMatch(/^1 h 5\d min \d\d s left$/);
    const first = timer.textContent;
    await vi.waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 5000 });
    expect(within(log).getByLabelText('Readings').textContent).toMatch(/^Readings: 40°C at /);
  });

  it('records a probe temperature in the company scale against the log, and says when a log is a finished record', async () => {
    const process = coolingProcess(new Date(Date.now() - 60_000));
    const recorded = vi.fn(() => ({ data: { recordProcessTemperature: { ...process, state: 'stage_passed' } } }));
    const missed = coolingProcess(new Date(Date.now() - 3 * 3600_000), {
      id: 8,
      foodItem: 'Rice',
      state: 'missed',
      finishedAt: new Date().toISOString(),
      currentDeadline: null,
      correctiveActionId: 31,
    });
    renderScreen(panel(), {
      mocks: [
        foodProcessesMock([process, missed]),
        concernMock(20.5, null),
        {
          request: { query: RecordProcessTemperatureDocument, variables: { input: { processId: 7, temperature: 20.5, unit: 'C', photoIds: null } } },
          result: recorded,
        },
      ],
    });
    const user = userEvent.setup();
    const log = await screen.findByRole('article', { name: 'Cooling log: Chicken curry' });
    await user.type(within(log).getByLabelText('Probe temperature (°C)'), '20.5');
    await user.click(within(log).getByRole('button', { name: 'Record' }));
    await vi.waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    const record = within(screen.getByRole('region', { name: 'Finished logs' })).getByRole('article', { name: 'Cooling log: Rice' });
    expect(within(record).getByText('Missed')).toBeTruthy();
    expect(within(record).getByText('Corrective action #31 opened')).toBeTruthy();
    expect(within(record).queryByRole('button', { name: 'Record' })).toBeNull();
    expect(within(record).queryByRole('timer')).toBeNull();
  });

  it('asks before recording a reading the API would flag as faster than food can cool, and shows flagged readings on the log (issue 30)', async () => {
    const flaggedBefore = 'Fell from 70 to 30 °C in 40 seconds: faster than food can cool (at most 5 °C a minute)';
    const reason = 'Fell from 30 to 4.5 °C in 20 seconds: faster than food can cool (at most 5 °C a minute)';
    const process = coolingProcess(new Date(Date.now() - 60_000), { temperatures: [reading(1, 70), reading(2, 30, flaggedBefore)] as never });
    const recorded = vi.fn(() => ({ data: { recordProcessTemperature: process } }));
    renderScreen(panel(), {
      mocks: [
        foodProcessesMock([process]),
        concernMock(4.5, reason),
        concernMock(4.5, reason),
        {
          request: { query: RecordProcessTemperatureDocument, variables: { input: { processId: 7, temperature: 4.5, unit: 'C', photoIds: null } } },
          result: recorded,
        },
      ],
    });
    const user = userEvent.setup();
    const log = await screen.findByRole('article', { name: 'Cooling log: Chicken curry' });
    expect(within(within(log).getByRole('list', { name: 'Flagged readings' })).getByText(`Flagged: ${flaggedBefore}`)).toBeTruthy();
    await user.type(within(log).getByLabelText('Probe temperature (°C)'), '4.5');
    await user.click(within(log).getByRole('button', { name: 'Record' }));
    const prompt = await within(log).findByRole('alert');
    expect(prompt.textContent).toContain(`${reason} — record it?`);
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(recorded).not.toHaveBeenCalled();
    expect(within(log).getByLabelText('Probe temperature (°C)')).toHaveProperty('value', '4.5');

    await user.click(within(log).getByRole('button', { name: 'Record' }));
    await user.click(within(await within(log).findByRole('alert')).getByRole('button', { name: 'Record it' }));
    await vi.waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
  });

  it('starts a log for a named batch, optionally in a unit, at the location', async () => {
    const started = vi.fn(() => ({ data: { startFoodProcess: coolingProcess(new Date(), { id: 9, foodItem: 'Rice', quantity: '2 kg' }) } }));
    const input = { kind: 'cooling', foodItem: 'Rice', quantity: '2 kg', equipmentId: 4, locationId: 1 };
    renderScreen(panel(), { mocks: [foodProcessesMock([]), { request: { query: StartFoodProcessDocument, variables: { input } }, result: started }] });
    const user = userEvent.setup();
    expect(await screen.findByText('No open logs.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start Cooling Log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Cooling Log' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Log' }));
    expect(await within(dialog).findByText('Food item is a required field')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Food item'), 'Rice');
    await user.type(within(dialog).getByLabelText('Quantity'), '2 kg');
    await user.selectOptions(within(dialog).getByLabelText('Unit (optional)'), 'Blast Chiller');
    await user.click(within(dialog).getByRole('button', { name: 'Start Log' }));
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
