import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '../lib/theme';

export type Crumb = { label: string; to?: string };

/** Where a screen sits (Dashboard › Cleaning Schedules); the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <List>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <Fragment key={item.label}>
              <li>
                {item.to && !current ? <CrumbLink to={item.to}>{item.label}</CrumbLink> : <span aria-current={current ? 'page' : undefined}>{item.label}</span>}
              </li>
              {current ? null : <Separator aria-hidden="true">›</Separator>}
            </Fragment>
          );
        })}
      </List>
    </nav>
  );
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
  }
`;

const Separator = styled.li`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const CrumbLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  ${focusRing}
`;
