import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../lib/paths';
import type { SessionUser } from '../lib/session';
import { focusRing, visuallyHidden } from '../lib/theme';
import { useLogOut } from '../lib/useLogOut';
import { ChevronDownIcon, LogOutIcon, SettingsIcon, UserIcon } from '../ui/icons';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { Menu, MenuItem, useMenuButton } from './Menu';

/** The header's account menu (WAI-ARIA menu button): Profile, Settings and Log out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, close, buttonRef, menuId, buttonId } = useMenuButton();
  const { logOut, pending } = useLogOut();
  const navigate = useNavigate();

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Wrapper>
      <Trigger
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar aria-hidden="true">{user.initials}</Avatar>
        {/* The name is the words shown (WCAG 2.5.3), after what the button is for. */}
        <VisuallyHidden>User menu for </VisuallyHidden>
        <Identity>
          <Name>{user.fullName}</Name>
          <RoleLabel>{user.roleLabel}</RoleLabel>
        </Identity>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open ? (
        <Menu id={menuId} labelledBy={buttonId} onClose={close} onTabOut={() => setOpen(false)}>
          <MenuItem
            icon={<UserIcon size={16} />}
            onSelect={() => {
              close();
              navigate(paths.profile);
            }}
          >
            Profile
          </MenuItem>
          <MenuItem
            icon={<SettingsIcon size={16} />}
            onSelect={() => {
              close();
              // Company settings for those who administer them; everyone else's settings are their account.
              navigate(user.capabilities.administration ? paths.settings : paths.profile);
            }}
          >
            Settings
          </MenuItem>
          <MenuItem
            icon={<LogOutIcon size={16} />}
            disabled={pending}
            onSelect={() => {
              close();
              void logOut();
            }}
          >
            Log out
          </MenuItem>
        </Menu>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  text-align: left;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

/** On a phone only the initials show; the name and role stay for screen readers, naming the button. */
const Identity = styled.span`
  display: flex;
  flex-direction: column;
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
  }
`;

const Name = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const RoleLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
