import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '../lib/theme';
import { bottomBarNavigation } from './navigation';

/** SPEC 2.2 / 9: below 768px the sidebar is hidden and these five entries take its place. */
export function BottomBar() {
  return (
    <Bar aria-label="Mobile">
      <List>
        {bottomBarNavigation.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Entry to={to} end={to === '/'}>
              {Icon ? <Icon size={20} /> : null}
              <span>{label}</span>
            </Entry>
          </li>
        ))}
      </List>
    </Bar>
  );
}

const Bar = styled.nav`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndex.bottomBar};
    height: ${({ theme }) => theme.layout.bottomBarHeight};
    padding-bottom: env(safe-area-inset-bottom);
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  font-size: 11px;
  font-weight: 500;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.textMuted};
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;
