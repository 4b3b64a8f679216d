import styled from 'styled-components';
import { ShieldIcon } from '../ui/icons';
import { VisuallyHidden } from '../ui/VisuallyHidden';

/** The product mark: the tagline is the product's name everywhere (SPEC 1). */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Wrapper>
      <Mark aria-hidden="true">
        <ShieldIcon size={18} />
      </Mark>
      {/* Compact (mobile header): the mark alone, the name kept for screen readers. */}
      {compact ? <VisuallyHidden>Food Safety Management</VisuallyHidden> : <Name>Food Safety Management</Name>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Name = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.2;
`;
