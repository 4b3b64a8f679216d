import type uPlot from 'uplot';
import { formatChartTicks } from '../../lib/format/date';

/**
 * The chart's time axis: labels on the site's clock in the company's date format (uPlot's own are
 * US-style, in the browser's zone). The chart's tzDate puts the ticks on the site's hours and midnights.
 */
export function timeAxis(timeZone: string): uPlot.Axis {
  return { values: (_u, ticks, _axis, _space, step) => formatChartTicks(ticks, step, timeZone) };
}
