import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../lib/theme';
import { type ToastStore, toastStore } from '../lib/toasts/toast-store';
import { useToast } from '../lib/toasts/useToast';
import { Toast } from '../ui/Toast';

/**
 * The toast viewport. It is always rendered (empty when idle) because screen readers only
 * announce changes to a live region that already exists.
 */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const { toasts, dismiss } = useToast(store);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // SPEC 4: F8 moves focus to the notifications, wherever focus currently is.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region ref={regionRef} aria-label="Notifications (F8)" aria-live="polite" tabIndex={-1}>
      <List>
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <Toast key={t.id} title={t.title} description={t.description} variant={t.variant} duration={t.duration} onDismiss={() => dismiss(t.id)} />
          ))}
      </List>
    </Region>
  );
}

const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: 0;
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.space(4)};
  pointer-events: none;
  outline: none;
  ${focusRing}

  ${({ theme }) => theme.media.desktop} {
    top: auto;
    left: auto;
    bottom: 0;
    width: 100%;
    max-width: 420px;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
