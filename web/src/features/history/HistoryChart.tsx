import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ReadingStatsQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { temperatureSymbol, toDisplayedTemperature } from '../../lib/format/temperature';
import { timeAxis } from './time-axis';

type Stats = ReadingStatsQuery['readingStats'];

/**
 * The unit's readings per bucket (min–max band, mean line) over the target band, with red points
 * where a bucket left the band and a red line where an excursion started. uPlot draws on one
 * canvas: small (about 20 KB gzipped) and fast enough for a month of buckets on a phone. Its time
 * axis is on the site's clock (ticks fall on its hours and midnights) in the company's date format.
 */
export function HistoryChart({ stats, label, from, to }: { stats: Stats; label: string; from: string; to: string }) {
  const host = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const band = { min: toDisplayedTemperature(stats.targetMin), max: toDisplayedTemperature(stats.targetMax) };
    const excursions = stats.readingExcursions.map((x) => Date.parse(x.startedAt) / 1000);
    const colors = { band: theme.colors.successSoft, line: theme.colors.primary, range: theme.colors.primarySoft, alert: theme.colors.danger };
    const span = { from: Date.parse(from) / 1000, to: Date.parse(to) / 1000 };
    const chart = new uPlot(chartOptions(element.clientWidth, band, span, excursions, colors, stats.timezone), chartData(stats), element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [stats, theme, from, to]);
  return <Host ref={host} role="img" aria-label={label} />;
}

const HEIGHT = 280;

function chartData(stats: Stats): uPlot.AlignedData {
  const x = stats.buckets.map((b) => Date.parse(b.start) / 1000);
  const t = (value: number) => toDisplayedTemperature(value);
  return [
    x,
    stats.buckets.map((b) => t(b.min)),
    stats.buckets.map((b) => t(b.max)),
    stats.buckets.map((b) => t(b.mean)),
    stats.buckets.map((b) => (b.outOfRange > 0 ? (b.max > stats.targetMax ? t(b.max) : t(b.min)) : null)),
  ];
}

type Colors = { band: string; line: string; range: string; alert: string };

function chartOptions(
  width: number,
  band: { min: number; max: number },
  span: { from: number; to: number },
  excursions: number[],
  colors: Colors,
  timeZone: string,
): uPlot.Options {
  const unit = temperatureSymbol();
  const value = (_u: uPlot, v: number | null) => (v === null ? '—' : `${v.toFixed(1)} ${unit}`);
  return {
    width,
    height: HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
    // The whole chosen range, so a quiet end of the range (or an excursion in it) still shows.
    scales: {
      x: { time: true, range: () => [span.from, span.to] },
      y: { range: (_u, min, max) => [Math.min(min, band.min) - 1, Math.max(max, band.max) + 1] },
    },
    axes: [timeAxis(timeZone), { values: (_u, ticks) => ticks.map((tick) => `${tick}${unit}`) }],
    series: [
      { value: (_u, seconds) => (seconds === null ? '—' : formatDateTime(new Date(seconds * 1000).toISOString(), { timeZone })) },
      { label: 'Min', stroke: colors.line, width: 0, value, points: { show: false } },
      { label: 'Max', stroke: colors.line, width: 0, value, points: { show: false } },
      { label: 'Mean', stroke: colors.line, width: 2, value },
      { label: 'Out of range', stroke: colors.alert, width: 0, value, points: { show: true, size: 9, fill: colors.alert } },
    ],
    bands: [{ series: [2, 1], fill: colors.range }],
    hooks: { drawClear: [(u) => drawTargetBand(u, band, colors.band)], draw: [(u) => drawExcursions(u, excursions, colors.alert)] },
  };
}

/** The target band behind the data. */
function drawTargetBand(u: uPlot, band: { min: number; max: number }, fill: string) {
  const top = u.valToPos(band.max, 'y', true);
  const bottom = u.valToPos(band.min, 'y', true);
  u.ctx.save();
  u.ctx.fillStyle = fill;
  u.ctx.fillRect(u.bbox.left, top, u.bbox.width, bottom - top);
  u.ctx.restore();
}

/** A dashed red line where each excursion started. */
function drawExcursions(u: uPlot, starts: number[], stroke: string) {
  u.ctx.save();
  u.ctx.strokeStyle = stroke;
  u.ctx.setLineDash([6, 4]);
  u.ctx.lineWidth = 2;
  for (const start of starts) {
    const x = u.valToPos(start, 'x', true);
    u.ctx.beginPath();
    u.ctx.moveTo(x, u.bbox.top);
    u.ctx.lineTo(x, u.bbox.top + u.bbox.height);
    u.ctx.stroke();
  }
  u.ctx.restore();
}

const Host = styled.div`
  width: 100%;
  min-height: ${HEIGHT}px;
`;
