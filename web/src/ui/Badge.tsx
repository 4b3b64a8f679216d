import styled from 'styled-components';
import type { AppTheme, Tone } from '../lib/theme';

export type BadgeTone = Tone;

function toneColours(theme: AppTheme, tone: BadgeTone): { fg: string; bg: string } {
  const c = theme.colors;
  switch (tone) {
    case 'primary':
      return { fg: c.primary, bg: c.primarySoft };
    case 'success':
      return { fg: c.success, bg: c.successSoft };
    case 'warning':
      return { fg: c.warning, bg: c.warningSoft };
    case 'danger':
      return { fg: c.danger, bg: c.dangerSoft };
    case 'info':
      return { fg: c.info, bg: c.infoSoft };
    default:
      return { fg: c.textStrong, bg: c.surfaceMuted };
  }
}

/** A small status label; pass `$tone`, e.g. <Badge $tone="danger">Temperature Deviation</Badge>. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral' }) => toneColours(theme, $tone).fg};
  background: ${({ theme, $tone = 'neutral' }) => toneColours(theme, $tone).bg};
`;

/** A count on top of an icon or beside a link (the static bell and actions badges). */
export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 11px;
  font-weight: 700;
  line-height: 1;
`;
