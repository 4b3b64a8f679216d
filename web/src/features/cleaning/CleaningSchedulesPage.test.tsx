import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CleaningSchedulesDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { CleaningSchedulesPage } from './CleaningSchedulesPage';

const schedule = {
  __typename: 'CleaningSchedule' as const,
  id: 7,
  name: 'Kitchen Daily Clean',
  description: 'End-of-day clean',
  frequency: 'daily',
  recurrenceText: 'Every day',
  taskCount: 5,
  locationName: null,
  lastDoneAt: null as string | null,
  lastDoneBy: null as { __typename: 'UserReference'; id: number; fullName: string; username: string } | null,
  tasks: ['Wipe surfaces', 'Mop floor', 'Empty bins', 'Clean sinks', 'Sanitise boards'].map((name) => ({ __typename: 'CleaningTask' as const, name })),
};
const list = (frequency: string | null, cleaningSchedules: (typeof schedule)[]) => ({
  request: { query: CleaningSchedulesDocument, variables: { frequency } },
  result: { data: { cleaningSchedules } },
});
const scheduleRights = (manageSchedules: boolean) => capabilities({ manageSchedules });

describe('Cleaning Schedules', () => {
  it('previews 3 tasks, names the filtered tab in its empty state, and hides the buttons without manageSchedules', async () => {
    const session = fakeSession({ user: fakeUser({ capabilities: scheduleRights(false) }) });
    renderScreen(<CleaningSchedulesPage />, { session, mocks: [list(null, [schedule]), list('weekly', [])] });
    expect(await screen.findByRole('heading', { name: 'Kitchen Daily Clean' })).toBeTruthy();
    expect(screen.getByText('Every day')).toBeTruthy();
    expect(screen.getByText('Empty bins')).toBeTruthy();
    expect(screen.queryByText('Clean sinks')).toBeNull();
    expect(screen.getByText('+2 more tasks')).toBeTruthy();
    expect(screen.getByText('All locations')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(await screen.findByText('No weekly cleaning schedules found')).toBeTruthy();
    expect(screen.getByText('Get started by creating your first cleaning schedule')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Schedule' })).toBeNull();
  });

  it('tells those who may not add a schedule who can', async () => {
    const session = fakeSession({ user: fakeUser({ capabilities: scheduleRights(false) }) });
    renderScreen(<CleaningSchedulesPage />, { session, mocks: [list(null, [])] });
    expect(await screen.findByText('No cleaning schedules found')).toBeTruthy();
    expect(screen.getByText('Company admins and branch admins can add cleaning schedules.')).toBeTruthy();
  });

  it('says "No cleaning schedules found" on All, offering both buttons to schedule managers', async () => {
    const session = fakeSession({ user: fakeUser({ capabilities: scheduleRights(true) }) });
    renderScreen(<CleaningSchedulesPage />, { session, mocks: [list(null, [])] });
    expect(await screen.findByText('No cleaning schedules found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Schedule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Schedule' })).toBeTruthy();
  });
});
