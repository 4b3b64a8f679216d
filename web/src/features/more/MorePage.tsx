import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { administrationEntriesFor, bottomBarNavigation, isNavGroup, type NavEntry, sidebarNavigation } from '../../layout/navigation';
import { useSession } from '../../lib/session';
import { focusRing } from '../../lib/theme';
import { useLogOut } from '../../lib/useLogOut';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';

const inBottomBar = new Set<string>(bottomBarNavigation.map((entry) => entry.to));

/**
 * Target of the bottom bar's More entry: on phones the sidebar is hidden, so the sections the bar
 * lacks are here (administration only for those the server allows), and Log out.
 */
export function MorePage() {
  const { user } = useSession();
  const { logOut, pending } = useLogOut();
  const entries: NavEntry[] = [
    ...sidebarNavigation.flatMap((item) => (isNavGroup(item) ? item.entries : [item])),
    ...(user ? administrationEntriesFor(user.capabilities) : []),
  ].filter((entry) => !inBottomBar.has(entry.to));
  return (
    <>
      <PageHeader title="More" subtitle="Every section of Food Safety Management." />
      <Card>
        <List>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Entry to={entry.to}>{entry.label}</Entry>
            </li>
          ))}
        </List>
      </Card>
      <LogOutRow>
        <Button variant="secondary" onClick={() => void logOut()} disabled={pending}>
          {pending ? 'Logging out...' : 'Log out'}
        </Button>
      </LogOutRow>
    </>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Entry = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
`;

const LogOutRow = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;
