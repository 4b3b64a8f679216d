import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateEquipmentDocument, type CreateEquipmentInput, EquipmentPresetsDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { equipmentMock } from '../../test/equipment-fixtures';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { TemperaturePage } from './TemperaturePage';

afterEach(() => toastStore.dismiss());

const preset = (type: string, minTemp: number | null, maxTemp: number | null, alertDelayMinutes: number, readingIntervalMinutes: number | null = null) => ({
  __typename: 'EquipmentPreset' as const,
  type,
  minTemp,
  maxTemp,
  alertDelayMinutes,
  readingIntervalMinutes,
});
const presetsMock = {
  request: { query: EquipmentPresetsDocument },
  result: {
    data: {
      companySettings: {
        __typename: 'CompanySettings' as const,
        companyId: 1,
        presets: [preset('fridge', 1, 5, 30, 60), preset('freezer', -20, -15, 45), preset('delivery', null, null, 0)],
      },
    },
  },
};

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
      mocks: [equipmentMock({ locationId: null }, []), presetsMock, createMock(sent), equipmentMock({ locationId: null }, [])],
    });
    await screen.findByText('No equipment found');
    expect(screen.queryByText('Contact your administrator to add equipment.')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Equipment' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Add Equipment' });
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
    renderScreen(<TemperaturePage />, { mocks: [equipmentMock({ locationId: null }, []), presetsMock] });
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Equipment' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Add Equipment' });
    await screen.findByRole('option', { name: 'Fridge' });
    await userEvent.selectOptions(field(dialog, 'Type'), 'Fridge');
    await userEvent.selectOptions(field(dialog, 'Type'), 'Delivery');
    expect([field(dialog, 'Target Min (°C)').value, field(dialog, 'Target Max (°C)').value]).toEqual(['', '']);
    expect(field(dialog, 'Reading Interval (minutes)').placeholder).toBe('Preset: none');
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
});
