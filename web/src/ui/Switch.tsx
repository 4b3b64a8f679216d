import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../lib/theme';

type SwitchProps = Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'role'> & {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
};

/** An on/off control (WAI-ARIA switch); name it with aria-label or a <label htmlFor>. */
export function Switch({ checked, onCheckedChange, ...props }: SwitchProps) {
  return (
    <Track type="button" role="switch" aria-checked={checked} onClick={() => onCheckedChange(!checked)} {...props}>
      <Thumb aria-hidden="true" />
    </Track>
  );
}

const Track = styled.button`
  flex: none;
  position: relative;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background-color 120ms ease;
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: transform 120ms ease;
  [aria-checked='true'] > & {
    transform: translateX(20px);
  }
`;
