import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateTrainingRecordDocument, TraineesDocument, TrainingRecordsDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { TrainingRecordsPage } from './TrainingRecordsPage';

const list = { request: { query: TrainingRecordsDocument, variables: { status: null } }, result: { data: { trainingRecords: [] } } };
const trainees = {
  request: { query: TraineesDocument },
  result: { data: { trainees: [{ __typename: 'UserReference' as const, id: 6, fullName: 'Carl Cook', username: 'cook' }] } },
};
const admin = () =>
  fakeSession({
    user: fakeUser({
      capabilities: capabilities({ manageSchedules: true }),
    }),
  });

describe('Add Training Record', () => {
  it('needs the completed date for a completed record, then adds it', async () => {
    const created = {
      request: {
        query: CreateTrainingRecordDocument,
        variables: {
          input: {
            userId: 6,
            trainingType: 'Food Hygiene',
            trainingName: 'Level 2',
            status: 'completed',
            completedDate: new Date('2026-11-01T00:00:00').toISOString(),
            expiryDate: null,
            certificateUploadId: null,
          },
        },
      },
      result: { data: { createTrainingRecord: { __typename: 'TrainingRecord' as const, id: 9, status: 'completed' } } },
    };
    renderScreen(<TrainingRecordsPage />, { session: admin(), mocks: [list, trainees, created, list] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Training Record' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Carl Cook' });
    await user.selectOptions(within(dialog).getByLabelText('Staff member'), 'Carl Cook');
    await user.type(within(dialog).getByRole('textbox', { name: 'Training type' }), 'Food Hygiene');
    await user.type(within(dialog).getByRole('textbox', { name: 'Training name' }), 'Level 2');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'completed');
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));
    expect(await within(dialog).findByText('A completed record needs its completed date')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Completed date'), '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Record' }));
    expect(await screen.findByText('Level 2 has been recorded')).toBeTruthy();
  });
});
