import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'autocannon';
import { createInProcessServer, openOrm } from './lib/api-dist.ts';
import { benchWorld } from './lib/bench-world.ts';
import { buildApi, commandLine, type Figure, fmt, main, OUT, parseArgs, printFigure, RESULTS_DIR, ratio, writeResult } from './lib/common.ts';
import { type DatasetShape, datasetName, PRESETS } from './lib/dataset.ts';
import { type LoadResult, load, type PollResult, poll, pollRounds } from './lib/load.ts';
import { summariseProfile } from './lib/profile.ts';
import { openDataset } from './lib/seed-data.ts';
import { graphql, PROXY_HEADERS, signIn, startApi, startBaseline } from './lib/servers.ts';
import { type ExplainedQuery, explainAll, installSqlCapture } from './lib/sql-capture.ts';

export const DASHBOARD_QUERY = `query BenchDashboard($locationId: Int) {
  dashboard(locationId: $locationId) {
    userRole
    site {
      locationId locationName activeMonitoring complianceRate pendingActions totalChecks overdueChecks
      equipment {
        id name type isActive locationName status currentTemperature effectiveMinTemp effectiveMaxTemp
        lastReading { temperature recordedAt }
        recentReadings(limit: 5) { id temperature recordedAt status }
      }
      todaysChecks { id templateName type status }
      openActions { id description severity status createdAt }
    }
  }
}`;

const capture = installSqlCapture();

interface Target {
  key: string;
  label: string;
  server: 'api' | 'baseline';
  request: (locationId: number) => Request;
}

