import styled from 'styled-components';
import { Menu, MenuItem, useMenuButton } from '../../../layout/Menu';
import { focusRing } from '../../../lib/theme';
import { useLogOut } from '../../../lib/useLogOut';
import { LogOutIcon, MoreIcon } from '../../../ui/icons';

/** The header menu (WAI-ARIA menu button) with Logout. */
export function MobileMenu() {
  const { open, setOpen, close, buttonRef, menuId, buttonId } = useMenuButton();
  const { logOut, pending } = useLogOut();

  return (
    <Wrapper>
      <Trigger
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label="Menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <MoreIcon size={20} />
      </Trigger>
      {open ? (
        <Menu id={menuId} labelledBy={buttonId} onClose={close} onTabOut={() => setOpen(false)}>
          {/* Stays open while pending so 'Logging out...' is seen; success leaves the page. */}
          <MenuItem icon={<LogOutIcon size={16} />} disabled={pending} onSelect={() => void logOut()}>
            {pending ? 'Logging out...' : 'Logout'}
          </MenuItem>
        </Menu>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  color: ${({ theme }) => theme.colors.text};
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgb(255 255 255 / 0.15);
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
