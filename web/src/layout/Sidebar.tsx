import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useOpenActionCount } from '../components/corrective-actions/useOpenActionCount';
import { paths } from '../lib/paths';
import { ButtonLink } from '../ui/Button';
import { HelpIcon } from '../ui/icons';
import { Brand } from './Brand';
import { isNavGroup, type NavEntry, type NavGroup, sidebarNavigation } from './navigation';
import { SidebarLink } from './SidebarLink';

/** SPEC 2.2 desktop navigation; hidden below the mobile breakpoint, where BottomBar takes over. `administration`: the entries this person may open. */
export function Sidebar({ administration }: { administration: NavEntry[] }) {
  const adminLabelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const openActions = useOpenActionCount();
  useEffect(() => revealEntry(wrapperRef.current, pathname), [pathname]);
  return (
    <Wrapper ref={wrapperRef}>
      <BrandRow>
        <Brand />
      </BrandRow>
      <Nav aria-label="Main">
        <List>
          {sidebarNavigation.map((item) =>
            isNavGroup(item) ? (
              <Group key={item.label} group={item} />
            ) : (
              <li key={item.to}>
                <SidebarLink entry={item} count={item.liveCount === 'openCorrectiveActions' ? openActions : undefined} />
              </li>
            ),
          )}
        </List>
        {administration.length ? (
          <>
            <SectionLabel id={adminLabelId}>Administration</SectionLabel>
            <List aria-labelledby={adminLabelId}>
              {administration.map((entry) => (
                <li key={entry.to}>
                  <SidebarLink entry={entry} />
                </li>
              ))}
            </List>
          </>
        ) : null}
      </Nav>
      <Help>
        <HelpTitle>
          <HelpIcon size={16} />
          Need Help?
        </HelpTitle>
        <HelpText>Guides and support for your food safety routines.</HelpText>
        <ButtonLink variant="secondary" size="sm" to={paths.help}>
          View Resources
        </ButtonLink>
      </Help>
    </Wrapper>
  );
}

/**
 * Issue 17: on a short screen the current page's entry may sit below the fold; scroll the sidebar
 * (only the sidebar, never the page) so it shows, with a little room around it.
 */
function revealEntry(sidebar: HTMLElement | null, pathname: string): void {
  const current = sidebar?.querySelector<HTMLElement>(`a[href="${pathname}"]`);
  if (!sidebar || !current) return;
  const room = 48;
  const top = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top + sidebar.scrollTop;
  const bottom = top + current.offsetHeight;
  if (top - room < sidebar.scrollTop) sidebar.scrollTop = Math.max(0, top - room);
  else if (bottom + room > sidebar.scrollTop + sidebar.clientHeight) sidebar.scrollTop = bottom + room - sidebar.clientHeight;
}

function Group({ group }: { group: NavGroup }) {
  const labelId = useId();
  const Icon = group.icon;
  return (
    <li>
      <GroupLabel id={labelId}>
        <Icon />
        {group.label}
      </GroupLabel>
      <List aria-labelledby={labelId}>
        {group.entries.map((entry) => (
          <li key={entry.to}>
            <SidebarLink entry={entry} nested />
          </li>
        ))}
      </List>
    </li>
  );
}

const Wrapper = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.sidebarWidth};
  height: 100vh;
  /* Issue 17: brand, entries and the help box scroll as one, so nothing hides under the help box. */
  overflow-y: auto;
  overscroll-behavior: contain;
  & > * {
    flex-shrink: 0;
  }
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const BrandRow = styled.div`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space(3)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const GroupLabel = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} ${theme.space(1)}`};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const SectionLabel = styled.h2`
  margin: ${({ theme }) => `${theme.space(5)} 0 ${theme.space(1)}`};
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Help = styled.div`
  margin: ${({ theme }) => theme.space(3)};
  /* At the bottom when there is room, after the last entry when there is not. */
  margin-top: auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.primarySoftBorder};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const HelpTitle = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const HelpText = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
