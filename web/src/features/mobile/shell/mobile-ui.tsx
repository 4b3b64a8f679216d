import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../../lib/theme';
import { Button } from '../../../ui/Button';
import { ArrowLeftIcon } from './mobile-icons';

/** The phone column: the header (banner) above the current view. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  min-height: 100vh;
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space(8)};
`;

/** The current view, the page's main landmark. */
export const ViewArea = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(4)};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A whole-card button: large enough to hit with a thumb, announced by its text. */
export const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: left;
  cursor: pointer;
  &:hover:enabled {
    border-color: ${({ theme }) => theme.colors.primarySoftBorder};
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
  ${focusRing}
`;

/** A card's first line: its name, and a badge at the far end. */
export const CardTop = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type ViewHeaderProps = { title: string; backLabel: string; onBack(): void; children?: ReactNode };

/** A list row with its words and one thumb-sized button (a reminder's Done, an alert's Acknowledge). */
export const ButtonRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  button {
    min-height: 40px;
    flex-shrink: 0;
  }
`;

/** A row's title: long names wrap rather than push the button off the screen. */
export const RowTitle = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/**
 * The top of a workflow view. Its title takes focus when the view opens, so screen readers
 * announce the new view and the phone scrolls back to the top.
 */
export function ViewHeader({ title, backLabel, onBack, children }: ViewHeaderProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Bar>
      <title>{`${title} · Food Safety Management`}</title>
      <Button variant="ghost" size="icon" aria-label={backLabel} onClick={onBack}>
        <ArrowLeftIcon />
      </Button>
      <div>
        <Heading ref={titleRef} tabIndex={-1}>
          {title}
        </Heading>
        {children}
      </div>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} 0`};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  outline: none;
`;
