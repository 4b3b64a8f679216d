import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type BenchUnit, benchWorld, sampleTemperature } from './lib/bench-world.ts';
import { buildApi, commandLine, type Figure, fmt, main, OUT, parseArgs, percentile, printFigure, sleep, writeResult } from './lib/common.ts';
import { datasetName, PRESETS } from './lib/dataset.ts';
import { type FleetRequest, type FleetRun, fleetLoad, slopePerMinute } from './lib/fleet-load.ts';
import { backlogSampler, drainedBacklog, excursionOutcomes, gatewayKeys, setAlertDelay } from './lib/fleet-world.ts';
import { type ProfileWindow, profileClock, summariseProfile } from './lib/profile.ts';
import { openDataset } from './lib/seed-data.ts';
import { PROXY_HEADERS, signIn, startApi, startBaseline } from './lib/servers.ts';

/**
 * Issue 18's sensor fleet: every unit of the data set (10,000 on the fleet set) reports once a
 * --period through its location's gateway key (POST /api/temperature-readings, Bearer key), and
 * --drift of them read above their band from their first report on. Measured: ingest latency
 * against bench/baseline taking the same open-loop load, whether each excursion's action opened
 * within --on-time seconds of the alert delay (set short in the presets), and graphile-worker's
 * ready-job backlog over the run.
 */
