import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../lib/theme';

export const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textStrong};
`;

const control = css`
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &::placeholder { color: ${({ theme }) => theme.colors.textSubtle}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  ${focusRing}
`;

export const Input = styled.input`
  ${control}
`;

export const Textarea = styled.textarea`
  ${control}
  height: auto;
  min-height: 88px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  padding-right: ${({ theme }) => theme.space(8)};
`;

export const FieldError = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const FieldWrapper = styled.div`
  & + & { margin-top: ${({ theme }) => theme.space(4)}; }
`;

/**
 * Fields side by side (two in a dialog) whose labels and inputs line up, whatever wraps: each
 * field spans three rows of the grid (label, control, error) as a subgrid, so every row is as tall
 * as its tallest cell, and a label sits right above its control. Columns narrower than 11rem
 * (a date input's width) become one column, as on a phone.
 */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  /* A grid's fields already end with a row's space below them. */
  & + & { margin-top: 0; }
  && > ${FieldWrapper} {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    margin: 0;
    padding-bottom: ${({ theme }) => theme.space(4)};
  }
  && > ${FieldWrapper} > ${Label} { align-self: end; }
`;

/** The attributes that tie a control to its label and error message. */
export type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type FieldProps = {
  label: ReactNode;
  error?: string;
  children(control: ControlProps): ReactNode;
};

/** Label + control + error, with the ids wired so the error is read with the control. */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}
