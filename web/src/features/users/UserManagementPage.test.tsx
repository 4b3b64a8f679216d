import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserManagementDocument, UserSummaryDocument } from '../../graphql/graphql';
import { fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { UserManagementPage } from './UserManagementPage';

const person = (id: number, fullName: string, username: string) => ({
  __typename: 'User' as const,
  id,
  username,
  fullName,
  email: `${username}@example.com`,
  initials: fullName.slice(0, 1),
  role: 'user',
  roleLabel: 'Kitchen Staff',
  isActive: true,
  lastLogin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const users = (search: string | null, list: ReturnType<typeof person>[]) => ({
  request: { query: UserManagementDocument, variables: { search } },
  result: { data: { users: list } },
});
const summary = {
  request: { query: UserSummaryDocument },
  result: { data: { userSummary: { __typename: 'UserSummary' as const, total: 2, active: 2, administrators: 1, inactive: 0 } } },
};

describe('User Management', () => {
  it('sends the typed search to the API once typing pauses', async () => {
    renderScreen(<UserManagementPage />, {
      mocks: [users(null, [person(1, 'Carl Cook', 'cook'), person(2, 'Maria Manager', 'manager')]), summary, users('carl', [person(1, 'Carl Cook', 'cook')])],
    });
    expect(await screen.findByText('Maria Manager')).toBeTruthy();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search users' }), 'carl');
    await screen.findByText('Carl Cook');
    await expect.poll(() => screen.queryByText('Maria Manager')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Carl Cook' })).toBeTruthy();
  });

  it('tells a user without administration rights that the screen is not for them', () => {
    const session = fakeSession({
      user: fakeUser({ capabilities: { administration: false, manageManuals: false, manageSchedules: false, manageSettings: false, mobileOnly: false } }),
    });
    renderScreen(<UserManagementPage />, { session });
    expect(screen.getByText('Access denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
  });
});
