import { useEffect, useState } from 'react';

/** Time to a deadline as a kitchen reads it: '1 h 05 min 09 s left', '4 min 05 s left', 'Deadline passed'. */
export function formatTimeLeft(deadline: string, now: number): string {
  const seconds = Math.floor((new Date(deadline).getTime() - now) / 1000);
  if (seconds <= 0) return 'Deadline passed';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h} h ${pad(m)} min ${pad(s)} s left` : `${m} min ${pad(s)} s left`;
}

/** The time now, ticking every second while mounted (the countdowns). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The API's process kinds and states in the screens' words. */
export const PROCESS_KIND_LABELS: Record<string, string> = { cooling: 'Cooling', cooking: 'Cooking', reheating: 'Reheating' };
export const PROCESS_STATE_LABELS: Record<string, string> = {
  on_track: 'On track',
  stage_passed: 'Stage passed',
  missed: 'Missed',
  complete: 'Complete',
};
