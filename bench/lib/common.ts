import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH = join(ROOT, 'bench');
/** BENCH_OUT moves every data dir and result elsewhere: the smoke run uses its own, emptied first, as a fresh clone has. */
export const OUT = process.env.BENCH_OUT ? resolve(process.env.BENCH_OUT) : join(BENCH, 'out');
export const RESULTS_DIR = join(OUT, 'results');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `--name value` and `--flag` arguments; numbers are parsed where the default is a number. */
export function parseArgs<T extends Record<string, string | number | boolean>>(defaults: T, argv = process.argv.slice(2)): T {
  const out: Record<string, string | number | boolean> = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z0-9-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new Error(`Unexpected argument ${argv[i]}`);
    const key = match[1].replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (!(key in defaults)) throw new Error(`Unknown option --${match[1]} (known: ${Object.keys(defaults).join(', ')})`);
    const kind = typeof defaults[key];
    let value: string | undefined = match[2];
    if (value === undefined && kind !== 'boolean') value = argv[++i];
    if (kind === 'boolean') out[key] = value === undefined ? true : value !== 'false';
    else if (kind === 'number') {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new Error(`--${match[1]} needs a number`);
      out[key] = n;
    } else out[key] = String(value);
  }
  return out as T;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Cleanups run once, last registered first, on normal end, error, signal or the hard time limit. */
const cleanups: (() => Promise<void> | void)[] = [];
export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn);
}
async function runCleanups(): Promise<void> {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (error) {
      console.error('cleanup failed:', (error as Error).message);
    }
  }
}

/**
 * Runs a scenario with a hard time limit: whatever happens, child processes and PostgreSQL are
 * stopped and the process exits (0 on success, 1 on error, 2 on the time limit). Slow results never fail.
 */
export function main(name: string, limitMinutes: number, body: () => Promise<void>): void {
  const started = Date.now();
  const limit = setTimeout(async () => {
    console.error(`${name}: hard time limit of ${limitMinutes} min reached, stopping`);
    await runCleanups();
    process.exit(2);
  }, limitMinutes * 60_000);
  limit.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      await runCleanups();
      process.exit(130);
    });
  }
  body()
    .then(async () => {
      await runCleanups();
      console.log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      process.exit(0);
    })
    .catch(async (error) => {
      console.error(`${name}: ERROR`, error);
      await runCleanups();
      process.exit(1);
    });
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const ratio = (value: number, baseline: number) => (baseline > 0 ? value / baseline : Number.NaN);
export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';
export const fmtRatio = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : 'n/a');

export interface Figure {
  /** What was measured, e.g. "ingest REST single: req/s". */
  name: string;
  value: number;
  unit: string;
  baseline?: number;
  /** value / baseline. */
  ratio?: number;
  goal?: string;
  /** Whether the goal holds; informational, never a failure. */
  met?: boolean;
  note?: string;
}

/** One summary line per figure. */
export function figureLine(f: Figure): string {
  const digits = f.unit === 'ms' ? 1 : f.unit === '' ? 2 : 0;
  const parts = [`${f.name}: ${fmt(f.value, digits)}${f.unit ? ` ${f.unit}` : ''}`];
  if (f.baseline !== undefined)
    parts.push(`baseline ${fmt(f.baseline, digits)}${f.unit ? ` ${f.unit}` : ''}`, `ratio ${fmtRatio(f.ratio ?? ratio(f.value, f.baseline))}`);
  if (f.goal) parts.push(`goal ${f.goal} ${f.met ? 'MET' : 'MISSED'}`);
  if (f.note) parts.push(f.note);
  return parts.join(' | ');
}

export interface ScenarioResult {
  scenario: string;
  command: string;
  startedAt: string;
  seconds: number;
  figures: Figure[];
  /** Free-form extra sections (markdown) for RESULTS.md. */
  details: string[];
}

export function printFigure(f: Figure): Figure {
  if (f.baseline !== undefined && f.ratio === undefined) f.ratio = ratio(f.value, f.baseline);
  console.log(`[bench] ${figureLine(f)}`);
  return f;
}

export function writeResult(result: ScenarioResult): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${result.scenario}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

export function commandLine(script: string): string {
  const args = process.argv.slice(2).join(' ');
  return `npm run bench:${script}${args ? ` -- ${args}` : ''}`;
}

/** Builds the API once per bench run (run-all sets BENCH_API_BUILT), so dist matches src. */
export function buildApi(): void {
  if (process.env.BENCH_API_BUILT === '1') return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build -w api failed');
  process.env.BENCH_API_BUILT = '1';
}
