import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmitMobileFormDocument } from '../../../graphql/graphql';
import { toastStore } from '../../../lib/toasts/toast-store';
import { fakeStores } from '../../../test/fake-idb-keyval';
import { requiredFormsDueMock } from '../../../test/form-fixtures';
import { waitingOnPhone } from '../../../test/phone-outbox';
import { equipmentMock, renderMobileApp } from '../../../test/render-mobile';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const stored = {
  __typename: 'DigitalForm' as const,
  id: 51,
  type: 'fitness_to_work',
  status: 'submitted',
  createdAt: '2026-11-27T09:00:00.000Z',
  outOfRange: [] as string[],
  correctiveActionIds: [] as number[],
  fields: [{ __typename: 'FormField' as const, name: 'temperature', label: 'Temperature (°C)' }],
};
type Answer = { data?: { submitDigitalForm: typeof stored }; errors?: GraphQLError[] };

const submitMock = (answer: (variables: Record<string, unknown>) => Answer): MockedResponse => ({
  request: { query: SubmitMobileFormDocument, variables: () => true },
  result: answer,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fakeStores.clear();
  toastStore.dismiss();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function openForms(mocks: MockedResponse[] = []) {
  const view = renderMobileApp([equipmentMock(), ...mocks]);
  await view.user.click(screen.getByRole('button', { name: 'Cleaning' }));
  await screen.findByRole('heading', { name: 'Fitness to Work Declaration' });
  return view;
}

const formCards = () => screen.getAllByRole('article');
const cardOf = (name: string) => formCards().find((card) => within(card).queryByRole('heading', { name }))!;
const notices = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

async function fillFitness(user: Awaited<ReturnType<typeof openForms>>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Employee Name' }), 'Sophie Staff');
  await user.type(screen.getByRole('spinbutton', { name: 'Temperature (°C)' }), '36.6');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('checkbox', { name: 'I declare that I am fit to work' }));
}

describe('Mobile Digital Forms', () => {
  it('lists the company’s forms and filters them by category chip', async () => {
    const { user } = await openForms();
    const chips = within(screen.getByRole('group', { name: 'Form categories' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All Forms', 'Daily', 'Weekly', 'Monthly', 'Safety']);
    expect(formCards()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Safety' }));
    expect(screen.getByRole('button', { name: 'Safety' }).getAttribute('aria-pressed')).toBe('true');
    expect(formCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Incident Report Form']);
    expect(within(cardOf('Incident Report Form')).getByText('Safety')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(screen.getByText('No weekly forms available.')).toBeTruthy();
  });

  it('marks the forms the API says are required; View shows the real fields, Fill Out fills them in', async () => {
    const { user } = await openForms();
    expect(within(cardOf('Fitness to Work Declaration')).getByText('Required')).toBeTruthy();
    expect(within(cardOf('Visitor Log')).queryByText('Required')).toBeNull();
    await user.click(within(cardOf('Visitor Log')).getByRole('button', { name: /^View/ }));
    expect(screen.getByRole('heading', { name: 'Visitor Log' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Visitor Name' }).matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Fill Out' }));
    expect(screen.getByRole('textbox', { name: 'Visitor Name' }).matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Submit Form' })).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
  });

  it('names every missing required field and sends nothing', async () => {
    const submit = vi.fn(() => ({ data: { submitDigitalForm: stored } }));
    const { user } = await openForms([submitMock(submit)]);
    await user.click(within(cardOf('Fitness to Work Declaration')).getByRole('button', { name: /^Fill Out/ }));
    await user.type(screen.getByRole('spinbutton', { name: 'Temperature (°C)' }), '36.6');
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await notices().findByText('Missing required fields')).toBeTruthy();
    expect(notices().getByText('Please fill in: Employee Name, Any symptoms?, I declare that I am fit to work')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    expect(waitingOnPhone('form')).toEqual([]);
  });

  it('submits online with a clientId, and goes back to the forms', async () => {
    const submit = vi.fn((_: Record<string, unknown>) => ({ data: { submitDigitalForm: stored } }));
    const { user } = await openForms([submitMock(submit)]);
    await user.click(within(cardOf('Fitness to Work Declaration')).getByRole('button', { name: /^Fill Out/ }));
    await fillFitness(user);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const { input } = submit.mock.calls[0][0] as { input: Record<string, unknown> };
    expect(input).toEqual({
      type: 'fitness_to_work',
      locationId: 1,
      status: 'submitted',
      clientId: expect.stringMatching(UUID),
      formData: { employeeName: 'Sophie Staff', temperature: 36.6, symptoms: 'No', declaration: true },
    });
    expect(await notices().findByText('Form submitted successfully')).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Form categories' })).toBeTruthy();
    expect(waitingOnPhone('form')).toEqual([]);
  });

  it('shows the server’s verdict when a number was out of range, with the corrective action it opened (issue 35)', async () => {
    const warm = { ...stored, id: 52, outOfRange: ['temperature'], correctiveActionIds: [77] };
    const { user } = await openForms([submitMock(() => ({ data: { submitDigitalForm: warm } }))]);
    await user.click(within(cardOf('Fitness to Work Declaration')).getByRole('button', { name: /^Fill Out/ }));
    await fillFitness(user);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await notices().findByText('Out of range: Temperature (°C)')).toBeTruthy();
    expect(notices().getByText('Corrective action #77 opened')).toBeTruthy();
  });

  it('shows the API’s message when it refuses the form, and keeps it open', async () => {
    const refuse = () => ({ errors: [new GraphQLError('Please fill in: Badge number', { extensions: { code: 'BAD_USER_INPUT' } })] });
    const { user } = await openForms([submitMock(refuse)]);
    await user.click(within(cardOf('Fitness to Work Declaration')).getByRole('button', { name: /^Fill Out/ }));
    await fillFitness(user);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await notices().findByText('Error submitting form')).toBeTruthy();
    expect(notices().getByText('Please fill in: Badge number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Form' })).toBeTruthy();
    expect(waitingOnPhone('form')).toEqual([]);
  });

  it('offline: keeps the form on the phone, shows it waiting, and sends it once when the connection returns', async () => {
    const submit = vi.fn((_: Record<string, unknown>) => ({ data: { submitDigitalForm: stored } }));
    const { user } = await openForms([submitMock(submit)]);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(cardOf('Fitness to Work Declaration')).getByRole('button', { name: /^Fill Out/ }));
    await fillFitness(user);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await notices().findByText('Saved on this phone')).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('1 form waiting to sync')).toBeTruthy();
    const [kept] = waitingOnPhone('form');
    expect(kept).toMatchObject({ type: 'fitness_to_work', locationId: 1, formData: { employeeName: 'Sophie Staff', declaration: true } });
    expect(submit).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(header).queryByText(/waiting to sync/)).toBeNull());
    expect(submit).toHaveBeenCalledOnce();
    expect(submit.mock.calls[0][0]).toMatchObject({ input: { clientId: kept.clientId, type: 'fitness_to_work', status: 'submitted' } });
    expect(waitingOnPhone('form')).toEqual([]);
  });
});

describe('required forms on the phone home', () => {
  it('lists the forms due today and opens one for filling out', async () => {
    const { user } = renderMobileApp([equipmentMock(), requiredFormsDueMock([{ id: 1, type: 'fitness_to_work', name: 'Fitness to Work Declaration' }])]);
    const due = await screen.findByRole('region', { name: 'Forms Due Today' });
    await user.click(within(due).getByRole('button', { name: 'Fill Out Fitness to Work Declaration' }));
    expect(await screen.findByRole('heading', { name: 'Fitness to Work Declaration' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Employee Name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Form' })).toBeTruthy();
  });

  it('shows nothing when no required form is due', async () => {
    renderMobileApp([equipmentMock()]);
    await screen.findByRole('heading', { name: 'Food Safety Workflow' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Forms Due Today' })).toBeNull();
  });
});
