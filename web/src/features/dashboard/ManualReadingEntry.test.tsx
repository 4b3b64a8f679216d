import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardDocument, RecordReadingDocument, type RecordReadingInput } from '../../graphql/graphql';
import { setDisplayPreferences } from '../../lib/format/display-preferences';
import { toastStore } from '../../lib/toasts/toast-store';
import { quietSubscription, renderDashboard, site, walkInFridge } from '../../test/dashboard-fixtures';
import { recordedReading } from '../../test/reading-fixtures';
import { DashboardPage } from './DashboardPage';

const dashboard = (temperature: number) => ({
  request: { query: DashboardDocument, variables: { locationId: 1 } },
  result: { data: site({ equipment: [{ ...walkInFridge, currentTemperature: temperature }] }) },
});

/** Keeps every input it was sent, so tests can check the exact shape; answers with the unit as it now stands. */
function recordMock(sent: RecordReadingInput[], error?: string) {
  return {
    request: { query: RecordReadingDocument, variables: (v: { input: RecordReadingInput }) => Boolean(sent.push(v.input)) },
    result: error
      ? { errors: [new GraphQLError(error)] }
      : ({ input }: { input: RecordReadingInput }) => ({ data: { recordReading: recordedReading(input, walkInFridge) } }),
  };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

async function openEntry(mocks: object[], symbol = '°C') {
  renderDashboard(<DashboardPage />, [dashboard(3.5), quietSubscription, ...(mocks as never[])]);
  const user = userEvent.setup();
  const card = await screen.findByRole('listitem', { name: 'Walk-in Fridge' });
  await user.click(within(card).getByRole('button', { name: 'Manual entry for Walk-in Fridge' }));
  // The form's chunk loads when the entry is first opened.
  const input = await within(card).findByRole('spinbutton', { name: `Temperature for Walk-in Fridge (${symbol})` });
  return { user, card, input };
}

describe('manual reading on a dashboard card (SPEC 4, 5, 8)', () => {
  afterEach(() => toastStore.dismiss());

  it("rejects an empty value with 'Temperature required' and sends nothing", async () => {
    const sent: RecordReadingInput[] = [];
    const { user, card, input } = await openEntry([recordMock(sent)]);
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('step')).toBe('0.1');
    await user.click(within(card).getByRole('button', { name: 'Record' }));
    const alert = await notifications().findByRole('alert');
    expect(alert.textContent).toContain('Temperature required');
    expect(alert.textContent).toContain('Please enter a temperature reading');
    expect(sent).toEqual([]);
    expect(within(card).getByRole('spinbutton')).toBeTruthy();
  });

  it('sends the value as a float with isManual, toasts it, closes the entry and shows the answer on the card without a refetch', async () => {
    const sent: RecordReadingInput[] = [];
    // No second Dashboard answer: the card can only change through the mutation's answer.
    const { user, card, input } = await openEntry([recordMock(sent)]);
    await user.type(input, '2.5');
    await user.click(within(card).getByRole('button', { name: 'Record' }));
    expect(await notifications().findByText('Temperature recorded')).toBeTruthy();
    expect(notifications().getByText('Temperature 2.5°C recorded for Walk-in Fridge')).toBeTruthy();
    expect(sent).toEqual([{ equipmentId: 7, temperature: 2.5, isManual: true }]);
    expect(typeof sent[0].temperature).toBe('number');
    expect(within(card).queryByRole('spinbutton')).toBeNull();
    expect(await within(card).findByText('2.5°C')).toBeTruthy();
    // Opening again starts from an empty field.
    await user.click(within(card).getByRole('button', { name: 'Manual entry for Walk-in Fridge' }));
    expect((within(card).getByRole('spinbutton') as HTMLInputElement).value).toBe('');
  });

  it('in °F, sends what was typed with unit F and toasts it in °F', async () => {
    setDisplayPreferences({ temperatureUnit: 'fahrenheit', dateFormat: 'MM/DD/YYYY' });
    const sent: RecordReadingInput[] = [];
    const { user, card, input } = await openEntry([recordMock(sent)], '°F');
    // 41 °F is 5 °C, above the fridge's 4 °C limit: the question compares in °C and speaks °F.
    await user.type(input, '41');
    await user.click(within(card).getByRole('button', { name: 'Record' }));
    const prompt = await within(card).findByRole('alert');
    expect(prompt.textContent).toContain("41°F is above Walk-in Fridge's 39.2°F limit — record it?");
    await user.click(within(prompt).getByRole('button', { name: 'Record it' }));
    expect(await notifications().findByText('Temperature 41°F recorded for Walk-in Fridge')).toBeTruthy();
    expect(sent).toEqual([{ equipmentId: 7, temperature: 41, isManual: true, unit: 'F' }]);
    expect(await within(card).findByText('41.0°F')).toBeTruthy();
  });

  it("keeps the entry and shows 'Error recording temperature' with the server message on failure", async () => {
    const { user, card, input } = await openEntry([recordMock([], 'Equipment not found')]);
    await user.type(input, '3');
    await user.click(within(card).getByRole('button', { name: 'Record' }));
    const alert = await notifications().findByRole('alert');
    expect(alert.textContent).toContain('Error recording temperature');
    expect(alert.textContent).toContain('Equipment not found');
    expect((within(card).getByRole('spinbutton') as HTMLInputElement).value).toBe('3');
  });

  it('asks before recording a value outside the unit’s range; Cancel keeps the typed value and sends nothing', async () => {
    const sent: RecordReadingInput[] = [];
    const { user, card, input } = await openEntry([recordMock(sent)]);
    await user.type(input, '9.5');
    await user.click(within(card).getByRole('button', { name: 'Record' }));
    const prompt = await within(card).findByRole('alert');
    expect(prompt.textContent).toContain("9.5°C is above Walk-in Fridge's 4°C limit — record it?");
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('alert')).toBeNull();
    expect((within(card).getByRole('spinbutton') as HTMLInputElement).value).toBe('9.5');
    expect(sent).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Record' }));
    await user.click(await within(card).findByRole('button', { name: 'Record it' }));
    expect(await notifications().findByText('Temperature 9.5°C recorded for Walk-in Fridge')).toBeTruthy();
    expect(sent).toEqual([{ equipmentId: 7, temperature: 9.5, isManual: true }]);
  });

  it("the section's Manual Reading button opens the first card's entry", async () => {
    renderDashboard(<DashboardPage />, [dashboard(3.5), quietSubscription]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manual Reading' }));
    expect(document.activeElement).toBe(await screen.findByRole('spinbutton', { name: 'Temperature for Walk-in Fridge (°C)' }));
  });

  it('Cancel closes the entry and gives focus back to its button', async () => {
    const { user, card } = await openEntry([]);
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Manual entry for Walk-in Fridge' }));
  });
});
