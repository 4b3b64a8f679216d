import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { PersonChoicesDocument, UserManagementDocument, UserSummaryDocument } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Input } from '../../ui/Field';
import { CheckCircleIcon, LockIcon, PlusIcon, SearchIcon, ShieldIcon, UsersIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { SearchBox } from '../../ui/SearchBox';
import { Spinner } from '../../ui/Spinner';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { type PeopleDialog, PeopleDialogs } from './PeopleDialogs';
import { UsersTable } from './UsersTable';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_DELAY_MS = 250;

const isForbidden = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');

/** SPEC 2.15 with real data. The API decides who may see it; the session's capability saves a refused request. */
export function UserManagementPage() {
  const { user } = useSession();
  const allowed = user?.capabilities.administration ?? false;
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useQuery(UserManagementDocument, { variables: { search: term || null }, skip: !allowed });
  const summary = useQuery(UserSummaryDocument, { skip: !allowed });
  const choices = useQuery(PersonChoicesDocument, { skip: !allowed });
  const [dialog, setDialog] = useState<PeopleDialog | null>(null);
  const close = () => setDialog(null);
  // The provider adds people from a company's page context (createCompany); company administrators add them here.
  const canAdd = allowed && user?.companyName != null && choices.data !== undefined;
  const header = (
    <PageHeader
      title="User Management"
      subtitle="Manage staff accounts, roles and access"
      actions={
        allowed ? (
          <Button
            disabled={!canAdd}
            title={user?.companyName == null ? 'The provider adds people through each company’s first administrator' : undefined}
            onClick={() => setDialog({ kind: 'add' })}
          >
            <PlusIcon size={16} />
            Add User
          </Button>
        ) : null
      }
    />
  );
  if (!allowed || isForbidden(users.error) || isForbidden(summary.error)) {
    return (
      <>
        {header}
        <Card>
          <EmptyState icon={<LockIcon />} title="Access denied" text="Only administrators can manage users. Ask your administrator if you need access." />
        </Card>
      </>
    );
  }
  const shown = users.data?.users ?? users.previousData?.users ?? [];
  const figures = summary.data?.userSummary;

  return (
    <>
      {header}
      <StatGrid>
        <StatTile label="Total" value={figures?.total ?? '—'} icon={<UsersIcon />} tone="primary" />
        <StatTile label="Active" value={figures?.active ?? '—'} icon={<CheckCircleIcon />} tone="success" />
        <StatTile label="Administrators" value={figures?.administrators ?? '—'} icon={<ShieldIcon />} tone="info" />
        <StatTile label="Inactive" value={figures?.inactive ?? '—'} icon={<LockIcon />} />
      </StatGrid>
      <Card>
        <Toolbar>
          <SearchBox>
            <SearchIcon size={16} />
            <Input type="search" placeholder="Search users..." aria-label="Search users" value={search} onChange={(e) => setSearch(e.target.value)} />
          </SearchBox>
          {users.loading ? <Spinner label="Loading users" size={20} /> : null}
        </Toolbar>
        {users.error ? <LoadError title="Could not load users" error={users.error} /> : null}
        {!users.error && shown.length > 0 ? (
          <UsersTable
            users={shown}
            onEdit={(person) => setDialog({ kind: 'edit', person })}
            onToggleActive={(person) => setDialog({ kind: 'active', person })}
          />
        ) : null}
        {!users.error && !users.loading && shown.length === 0 ? <EmptyState icon={<UsersIcon />} title="No users found" /> : null}
      </Card>
      {dialog && choices.data ? (
        <PeopleDialogs dialog={dialog} choices={choices.data} onClose={close} onResetPassword={(person) => setDialog({ kind: 'reset', person })} />
      ) : null}
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
`;
