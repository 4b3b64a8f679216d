import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { RecentDigitalFormsDocument, SubmitDigitalFormDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { deskFormField, deskFormMocks, deskFormTemplate } from '../../test/desk-form-fixtures';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { DigitalFormsPage } from './DigitalFormsPage';

const field = deskFormField;
const template = deskFormTemplate;
const briefing = {
  ...template(101, 'custom_101', 'Allergen briefing', [
    {
      ...field('fridgeTemperature', 'Fridge temperature', 'temperature'),
      unit: '°C',
      min: 0,
      max: 5,
      critical: true,
      helpText: 'Probe the allergen-free fridge',
    },
  ]),
  isCustom: true,
};
const templates = [
  template(1, 'fitness_to_work', 'Fitness to Work Declaration', [
    field('employeeName', 'Employee Name', 'text'),
    field('temperature', 'Temperature (°C)', 'number'),
    field('symptoms', 'Any symptoms?', 'radio', true, ['Yes', 'No']),
    field('declaration', 'I declare that I am fit to work', 'checkbox'),
  ]),
  template(3, 'wastage_sheet', 'Food Wastage Sheet', [
    field('foodItem', 'Food Item', 'text'),
    field('reason', 'Reason', 'select', true, ['Expired', 'Damaged']),
    field('cost', 'Cost', 'number', false),
  ]),
  briefing,
];
const answeredFields = [
  { __typename: 'FormField' as const, name: 'foodItem', label: 'Food Item', type: 'text' },
  { __typename: 'FormField' as const, name: 'cost', label: 'Cost', type: 'number' },
];
const submitted = {
  __typename: 'DigitalForm' as const,
  id: 41,
  type: 'wastage_sheet',
  status: 'submitted',
  createdAt: '2026-03-02T09:30:00.000Z',
  outOfRange: [] as string[],
  correctiveActionIds: [] as number[],
  fields: answeredFields,
};
const listed = { ...submitted, formName: 'Food Wastage Sheet', templateVersion: 0, formData: { foodItem: 'Cream', cost: '' }, photoEvidence: [] };

type SubmitMock = Mock<(variables: Record<string, unknown>) => { data: { submitDigitalForm: typeof submitted } }>;

function renderPage(submit: SubmitMock) {
  const mocks: MockedResponse[] = [
    ...deskFormMocks(templates, 2),
    { request: { query: RecentDigitalFormsDocument, variables: { locationId: 2 } }, result: { data: { digitalForms: [] } } },
    { request: { query: RecentDigitalFormsDocument, variables: { locationId: 2 } }, result: { data: { digitalForms: [listed] } } },
    { request: { query: SubmitDigitalFormDocument, variables: () => true }, result: (variables) => submit(variables) },
  ];
  const session = fakeSession({ user: fakeUser({ locations: [{ id: 2, name: 'Downtown Branch' }] }) });
  renderScreen(<DigitalFormsPage />, { mocks, session });
  return userEvent.setup();
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('Digital Forms', () => {
  // The toast store outlives each render; start every test without notices.
  beforeEach(() => toastStore.dismiss());

  it('lists every missing required field and sends nothing, keeping numbers as numbers', { timeout: 20_000 }, async () => {
    const submit: SubmitMock = vi.fn(() => ({ data: { submitDigitalForm: submitted } }));
    const user = renderPage(submit);
    await user.click(await screen.findByRole('button', { name: 'Fill Form: Fitness to Work Declaration' }));
    const dialog = screen.getByRole('dialog', { name: 'Fitness to Work Declaration' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Temperature (°C)' }), '36.6');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Form' }));

    expect(await notifications().findByText('Missing required fields')).toBeTruthy();
    expect(notifications().getByText('Please fill in: Employee Name, Any symptoms?, I declare that I am fit to work')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Employee Name' }), 'Ana');
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'I declare that I am fit to work' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Form' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ input: { formData: { employeeName: 'Ana', temperature: 36.6, symptoms: 'No', declaration: true } } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('submits a complete form to the selected location, then shows it in Recent Submissions', async () => {
    const submit: SubmitMock = vi.fn(() => ({ data: { submitDigitalForm: submitted } }));
    const user = renderPage(submit);
    expect(screen.queryByText('Recent Submissions')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Fill Form: Food Wastage Sheet' }));
    const dialog = screen.getByRole('dialog', { name: 'Food Wastage Sheet' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Food Item' }), 'Cream');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Expired');
    const cost = within(dialog).getByRole('spinbutton', { name: 'Cost' });
    await user.type(cost, '4.5');
    await user.clear(cost);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Form' }));

    expect(await notifications().findByText('Form submitted')).toBeTruthy();
    expect(notifications().getByText('Your digital form has been successfully submitted')).toBeTruthy();
    expect(submit).toHaveBeenCalledWith({
      input: { type: 'wastage_sheet', locationId: 2, formData: { foodItem: 'Cream', reason: 'Expired', cost: '' }, status: 'submitted' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Recent Submissions')).toBeTruthy();
    expect(screen.getByText('WASTAGE SHEET')).toBeTruthy();
    // The answers read under the labels the form was filled against; an empty one shows a dash.
    await user.click(screen.getByText('Answers'));
    expect(screen.getByText('Food Item').nextSibling?.textContent).toBe('Cream');
    expect(screen.getByText('Cost').nextSibling?.textContent).toBe('—');
  });

  it('shows a temperature’s band and help text, and the server’s out-of-range verdict with the action it opened (issue 35)', async () => {
    const warm = {
      ...submitted,
      id: 42,
      type: 'custom_101',
      outOfRange: ['fridgeTemperature'],
      correctiveActionIds: [12],
      fields: [{ __typename: 'FormField' as const, name: 'fridgeTemperature', label: 'Fridge temperature', type: 'temperature' }],
    };
    const submit: SubmitMock = vi.fn(() => ({ data: { submitDigitalForm: warm } }));
    const user = renderPage(submit);
    await user.click(await screen.findByRole('button', { name: 'Fill Form: Allergen briefing' }));
    const dialog = screen.getByRole('dialog', { name: 'Allergen briefing' });
    const temperature = within(dialog).getByRole('spinbutton', { name: 'Fridge temperature (°C)' });
    expect(temperature.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Probe the allergen-free fridge · Acceptable: 0–5 °C')).toBeTruthy();
    await user.type(temperature, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Form' }));
    expect(await notifications().findByText('Out of range: Fridge temperature')).toBeTruthy();
    expect(notifications().getByText('Corrective action #12 opened')).toBeTruthy();
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ input: { type: 'custom_101', formData: { fridgeTemperature: 9 } } });
  });
});
