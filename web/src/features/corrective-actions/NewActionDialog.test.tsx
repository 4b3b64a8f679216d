import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionUnitsDocument, CreateCorrectiveActionDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { actionCard, actionChangesMock, listMock, tilesMock } from '../../test/action-fixtures';
import { renderScreen } from '../../test/render-screen';
import { CorrectiveActionsPage } from './CorrectiveActionsPage';
import { NewActionDialog } from './NewActionDialog';

const units = {
  request: { query: ActionUnitsDocument, variables: { locationId: 1 } },
  result: { data: { equipment: [{ __typename: 'Equipment' as const, id: 3, name: 'Bain-marie' }] } },
};

describe('New Action', () => {
  beforeEach(() => toastStore.dismiss());

  it('requires a description and sends nothing without one', async () => {
    const create = vi.fn(() => true);
    const onClose = vi.fn();
    renderScreen(<NewActionDialog onClose={onClose} />, {
      mocks: [units, { request: { query: CreateCorrectiveActionDocument, variables: create }, result: { data: {} } }],
    });
    const dialog = screen.getByRole('dialog', { name: 'New Corrective Action' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Create Action' }));
    expect(await within(dialog).findByText('Please describe the problem')).toBeTruthy();
    expect(within(dialog).getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts with no type chosen and requires one; a due date before today is refused', async () => {
    const create = vi.fn(() => true);
    renderScreen(<NewActionDialog onClose={vi.fn()} />, {
      mocks: [units, { request: { query: CreateCorrectiveActionDocument, variables: create }, result: { data: {} } }],
    });
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'New Corrective Action' });
    const type = within(dialog).getByLabelText('Type') as HTMLSelectElement;
    expect(type.value).toBe('');
    expect(type.selectedOptions[0].textContent).toBe('Choose a type');
    await user.type(within(dialog).getByLabelText('Description'), 'Seal torn on walk-in door');
    await user.type(within(dialog).getByLabelText('Due'), '2020-01-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create Action' }));
    expect(await within(dialog).findByText('Please choose the type of action')).toBeTruthy();
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('The due date cannot be before today')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('New Action records a manual action at the selected location about a unit; the list and tiles update', { timeout: 20_000 }, async () => {
    const sent = vi.fn((_variables: unknown) => true);
    renderScreen(<CorrectiveActionsPage />, {
      mocks: [
        listMock([actionCard('pending')]),
        tilesMock({ total: 1, pending: 1, inProgress: 0, critical: 0 }),
        actionChangesMock(1),
        actionChangesMock(2),
        units,
        {
          request: { query: CreateCorrectiveActionDocument, variables: sent },
          result: { data: { createCorrectiveAction: actionCard('open', { id: 41 }) } },
        },
        tilesMock({ total: 2, pending: 2, inProgress: 0, critical: 0 }),
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Action #12' });
    await user.click(screen.getByRole('button', { name: 'New Action' }));
    const dialog = screen.getByRole('dialog', { name: 'New Corrective Action' });
    expect(within(dialog).getByText('At Main Kitchen')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'equipment_failure');
    await user.type(within(dialog).getByLabelText('Description'), '  Bain-marie not holding 63 °C ');
    await user.selectOptions(within(dialog).getByLabelText('Severity'), 'high');
    await within(dialog).findByRole('option', { name: 'Bain-marie' });
    await user.selectOptions(within(dialog).getByLabelText('Unit'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create Action' }));

    expect(await screen.findByText('Action #41 has been recorded')).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      input: {
        type: 'equipment_failure',
        description: 'Bain-marie not holding 63 °C',
        severity: 'high',
        locationId: 1,
        equipmentId: 3,
        dueDate: null,
        photoIds: [],
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['corrective-action-41', 'corrective-action-12']);
  });

  it('uploads the chosen photos first and creates the action with their ids', { timeout: 20_000 }, async () => {
    const names: string[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const form = init?.body as FormData;
      expect(form.get('purpose')).toBe('photo');
      names.push((form.get('file') as File).name);
      return new Response(JSON.stringify({ id: 90 + names.length }), { status: 201 });
    });
    const sent = vi.fn((_variables: unknown) => true);
    renderScreen(<CorrectiveActionsPage />, {
      mocks: [
        listMock([actionCard('pending')]),
        tilesMock({ total: 1, pending: 1, inProgress: 0, critical: 0 }),
        actionChangesMock(1),
        actionChangesMock(2),
        units,
        { request: { query: CreateCorrectiveActionDocument, variables: sent }, result: { data: { createCorrectiveAction: actionCard('open', { id: 42 }) } } },
        tilesMock({ total: 2, pending: 2, inProgress: 0, critical: 0 }),
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Action #12' });
    await user.click(screen.getByRole('button', { name: 'New Action' }));
    const dialog = screen.getByRole('dialog', { name: 'New Corrective Action' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'equipment_failure');
    await user.type(within(dialog).getByLabelText('Description'), 'Seal torn on walk-in door');
    await user.upload(within(dialog).getByLabelText('Photo Evidence'), [
      new File(['a'], 'seal.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'door.heic', { type: 'image/heic' }),
    ]);
    expect(within(dialog).getByText('Photos attached: 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Action' }));
    expect(await screen.findByText('Action #42 has been recorded')).toBeTruthy();
    expect(names).toEqual(['seal.jpg', 'door.heic']);
    expect(sent).toHaveBeenCalledWith({ input: expect.objectContaining({ description: 'Seal torn on walk-in door', photoIds: [91, 92] }) });
    expect(screen.queryByRole('dialog')).toBeNull();
    fetch.mockRestore();
  });
});
