import { useEffect } from 'react';
import { isNetworkFailure } from '../../../lib/network-failure';

type Loaded<T> = { data: T | undefined; error?: unknown; refetch(): Promise<unknown> };

/**
 * A query the phone works from without signal. Its last answer is kept on the phone (localStorage,
 * under `key`), so a view reopened offline still has it: while the server cannot be reached, the kept
 * answer stands in, with no error. A load that failed is tried again when the connection returns,
 * so its error banner goes away without a reload.
 */
export function useKeptOnPhone<T>(key: string | null, { data, error, refetch }: Loaded<T>): { data: T | undefined; error?: unknown } {
  useEffect(() => {
    if (key && data !== undefined) keep(key, data);
  }, [key, data]);
  useEffect(() => {
    if (!error) return;
    const retry = () => void refetch().catch(() => {});
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [error, refetch]);
  const kept = key && error && isNetworkFailure(error) ? keptAnswer<T>(key) : null;
  return kept ? { data: kept } : { data, error };
}

function keep(key: string, data: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(data));
  } catch {
    // A full or unavailable store: the view works online as before.
  }
}

function keptAnswer<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}
