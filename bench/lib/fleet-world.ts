import pg from 'pg';
import { withClient } from './dataset.ts';
import { graphql } from './servers.ts';

const SETTINGS = 'query { companySettings { presets { type minTemp maxTemp alertDelayMinutes readingIntervalMinutes } } }';
const SAVE_PRESETS = 'mutation($presets: [EquipmentPresetInput!]) { updateCompanySettings(input: { presets: $presets }) { presets { alertDelayMinutes } } }';
const CREATE_KEY = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }';

/** Sets every equipment preset's alert delay, as an administrator does in Settings → Equipment presets. */
export async function setAlertDelay(base: string, cookie: string, minutes: number): Promise<void> {
  const { companySettings } = await graphql(base, cookie, SETTINGS);
  const presets = (companySettings.presets as { alertDelayMinutes: number }[]).map((p) => ({ ...p, alertDelayMinutes: minutes }));
  await graphql(base, cookie, SAVE_PRESETS, { presets });
}

/** One gateway API key per location, made through createApiKey as the README documents; the secrets live for this run only. */
export async function gatewayKeys(base: string, cookie: string, locationIds: number[], concurrency = 8): Promise<Map<number, string>> {
  const keys = new Map<number, string>();
  let next = 0;
  const stamp = new Date().toISOString().slice(0, 16);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < locationIds.length) {
        const locationId = locationIds[next++];
        const { createApiKey } = await graphql(base, cookie, CREATE_KEY, { input: { name: `Bench fleet gateway ${stamp}`, locationId } });
        keys.set(locationId, createApiKey.secret);
      }
    }),
  );
  return keys;
}

/**
 * Waits (at most `seconds`) until no job is ready: a run on a set an earlier, saturated run left
 * with a queue would otherwise measure that queue draining. Returns the ready jobs found first.
 */
export async function drainedBacklog(url: string, seconds: number): Promise<number> {
  const ready = () =>
    withClient(url, async (c) => {
      const { rows } = await c.query(
        'select count(*)::int as n from graphile_worker.jobs where run_at <= now() and locked_at is null and attempts < max_attempts',
      );
      return rows[0].n as number;
    });
  const first = await ready();
  const until = Date.now() + seconds * 1000;
  while ((await ready()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 1000));
  return first;
}

/** Samples graphile-worker's ready jobs (due, not taken) every `everyMs`: the backlog the workers have not caught up with. */
export function backlogSampler(url: string, everyMs = 2000) {
  const client = new pg.Client({ connectionString: url });
  const samples: { at: number; value: number }[] = [];
  /** The most ready jobs of each task seen in one sample: which work the runners fell behind on. */
  const peakByTask: Record<string, number> = {};
  let timer: NodeJS.Timeout | undefined;
  let started = 0;
  const sample = async () => {
    const { rows } = await client.query<{ task: string; n: number }>(
      `select t.identifier as task, count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
       where j.run_at <= now() and j.locked_at is null and j.attempts < j.max_attempts group by t.identifier`,
    );
    for (const { task, n } of rows) peakByTask[task] = Math.max(peakByTask[task] ?? 0, n);
    samples.push({ at: (performance.now() - started) / 1000, value: rows.reduce((sum, r) => sum + r.n, 0) });
  };
  return {
    samples,
    peakByTask,
    async start() {
      await client.connect();
      started = performance.now();
      await sample();
      timer = setInterval(() => void sample().catch(() => {}), everyMs);
    },
    async stop() {
      clearInterval(timer);
      await sample();
      await client.end();
    },
  };
}

export interface ExcursionOutcome {
  equipmentId: number;
  startedAt: Date | null;
  openedAt: Date | null;
}

/** Each drifting unit's current excursion and the automatic action opened for it, if any yet. */
export async function excursionOutcomes(url: string, equipmentIds: number[]): Promise<ExcursionOutcome[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `select e.id, e.excursion_started_at, a.created_at
       from equipment e
       left join corrective_action a on a.equipment_id = e.id and a.excursion_started_at = e.excursion_started_at and a.type = 'temperature_alert'
       where e.id = any($1::int[])`,
      [equipmentIds],
    );
    return rows.map((r) => ({ equipmentId: r.id, startedAt: r.excursion_started_at, openedAt: r.created_at }));
  });
}
