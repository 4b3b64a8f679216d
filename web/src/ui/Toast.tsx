import { type PointerEvent, type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../lib/theme';
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD, type ToastVariant } from '../lib/toasts/toast-store';
import { CloseIcon } from './icons';

type ToastProps = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  onDismiss(): void;
};

/** One notification: dismisses itself after `duration`, on its close button, or on a swipe right. */
export function Toast({ title, description, variant = 'default', duration = TOAST_DURATION, onDismiss }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  // The parent passes a new callback each render; the timer must not restart because of that.
  const dismissOnTimeout = useEffectEvent(onDismiss);

  useEffect(() => {
    // Paused while hovered or focused so nobody loses a message they are reading.
    if (paused) return;
    const timer = setTimeout(dismissOnTimeout, duration);
    return () => clearTimeout(timer);
  }, [paused, duration]);

  const endSwipe = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    setPaused(false);
    if (distance > TOAST_SWIPE_THRESHOLD) onDismiss();
    else setOffset(0);
  };

  return (
    <Item
      role={variant === 'destructive' ? 'alert' : undefined}
      aria-atomic="true"
      $variant={variant}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => swipeStart.current === null && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
        setPaused(true);
      }}
      onPointerMove={(event) => {
        if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
      }}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
    >
      <Text>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </Text>
      <Close type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        <CloseIcon size={16} />
      </Close>
    </Item>
  );
}

const Item = styled.li<{ $variant: ToastVariant }>`
  pointer-events: auto;
  touch-action: pan-y;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.colors.danger};
      border-color: ${theme.colors.danger};
      color: ${theme.colors.onPrimary};
    `}
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.div`
  font-weight: 600;
`;

const Description = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
  opacity: 0.9;
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.7;
  &:hover {
    opacity: 1;
  }
  ${focusRing}
`;
