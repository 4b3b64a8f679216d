import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from './Badge';
import { Card } from './Card';

type StatTileProps = {
  label: string;
  value: ReactNode;
  /** A short line under the figure, e.g. '+2.1% from last month'. */
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: BadgeTone;
};

/** One summary figure at the top of a screen (Total, Pending, Compliance Rate …). */
export function StatTile({ label, value, hint, icon, tone = 'neutral' }: StatTileProps) {
  return (
    <Tile>
      <Top>
        <Label>{label}</Label>
        {icon ? (
          <IconWrap aria-hidden="true" $tone={tone}>
            {icon}
          </IconWrap>
        ) : null}
      </Top>
      <Value>{value}</Value>
      {hint ? <Hint>{hint}</Hint> : null}
    </Tile>
  );
}

/** Lays tiles out in a row that wraps on narrow screens. */
export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Tile = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconWrap = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  color: ${({ theme, $tone }) =>
    ({
      neutral: theme.colors.textMuted,
      primary: theme.colors.primary,
      success: theme.colors.success,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
      info: theme.colors.info,
    })[$tone]};
`;

const Value = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
