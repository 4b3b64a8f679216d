import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CleaningSchedulesDocument, CreateCleaningScheduleDocument, RecordCleaningDoneDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { CleaningSchedulesPage } from './CleaningSchedulesPage';

const schedule = {
  __typename: 'CleaningSchedule' as const,
  id: 7,
  name: 'Fryer Deep Clean',
  description: null,
  frequency: 'weekly',
  recurrenceText: 'Every Monday',
  taskCount: 2,
  locationName: null,
  lastDoneAt: null as string | null,
  lastDoneBy: null as { __typename: 'UserReference'; id: number; fullName: string; username: string } | null,
  tasks: ['Drain oil', 'Scrub baskets'].map((name) => ({ __typename: 'CleaningTask' as const, name })),
};
const list = (cleaningSchedules: (typeof schedule)[]) => ({
  request: { query: CleaningSchedulesDocument, variables: { frequency: null } },
  result: { data: { cleaningSchedules } },
});
const admin = () =>
  fakeSession({
    user: fakeUser({
      capabilities: capabilities({ administration: true, manageSchedules: true }),
    }),
  });

describe('Add Schedule and Mark Done', () => {
  it('creates a weekly schedule from the dialog with its day and tasks', async () => {
    const created = {
      request: {
        query: CreateCleaningScheduleDocument,
        variables: {
          input: {
            name: 'Fryer Deep Clean',
            description: null,
            locationId: null,
            frequency: 'weekly',
            dayOfWeek: 1,
            dayOfMonth: null,
            tasks: ['Drain oil', 'Scrub baskets'],
          },
        },
      },
      result: { data: { createCleaningSchedule: { __typename: 'CleaningSchedule' as const, id: 7, name: 'Fryer Deep Clean' } } },
    };
    renderScreen(<CleaningSchedulesPage />, { session: admin(), mocks: [list([]), created, list([schedule])] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Schedule' }));
    const form = screen.getByRole('form', { name: 'Add Cleaning Schedule' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Fryer Deep Clean');
    await user.selectOptions(within(form).getByLabelText('Frequency'), 'weekly');
    await user.selectOptions(within(form).getByLabelText('Day of week'), 'Monday');
    await user.type(within(form).getByRole('textbox', { name: 'Tasks (separated by commas)' }), 'Drain oil, Scrub baskets');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create Schedule' }));
    expect(await screen.findByRole('heading', { name: 'Fryer Deep Clean' })).toBeTruthy();
    expect(screen.getByText('Not done yet')).toBeTruthy();
  });

  it('Mark Done records the run and the card shows who and when', async () => {
    const done = {
      request: { query: RecordCleaningDoneDocument, variables: { scheduleId: 7 } },
      result: {
        data: {
          recordCleaningDone: {
            __typename: 'CleaningSchedule' as const,
            id: 7,
            lastDoneAt: '2026-11-23T09:30:00.000Z',
            lastDoneBy: { __typename: 'UserReference' as const, id: 6, fullName: 'Carl Cook', username: 'cook' },
          },
        },
      },
    };
    renderScreen(<CleaningSchedulesPage />, { session: admin(), mocks: [list([schedule]), done] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Done' }));
    expect(await screen.findByText(/Last done .* by Carl Cook/)).toBeTruthy();
  });
});
