import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TrainingRecordsDocument, UpdateTrainingRecordDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { TrainingRecordsPage } from './TrainingRecordsPage';

const scheduled = {
  __typename: 'TrainingRecord' as const,
  id: 4,
  trainingName: 'Allergen Awareness',
  trainingType: 'Allergens',
  status: 'in_progress',
  completedDate: null as string | null,
  expiryDate: null as string | null,
  notes: null as string | null,
  isExpired: false,
  nextStatuses: ['in_progress', 'completed'],
  certificateUrl: null,
  user: { __typename: 'UserReference' as const, id: 6, fullName: 'Carl Cook', username: 'cook' },
  location: { __typename: 'LocationSummary' as const, id: 1, name: 'Main Kitchen' },
};
const completed = { ...scheduled, status: 'completed', nextStatuses: ['completed'], completedDate: new Date('2026-11-02T00:00:00').toISOString() };
const list = (records: (typeof scheduled)[]) => ({
  request: { query: TrainingRecordsDocument, variables: { status: null } },
  result: { data: { trainingRecords: records } },
});
const admin = () => fakeSession({ user: fakeUser({ capabilities: capabilities({ manageSchedules: true }) }) });

describe('Update Training Record', () => {
  it('offers only the forward statuses, needs the completed date, then saves and shows the new status', async () => {
    const update = {
      request: {
        query: UpdateTrainingRecordDocument,
        variables: {
          id: 4,
          input: {
            status: 'completed',
            completedDate: new Date('2026-11-02T00:00:00').toISOString(),
            expiryDate: new Date('2027-11-02T00:00:00').toISOString(),
            notes: 'Passed first time',
          },
        },
      },
      result: { data: { updateTrainingRecord: { ...completed, notes: 'Passed first time', expiryDate: new Date('2027-11-02T00:00:00').toISOString() } } },
    };
    renderScreen(<TrainingRecordsPage />, { session: admin(), mocks: [list([scheduled]), update, list([completed])] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Update Allergen Awareness' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Training Record' });
    const status = within(dialog).getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['In progress', 'Completed']);
    await user.selectOptions(status, 'completed');
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2027-11-02' } });
    await user.type(within(dialog).getByLabelText('Notes'), 'Passed first time');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('A completed record needs its completed date')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Completed date'), { target: { value: '2026-11-02' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Allergen Awareness has been saved')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = screen.getByRole('article', { name: 'Allergen Awareness' });
    await waitFor(() => expect(within(card).queryByText('In progress')).toBeNull());
    expect(within(card).getAllByText('Completed')).toHaveLength(2);
  }, 20_000);

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const refused = {
      request: { query: UpdateTrainingRecordDocument, variables: { id: 4, input: { status: 'in_progress', expiryDate: null, notes: '' } } },
      result: { errors: [{ message: 'Only company and branch administrators can manage training records' }] },
    };
    renderScreen(<TrainingRecordsPage />, { session: admin(), mocks: [list([scheduled]), refused] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Update Allergen Awareness' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Only company and branch administrators can manage training records')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Update Training Record' })).toBeTruthy();
  });
});
