import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Request } from 'autocannon';
import pg from 'pg';
import { type BenchUnit, benchWorld, sampleTemperature } from './lib/bench-world.ts';
import { chainCeiling } from './lib/chain-ceiling.ts';
import { buildApi, commandLine, type Figure, fmt, main, OUT, parseArgs, printFigure, writeResult } from './lib/common.ts';
import { cpuDelta, cpuSnapshot, postmasterPid } from './lib/cpu.ts';
import { datasetName } from './lib/dataset.ts';
import { type LoadResult, load } from './lib/load.ts';
import { type ProfileWindow, profileClock, summariseProfile } from './lib/profile.ts';
import { openDataset } from './lib/seed-data.ts';
import { graphql, PROXY_HEADERS, signIn, startApi, startBaseline } from './lib/servers.ts';
import { SHAPE_ARGS, shapeFrom } from './lib/shape-args.ts';

const RECORD_ONE = 'mutation Record($input: RecordReadingInput!) { recordReading(input: $input) { id status } }';
const RECORD_MANY = 'mutation RecordMany($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id status } }';

interface Mode {
  key: string;
  label: string;
  /** Readings per request. */
  batch: number;
  api: (ctx: Ctx) => { path: string; body: string };
  baseline: (ctx: Ctx) => { path: string; body: string };
}

/** Per autocannon connection: batches come from one location's units, like one site's probe hub. */
interface Ctx {
  unit(): BenchUnit;
  site(): BenchUnit[];
}