main('dashboard', 30, async () => {
  const args = parseArgs({
    sizes: 'small,default',
    pollers: 200,
    interval: 5,
    requests: 2000,
    round: 5,
    warmup: 2,
    sessions: 20,
    saturation: 5,
    targets: 'baseline,graphql,rest',
    profile: false,
  });
  const startedAt = new Date().toISOString();
  const started = performance.now();
  buildApi();
  const figures: Figure[] = [];
  const details: string[] = [
    `${args.pollers} pollers, each on its own keep-alive connection, each polling every ${args.interval} s from a random start (${fmt(args.pollers / args.interval)} req/s in all; the web app polls every 30 s, so this is ${fmt(30 / args.interval)}× its rate), after a ${args.warmup} s warm-up of each target, in alternating rounds of ${args.round} s (${args.targets.split(',').join(', ')}, ${args.targets.split(',')[0]}, …) until each target has answered at least ${args.requests.toLocaleString()} requests, so a drift in the machine's load falls on all of them alike; ${args.sessions} signed-in sessions of a company-wide user. Saturation: 50 autocannon connections as fast as they go for ${args.saturation} s.`,
  ];
  const bySize: Record<string, Record<string, PollResult>> = {};
  const roundsBySize: Record<string, number> = {};
  for (const size of args.sizes.split(',')) {
    const shape: DatasetShape | undefined = PRESETS[size];
    if (!shape) throw new Error(`unknown size ${size}`);
    const name = datasetName(shape);
    const { db } = await openDataset(shape);
    const world = await benchWorld(db.url);
    const locationId = world.locationIds[Math.floor(world.locationIds.length / 2)];
    const profileDir = join(OUT, 'profiles', `dashboard-${name}-${Date.now()}`);
    const api = await startApi(db.url, {}, args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
    const baseline = await startBaseline(db.url, { BENCH_USER_ID: String(world.userId) });
    const cookies: string[] = [];
    for (let i = 0; i < args.sessions; i++) cookies.push(await signIn(api.base, world.username));

    // Pre-flight: all three return the location's 20 units (the API's with 5 recent readings each).
    const data = await graphql(api.base, cookies[0], DASHBOARD_QUERY, { locationId });
    const units = data.dashboard.site.equipment as { recentReadings: unknown[] }[];
    if (units.length !== shape.equipmentPerLocation || units.some((u) => u.recentReadings.length !== 5))
      throw new Error(`unexpected dashboard: ${JSON.stringify(data).slice(0, 300)}`);
    const rest = await (await fetch(`${api.base}/api/dashboard?locationId=${locationId}`, { headers: { cookie: cookies[0], ...PROXY_HEADERS } })).json();
    const base = await (await fetch(`${baseline.base}/dashboard?locationId=${locationId}`)).json();
    if (rest.equipment?.length !== shape.equipmentPerLocation || base.equipment?.length !== shape.equipmentPerLocation)
      throw new Error('REST or baseline dashboard has the wrong units');

    let next = 0;
    const withSession = (req: Request, context: Record<string, unknown>) => {
      if (!context.headers) context.headers = { ...req.headers, cookie: cookies[next++ % cookies.length] };
      return { ...req, headers: context.headers as Record<string, string> };
    };
    const targets: Target[] = [
      { key: 'baseline', label: 'baseline (one SQL query)', server: 'baseline', request: (id) => ({ method: 'GET', path: `/dashboard?locationId=${id}` }) },
      {
        key: 'graphql',
        label: 'GraphQL dashboard + recentReadings(5)',
        server: 'api',
        request: (id) => ({
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', ...PROXY_HEADERS },
          body: JSON.stringify({ query: DASHBOARD_QUERY, variables: { locationId: id } }),
          setupRequest: withSession,
        }),
      },
      {
        key: 'rest',
        label: 'GET /api/dashboard',
        server: 'api',
        request: (id) => ({ method: 'GET', path: `/api/dashboard?locationId=${id}`, headers: { ...PROXY_HEADERS }, setupRequest: withSession }),
      },
    ];
    const chosen = targets.filter((t) => args.targets.split(',').includes(t.key));
    const urlOf = (target: Target) => (target.server === 'api' ? api.base : baseline.base);
    for (const target of chosen) {
      if (args.warmup > 0) await load({ url: urlOf(target), connections: 20, duration: args.warmup, requests: [target.request(locationId)] });
    }
    const { results, rounds } = await pollRounds({
      roundSeconds: args.round,
      minRequests: args.requests,
      maxRounds: 200,
      targets: chosen.map((target) => {
        const spec = target.request(locationId);
        return {
          key: target.key,
          poll: (seconds: number) =>
            poll({
              url: urlOf(target),
              pollers: args.pollers,
              intervalMs: args.interval * 1000,
              seconds,
              request: (poller) => ({
                method: spec.method!,
                path: spec.path!,
                headers: { ...spec.headers, ...(target.server === 'api' ? { cookie: cookies[poller % cookies.length] } : {}) },
                body: spec.body,
              }),
            }),
        };
      }),
    });
    roundsBySize[name] = rounds;
    const saturated: Record<string, LoadResult> = {};
    for (const target of chosen) {
      if (args.saturation > 0)
        saturated[target.key] = await load({ url: urlOf(target), connections: 50, duration: args.saturation, requests: [target.request(locationId)] });
      const r = results[target.key];
      console.log(
        `dashboard ${name} ${target.key}: p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms, max ${fmt(r.max, 1)} ms from ${r.requests} requests in ${rounds} rounds at ${fmt(r.requestsPerSecond)} req/s (${r.failed} failed)${saturated[target.key] ? `; saturated ${fmt(saturated[target.key].requestsPerSecond)} req/s` : ''}`,
      );
      const failed = r.failed + (saturated[target.key]?.failed ?? 0);
      if (failed > 0) throw new Error(`${target.key}: ${failed} failed requests`);
    }
    bySize[name] = results;
    const b = results.baseline;
    for (const target of targets.filter((t) => t.server === 'api' && results[t.key] && b)) {
      const r = results[target.key];
      const label = `dashboard ${name} ${target.label}`;
      figures.push(
        printFigure({ name: `${label}: p50`, value: r.p50, unit: 'ms', baseline: b.p50 }),
        printFigure({
          name: `${label}: p99`,
          value: r.p99,
          unit: 'ms',
          baseline: b.p99,
          goal: '≤ 2× baseline',
          met: r.p99 <= 2 * b.p99,
          note: `${r.requests.toLocaleString()} requests (baseline ${b.requests.toLocaleString()}) in ${roundsBySize[name]} alternating rounds of ${args.round} s; max ${fmt(r.max, 1)} ms (baseline ${fmt(b.max, 1)})`,
        }),
      );
      if (saturated[target.key] && saturated.baseline)
        figures.push(
          printFigure({
            name: `${label}: saturated throughput`,
            value: saturated[target.key].requestsPerSecond,
            unit: 'req/s',
            baseline: saturated.baseline.requestsPerSecond,
          }),
        );
    }
    await api.stop();
    await baseline.stop();
    if (args.profile) details.push(`#### CPU profile of the API process, ${name}\n\n${summariseProfile(profileDir)}`);

    // The statements the API issues for one dashboard, captured in-process and EXPLAINed.
    const orm = await openOrm(db.url);
    const server = await createInProcessServer(
      orm,
      { NODE_ENV: 'production', TRUST_PROXY: 'loopback', DATABASE_URL: db.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'fsm-bench-')), PORT: '0' },
      db.url,
    );
    const port = await server.listen(0);
    const inProcess = `http://127.0.0.1:${port}`;
    const cookie = await signIn(inProcess, world.username);
    await graphql(inProcess, cookie, DASHBOARD_QUERY, { locationId });
    capture.queries.length = 0;
    capture.on = true;
    await graphql(inProcess, cookie, DASHBOARD_QUERY, { locationId });
    const graphqlStatements = capture.queries.length;
    await (await fetch(`${inProcess}/api/dashboard?locationId=${locationId}`, { headers: { cookie, ...PROXY_HEADERS } })).text();
    capture.on = false;
    const restStatements = capture.queries.length - graphqlStatements;
    await server.close();
    await orm.close(true);
    const explained = await explainAll(db.url, capture.queries);
    writeFileSync(join(RESULTS_DIR, `dashboard-explain-${name}.txt`), explained.map((e) => `-- ${e.text}\n${e.plan}\n`).join('\n'));
    details.push(explainTable(name, db.marker?.readings ?? 0, graphqlStatements, restStatements, explained));
    await db.stop();
  }

  const names = Object.keys(bySize);
  if (names.length > 1) {
    const [small, large] = [names[0], names[names.length - 1]];
    for (const key of ['graphql', 'rest', 'baseline'].filter((k) => bySize[small][k] && bySize[large][k])) {
      figures.push(
        printFigure({
          name: `dashboard ${key}: p50 on ${large} vs ${small} (growth with stored readings)`,
          value: bySize[large][key].p50,
          unit: 'ms',
          baseline: bySize[small][key].p50,
          ratio: ratio(bySize[large][key].p50, bySize[small][key].p50),
          note: 'ratio ≈ 1 means latency does not grow with history',
        }),
      );
      figures.push(
        printFigure({
          name: `dashboard ${key}: p99 on ${large} vs ${small} (growth with stored readings)`,
          value: bySize[large][key].p99,
          unit: 'ms',
          baseline: bySize[small][key].p99,
          ratio: ratio(bySize[large][key].p99, bySize[small][key].p99),
          note: 'ratio ≈ 1 means latency does not grow with history',
        }),
      );
    }
  }
  writeResult({ scenario: 'dashboard', command: commandLine('dashboard'), startedAt, seconds: (performance.now() - started) / 1000, figures, details });
});

function explainTable(name: string, readings: number, graphqlStatements: number, restStatements: number, explained: ExplainedQuery[]): string {
  const rows = explained.map(
    (e) =>
      `| ${e.planningMs.toFixed(2)} | ${e.executionMs.toFixed(2)} | ${e.sharedHit}/${e.sharedRead} | ${e.seqScans.join(', ') || '–'} | \`${e.text.slice(0, 150).replace(/\|/g, '\\|')}…\` |`,
  );
  return [
    `#### EXPLAIN (ANALYZE, BUFFERS) of the API's dashboard statements, ${name} (${readings.toLocaleString()} readings)`,
    '',
    `One GraphQL dashboard request issued ${graphqlStatements} statements, one REST request ${restStatements} (session store included; it is not explained). Full plans: bench/out/results/dashboard-explain-${name}.txt.`,
    '',
    '| planning ms | execution ms | shared hit/read blocks | seq scans | statement |',
    '|---:|---:|---:|---|---|',
    ...rows,
  ].join('\n');
}
