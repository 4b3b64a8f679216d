/** How long a channel waits on a provider or webhook before the send fails and is retried. */
const OUTBOUND_TIMEOUT_MS = 10_000;

/** A POST that throws on anything but a 2xx answer (the notification job records the error and retries). */
export async function postOrFail(url: string, body: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { method: 'POST', body, headers, redirect: 'error', signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS) });
  if (response.ok) return;
  const detail = (await response.text().catch(() => '')).slice(0, 200);
  throw new Error(`${new URL(url).host} answered ${response.status}${detail ? `: ${detail}` : ''}`);
}
