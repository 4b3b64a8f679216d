import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordReadingInput } from '../../graphql/graphql';
import { setDisplayPreferences } from '../../lib/format/display-preferences';
import { toastStore } from '../../lib/toasts/toast-store';
import { equipmentMock, readingMock, unit } from '../../test/equipment-fixtures';
import { renderScreen } from '../../test/render-screen';
import { ColdStoragePage } from './ColdStoragePage';
import { CookingPage } from './CookingPage';
import { CoolingPage } from './CoolingPage';
import { DeliveryReheatingPage } from './DeliveryReheatingPage';
import { GoodsInPage } from './GoodsInPage';
import { HotHoldCookingPage } from './HotHoldCookingPage';
import { StoragePage } from './StoragePage';

// The toast store outlives each render; start every test without the previous test's toast.
afterEach(() => toastStore.dismiss());

async function openDialog(unitName: string, dialogName: string) {
  const card = await screen.findByRole('article', { name: unitName });
  await userEvent.click(within(card).getByRole('button', { name: 'Add Reading' }));
  return screen.getByRole('dialog', { name: dialogName });
}

describe('Goods In, Storage, Cooking and Cooling reading dialogs (SPEC 2.9, 5)', () => {
  it('records a Goods In reading as a manual number and shows the deviation the answer brings, without a refetch', async () => {
    const sent: RecordReadingInput[] = [];
    renderScreen(<GoodsInPage />, {
      mocks: [
        equipmentMock({ locationId: 1, types: ['goods_in'] }, [unit()]),
        // The answer carries the unit as it now stands (12.5°C is above its 8°C maximum).
        readingMock(sent),
      ],
    });

    expect(within(await screen.findByRole('article', { name: 'Goods In Probe' })).getByText('In Range')).toBeTruthy();
    const dialog = await openDialog('Goods In Probe', 'Record Goods In Temperature');
    expect((within(dialog).getByLabelText('Equipment') as HTMLInputElement).value).toBe('Goods In Probe');
    const record = within(dialog).getByRole('button', { name: 'Record Temperature' }) as HTMLButtonElement;
    expect(record.disabled).toBe(true);
    const field = within(dialog).getByLabelText('Temperature (°C)');
    expect(field.getAttribute('step')).toBe('0.1');
    await userEvent.type(field, '12.5');
    expect(record.disabled).toBe(false);
    await userEvent.click(record);

    // Out of range: the person confirms first; Cancel sends nothing and keeps the value.
    const question = "12.5°C is above Goods In Probe's 8°C limit — record it?";
    const prompt = await within(dialog).findByRole('alert');
    expect(within(prompt).getByText(question)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Record it');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByText(question)).toBeNull();
    expect((field as HTMLInputElement).value).toBe('12.5');
    expect(sent).toEqual([]);
    await userEvent.click(record);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Record it' }));

    expect(await screen.findByText('Temperature recorded')).toBeTruthy();
    expect(sent).toStrictEqual([{ equipmentId: 7, temperature: 12.5, isManual: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = screen.getByRole('article', { name: 'Goods In Probe' });
    expect(await within(card).findByText('Temperature Deviation Alert')).toBeTruthy();
    expect(within(card).getByText('Temperature Deviation')).toBeTruthy();
    expect(within(card).getByText('12.5°C')).toBeTruthy();
  });

  it.each([
    ['storage', StoragePage, 'Record Storage Temperature'],
    ['cooking', CookingPage, 'Record Cooking Temperature'],
    ['cooling', CoolingPage, 'Record Cooling Temperature'],
  ] as [string, ComponentType, string][])('the %s screen sends isManual true', async (type, Page, dialogName) => {
    const sent: RecordReadingInput[] = [];
    const equipment = [unit({ type, name: 'Probe A' })];
    // The Storage screen asks for the API's STORAGE category (storage units, fridges and freezers).
    const wanted = type === 'storage' ? { categories: ['STORAGE'] } : { types: [type] };
    renderScreen(<Page />, {
      mocks: [equipmentMock({ locationId: 1, ...wanted }, equipment), readingMock(sent, { answeredUnit: equipment[0] })],
    });
    const dialog = await openDialog('Probe A', dialogName);
    await userEvent.type(within(dialog).getByLabelText('Temperature (°C)'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Temperature' }));
    expect(await screen.findByText('Temperature recorded')).toBeTruthy();
    expect(sent).toStrictEqual([{ equipmentId: 7, temperature: 3, isManual: true }]);
    expect(await within(screen.getByRole('article', { name: 'Probe A' })).findByText('3°C')).toBeTruthy();
  });

  it('keeps the dialog open and toasts the server message when recording fails', async () => {
    const sent: RecordReadingInput[] = [];
    renderScreen(<CoolingPage />, {
      mocks: [equipmentMock({ locationId: 1, types: ['cooling'] }, [unit({ type: 'cooling' })]), readingMock(sent, { error: 'Equipment not found' })],
    });
    const dialog = await openDialog('Goods In Probe', 'Record Cooling Temperature');
    await userEvent.type(within(dialog).getByLabelText('Temperature (°C)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Temperature' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to record temperature');
    expect(alert.textContent).toContain('Equipment not found');
    expect(screen.getByRole('dialog', { name: 'Record Cooling Temperature' })).toBeTruthy();
  });
});

describe('Cold, Hot and Delivery reading dialogs (SPEC 2.8, 5)', () => {
  it.each([
    ['Cold Storage', ColdStoragePage, ['fridge', 'freezer'], 'fridge', 'Fridge'],
    ['Hot Hold & Cooking', HotHoldCookingPage, ['hot_hold', 'cooking'], 'hot_hold', 'Hot Hold'],
    ['Delivery & Reheating', DeliveryReheatingPage, ['delivery', 'reheating', 'cooling'], 'reheating', 'Reheating'],
  ] as [string, ComponentType, string[], string, string][])(
    '%s sends the typed value as a number without isManual',
    async (_screen, Page, types, type, badge) => {
      const sent: RecordReadingInput[] = [];
      const equipment = [unit({ type, name: 'Unit B' })];
      renderScreen(<Page />, {
        mocks: [equipmentMock({ locationId: 1, types }, equipment), { ...readingMock(sent, { answeredUnit: equipment[0] }), delay: 50 }],
      });
      expect(within(await screen.findByRole('article', { name: 'Unit B' })).getByText(badge)).toBeTruthy();
      const dialog = await openDialog('Unit B', 'Add Temperature Reading');
      const add = within(dialog).getByRole('button', { name: 'Add Reading' }) as HTMLButtonElement;
      expect(add.disabled).toBe(true);
      await userEvent.type(within(dialog).getByLabelText('Temperature (°C)'), '3.5');
      await userEvent.click(add);
      expect(within(dialog).getByRole('button', { name: 'Adding...' })).toBeTruthy();
      expect(await screen.findByText('Temperature reading added')).toBeTruthy();
      expect(sent).toStrictEqual([{ equipmentId: 7, temperature: 3.5 }]);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await within(screen.getByRole('article', { name: 'Unit B' })).findByText('3.5°C')).toBeTruthy();
    },
  );

  it('toasts Failed to add reading with the server message', async () => {
    const sent: RecordReadingInput[] = [];
    renderScreen(<ColdStoragePage />, {
      mocks: [
        equipmentMock({ locationId: 1, types: ['fridge', 'freezer'] }, [unit({ type: 'fridge' })]),
        readingMock(sent, { error: 'Temperature out of bounds' }),
      ],
    });
    const dialog = await openDialog('Goods In Probe', 'Add Temperature Reading');
    await userEvent.type(within(dialog).getByLabelText('Temperature (°C)'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Reading' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Record it' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to add reading');
    expect(alert.textContent).toContain('Temperature out of bounds');
  });

  it('refuses a reading no probe can give at once, with its message, never asking to record it (issue 30)', async () => {
    const sent: RecordReadingInput[] = [];
    renderScreen(<ColdStoragePage />, {
      mocks: [equipmentMock({ locationId: 1, types: ['fridge', 'freezer'] }, [unit({ type: 'fridge' })]), readingMock(sent)],
    });
    const dialog = await openDialog('Goods In Probe', 'Add Temperature Reading');
    await userEvent.type(within(dialog).getByLabelText('Temperature (°C)'), '999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Reading' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to add reading');
    expect(alert.textContent).toContain('999°C is not a reading a probe can give for Goods In Probe: expected -50°C to 60°C');
    expect(within(dialog).queryByRole('button', { name: 'Record it' })).toBeNull();
    expect(within(dialog).queryByText(/record it\?/)).toBeNull();
    expect((within(dialog).getByLabelText('Temperature (°C)') as HTMLInputElement).value).toBe('999');
    expect(sent).toEqual([]);
  });
});

describe('when the company reads °F (Settings, General)', () => {
  it('shows the range in °F, takes the reading in °F and sends it as typed with unit F', async () => {
    setDisplayPreferences({ temperatureUnit: 'fahrenheit', dateFormat: 'MM/DD/YYYY' });
    const sent: RecordReadingInput[] = [];
    const fridge = unit({ type: 'fridge', name: 'Walk-in Fridge', effectiveMinTemp: 0, effectiveMaxTemp: 8 });
    renderScreen(<ColdStoragePage />, {
      mocks: [equipmentMock({ locationId: 1, types: ['fridge', 'freezer'] }, [fridge]), readingMock(sent, { answeredUnit: fridge })],
    });
    const card = await screen.findByRole('article', { name: 'Walk-in Fridge' });
    expect(within(card).getByText('32°F to 46.4°F')).toBeTruthy();
    expect(within(card).getByText('39.2°F')).toBeTruthy();
    const dialog = await openDialog('Walk-in Fridge', 'Add Temperature Reading');
    await userEvent.type(within(dialog).getByLabelText('Temperature (°F)'), '41');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Reading' }));
    expect(await screen.findByText('Temperature reading added')).toBeTruthy();
    expect(sent).toStrictEqual([{ equipmentId: 7, temperature: 41, unit: 'F' }]);
    // Stored as 5 °C, shown again as 41 °F.
    expect(await within(screen.getByRole('article', { name: 'Walk-in Fridge' })).findByText('41°F')).toBeTruthy();
  });
});
