import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../lib/toasts/toast-store';
import { equipmentMock, overviewMock, presetsMock, setupUnit, unit, unknownDevicesMock } from '../../test/equipment-fixtures';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { ColdStoragePage } from './ColdStoragePage';
import { GoodsInPage } from './GoodsInPage';
import { HotHoldCookingPage } from './HotHoldCookingPage';
import { StoragePage } from './StoragePage';
import { TemperaturePage } from './TemperaturePage';

afterEach(() => toastStore.dismiss());

describe('Temperature Monitoring dashboard (SPEC 2.7)', () => {
  it('filters by location and by category tab', async () => {
    const downtown = setupUnit({ id: 8, name: 'Downtown Fridge', type: 'fridge', locationId: 2, locationName: 'Downtown Branch', status: 'ALERT' });
    renderScreen(<TemperaturePage />, {
      mocks: [
        overviewMock({ locationId: null }, [setupUnit(), downtown]),
        overviewMock({ locationId: 2 }, [downtown]),
        overviewMock({ locationId: 2, categories: ['COLD_STORAGE'] }, []),
      ],
    });
    for (const name of ['Filter', 'Refresh', 'Add Equipment']) expect(screen.getByRole('button', { name })).toBeTruthy();
    const filter = screen.getByRole('group', { name: 'Location filter' });
    expect(within(filter).getByRole('button', { name: 'All Locations', pressed: true })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Downtown Fridge' });
    expect(within(card).getByText('Temperature Deviation')).toBeTruthy();
    expect(within(card).getByText('FRIDGE · Downtown Branch')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Goods In Probe' })).toBeTruthy();

    await userEvent.click(within(filter).getByRole('button', { name: 'Downtown Branch' }));
    expect(within(filter).getByRole('button', { name: 'Downtown Branch', pressed: true })).toBeTruthy();
    await screen.findByRole('article', { name: 'Downtown Fridge' });
    expect(screen.queryByRole('article', { name: 'Goods In Probe' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Cold Storage' }));
    expect(await screen.findByText('No equipment found')).toBeTruthy();
  });

  it('has no location filter for a user with one location', async () => {
    renderScreen(<TemperaturePage />, {
      mocks: [overviewMock({ locationId: null }, [])],
      session: fakeSession({ user: fakeUser({ locations: [{ id: 1, name: 'Main Kitchen' }] }) }),
    });
    expect(await screen.findByText('No equipment found')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Location filter' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Equipment', 'Cold Storage', 'Hot Hold & Cooking', 'Delivery & Service']);
  });
});

describe('Location equipment screens (SPEC 2.8)', () => {
  it('shows the empty state and explains the header Add Reading button', async () => {
    renderScreen(<ColdStoragePage />, { mocks: [equipmentMock({ locationId: 1, types: ['fridge', 'freezer'] }, [])] });
    expect(await screen.findByText('No Cold Storage Equipment')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Reading' }));
    expect(screen.getByText('Select equipment')).toBeTruthy();
    expect(screen.getByText("Click 'Add Reading' on specific equipment to record temperature")).toBeTruthy();
  });

  it("shows the API's effective range and opens the unit's history", async () => {
    const bainMarie = unit({ name: 'Bain-marie', type: 'hot_hold', effectiveMinTemp: 63, effectiveMaxTemp: 500, lastReading: null, status: 'UNKNOWN' });
    renderScreen(<HotHoldCookingPage />, { mocks: [equipmentMock({ locationId: 1, types: ['hot_hold', 'cooking'] }, [bainMarie])] });
    const card = await screen.findByRole('article', { name: 'Bain-marie' });
    expect(within(card).getByText('63°C to 500°C')).toBeTruthy();
    expect(within(card).getByText('No readings yet')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View History' }).getAttribute('href')).toBe(`/temperature/equipment/${bainMarie.id}/history`);
  });
});

const kitchenStaff = () => fakeSession({ user: fakeUser({ role: 'user', roleLabel: 'Kitchen Staff', capabilities: capabilities() }) });

describe('Goods In screen (SPEC 2.9)', () => {
  it('tells the user to contact the administrator when there is no equipment', async () => {
    renderScreen(<GoodsInPage />, { mocks: [equipmentMock({ locationId: 1, types: ['goods_in'] }, [])], session: kitchenStaff() });
    expect(await screen.findByText('No Goods In Equipment Found')).toBeTruthy();
    expect(screen.getByText('Contact your administrator to add goods in temperature monitoring equipment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Add Equipment' })).toBeNull();
  });

  it('offers an administrator Add Equipment instead of telling them to contact one (issue 30)', async () => {
    renderScreen(<GoodsInPage />, { mocks: [equipmentMock({ locationId: 1, types: ['goods_in'] }, []), presetsMock, unknownDevicesMock] });
    expect(await screen.findByText('No Goods In Equipment Found')).toBeTruthy();
    expect(screen.queryByText(/Contact your administrator/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    // The dialog loads when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Add Equipment' });
    expect((within(dialog).getByLabelText('Location') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });
});

describe('Storage Fridge/Freezer screen (issue 30)', () => {
  it('shows the location’s fridges and freezers beside its storage units, by the API’s STORAGE category', async () => {
    const fridge = unit({ id: 3, name: 'Olive Fridge', type: 'fridge' });
    const freezer = unit({ id: 4, name: 'Olive Freezer', type: 'freezer' });
    renderScreen(<StoragePage />, { mocks: [equipmentMock({ locationId: 1, categories: ['STORAGE'] }, [fridge, freezer])] });
    expect(await screen.findByRole('article', { name: 'Olive Fridge' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Olive Freezer' })).toBeTruthy();
  });

  it('on the Cold Storage screen too, an administrator adds equipment; others are told to ask', async () => {
    renderScreen(<ColdStoragePage />, { mocks: [equipmentMock({ locationId: 1, types: ['fridge', 'freezer'] }, [])] });
    await screen.findByText('No Cold Storage Equipment');
    expect(screen.queryByText('Contact your administrator to add equipment to this location.')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Add Equipment' })).toHaveLength(1);
  });
});
