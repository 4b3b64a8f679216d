import { type DateFormat, formatLocalDateTime } from '../../database/local-time.js';
import type { FoodProcessKind, ProcessStageRule } from '../settings/process-rules.js';

/** pending: not reached yet, deadline ahead; passed: target reached by the deadline; missed: not in time. */
export type StageState = 'pending' | 'passed' | 'missed';
/** The process as a whole (issue 16): on track, stage passed, missed, complete. */
export const PROCESS_STATES = ['on_track', 'stage_passed', 'missed', 'complete'] as const;
export type ProcessState = (typeof PROCESS_STATES)[number];

export interface ProbeEntry {
  temperature: number;
  recordedAt: Date;
}

export interface StageProgress {
  rule: ProcessStageRule;
  deadline: Date;
  state: StageState;
  /** When the target was first reached (even if late). */
  reachedAt: Date | null;
}

export interface ProcessProgress {
  stages: StageProgress[];
  state: ProcessState;
  /** The first stage not yet passed; null once complete. */
  currentStage: number | null;
  /** Whole seconds to the current stage's deadline (0 once passed); null when the process is over. */
  secondsLeft: number | null;
}

/**
 * Deadlines are the start plus elapsed minutes, instants rather than wall-clock times: a process
 * that spans midnight or a daylight-saving change still gets exactly its 2 or 6 hours.
 */
export function deadlineOf(startedAt: Date, rule: ProcessStageRule): Date {
  return new Date(startedAt.getTime() + rule.withinMinutes * 60_000);
}

/** Each stage against the readings so far (oldest first) and the time now. */
export function progressOf(kind: FoodProcessKind, startedAt: Date, rules: ProcessStageRule[], entries: ProbeEntry[], now: Date): ProcessProgress {
  const stages = rules.map((rule): StageProgress => {
    const deadline = deadlineOf(startedAt, rule);
    const reachedAt = kind === 'cooling' ? firstAtOrBelow(entries, rule.targetC) : heatedAt(entries, rule);
    const inTime = reachedAt !== null && reachedAt <= deadline;
    const state: StageState = inTime ? 'passed' : reachedAt !== null || now > deadline ? 'missed' : 'pending';
    return { rule, deadline, state, reachedAt };
  });
  const current = stages.findIndex((stage) => stage.state !== 'passed');
  const state: ProcessState = stages.some((s) => s.state === 'missed') ? 'missed' : current === -1 ? 'complete' : current > 0 ? 'stage_passed' : 'on_track';
  const open = state === 'on_track' || state === 'stage_passed';
  const secondsLeft = open ? Math.max(0, Math.floor((stages[current].deadline.getTime() - now.getTime()) / 1000)) : null;
  return { stages, state, currentStage: current === -1 ? null : current, secondsLeft };
}

const firstAtOrBelow = (entries: ProbeEntry[], target: number): Date | null => entries.find((e) => e.temperature <= target)?.recordedAt ?? null;

/** Core temperature reached (at or above the target), or the lower hold temperature kept for the hold time. */
function heatedAt(entries: ProbeEntry[], rule: ProcessStageRule): Date | null {
  const hot = entries.find((e) => e.temperature >= rule.targetC)?.recordedAt ?? null;
  const held = rule.holdC !== null && rule.holdMinutes !== null ? heldAt(entries, rule.holdC, rule.holdMinutes) : null;
  if (hot && held) return new Date(Math.min(hot.getTime(), held.getTime()));
  return hot ?? held;
}

/** When readings first showed holdC or more, unbroken, for holdMinutes (the second reading proves the hold). */
function heldAt(entries: ProbeEntry[], holdC: number, holdMinutes: number): Date | null {
  let since: Date | null = null;
  for (const entry of entries) {
    if (entry.temperature < holdC) {
      since = null;
      continue;
    }
    since ??= entry.recordedAt;
    if (entry.recordedAt.getTime() - since.getTime() >= holdMinutes * 60_000) return entry.recordedAt;
  }
  return null;
}

/** The instant as the location's clock showed it, e.g. "2026-10-25 01:30 GMT" (THE local-time rule, in the company's date format when given). */
export function localClock(instant: Date, timeZone: string, dateFormat: DateFormat = 'YYYY-MM-DD'): string {
  return formatLocalDateTime(instant, timeZone, dateFormat);
}