main('fleet', 25, async () => {
  const args = parseArgs({
    size: 'fleet',
    units: 0,
    duration: 120,
    baselineDuration: 30,
    warmup: 10,
    period: 60,
    drift: 0.1,
    alertDelay: 1,
    onTime: 30,
    profile: false,
  });
  const startedAt = new Date().toISOString();
  const started = performance.now();
  buildApi();
  const shape = PRESETS[args.size];
  if (!shape) throw new Error(`unknown size ${args.size}`);
  const { db } = await openDataset(shape);
  const world = await benchWorld(db.url);
  // --units: the first N units (whole sites, by id) of a bigger set; 0 is every unit.
  const units = args.units > 0 ? world.units.slice(0, args.units) : world.units;
  if (units.length < args.units) throw new Error(`the ${datasetName(shape)} set has ${units.length} units, fewer than --units ${args.units}`);
  const locationIds = [...new Set(units.map((u) => u.locationId))];
  // Every tenth unit (by position, so spread over every location) drifts; only units with a band can.
  const driftingUnits = units.filter((_, i) => i % Math.round(1 / args.drift) === 0);
  const drifting = new Set(driftingUnits.map((u) => u.id));
  const profileDir = join(OUT, 'profiles', `fleet-${Date.now()}`);
  const api = await startApi(db.url, {}, args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  const baseline = await startBaseline(db.url, { BENCH_USER_ID: String(world.userId) });
  const leftover = await drainedBacklog(db.url, 120);
  if (leftover) console.log(`fleet: ${leftover} ready jobs left by an earlier run; waited for the API to run them first`);
  const cookie = await signIn(api.base, world.username);
  await setAlertDelay(api.base, cookie, args.alertDelay);
  const keys = await gatewayKeys(api.base, cookie, locationIds);
  const json = { 'content-type': 'application/json', ...PROXY_HEADERS };
  const reading = (unit: BenchUnit, out: boolean) => ({
    equipmentId: unit.id,
    temperature: out ? Math.round((unit.max + 3 + Math.random()) * 10) / 10 : sampleTemperature(unit),
    timestamp: new Date().toISOString(),
    clientId: randomUUID(),
    batteryPercent: 80,
    signalStrength: -60,
  });
  const gateway = (unit: BenchUnit, out: boolean) => ({
    path: '/api/temperature-readings',
    headers: { ...json, authorization: `Bearer ${keys.get(unit.locationId)}` },
    body: JSON.stringify(reading(unit, out)),
  });

  // Every drifting unit starts in range, so its excursion is a new one whatever an earlier run left.
  const reset = await fleetLoad({ base: api.base, units: driftingUnits.length, periodMs: 5000, seconds: 5, request: (i) => gateway(driftingUnits[i], false) });
  if (reset.failed) throw new Error(`resetting the drifting units failed: ${JSON.stringify(reset.statusCodes)}`);

  const periodMs = args.period * 1000;
  // Each server first takes --warmup seconds of the same load, not counted (as ingest and
  // dashboard warm up): every unit in range then, so each drifting unit's excursion still starts
  // in the measured run.
  const warmUp = (server: string, request: (i: number) => FleetRequest) =>
    fleetLoad({ base: server, units: units.length, periodMs, seconds: args.warmup, request });
  const toBaseline = (i: number) => ({ path: '/readings', headers: json, body: JSON.stringify({ ...reading(units[i], false), companyId: world.companyId }) });
  if (args.warmup) await warmUp(baseline.base, toBaseline);
  const idleBacklog = backlogSampler(db.url);
  await idleBacklog.start();
  const base = await fleetLoad({
    base: baseline.base,
    units: units.length,
    periodMs,
    seconds: args.baselineDuration,
    request: toBaseline,
  });
  await idleBacklog.stop();
  report('baseline', base);

  if (args.warmup) await warmUp(api.base, (i) => gateway(units[i], false));
  const backlog = backlogSampler(db.url);
  const runStart = new Date();
  const measured: ProfileWindow = { from: profileClock(), to: 0 };
  await backlog.start();
  const run = await fleetLoad({
    base: api.base,
    units: units.length,
    periodMs,
    seconds: args.duration,
    request: (i) => gateway(units[i], drifting.has(units[i].id)),
  });
  await backlog.stop();
  measured.to = profileClock();
  report('api', run);

  // Every excursion that fell due during the run must have its action within --on-time of its due time.
  const delayMs = args.alertDelay * 60_000;
  const waitUntil = Date.now() + delayMs + args.onTime * 1000;
  let outcomes = await excursionOutcomes(db.url, [...drifting]);
  while (outcomes.some((o) => !o.openedAt) && Date.now() < waitUntil) {
    await sleep(1000);
    outcomes = await excursionOutcomes(db.url, [...drifting]);
  }
  const started_ = outcomes.filter((o) => o.startedAt && o.startedAt >= new Date(runStart.getTime() - 1000));
  const late = started_.map((o) => (o.openedAt ? o.openedAt.getTime() - o.startedAt!.getTime() - delayMs : Number.POSITIVE_INFINITY)).sort((a, b) => a - b);
  const onTime = late.filter((ms) => ms <= args.onTime * 1000).length;
  const toAction = started_.filter((o) => o.openedAt).map((o) => (o.openedAt!.getTime() - o.startedAt!.getTime()) / 1000);
  // Growth is measured from the alert delay on: before it no review can be due, so the run's first
  // minute is empty by design and would read as growth in a short run.
  const due = backlog.samples.filter((s) => s.at >= args.alertDelay * 60);
  const slope = slopePerMinute(due.length >= 2 ? due : backlog.samples);
  const idleSlope = slopePerMinute(idleBacklog.samples);
  const maxBacklog = Math.max(...backlog.samples.map((s) => s.value));
  console.log(
    `fleet: ${started_.length}/${drifting.size} excursions started in the run, ${onTime} actions on time, lateness p50 ${fmt(percentile(late, 50) / 1000, 1)} s max ${fmt((late.at(-1) ?? Number.NaN) / 1000, 1)} s; ready jobs ${backlog.samples.map((s) => s.value).join(',')}; most ready of each task ${JSON.stringify(backlog.peakByTask)}`,
  );

  // --profile: the API writes its profile as it exits; summarised over the measured run alone.
  let profile = '';
  if (args.profile) {
    await api.stop();
    profile = `#### CPU profile of the API process over the measured run\n\n${summariseProfile(profileDir, 40, [measured])}`;
    console.log(profile);
  }
  const rate = fmt(units.length / args.period, 0);
  const figures: Figure[] = [
    printFigure({
      name: `fleet ${fmt(units.length)} units × 1/${args.period} s (${rate} req/s): ingest p99 latency`,
      value: run.p99,
      unit: 'ms',
      baseline: base.p99,
      goal: '≤ 50 ms',
      met: run.p99 <= 50,
      note: `p50 ${fmt(run.p50, 1)} ms (baseline ${fmt(base.p50, 1)}), max ${fmt(run.max)} ms`,
    }),
    printFigure({ name: 'fleet: readings stored/s', value: run.ok / run.seconds, unit: 'readings/s', baseline: base.ok / base.seconds }),
    printFigure({
      name: `fleet: excursion actions opened ≤ ${args.onTime} s after the ${args.alertDelay}-minute alert delay`,
      value: started_.length ? onTime / started_.length : Number.NaN,
      unit: '',
      goal: 'every excursion on time',
      met: started_.length === drifting.size && onTime === started_.length,
      note: `${onTime} of ${started_.length} excursions (${drifting.size} drifting units)`,
    }),
    printFigure({
      name: 'fleet: excursion start → action opened, max',
      value: toAction.length ? Math.max(...toAction) : Number.NaN,
      unit: 's',
      baseline: args.alertDelay * 60,
      note: `baseline: the alert delay; p50 ${fmt(
        percentile(
          toAction.sort((a, b) => a - b),
          50,
        ),
        1,
      )} s`,
    }),
    printFigure({
      name: 'fleet: graphile-worker ready-job backlog slope',
      value: slope,
      unit: 'jobs/min',
      baseline: idleSlope,
      goal: '≈ 0 (≤ 1 job/min)',
      met: slope <= 1,
      note: `from the alert delay on (${due.length} of ${backlog.samples.length} samples, every 2 s); baseline: the same while the baseline server took the load; max ${maxBacklog} ready jobs`,
    }),
  ];
  writeResult({
    scenario: 'fleet',
    command: commandLine('fleet'),
    startedAt,
    seconds: (performance.now() - started) / 1000,
    figures,
    details: [
      `Dataset ${datasetName(shape)}: ${fmt(units.length)} units on ${locationIds.length} locations${units.length < world.units.length ? ` (the first of its ${fmt(world.units.length)})` : ''}, one gateway API key per location. Each unit reports once every ${args.period} s (open loop, evenly spread) for ${args.duration} s through POST /api/temperature-readings with its gateway's Bearer key; ${drifting.size} units (${fmt(100 * args.drift)} %) read 3–4 °C above their band from their first report. Alert delay of every preset set to ${args.alertDelay} min through updateCompanySettings; an action is on time when it opened ≤ ${args.onTime} s after excursion start + delay. Baseline: bench/baseline taking the same load for ${args.baselineDuration} s.${leftover ? ` ${leftover} ready jobs an earlier run left were run before the measured runs (up to 120 s).` : ''} Ready jobs (graphile_worker.jobs due and not locked) sampled every 2 s: ${backlog.samples.map((s) => s.value).join(', ')}; the most ready at once of each task: ${
        Object.entries(backlog.peakByTask)
          .map(([task, n]) => `${task} ${n}`)
          .join(', ') || 'none'
      }.`,
      `API: ${run.sent} sent, ${run.ok} stored, ${run.failed} failed ${JSON.stringify(run.statusCodes)}, ${run.retried} sent again after a reset kept-alive connection, load generator lag ≤ ${fmt(run.maxSendLagMs)} ms; p99 latency of each minute's requests: ${run.p99ByMinute.map((p) => `${fmt(p, 1)} ms`).join(', ')}. Baseline: ${base.sent} sent, ${base.failed} failed.`,
      ...(profile ? [profile] : []),
    ],
  });
  if (run.failed || base.failed) throw new Error(`fleet: ${run.failed} API and ${base.failed} baseline requests failed`);
});

function report(name: string, r: FleetRun): void {
  console.log(
    `fleet ${name}: ${r.sent} sent in ${fmt(r.seconds, 1)} s, ${r.ok} ok, ${r.failed} failed ${JSON.stringify(r.statusCodes)}, ${r.retried} retried, p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms (by minute: ${r.p99ByMinute.map((p) => fmt(p, 1)).join(', ')}), generator lag ≤ ${fmt(r.maxSendLagMs)} ms`,
  );
}
