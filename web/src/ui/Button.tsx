import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, type RuleSet } from 'styled-components';
import { focusRing } from '../lib/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';
type Look = { $variant: ButtonVariant; $size: ButtonSize };

const sizes: Record<ButtonSize, RuleSet<object>> = {
  sm: css`height: 32px; padding: 0 12px; font-size: ${({ theme }) => theme.fontSizes.xs};`,
  md: css`height: 38px; padding: 0 16px;`,
  lg: css`height: 44px; padding: 0 20px; font-size: ${({ theme }) => theme.fontSizes.md};`,
  icon: css`height: 38px; width: 38px; padding: 0;`,
};

const variants: Record<ButtonVariant, RuleSet<object>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textStrong};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textStrong};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.dangerHover}; }
  `,
};

/** Shared by buttons and links that look like buttons. */
const buttonLook = css<Look>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 120ms ease;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${focusRing}
`;

const StyledButton = styled.button<Look>`${buttonLook}`;
const StyledLink = styled(Link)<Look>`${buttonLook}`;
const StyledAnchor = styled.a<Look>`${buttonLook}`;

type LookProps = { variant?: ButtonVariant; size?: ButtonSize };
export type ButtonProps = ComponentPropsWithRef<'button'> & LookProps;

/** Defaults to type="button" so a button inside a form never submits it by accident. */
export function Button({ variant = 'primary', size = 'md', type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} {...props} />;
}

export type ButtonLinkProps = ComponentPropsWithRef<typeof Link> & LookProps;

export function ButtonLink({ variant = 'primary', size = 'md', ...props }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} {...props} />;
}

export type ButtonAnchorProps = ComponentPropsWithRef<'a'> & LookProps;

/** A plain link that looks like a button, for files and other addresses outside the app's routes. */
export function ButtonAnchor({ variant = 'primary', size = 'md', ...props }: ButtonAnchorProps) {
  return <StyledAnchor $variant={variant} $size={size} {...props} />;
}
