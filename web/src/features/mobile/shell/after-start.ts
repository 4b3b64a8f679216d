import { startTransition, useEffect, useState } from 'react';

/** The first screen's own work and a first tap come first: what can wait starts this long after, once the browser is idle. */
const SETTLE_MS = 300;

/**
 * Runs `work` once the app has started: SETTLE_MS after the first screen, in the browser's next idle
 * period (at once where there is no requestIdleCallback, as on Safari). What the first screen does
 * not need must not hold up its first tap (issue 38: the Record Temperature tile, usable fast).
 */
function afterStart(work: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    if (!('requestIdleCallback' in window)) return work();
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    cancelIdle = () => window.cancelIdleCallback(id);
  }, SETTLE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

/** False until the app has started (see afterStart), then true; the change renders as a transition, which a tap interrupts. */
export function useAfterStart(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => afterStart(() => startTransition(() => setStarted(true))), []);
  return started;
}
