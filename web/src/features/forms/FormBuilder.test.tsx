import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { CreateFormTemplateDocument, PublishTargetsDocument, RecentDigitalFormsDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { deskFormField, deskFormMocks, deskFormTemplate } from '../../test/desk-form-fixtures';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { DigitalFormsPage } from './DigitalFormsPage';

afterEach(() => toastStore.dismiss());

const visitorLog = deskFormTemplate(2, 'visitor_log', 'Visitor Log', [deskFormField('visitorName', 'Visitor Name')]);
const created = {
  ...deskFormTemplate(101, 'custom_101', 'Allergen briefing', [deskFormField('briefedBy', 'Briefed by')]),
  isCustom: true,
  editable: true,
  version: 1,
  versionId: 9,
};

type CreateMock = Mock<(variables: Record<string, unknown>) => { data: { createFormTemplate: typeof created } }>;

function renderBuilder(create: CreateMock) {
  const mocks: MockedResponse[] = [
    ...deskFormMocks([visitorLog], 2, 3),
    { request: { query: RecentDigitalFormsDocument, variables: { locationId: 2 } }, result: { data: { digitalForms: [] } } },
    {
      request: { query: PublishTargetsDocument },
      result: {
        data: {
          publishTargets: {
            __typename: 'PublishTargets',
            areas: [],
            sites: [{ __typename: 'PublishSite', id: 2, name: 'Downtown Branch', areaId: null }],
            canPublishHeadOffice: true,
          },
        },
      },
    },
    { request: { query: CreateFormTemplateDocument, variables: () => true }, result: (variables) => create(variables) },
  ];
  renderScreen(<DigitalFormsPage />, { mocks, session: fakeSession({ user: fakeUser({ locations: [{ id: 2, name: 'Downtown Branch' }] }) }) });
  return userEvent.setup();
}

/** A drag from one row's handle onto another row, as a mouse does it (the Up/Down buttons are the keyboard's way). */
function dragField(dialog: HTMLElement, from: number, to: number) {
  const store = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => store.set(type, value),
    getData: (type: string) => store.get(type) ?? '',
    get types() {
      return [...store.keys()];
    },
  };
  const handle = within(dialog)
    .getByRole('group', { name: `Field ${from}` })
    .querySelector('[draggable="true"]') as HTMLElement;
  fireEvent.dragStart(handle, { dataTransfer });
  fireEvent.drop(within(dialog).getByRole('group', { name: `Field ${to}` }), { dataTransfer });
}

describe('Create Custom Form (issue 35)', () => {
  it('builds a form with a critical temperature band, refusing an empty range, and publishes it to all sites', { timeout: 30_000 }, async () => {
    const create: CreateMock = vi.fn(() => ({ data: { createFormTemplate: created } }));
    const user = renderBuilder(create);
    await user.click(await screen.findByRole('button', { name: 'Create Custom Form' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Custom Form' });
    const row = (n: number) => within(within(dialog).getByRole('group', { name: `Field ${n}` }));

    await user.type(within(dialog).getByRole('textbox', { name: 'Form name' }), 'Allergen briefing');
    expect(await within(dialog).findByRole('radio', { name: 'All sites' })).toHaveProperty('checked', true);
    await user.type(row(1).getByRole('textbox', { name: 'Label' }), 'Fridge temperature');
    await user.selectOptions(row(1).getByRole('combobox', { name: 'Type' }), 'Temperature (°C)');
    await user.type(row(1).getByRole('textbox', { name: 'Lowest acceptable (°C)' }), '8');
    await user.type(row(1).getByRole('textbox', { name: 'Highest acceptable (°C)' }), '5');
    await user.click(row(1).getByRole('checkbox', { name: 'Critical: out of range opens a corrective action' }));
    await user.type(row(1).getByRole('textbox', { name: 'Help text (optional)' }), 'Probe the allergen-free fridge');
    await user.click(within(dialog).getByRole('button', { name: 'Create Form' }));
    expect(await row(1).findByText('The highest value must not be below the lowest')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await user.clear(row(1).getByRole('textbox', { name: 'Lowest acceptable (°C)' }));
    await user.type(row(1).getByRole('textbox', { name: 'Lowest acceptable (°C)' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await user.type(row(2).getByRole('textbox', { name: 'Label' }), 'Briefed by');
    await user.click(row(2).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await user.type(row(3).getByRole('textbox', { name: 'Label' }), 'Matrix up to date');
    await user.selectOptions(row(3).getByRole('combobox', { name: 'Type' }), 'Yes / No / N.A.');
    // Briefed by goes first by keyboard; Matrix up to date is dragged above the temperature.
    await user.click(within(dialog).getByRole('button', { name: 'Move field 2 up' }));
    dragField(dialog, 3, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Create Form' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith({
      input: {
        name: 'Allergen briefing',
        description: '',
        category: 'Daily',
        publication: { scope: 'all', areaIds: [], locationIds: [] },
        fields: [
          { name: null, label: 'Briefed by', type: 'text', required: true, options: null, helpText: null, unit: null, min: null, max: null, critical: false },
          {
            name: null,
            label: 'Matrix up to date',
            type: 'yes_no_na',
            required: false,
            options: null,
            helpText: null,
            unit: null,
            min: null,
            max: null,
            critical: false,
          },
          {
            name: null,
            label: 'Fridge temperature',
            type: 'temperature',
            required: false,
            options: null,
            helpText: 'Probe the allergen-free fridge',
            unit: null,
            min: 0,
            max: 5,
            critical: true,
          },
        ],
      },
    });
    expect(await screen.findByText('Form created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
