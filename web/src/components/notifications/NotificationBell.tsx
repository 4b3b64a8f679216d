import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../lib/errors';
import { formatTimeAgo } from '../../lib/format/date';
import { correctiveActionPath } from '../../lib/paths';
import { focusRing } from '../../lib/theme';
import { CountBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { BellIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { acknowledgedWords } from '../corrective-actions/acknowledged-words';
import { type MyNotification, useMyNotifications } from './useMyNotifications';

/**
 * The header's bell: the count of the person's unread notifications (live), and their list, unread
 * first, each linking to its action with Acknowledge where it applies (a disclosure: the button
 * says whether it is open, Escape closes it and focus returns).
 */
export function NotificationBell() {
  const { loading, unread, notifications, markRead, acknowledge } = useMyNotifications();
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
          {loading ? (
            <Empty role="status">Loading notifications...</Empty>
          ) : notifications.length === 0 ? (
            <Empty>No notifications</Empty>
          ) : (
            <List>
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={() => void markRead([notification.id]).then(() => close(false))}
                  onAcknowledge={() => acknowledge(notification)}
                />
              ))}
            </List>
          )}
        </Panel>
      ) : null}
    </Wrapper>
  );
}

interface ItemProps {
  notification: MyNotification;
  onOpen(): void;
  onAcknowledge(): Promise<void>;
}

function NotificationItem({ notification, onOpen, onAcknowledge }: ItemProps) {
  const unread = notification.readAt == null;
  const linkRef = useRef<HTMLAnchorElement>(null);
  // The Acknowledge button goes once it has worked: focus stays in the item, on its link.
  const acknowledge = () => onAcknowledge().then(() => linkRef.current?.focus());
  return (
    <Item>
      <ItemLink ref={linkRef} to={correctiveActionPath(notification.correctiveActionId)} onClick={onOpen} $unread={unread}>
        {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
        <span>{notification.subject}</span>
        <When>{formatTimeAgo(notification.createdAt)}</When>
      </ItemLink>
      <Acknowledgement notification={notification} onAcknowledge={acknowledge} />
    </Item>
  );
}

/** Who has the action and since when; else, while it can be, the Acknowledge button (a refusal is said beside it). */
function Acknowledgement({ notification, onAcknowledge }: Pick<ItemProps, 'notification' | 'onAcknowledge'>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (notification.acknowledgedAt) return <Acknowledged>{acknowledgedWords(notification)}</Acknowledged>;
  if (!notification.canAcknowledge) return null;
  const run = async () => {
    setPending(true);
    setError(null);
    await onAcknowledge().catch((failure: unknown) => setError(errorMessage(failure)));
    setPending(false);
  };
  return (
    <ItemActions>
      <Button variant="secondary" size="sm" disabled={pending} onClick={() => void run()}>
        {pending ? 'Acknowledging...' : 'Acknowledge'}
      </Button>
      {error ? <Refusal role="alert">{error}</Refusal> : null}
    </ItemActions>
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

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-bottom: ${({ theme }) => theme.space(1)};
`;

const ItemActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
`;

const Acknowledged = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Refusal = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
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
