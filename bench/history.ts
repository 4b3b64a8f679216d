import { benchWorld } from './lib/bench-world.ts';
import { buildApi, commandLine, type Figure, fmt, main, parseArgs, printFigure, writeResult } from './lib/common.ts';
import { type DatasetShape, datasetName, PRESETS, withClient } from './lib/dataset.ts';
import { baseline, PAGE_SQL, STATS_SQL } from './lib/history-sql.ts';
import { load } from './lib/load.ts';
import { openDataset } from './lib/seed-data.ts';
import { graphql, PROXY_HEADERS, signIn, startApi } from './lib/servers.ts';

const UNIT_NAME = 'History Bench Fridge';
const PAGE = `query($e: Int!, $from: DateTimeISO!, $to: DateTimeISO!, $after: String) {
  readings(equipmentId: $e, from: $from, to: $to, first: 50, after: $after) {
    nodes { id temperature recordedAt source recordedByName status corrections { id } } pageInfo { hasNextPage endCursor } } }`;
const STATS = `query($e: Int!, $from: DateTimeISO!, $to: DateTimeISO!) {
  readingStats(equipmentId: $e, from: $from, to: $to, bucket: DAY) { bucket buckets { start min max mean count outOfRange } excursions { actionId } } }`;

/**
 * Issue 15/18: the history of one unit with a reading every minute for 30 days (43,200 readings) on
 * top of a bench data set: p50/p99 of the readings page (first and deep, by cursor) and of the daily
 * stats, each against the same statement sent straight through pg (the hand-written baseline).
 */
main('history', 15, async () => {
  // One connection by default: the figure is how long one person waits for the page, not throughput.
  const args = parseArgs({ size: 'small', days: 30, duration: 8, warmup: 2, connections: 1 });
  const startedAt = new Date().toISOString();
  const started = performance.now();
  buildApi();
  const shape: DatasetShape | undefined = PRESETS[args.size];
  if (!shape) throw new Error(`unknown size ${args.size}`);
  const { db } = await openDataset(shape);
  const world = await benchWorld(db.url);
  const unit = await minuteUnit(db.url, world.companyId, world.locationIds[0], args.days);
  const to = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
  const from = new Date(to.getTime() - args.days * 86_400_000);
  const range = { e: unit.id, from: from.toISOString(), to: to.toISOString() };

  const api = await startApi(db.url);
  const cookie = await signIn(api.base, world.username);
  // Pre-flight: the whole range by cursor is every reading, once; the stats cover every day.
  const deep = await deepCursor(api.base, cookie, range, unit.readings);
  const stats = (await graphql(api.base, cookie, STATS, range)).readingStats;
  const counted = stats.buckets.reduce((sum: number, b: { count: number }) => sum + b.count, 0);
  if (counted !== unit.readings) throw new Error(`daily stats count ${counted}, expected ${unit.readings}`);

  const figures: Figure[] = [];
  const targets: [string, Record<string, unknown>, string, unknown[]][] = [
    ['readings page 1 (50 rows)', { query: PAGE, variables: range }, PAGE_SQL, [unit.id, from, to, null, null]],
    [
      'readings deep page (after ~40,000 rows)',
      { query: PAGE, variables: { ...range, after: deep.cursor } },
      PAGE_SQL,
      [unit.id, from, to, deep.micros, deep.id],
    ],
    [`readingStats daily over ${args.days} days`, { query: STATS, variables: range }, STATS_SQL, [unit.id, from, to]],
  ];
  for (const [label, body, baselineSql, params] of targets) {
    const requests = [
      { method: 'POST' as const, path: '/graphql', headers: { 'content-type': 'application/json', cookie, ...PROXY_HEADERS }, body: JSON.stringify(body) },
    ];
    if (args.warmup > 0) await load({ url: api.base, connections: args.connections, duration: args.warmup, requests });
    const r = await load({ url: api.base, connections: args.connections, duration: args.duration, requests });
    if (r.failed) throw new Error(`${label}: ${r.failed} failed requests`);
    const b = await baseline(db.url, baselineSql, params, args.connections, args.duration);
    console.log(
      `history ${label}: API p50 ${fmt(r.p50, 1)} ms p99 ${fmt(r.p99, 1)} ms (${fmt(r.requestsPerSecond)} req/s); SQL p50 ${fmt(b.p50, 1)} p99 ${fmt(b.p99, 1)}`,
    );
    figures.push(
      printFigure({ name: `history ${datasetName(shape)} ${label}: p50`, value: r.p50, unit: 'ms', baseline: b.p50 }),
      printFigure({ name: `history ${datasetName(shape)} ${label}: p99`, value: r.p99, unit: 'ms', baseline: b.p99, goal: '≤ 100 ms', met: r.p99 <= 100 }),
    );
  }
  await api.stop();
  await db.stop();
  const details = [
    `One unit with a reading every minute for ${args.days} days (${unit.readings.toLocaleString()} readings) added to the ${datasetName(shape)} set (${(db.marker?.readings ?? 0).toLocaleString()} other readings); ${args.connections} connections for ${args.duration} s per query. Baseline: the same SQL sent straight through pg on as many connections.`,
  ];
  writeResult({ scenario: 'history', command: commandLine('history'), startedAt, seconds: (performance.now() - started) / 1000, figures, details });
});

