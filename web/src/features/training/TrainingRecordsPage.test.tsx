import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TraineesDocument, TrainingRecordsDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { TrainingRecordsPage } from './TrainingRecordsPage';

const record = {
  __typename: 'TrainingRecord' as const,
  id: 3,
  trainingName: 'Fire Safety Awareness',
  trainingType: 'Health and Safety',
  status: 'expired',
  completedDate: '2024-01-10T00:00:00.000Z',
  expiryDate: '2025-01-10T00:00:00.000Z',
  isExpired: true,
  nextStatuses: ['completed'],
  notes: 'Refresher overdue',
  certificateUrl: 'https://certificates.example/fire.pdf',
  user: { __typename: 'UserReference' as const, id: 5, fullName: '', username: 'carl' },
  location: { __typename: 'LocationSummary' as const, id: 1, name: 'Main Kitchen' },
};
const list = (status: string | null, trainingRecords: (typeof record)[]) => ({
  request: { query: TrainingRecordsDocument, variables: { status } },
  result: { data: { trainingRecords } },
});

describe('Training Records', () => {
  it('shows a record, then the tab words in lower case when a status tab is empty', async () => {
    renderScreen(<TrainingRecordsPage />, { session: fakeSession(), mocks: [list(null, [record]), list('in_progress', []), list('expired', [])] });
    expect(await screen.findByRole('heading', { name: 'Fire Safety Awareness' })).toBeTruthy();
    expect(screen.getByText('carl')).toBeTruthy();
    expect(screen.getByText('(expired)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Certificate' }).getAttribute('href')).toBe('https://certificates.example/fire.pdf');
    expect(screen.queryByRole('button', { name: 'Add Training Record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update Fire Safety Awareness' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'In progress' }));
    expect(await screen.findByText('No in progress training records found')).toBeTruthy();
    expect(screen.getByText('Start tracking staff training and certifications')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    expect(await screen.findByText('No expired training records found')).toBeTruthy();
  });

  it('says "No training records found" on All, and who can add one', async () => {
    renderScreen(<TrainingRecordsPage />, { session: fakeSession(), mocks: [list(null, [])] });
    expect(await screen.findByText('No training records found')).toBeTruthy();
    expect(screen.getByText('Company admins and branch admins can add training records.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Training Record' })).toBeNull();
  });

  it('offers Add Training Record in the empty list to those who may add one', async () => {
    const session = fakeSession({ user: fakeUser({ capabilities: capabilities({ manageSchedules: true }) }) });
    renderScreen(<TrainingRecordsPage />, { session, mocks: [list(null, []), { request: { query: TraineesDocument }, result: { data: { trainees: [] } } }] });
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('No training records found');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Training Record' }));
    expect(screen.getByRole('dialog', { name: 'Add Training Record' })).toBeTruthy();
  });
});
