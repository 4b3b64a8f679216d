import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom right. */
  footer?: ReactNode;
};

/** A modal dialog (WAI-ARIA dialog pattern): focus is trapped inside and returns to the opener. */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? createPortal(<DialogSurface {...props} />, document.body) : null;
}

function DialogSurface({ onClose, title, description, children, footer }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const overlay = overlayRef.current;
    if (!panel || !overlay) return;
    // Start on the first field or button; the close icon sits last in the DOM for that reason.
    (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (event.key === 'Tab') {
        const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0] ?? panel;
        const last = items[items.length - 1] ?? panel;
        const inside = panel.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Only a press on the backdrop itself closes; presses inside the panel bubble past it.
    const onOverlayDown = (event: MouseEvent) => event.target === overlay && close();
    document.addEventListener('keydown', onKeyDown);
    overlay.addEventListener('mousedown', onOverlayDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      overlay.removeEventListener('mousedown', onOverlayDown);
      document.body.style.overflow = bodyOverflow;
      opener?.focus();
    };
  }, []);

  return (
    <Overlay ref={overlayRef}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
        <CloseButton variant="ghost" size="icon" aria-label="Close dialog" onClick={onClose}>
          <CloseIcon />
        </CloseButton>
      </Panel>
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(15 23 42 / 0.5);
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  outline: none;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  padding-right: ${({ theme }) => theme.space(8)};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const CloseButton = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
`;
