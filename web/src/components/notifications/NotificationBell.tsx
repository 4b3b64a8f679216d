import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatTimeAgo } from '../../lib/format/date';
import { correctiveActionPath } from '../../lib/paths';
import { focusRing } from '../../lib/theme';
import { CountBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { BellIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { type MyNotification, useMyNotifications } from './useMyNotifications';

/**
 * The header's bell: the count of the person's unread notifications, and a list of the newest
 * (a disclosure: the button says whether it is open, Escape closes it and focus returns).
 */
export function NotificationBell() {
  const { unread, notifications, markRead } = useMyNotifications();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  useClickOutside(open, [buttonRef, panelRef], () => close(false));
  useEscape(open, () => close(true));

  return (
    <Wrapper>
      {/* The name is the words and count people see (WCAG 2.5.3, label in name). */}
      <Bell ref={buttonRef} variant="ghost" size="icon" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <BellIcon size={20} />
        <VisuallyHidden>Notifications</VisuallyHidden> {unread > 0 ? <BellCount>{unread}</BellCount> : null}
      </Bell>
      {open ? (
        <Panel ref={panelRef} id={panelId} role="region" aria-label="Notifications">
          <PanelHeader>
            <strong>Notifications</strong>
            {unread > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => void markRead(null)}>
                Mark all read
              </Button>
            ) : null}
          </PanelHeader>
          {notifications.length === 0 ? (
            <Empty>No alerts</Empty>
          ) : (
            <List>
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={() => void markRead([notification.id]).then(() => close(false))} />
              ))}
            </List>
          )}
        </Panel>
      ) : null}
    </Wrapper>
  );
}

function NotificationItem({ notification, onOpen }: { notification: MyNotification; onOpen(): void }) {
  const unread = notification.readAt == null;
  return (
    <li>
      <ItemLink to={correctiveActionPath(notification.correctiveActionId)} onClick={onOpen} $unread={unread}>
        {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
        <span>{notification.subject}</span>
        <When>{formatTimeAgo(notification.createdAt)}</When>
      </ItemLink>
    </li>
  );
}

/** A press outside the bell and its list closes the list. */
function useClickOutside(active: boolean, inside: React.RefObject<HTMLElement | null>[], onOutside: () => void) {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (!inside.some((ref) => ref.current?.contains(event.target as Node))) latest.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [active, inside]);
}

/** Escape closes the list wherever focus is (the bell itself, or an entry in the list). */
function useEscape(active: boolean, onEscape: () => void) {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}

const Wrapper = styled.div`
  position: relative;
`;

const Bell = styled(Button)`
  position: relative;
`;

const BellCount = styled(CountBadge)`
  position: absolute;
  top: 2px;
  right: 2px;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: min(360px, 90vw);
  max-height: 70vh;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
`;

const ItemLink = styled(Link)<{ $unread: boolean }>`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space(2)};
  border-left: 3px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textStrong};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
`;

const When = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
