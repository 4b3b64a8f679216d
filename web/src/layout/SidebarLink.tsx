import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '../lib/theme';
import { CountBadge } from '../ui/Badge';
import type { NavEntry } from './navigation';

/** A sidebar entry; NavLink marks the current page with aria-current, which the style follows. */
export function SidebarLink({ entry, nested = false, count }: { entry: NavEntry; nested?: boolean; count?: number }) {
  const Icon = entry.icon;
  return (
    <Link to={entry.to} end $nested={nested}>
      {Icon ? <Icon /> : null}
      <span>{entry.label}</span>
      {/* The count is part of the link's name ("Corrective Actions 2"); none is shown at zero. */}
      {count ? (
        <>
          {' '}
          <Count>{count}</Count>
        </>
      ) : null}
    </Link>
  );
}

const Link = styled(NavLink)<{ $nested: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-height: ${({ $nested }) => ($nested ? '32px' : '36px')};
  padding: ${({ theme, $nested }) => `${theme.space(1.5)} ${theme.space(3)} ${theme.space(1.5)} ${$nested ? theme.space(10) : theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ $nested }) => ($nested ? '0.8125rem' : '0.875rem')};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  ${focusRing}
`;

const Count = styled(CountBadge)`
  margin-left: auto;
`;
