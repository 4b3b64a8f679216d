import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateEquipmentDocument, type CreateEquipmentInput, RetireEquipmentDocument, UpdateEquipmentDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { equipmentMock, overviewMock, presetsMock, sensorSettingsMock, setupUnit, unknownDevicesMock } from '../../test/equipment-fixtures';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { TemperaturePage } from './TemperaturePage';

afterEach(() => toastStore.dismiss());

function createMock(sent: CreateEquipmentInput[]) {
  return {
    request: {
      query: CreateEquipmentDocument,
      variables: (variables: { input: CreateEquipmentInput }) => {
        sent.push(variables.input);
        return true;
      },
    },
    result: (variables: { input: CreateEquipmentInput }) => ({
      data: {
        createEquipment: {
          __typename: 'Equipment' as const,
          id: 99,
          ...variables.input,
          isActive: true,
          alertDelayMinutes: variables.input.alertDelayMinutes ?? 30,
          readingIntervalMinutes: variables.input.readingIntervalMinutes ?? 60,
          usesPresetAlertDelay: variables.input.alertDelayMinutes === null,
          usesPresetReadingInterval: variables.input.readingIntervalMinutes === null,
        },
      },
    }),
  };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

describe('Add Equipment (issue 12)', () => {
  it('prefills the target range from the chosen type’s preset, checks the band and sends the unit', async () => {
    const sent: CreateEquipmentInput[] = [];
    renderScreen(<TemperaturePage />, {
      mocks: [overviewMock({ locationId: null }, []), presetsMock, unknownDevicesMock, createMock(sent), overviewMock({ locationId: null }, [])],
    });
    await screen.findByText('No equipment found');
    expect(screen.queryByText('Contact your administrator to add equipment.')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Equipment' })[0]);
    // The dialog loads when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Add Equipment' });
    expect(field(dialog, 'Location').value).toBe('1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Equipment' }));
    expect(await within(dialog).findByText('Name is a required field')).toBeTruthy();
    expect(within(dialog).getByText('Type is a required field')).toBeTruthy();

    await userEvent.type(field(dialog, 'Name'), 'Pastry Fridge');
    await userEvent.selectOptions(field(dialog, 'Location'), 'Downtown Branch');
    await screen.findByRole('option', { name: 'Fridge' });
    await userEvent.selectOptions(field(dialog, 'Type'), 'Fridge');
    expect(field(dialog, 'Target Min (°C)').value).toBe('1');
    expect(field(dialog, 'Target Max (°C)').value).toBe('5');
    expect(field(dialog, 'Target Min (°C)').getAttribute('step')).toBe('0.1');
    expect(field(dialog, 'Alert Delay (minutes)').placeholder).toBe('Preset: 30');
    expect(field(dialog, 'Reading Interval (minutes)').placeholder).toBe('Preset: 60');

    await userEvent.clear(field(dialog, 'Target Min (°C)'));
    await userEvent.type(field(dialog, 'Target Min (°C)'), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Equipment' }));
    expect(await within(dialog).findByText('Target Max must be above Target Min')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(field(dialog, 'Target Min (°C)'));
    await userEvent.type(field(dialog, 'Target Min (°C)'), '0.5');
    await userEvent.type(field(dialog, 'Alert Delay (minutes)'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Equipment' }));

    expect(await screen.findByText('Equipment added')).toBeTruthy();
    expect(sent).toStrictEqual([
      { locationId: 2, name: 'Pastry Fridge', type: 'fridge', targetMinTemp: 0.5, targetMaxTemp: 5, alertDelayMinutes: 20, readingIntervalMinutes: null },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a type without a preset band leaves the targets empty (sent as null)', async () => {
    renderScreen(<TemperaturePage />, { mocks: [overviewMock({ locationId: null }, []), presetsMock, unknownDevicesMock] });
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Equipment' })[0]);
    // The dialog loads when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Add Equipment' });
    await screen.findByRole('option', { name: 'Fridge' });
    await userEvent.selectOptions(field(dialog, 'Type'), 'Fridge');
    await userEvent.selectOptions(field(dialog, 'Type'), 'Delivery');
    expect([field(dialog, 'Target Min (°C)').value, field(dialog, 'Target Max (°C)').value]).toEqual(['', '']);
    // The presets arrive with their own query, which may answer after the types are listed.
    await waitFor(() => expect(field(dialog, 'Reading Interval (minutes)').placeholder).toBe('Preset: none'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('users who may not manage equipment are told to contact their administrator, and no dialog opens', async () => {
    const capabilities = { ...fakeUser().capabilities, manageEquipment: false };
    renderScreen(<TemperaturePage />, {
      mocks: [equipmentMock({ locationId: null }, [])],
      session: fakeSession({ user: fakeUser({ role: 'user', roleLabel: 'Kitchen Staff', capabilities }) }),
    });
    expect(await screen.findByText('Contact your administrator to add equipment.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a unit from its card, starting from its own settings, and retires another after confirming', async () => {
    const fridge = setupUnit({ id: 3, name: 'Walk-in Fridge', type: 'fridge', effectiveMinTemp: 0, effectiveMaxTemp: 4 });
    const oven = setupUnit({ id: 4, name: 'Old Oven', type: 'cooking', effectiveMinTemp: 75, effectiveMaxTemp: 100 });
    const setup = {
      targetMinTemp: 0,
      targetMaxTemp: 3,
      alertDelayMinutes: 30,
      readingIntervalMinutes: null,
      usesPresetAlertDelay: true,
      usesPresetReadingInterval: true,
    };
    const update = {
      request: {
        query: UpdateEquipmentDocument,
        variables: {
          id: 3,
          input: { name: 'Walk-in Fridge 1', type: 'fridge', targetMinTemp: 0, targetMaxTemp: 3, alertDelayMinutes: null, readingIntervalMinutes: null },
        },
      },
      result: {
        data: {
          updateEquipment: { __typename: 'Equipment' as const, id: 3, name: 'Walk-in Fridge 1', type: 'fridge', locationId: 1, isActive: true, ...setup },
        },
      },
    };
    const retire = {
      request: { query: RetireEquipmentDocument, variables: { id: 4 } },
      result: {
        data: { retireEquipment: { __typename: 'Equipment' as const, id: 4, name: 'Old Oven', type: 'cooking', locationId: 1, isActive: false, ...setup } },
      },
    };
    renderScreen(<TemperaturePage />, {
      mocks: [
        overviewMock({ locationId: null }, [fridge, oven]),
        presetsMock,
        unknownDevicesMock,
        sensorSettingsMock(1, [3, 4]),
        update,
        retire,
        overviewMock({ locationId: null }, [{ ...fridge, name: 'Walk-in Fridge 1' }]),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Walk-in Fridge' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Walk-in Fridge' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Equipment' });
    expect(within(dialog).queryByLabelText('Location')).toBeNull();
    expect(field(dialog, 'Name').value).toBe('Walk-in Fridge');
    expect(field(dialog, 'Alert Delay (minutes)').value).toBe('');
    await userEvent.clear(field(dialog, 'Name'));
    await userEvent.type(field(dialog, 'Name'), 'Walk-in Fridge 1');
    await userEvent.clear(field(dialog, 'Target Max (°C)'));
    await userEvent.type(field(dialog, 'Target Max (°C)'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Equipment updated')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Walk-in Fridge 1' })).toBeTruthy();

    await userEvent.click(within(screen.getByRole('article', { name: 'Old Oven' })).getByRole('button', { name: 'Retire Old Oven' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Retire Old Oven?' })).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Equipment retired')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old Oven' })).toBeNull());
  });
});
