import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../lib/theme';

/**
 * A wide table scrolls sideways inside its own box on a narrow screen, never the page. The box is
 * a named, focusable region so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0}>
      {children}
    </Box>
  );
}

/* Positioned, so absolutely positioned content (visually hidden header text) scrolls and clips with
   the table instead of hanging off the page at its unscrolled place. */
const Box = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  ${focusRing}
`;
