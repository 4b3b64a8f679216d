import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A loading indicator that announces its label (a status role) to screen readers. */
export function Spinner({ label = 'Loading', size = 24 }: { label?: string; size?: number }) {
  return (
    <output>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </output>
  );
}

const FullPage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
`;

/** SPEC 2.1: a protected route shows this while the current user is loading. */
export function CentredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <FullPage>
      <Spinner label={label} size={40} />
    </FullPage>
  );
}
