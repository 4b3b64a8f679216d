/**
 * How fast a batch of food can really cool. A blast chiller is built to take a full load's core
 * from 70 °C to 3 °C in 90 minutes (UK guidance), under 1 °C a minute; shallow trays stirred in
 * iced water reach perhaps 2 to 3 °C a minute. Five °C a minute is beyond any of them, so a log that
 * falls faster (70 → 4.5 °C in 20 seconds) was typed wrong, probed in the wrong place, or written
 * after the fact. It is recorded, since it may still be true, but flagged for whoever reads the record.
 */
export const MAX_COOLING_C_PER_MINUTE = 5;
/** Two probes of one batch a moment apart may differ this much (where the probe went in). */
const PROBE_SPREAD_C = 3;

type ProbeReading = { temperature: number; recordedAt: Date };

/** Why a cooling reading taken `at` falls implausibly fast from the one before it, or null when it could be true. */
export function implausibleCooling(kind: string, earlier: readonly ProbeReading[], temperature: number, at: Date): string | null {
  const previous = earlier.at(-1);
  if (kind !== 'cooling' || !previous) return null;
  const drop = previous.temperature - temperature;
  const minutes = Math.max(0, at.getTime() - previous.recordedAt.getTime()) / 60_000;
  if (drop <= PROBE_SPREAD_C + MAX_COOLING_C_PER_MINUTE * minutes) return null;
  return `Fell from ${previous.temperature} to ${temperature} °C in ${elapsed(minutes)}: faster than food can cool (at most ${MAX_COOLING_C_PER_MINUTE} °C a minute)`;
}

const elapsed = (minutes: number) => (minutes < 2 ? count(Math.round(minutes * 60), 'second') : count(Math.round(minutes), 'minute'));
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
