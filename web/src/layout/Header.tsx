import styled from 'styled-components';
import { NotificationBell } from '../components/notifications/NotificationBell';
import type { SessionUser } from '../lib/session';
import { Brand } from './Brand';
import { LocationSelect } from './LocationSelect';
import { UserMenu } from './UserMenu';

/** SPEC 1 desktop header: location selector, notification bell, and the signed-in user's menu. */
export function Header({ user }: { user: SessionUser }) {
  return (
    <Bar>
      <MobileBrand>
        <Brand compact />
      </MobileBrand>
      <LocationSelect />
      <Actions>
        {/* SPEC 9's badge, now the person's unread notifications (issue 31). */}
        <NotificationBell />
        <UserMenu user={user} />
      </Actions>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space(3)};
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const MobileBrand = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;