/** The bench's minute-by-minute unit (made once per data set), with its readings of the range. */
async function minuteUnit(url: string, companyId: number, locationId: number, days: number): Promise<{ id: number; readings: number }> {
  return withClient(url, async (c) => {
    let [unit] = (await c.query('select id from equipment where name = $1 and company_id = $2', [UNIT_NAME, companyId])).rows;
    if (!unit) {
      [unit] = (
        await c.query(
          `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp) values ($1, $2, $3, 'fridge', 0, 5) returning id`,
          [companyId, locationId, UNIT_NAME],
        )
      ).rows;
      const [{ id: key }] = (
        await c.query(
          `insert into api_key (company_id, name, prefix, secret_hash, created_by_id) select $1, 'History bench gateway', 'fsm_hist0001', repeat('h', 64), id from "user" where company_id = $1 limit 1 returning id`,
          [companyId],
        )
      ).rows;
      // One more day than asked, so "the last N days" is full whenever the bench runs that day.
      await c.query(
        `insert into temperature_reading (company_id, equipment_id, api_key_id, temperature, is_manual, recorded_at, received_at, client_id)
         select $1, $2, $3, round((2 + 2 * sin(extract(epoch from t) / 3600))::numeric, 2), false, t, t, gen_random_uuid()
         from generate_series(date_trunc('minute', now()) - make_interval(days => $4 + 1), date_trunc('minute', now()), interval '1 minute') t`,
        [companyId, unit.id, key, days],
      );
      await c.query('analyze temperature_reading');
    }
    const [{ n }] = (
      await c.query(`select count(*)::int n from temperature_reading where equipment_id = $1 and recorded_at >= $2 and recorded_at < $3`, [
        unit.id,
        new Date(Math.ceil(Date.now() / 60_000) * 60_000 - days * 86_400_000),
        new Date(Math.ceil(Date.now() / 60_000) * 60_000),
      ])
    ).rows;
    return { id: unit.id, readings: n };
  });
}

/** Walks the range by cursor (200 a page would be faster; 50 is what the screen asks) and keeps the cursor after ~40,000 rows. */
async function deepCursor(base: string, cookie: string, range: Record<string, unknown>, expected: number) {
  let after: string | null = null;
  let seen = 0;
  let deep = '';
  const ids = new Set<number>();
  for (;;) {
    const page: { nodes: { id: number }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = (await graphql(base, cookie, PAGE, { ...range, after }))
      .readings;
    for (const node of page.nodes) ids.add(node.id);
    seen += page.nodes.length;
    if (!deep && seen >= Math.min(40_000, expected - 50)) deep = page.pageInfo.endCursor;
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  if (seen !== expected || ids.size !== expected) throw new Error(`paging saw ${seen} (${ids.size} distinct), expected ${expected}`);
  const [micros, id] = Buffer.from(deep, 'base64url').toString().split(':');
  return { cursor: deep, micros, id: Number(id) };
}
