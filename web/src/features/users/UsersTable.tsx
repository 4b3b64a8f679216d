import styled from 'styled-components';
import type { UserManagementQuery } from '../../graphql/graphql';
import { formatDate, formatDateTime } from '../../lib/format/date';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CheckCircleIcon, EditIcon, TrashIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

type ManagedUser = UserManagementQuery['users'][number];
type UsersTableProps = { users: ManagedUser[]; onEdit(user: ManagedUser): void; onToggleActive(user: ManagedUser): void };

/**
 * SPEC 2.15's table. Edit opens the edit dialog; the delete icon deactivates (nobody is ever
 * deleted) and, for someone inactive, reactivates. Whom the administrator may manage is the API's call.
 */
export function UsersTable({ users, onEdit, onToggleActive }: UsersTableProps) {
  return (
    <Scroll>
      <Table>
        <VisuallyHidden as="caption">Users</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Last Login</th>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <Person>
                  <Avatar aria-hidden="true">{user.initials}</Avatar>
                  <div>
                    <Name>{user.fullName}</Name>
                    <Muted>{user.email ?? user.username}</Muted>
                  </div>
                </Person>
              </td>
              <td>
                <Badge $tone="primary">{user.roleLabel}</Badge>
              </td>
              <td>
                <Badge $tone={user.isActive ? 'success' : 'neutral'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
                {user.mustChangePassword ? <Muted>Must change password</Muted> : null}
              </td>
              <td>{user.lastLogin ? formatDateTime(user.lastLogin) : 'Never'}</td>
              <td>{formatDate(user.createdAt)}</td>
              <td>
                <Button variant="ghost" size="icon" aria-label={`Edit ${user.fullName}`} disabled={!user.manageable} onClick={() => onEdit(user)}>
                  <EditIcon size={16} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`${user.isActive ? 'Deactivate' : 'Reactivate'} ${user.fullName}`}
                  disabled={!user.manageable}
                  onClick={() => onToggleActive(user)}
                >
                  {user.isActive ? <TrashIcon size={16} /> : <CheckCircleIcon size={16} />}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** Wide tables scroll sideways on narrow screens instead of breaking the layout. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th {
    text-align: left;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Name = styled.p`
  font-weight: 500;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