main('ingest', 20, async () => {
  const args = parseArgs({ ...SHAPE_ARGS, duration: 10, warmup: 2, connections: 50, batch: 100, modes: 'rest,graphql,batch', sessions: 10, profile: false });
  const startedAt = new Date().toISOString();
  const started = performance.now();
  buildApi();
  const shape = shapeFrom(args);
  const { db } = await openDataset(shape);
  const world = await benchWorld(db.url);
  const profileDir = join(OUT, 'profiles', `ingest-${Date.now()}`);
  const api = await startApi(db.url, {}, args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  const baseline = await startBaseline(db.url, { BENCH_USER_ID: String(world.userId) });
  // Devices sign in separately: connections share args.sessions sessions round-robin.
  const cookies: string[] = [];
  for (let i = 0; i < args.sessions; i++) cookies.push(await signIn(api.base, world.username));
  const cookie = cookies[0];
  const sites = Map.groupBy(world.units, (u) => u.locationId);
  const reading = (unit: BenchUnit) => ({ equipmentId: unit.id, temperature: sampleTemperature(unit), clientId: randomUUID() });
  const siteBatch = (units: BenchUnit[]) => {
    const now = Date.now();
    return Array.from({ length: args.batch }, (_, i) => {
      const unit = units[i % units.length];
      return { ...reading(unit), recordedAt: new Date(now - (args.batch - i) * 1000).toISOString() };
    });
  };
  const withCompany = <T extends object>(r: T) => ({ ...r, companyId: world.companyId });

  const modes: Mode[] = [
    {
      key: 'rest',
      label: 'REST POST /api/temperature-readings',
      batch: 1,
      api: (c) => ({ path: '/api/temperature-readings', body: JSON.stringify(reading(c.unit())) }),
      baseline: (c) => ({ path: '/readings', body: JSON.stringify(withCompany(reading(c.unit()))) }),
    },
    {
      key: 'graphql',
      label: 'GraphQL recordReading',
      batch: 1,
      api: (c) => ({ path: '/graphql', body: JSON.stringify({ query: RECORD_ONE, variables: { input: reading(c.unit()) } }) }),
      baseline: (c) => ({ path: '/readings', body: JSON.stringify(withCompany(reading(c.unit()))) }),
    },
    {
      key: 'batch',
      label: `GraphQL recordReadings ×${args.batch}`,
      batch: args.batch,
      api: (c) => ({ path: '/graphql', body: JSON.stringify({ query: RECORD_MANY, variables: { inputs: siteBatch(c.site()) } }) }),
      baseline: (c) => ({ path: '/readings/batch', body: JSON.stringify({ readings: siteBatch(c.site()).map(withCompany) }) }),
    },
  ];

  // Pre-flight: every mode works once against both servers before any load.
  const anyUnit = world.units[0];
  const ctx0: Ctx = { unit: () => anyUnit, site: () => sites.get(anyUnit.locationId)! };
  await graphql(api.base, cookie, RECORD_ONE, { input: reading(anyUnit) });
  await graphql(api.base, cookie, RECORD_MANY, { inputs: siteBatch(ctx0.site()) });
  for (const mode of modes) {
    for (const [name, target, make] of [
      ['api', api.base, mode.api],
      ['baseline', baseline.base, mode.baseline],
    ] as const) {
      const { path, body } = make(ctx0);
      const response = await fetch(`${target}${path}`, { method: 'POST', headers: headers(name === 'api' ? cookie : ''), body });
      const text = await response.text();
      if (response.status >= 300 || text.includes('"errors"')) throw new Error(`pre-flight ${mode.key} ${name}: ${response.status} ${text.slice(0, 300)}`);
    }
  }

  const monitor = new pg.Client({ connectionString: db.url });
  await monitor.connect();
  await monitor.query('create extension if not exists pg_stat_statements');
  const maxId = async () => Number((await monitor.query('select coalesce(max(id), 0) as id from temperature_reading')).rows[0].id);

  const figures: Figure[] = [];
  const details: string[] = [];
  const siteIds = [...sites.keys()];
  const cpuLines = [
    '| mode | server | server process CPU ms/request | PostgreSQL CPU ms/request | load generator CPU ms/request | machine busy |',
    '|---|---|---:|---:|---:|---:|',
  ];
  const singleRates: Record<string, { api: number; baseline: number }> = {};
  // The API's measured runs: its profile is summarised over these alone (not start-up, warm-ups or the baselines' turns).
  const measured: ProfileWindow[] = [];
  for (const mode of modes.filter((m) => args.modes.split(',').includes(m.key))) {
    const runs: Record<string, { load: LoadResult; readings: number; statements?: number; top?: string; serverCpuMs: number; postgresCpuMs: number }> = {};
    for (const target of ['baseline', 'api'] as const) {
      const base = target === 'api' ? api.base : baseline.base;
      const make = target === 'api' ? mode.api : mode.baseline;
      let nextSite = 0;
      let nextSession = 0;
      const request: Request = {
        method: 'POST',
        headers: headers(target === 'api' ? cookie : ''),
        setupRequest: (req, context) => {
          // Each connection keeps one site for batches; single readings go to any unit of the company.
          if (context.site === undefined) {
            context.site = siteIds[nextSite++ % siteIds.length];
            context.headers = headers(target === 'api' ? cookies[nextSession++ % cookies.length] : '');
          }
          const site = sites.get(context.site as number)!;
          return {
            ...req,
            headers: context.headers as Record<string, string>,
            ...make({ unit: () => world.units[Math.floor(Math.random() * world.units.length)], site: () => site }),
          };
        },
      };
      if (args.warmup > 0) await load({ url: base, connections: args.connections, duration: args.warmup, requests: [request] });
      await monitor.query('select pg_stat_statements_reset()');
      const before = await maxId();
      const from = profileClock();
      const cpuBefore = cpuSnapshot({ server: target === 'api' ? api.pid : baseline.pid, bench: process.pid }, postmasterPid(db.dataDir));
      const result = await load({ url: base, connections: args.connections, duration: args.duration, requests: [request] });
      const cpu = cpuDelta(cpuBefore, cpuSnapshot({ server: target === 'api' ? api.pid : baseline.pid, bench: process.pid }, postmasterPid(db.dataDir)));
      if (target === 'api') measured.push({ from, to: profileClock() });
      const readings = (await maxId()) - before;
      const statements = await statementsPerRequest(monitor, result.ok + result.failed);
      const perRequest = (seconds: number) => (1000 * seconds) / Math.max(1, result.ok);
      runs[target] = {
        load: result,
        readings,
        statements: statements.perRequest,
        top: statements.top,
        serverCpuMs: perRequest(cpu.server),
        postgresCpuMs: perRequest(cpu.postgres),
      };
      cpuLines.push(
        `| ${mode.label} | ${target} | ${fmt(perRequest(cpu.server), 2)} | ${fmt(perRequest(cpu.postgres), 2)} | ${fmt(perRequest(cpu.bench), 2)} | ${fmt((100 * (cpu.machine - cpu.idle)) / Math.max(cpu.machine, 1e-9))} % |`,
      );
      console.log(
        `ingest ${mode.key} ${target}: ${fmt(result.requestsPerSecond)} req/s, ${fmt(readings / result.seconds)} readings/s (stored), p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.failed} failed, ${fmt(statements.perRequest, 1)} SQL statements/request`,
      );
      if (result.failed > 0) console.log(`ingest ${mode.key} ${target}: status codes ${JSON.stringify(result.statusCodes)}`);
      const expected = result.ok * mode.batch;
      if (readings < expected * 0.99)
        throw new Error(`${mode.key} ${target}: ${result.ok} successful requests should have stored ${expected} readings, stored ${readings}`);
    }
    const a = runs.api;
    const b = runs.baseline;
    const name = `ingest ${mode.label}`;
    const goalReq = mode.batch === 1 ? '≥ 0.50× baseline req/s' : undefined;
    const apiRate = a.readings / a.load.seconds;
    const baseRate = b.readings / b.load.seconds;
    if (mode.batch === 1) singleRates[mode.label] = { api: a.load.requestsPerSecond, baseline: b.load.requestsPerSecond };
    figures.push(
      printFigure({
        name: `${name}: req/s`,
        value: a.load.requestsPerSecond,
        unit: 'req/s',
        baseline: b.load.requestsPerSecond,
        goal: goalReq,
        met: goalReq ? a.load.requestsPerSecond >= 0.5 * b.load.requestsPerSecond : undefined,
      }),
      printFigure({
        name: `${name}: readings/s`,
        value: apiRate,
        unit: 'readings/s',
        baseline: baseRate,
        goal: mode.batch > 1 ? '≥ 0.60× baseline readings/s' : undefined,
        met: mode.batch > 1 ? apiRate >= 0.6 * baseRate : undefined,
      }),
      printFigure({ name: `${name}: p50 latency`, value: a.load.p50, unit: 'ms', baseline: b.load.p50 }),
      printFigure({ name: `${name}: p99 latency`, value: a.load.p99, unit: 'ms', baseline: b.load.p99 }),
      printFigure({ name: `${name}: SQL statements per request`, value: a.statements ?? Number.NaN, unit: '', baseline: b.statements }),
      printFigure({ name: `${name}: server process CPU per request`, value: a.serverCpuMs, unit: 'ms', baseline: b.serverCpuMs }),
      printFigure({ name: `${name}: PostgreSQL CPU per request`, value: a.postgresCpuMs, unit: 'ms', baseline: b.postgresCpuMs }),
    );
    details.push(`#### ${mode.label}: the API's statements by total time (pg_stat_statements)\n\n${a.top}`);
  }
  await monitor.end();
  figures.push(await ceilingFigure(db.url, world, args.connections, args.duration, singleRates));
  if (args.profile) {
    await api.stop();
    const summary = summariseProfile(profileDir, 25, measured);
    console.log(summary);
    details.push(`#### CPU profile of the API process over its measured runs\n\n${summary}`);
  }
  writeResult({
    scenario: 'ingest',
    command: commandLine('ingest'),
    startedAt,
    seconds: (performance.now() - started) / 1000,
    figures,
    details: [
      `Dataset ${datasetName(shape)} (${db.marker?.readings.toLocaleString()} seeded readings); ${args.connections} connections sharing ${args.sessions} signed-in sessions, ${args.duration} s per run after a ${args.warmup} s warm-up; baseline first, then the API, for each mode.`,
      `#### Where the CPU went (2 cores; /proc accounting over each measured run)\n\n${cpuLines.join('\n')}`,
      ...details,
    ],
  });
});

/** The audit chain's ceiling (lib/chain-ceiling.ts) beside what the API and the raw baseline reached. */
async function ceilingFigure(
  url: string,
  world: { companyId: number; userId: number; units: BenchUnit[] },
  connections: number,
  seconds: number,
  singleRates: Record<string, { api: number; baseline: number }>,
): Promise<Figure> {
  const ceiling = await chainCeiling(url, { companyId: world.companyId, userId: world.userId, unitIds: world.units.map((u) => u.id) }, connections, seconds);
  const reached = Object.entries(singleRates).map(
    ([label, r]) => `${label}: API ${fmt(r.api)} req/s = ${fmt(r.api / ceiling.chained, 2)}× this ceiling; raw baseline ${fmt(r.baseline)} req/s`,
  );
  console.log(`ingest ceiling: ${fmt(ceiling.chained)} audited writes/s, ${fmt(ceiling.unchained)} without the audit event`);
  const sealing = `events sealed by the API's job runner meanwhile (at most ${fmt(ceiling.maxUnsealed)} unsealed), the last ${ceiling.sealedAfterSeconds.toFixed(1)} s after the run; ${fmt(ceiling.sealedEvents)} links checked, ${ceiling.brokenLinks} broken`;
  if (ceiling.brokenLinks > 0) throw new Error(`the audit chain has ${ceiling.brokenLinks} broken links after the chained run`);
  return printFigure({
    name: "ingest: one company's single readings with their audit event, PostgreSQL alone (the audit chain's ceiling)",
    value: ceiling.chained,
    unit: 'writes/s',
    baseline: ceiling.unchained,
    goal: '≥ 0.80× the unchained write',
    met: ceiling.chained >= 0.8 * ceiling.unchained,
    note: `baseline: the same write without its audit event; ${connections} connections straight through pg, ${seconds} s each; ${sealing}. ${reached.join('; ')}`,
  });
}

function headers(cookie: string): Record<string, string> {
  return { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...PROXY_HEADERS };
}

/** Statements per request since the last reset, and the top statements by total time as a markdown table. */
async function statementsPerRequest(c: pg.Client, requests: number): Promise<{ perRequest: number; top: string }> {
  const { rows } = await c.query(
    `select calls, total_exec_time, mean_exec_time, mean_plan_time, left(regexp_replace(query, '\\s+', ' ', 'g'), 140) as query
     from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
       and query not like '%pg_stat_statements%' and query not like '%max(id)%'
     order by total_exec_time desc`,
  );
  const calls = rows.reduce((sum, r) => sum + Number(r.calls), 0);
  const top = [
    '| calls | total execution ms | mean planning ms | mean execution ms | statement |',
    '|---:|---:|---:|---:|---|',
    ...rows
      .slice(0, 10)
      .map(
        (r) =>
          `| ${r.calls} | ${fmt(Number(r.total_exec_time))} | ${Number(r.mean_plan_time).toFixed(3)} | ${Number(r.mean_exec_time).toFixed(3)} | \`${String(r.query).replace(/\|/g, '\\|')}\` |`,
      ),
  ].join('\n');
  return { perRequest: requests ? calls / requests : Number.NaN, top };
}
