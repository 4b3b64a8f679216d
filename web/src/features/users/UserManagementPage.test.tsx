import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateUserDocument, PersonChoicesDocument, UserManagementDocument, UserSummaryDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
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
  companyId: 1,
  locationId: 1,
  extraLocationIds: [] as number[],
  mustChangePassword: false,
  manageable: true,
});
const users = (search: string | null, list: ReturnType<typeof person>[]) => ({
  request: { query: UserManagementDocument, variables: { search } },
  result: { data: { users: list } },
});
const summary = {
  request: { query: UserSummaryDocument },
  result: { data: { userSummary: { __typename: 'UserSummary' as const, total: 2, active: 2, administrators: 1, inactive: 0 } } },
};

const choices = {
  request: { query: PersonChoicesDocument },
  result: {
    data: {
      assignableRoles: [
        {
          __typename: 'RoleOption' as const,
          value: 'branch_manager',
          label: 'Branch Manager',
          description: 'Their locations. Manages people, locations, equipment and checklists.',
          looksAfterAreas: false,
        },
        {
          __typename: 'RoleOption' as const,
          value: 'branch_user',
          label: 'Branch User',
          description: 'Their locations, in the phone app only. Records temperatures, checks and forms.',
          looksAfterAreas: false,
        },
      ],
      locations: [
        { __typename: 'Location' as const, id: 1, name: 'Main Kitchen', companyId: 1 },
        { __typename: 'Location' as const, id: 2, name: 'Downtown Branch', companyId: 1 },
      ],
      areas: [],
    },
  },
};

describe('User Management', () => {
  it('sends the typed search to the API once typing pauses', async () => {
    renderScreen(<UserManagementPage />, {
      mocks: [
        users(null, [person(1, 'Carl Cook', 'cook'), person(2, 'Maria Manager', 'manager')]),
        summary,
        choices,
        users('carl', [person(1, 'Carl Cook', 'cook')]),
      ],
    });
    expect(await screen.findByText('Maria Manager')).toBeTruthy();
    // Pasted in one go: typed key by key, a loaded machine can pause longer than the search delay
    // between two keys, and the page then rightly asks for 'ca' first, which has no mock here.
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.paste('carl');
    await screen.findByText('Carl Cook');
    await expect.poll(() => screen.queryByText('Maria Manager')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deactivate Carl Cook' })).toBeTruthy();
  });

  it('Add User sends only the roles and places the API offered, with the initial password', async () => {
    const input = {
      fullName: 'Nina New',
      username: 'nina',
      email: 'nina@example.com',
      role: 'branch_user',
      locationId: 2,
      extraLocationIds: [1],
      password: 'Start#2026',
    };
    const created = {
      request: { query: CreateUserDocument, variables: { input } },
      result: { data: { createUser: { ...person(3, 'Nina New', 'nina'), role: 'branch_user', roleLabel: 'Branch User', mustChangePassword: true } } },
    };
    renderScreen(<UserManagementPage />, { mocks: [users(null, []), summary, choices, created, users(null, []), summary] });
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add User' });
    await expect.poll(() => (add as HTMLButtonElement).disabled).toBe(false);
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText('Full Name'), input.fullName);
    await user.type(within(dialog).getByLabelText('Username'), input.username);
    await user.type(within(dialog).getByLabelText('Email'), input.email);
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Branch Manager');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'branch_user');
    // The chosen role is explained where it is chosen, and read with the select (issue 30).
    expect(within(dialog).getByLabelText('Role').getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByRole('combobox', { name: 'Role', description: 'Their locations, in the phone app only. Records temperatures, checks and forms.' }),
    ).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'branch_manager');
    expect(within(dialog).getByText('Their locations. Manages people, locations, equipment and checklists.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'branch_user');
    await user.selectOptions(within(dialog).getByLabelText('Home Location'), '2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Main Kitchen' }));
    await user.type(within(dialog).getByLabelText('Initial Password'), input.password);
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await screen.findByText('Nina New must change the initial password at first sign-in');
    expect(screen.queryByRole('dialog', { name: 'Add User' })).toBeNull();
  });

  it('Add User offers the company’s areas only for a role that looks after areas, and sends the chosen ones', async () => {
    const areaChoices = {
      request: { query: PersonChoicesDocument },
      result: {
        data: {
          ...choices.result.data,
          assignableRoles: [
            {
              __typename: 'RoleOption' as const,
              value: 'area_manager',
              label: 'Area Manager',
              description: 'Their areas’ sites. Manages people, locations and equipment.',
              looksAfterAreas: true,
            },
            ...choices.result.data.assignableRoles,
          ],
          areas: [{ __typename: 'Area' as const, id: 7, name: 'London', managers: [] }],
        },
      },
    };
    const input = {
      fullName: 'Alex Area',
      username: 'alex',
      email: 'alex@example.com',
      role: 'area_manager',
      areaIds: [7],
      locationId: 1,
      extraLocationIds: [],
      password: 'Start#2026',
    };
    const created = {
      request: { query: CreateUserDocument, variables: { input } },
      result: { data: { createUser: { ...person(4, 'Alex Area', 'alex'), role: 'area_manager', roleLabel: 'Area Manager' } } },
    };
    const session = fakeSession({ user: fakeUser({ capabilities: capabilities({ administration: true, manageAreas: true }) }) });
    renderScreen(<UserManagementPage />, { session, mocks: [users(null, []), summary, areaChoices, created, users(null, []), summary, areaChoices] });
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add User' });
    await expect.poll(() => (add as HTMLButtonElement).disabled).toBe(false);
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'branch_user');
    expect(within(dialog).queryByRole('checkbox', { name: 'London' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'area_manager');
    await user.click(within(dialog).getByRole('checkbox', { name: 'London' }));
    await user.type(within(dialog).getByLabelText('Full Name'), input.fullName);
    await user.type(within(dialog).getByLabelText('Username'), input.username);
    await user.type(within(dialog).getByLabelText('Email'), input.email);
    await user.selectOptions(within(dialog).getByLabelText('Home Location'), '1');
    await user.type(within(dialog).getByLabelText('Initial Password'), input.password);
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await screen.findByText('Alex Area must change the initial password at first sign-in');
  });

  it('tells a user without administration rights that the screen is not for them', () => {
    const session = fakeSession({
      user: fakeUser({
        capabilities: capabilities(),
      }),
    });
    renderScreen(<UserManagementPage />, { session });
    expect(screen.getByText('Access denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
  });
});
