import styled from 'styled-components';

type SparklineProps = {
  /** One value per step, oldest first; null leaves a gap (e.g. a day with nothing due). */
  values: (number | null)[];
  /** What the line shows, for screen readers (the figures themselves are in the table). */
  label: string;
  /** The value the top of the box stands for; the largest value when not given. */
  max?: number;
  width?: number;
  height?: number;
  tone?: 'primary' | 'danger';
};

/** A tiny trend line, inline SVG (a uPlot canvas per table row would cost far more): one point per value, gaps where a value is null. */
export function Sparkline({ values, label, max, width = 96, height = 24, tone = 'primary' }: SparklineProps) {
  const top = max ?? Math.max(1, ...values.map((v) => v ?? 0));
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const y = (value: number) => height - 2 - (Math.min(value, top) / top) * (height - 4);
  const path = values
    // A point that starts a run moves there and draws a dot (a round cap on a zero-length segment), so a lone value shows.
    .map((value, index) =>
      value === null
        ? null
        : index === 0 || values[index - 1] === null
          ? `M${(index * step).toFixed(1)},${y(value).toFixed(1)} h0.01`
          : `L${(index * step).toFixed(1)},${y(value).toFixed(1)}`,
    )
    .filter(Boolean)
    .join(' ');
  return (
    <Svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} $tone={tone}>
      <path d={path} fill="none" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

const Svg = styled.svg<{ $tone: 'primary' | 'danger' }>`
  display: block;
  overflow: visible;
  path { stroke: ${({ theme, $tone }) => theme.colors[$tone]}; }
`;
