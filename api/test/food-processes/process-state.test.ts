import { describe, expect, it } from 'vitest';
import { localClock, progressOf } from '../../src/modules/food-processes/process-state.js';
import { defaultProcessRules } from '../../src/modules/settings/process-rules.js';

const rules = (kind: 'cooling' | 'cooking' | 'reheating', unit: 'celsius' | 'fahrenheit' = 'celsius') =>
  defaultProcessRules(unit).find((r) => r.kind === kind)!.stages;
const at = (iso: string) => new Date(iso);
const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('food process deadlines and states', () => {
  it('UK cooling: 63 → 21 °C within 2 h, → 5 °C within 6 h of the start; FDA in °F: 70 °F and 41 °F', () => {
    expect(rules('cooling').map((s) => [s.targetC, s.withinMinutes])).toEqual([
      [21, 120],
      [5, 360],
    ]);
    expect(rules('cooling', 'fahrenheit').map((s) => [s.targetC, s.withinMinutes])).toEqual([
      [21.11, 120],
      [5, 360],
    ]);
    expect(rules('reheating', 'fahrenheit')[0]).toMatchObject({ targetC: 73.89, holdC: null });
    expect(rules('cooking')[0]).toMatchObject({ targetC: 75, holdC: 70, holdMinutes: 2 });
  });

  it('moves from on track to stage passed to complete as readings fall, with time left to the current stage', () => {
    const start = at('2026-06-01T12:00:00Z');
    const cooling = rules('cooling');
    const none = progressOf('cooling', start, cooling, [], minutesAfter(start, 30));
    expect(none).toMatchObject({ state: 'on_track', currentStage: 0, secondsLeft: 90 * 60 });
    const first = [{ temperature: 20.5, recordedAt: minutesAfter(start, 100) }];
    const passed = progressOf('cooling', start, cooling, first, minutesAfter(start, 101));
    expect(passed).toMatchObject({ state: 'stage_passed', currentStage: 1, secondsLeft: 259 * 60 });
    expect(passed.stages.map((s) => s.state)).toEqual(['passed', 'pending']);
    const done = progressOf('cooling', start, cooling, [...first, { temperature: 5, recordedAt: minutesAfter(start, 300) }], minutesAfter(start, 300));
    expect(done).toMatchObject({ state: 'complete', currentStage: null, secondsLeft: null });
  });

  it('a stage whose deadline passes before its target is missed, whether or not a late reading comes', () => {
    const start = at('2026-06-01T12:00:00Z');
    const cooling = rules('cooling');
    const still = [{ temperature: 30, recordedAt: minutesAfter(start, 60) }];
    expect(progressOf('cooling', start, cooling, still, minutesAfter(start, 119)).state).toBe('on_track');
    const silent = progressOf('cooling', start, cooling, still, minutesAfter(start, 121));
    expect(silent.state).toBe('missed');
    expect(silent.stages[0].state).toBe('missed');
    const late = progressOf('cooling', start, cooling, [{ temperature: 19, recordedAt: minutesAfter(start, 125) }], minutesAfter(start, 125));
    expect(late.stages[0]).toMatchObject({ state: 'missed', reachedAt: minutesAfter(start, 125) });
  });

  it('cooking passes at a core 75 °C, or at 70 °C held unbroken for 2 minutes', () => {
    const start = at('2026-06-01T12:00:00Z');
    const cooking = rules('cooking');
    const hot = [{ temperature: 76, recordedAt: minutesAfter(start, 40) }];
    expect(progressOf('cooking', start, cooking, hot, minutesAfter(start, 41)).state).toBe('complete');
    const held = [70, 71, 70.5].map((temperature, i) => ({ temperature, recordedAt: minutesAfter(start, 50 + i) }));
    expect(progressOf('cooking', start, cooking, held, minutesAfter(start, 53)).stages[0].reachedAt).toEqual(minutesAfter(start, 52));
    const broken = [70, 68, 71].map((temperature, i) => ({ temperature, recordedAt: minutesAfter(start, 50 + i) }));
    expect(progressOf('cooking', start, cooking, broken, minutesAfter(start, 53)).state).toBe('on_track');
  });

  it('a process spanning midnight keeps its hours and shows the next day on the location clock', () => {
    const start = at('2026-06-01T22:30:00Z'); // 23:30 in London (BST)
    const progress = progressOf('cooling', start, rules('cooling'), [], start);
    expect(progress.stages.map((s) => s.deadline.toISOString())).toEqual(['2026-06-02T00:30:00.000Z', '2026-06-02T04:30:00.000Z']);
    expect(localClock(progress.stages[0].deadline, 'Europe/London')).toBe('2026-06-02 01:30 BST');
    expect(progressOf('cooling', start, rules('cooling'), [], minutesAfter(start, 119)).state).toBe('on_track');
  });

  it('across the end of daylight saving, 2 hours are 2 elapsed hours, not two hours of wall clock', () => {
    // 25 October 2026, London: 02:00 BST becomes 01:00 GMT. Start 00:30 BST (23:30 UTC the day before).
    const start = at('2026-10-24T23:30:00Z');
    expect(localClock(start, 'Europe/London')).toBe('2026-10-25 00:30 BST');
    const [first, second] = progressOf('cooling', start, rules('cooling'), [], start).stages;
    expect(first.deadline.toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(localClock(first.deadline, 'Europe/London')).toBe('2026-10-25 01:30 GMT');
    expect(localClock(second.deadline, 'Europe/London')).toBe('2026-10-25 05:30 GMT');
    // New York's change comes a week later (1 November): 2 h from 00:30 EDT is 01:30 EST.
    const ny = at('2026-11-01T04:30:00Z');
    expect(localClock(ny, 'America/New_York')).toBe('2026-11-01 00:30 GMT-4');
    expect(localClock(progressOf('reheating', ny, rules('reheating'), [], ny).stages[0].deadline, 'America/New_York')).toBe('2026-11-01 01:30 GMT-5');
  });
});
