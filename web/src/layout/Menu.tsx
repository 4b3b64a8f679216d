import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../lib/theme';

type MenuProps = {
  id: string;
  labelledBy: string;
  /** Escape: close and return focus to the menu button. */
  onClose(): void;
  /** Tab: close and let focus move on naturally. */
  onTabOut(): void;
  children: ReactNode;
};

/** A dropdown menu (WAI-ARIA menu): arrows, Home and End move between items. */
export function Menu({ id, labelledBy, onClose, onTabOut, children }: MenuProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])];

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not(:disabled)')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in targets) {
      event.preventDefault();
      list[targets[event.key]]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      onTabOut();
    }
  };

  return (
    <List ref={listRef} id={id} role="menu" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      {children}
    </List>
  );
}

type MenuItemProps = { icon?: ReactNode; disabled?: boolean; onSelect(): void; children: ReactNode };

export function MenuItem({ icon, disabled, onSelect, children }: MenuItemProps) {
  return (
    <li role="none">
      <Item type="button" role="menuitem" tabIndex={-1} disabled={disabled} onClick={onSelect}>
        {icon}
        {children}
      </Item>
    </li>
  );
}

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/**
 * State for a button that opens a Menu: a press outside closes it without stealing focus,
 * and `close` (Escape, a chosen item) returns focus to the button.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!buttonRef.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);
  return { open, setOpen, close, buttonRef, menuId, buttonId };
}
