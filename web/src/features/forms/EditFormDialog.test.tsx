import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentDigitalFormsDocument, UpdateFormTemplateDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { deskFormField, deskFormMocks, deskFormTemplate } from '../../test/desk-form-fixtures';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { DigitalFormsPage } from './DigitalFormsPage';

afterEach(() => toastStore.dismiss());

const field = deskFormField;
const visitorLog = (
  editable: boolean,
  fields = [field('visitorName', 'Visitor Name'), field('company', 'Company'), field('timeOut', 'Time Out', 'time', false)],
) => ({
  ...deskFormTemplate(2, 'visitor_log', 'Visitor Log', fields),
  description: 'Record visitors',
  category: 'As Needed',
  version: 1,
  versionId: 7,
  editable,
});

/** Issue 35's settings, sent empty for fields that have none. */
const NO_RANGE = { helpText: null, unit: null, min: null, max: null, critical: false };

function renderPage(editable: boolean, save = vi.fn()) {
  const mocks: MockedResponse[] = [
    ...deskFormMocks([visitorLog(editable)], 2, 1),
    { request: { query: RecentDigitalFormsDocument, variables: { locationId: 2 } }, result: { data: { digitalForms: [] } } },
    { request: { query: UpdateFormTemplateDocument, variables: () => true }, result: save },
  ];
  renderScreen(<DigitalFormsPage />, { mocks, session: fakeSession({ user: fakeUser({ locations: [{ id: 2, name: 'Downtown Branch' }] }) }) });
  return userEvent.setup();
}

describe('Edit on a form card', () => {
  it('is shown but not active for someone who may not edit the form', async () => {
    renderPage(false);
    const edit = (await screen.findByRole('button', { name: 'Edit: Visitor Log' })) as HTMLButtonElement;
    expect(edit.textContent).toContain('Edit');
    expect(edit.disabled).toBe(true);
  });

  it('lets an administrator add, rename, reorder, retype and remove fields, refusing a blank or repeated label', { timeout: 30_000 }, async () => {
    const saved = vi.fn(() => ({
      data: {
        updateFormTemplate: visitorLog(true, [
          field('company', 'Organisation'),
          field('visitorName', 'Visitor Name'),
          field('badge', 'Badge', 'select', true, ['Blue', 'Red']),
        ]),
      },
    }));
    const user = renderPage(true, saved);
    await user.click(await screen.findByRole('button', { name: 'Edit: Visitor Log' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit: Visitor Log' });
    const row = (n: number) => within(within(dialog).getByRole('group', { name: `Field ${n}` }));

    await user.click(within(dialog).getByRole('button', { name: 'Remove field 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Form' }));
    expect(await row(3).findByText('Every field needs a label')).toBeTruthy();
    await user.type(row(3).getByRole('textbox', { name: 'Label' }), 'company');
    await user.click(within(dialog).getByRole('button', { name: 'Save Form' }));
    expect(await row(3).findByText('Each label must be different')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    await user.clear(row(3).getByRole('textbox', { name: 'Label' }));
    await user.type(row(3).getByRole('textbox', { name: 'Label' }), 'Badge');
    await user.selectOptions(row(3).getByRole('combobox', { name: 'Type' }), 'Drop-down list');
    await user.type(row(3).getByRole('textbox', { name: 'Options (one per line)' }), 'Blue{enter}Red');
    await user.click(row(3).getByRole('checkbox', { name: 'Required' }));
    await user.clear(row(2).getByRole('textbox', { name: 'Label' }));
    await user.type(row(2).getByRole('textbox', { name: 'Label' }), 'Organisation');
    await user.click(within(dialog).getByRole('button', { name: 'Move field 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Form' }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith({
      input: {
        templateId: 2,
        basedOnVersionId: 7,
        fields: [
          { name: 'company', label: 'Organisation', type: 'text', required: true, options: null, ...NO_RANGE },
          { name: 'visitorName', label: 'Visitor Name', type: 'text', required: true, options: null, ...NO_RANGE },
          { name: null, label: 'Badge', type: 'select', required: true, options: ['Blue', 'Red'], ...NO_RANGE },
        ],
      },
    });
    expect(await screen.findByText('Form updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open and says why when the server refuses the edit', async () => {
    const refused = vi.fn(() => ({ errors: [{ message: 'Someone else saved this form since you opened it: reopen Edit to see their fields' }] }));
    const user = renderPage(true, refused as never);
    await user.click(await screen.findByRole('button', { name: 'Edit: Visitor Log' }));
    await user.click(screen.getByRole('button', { name: 'Save Form' }));
    expect(await screen.findByText('Failed to save form')).toBeTruthy();
    expect(screen.getByText('Someone else saved this form since you opened it: reopen Edit to see their fields')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit: Visitor Log' })).toBeTruthy();
  });
});
