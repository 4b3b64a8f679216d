import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { librarySharer, topContributors } from './lib/bundle-stats.ts';
import { coldLoad, kb, type Transfer, transferred } from './lib/cold-load.ts';
import { buildApi, commandLine, type Figure, fmt, main, OUT, parseArgs, printFigure, writeResult } from './lib/common.ts';
import { PRESETS } from './lib/dataset.ts';
import { lighthouseRuns, lighthouseVersion, type Preset } from './lib/lighthouse-runs.ts';
import { openDataset } from './lib/seed-data.ts';
import { signIn, startApi } from './lib/servers.ts';
import { BUNDLE_STATS, buildWeb, WEB_DIST } from './lib/web-build.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Route {
  path: string;
  user?: string;
  /** Issue 38: JavaScript a cold load transfers until the network is idle, gzipped bodies plus headers. */
  jsGoalKb: number;
  /** Who uses the page: phones (staff, and anyone signing in) or desktops (managers). */
  preset: Preset;
  lighthouseGoal: number;
}

const ROUTES: Route[] = [
  { path: '/auth', jsGoalKb: 120, preset: 'mobile', lighthouseGoal: 90 },
  { path: '/', user: 'manager', jsGoalKb: 200, preset: 'desktop', lighthouseGoal: 95 },
  { path: '/mobile', user: 'staff', jsGoalKb: 160, preset: 'mobile', lighthouseGoal: 90 },
];

main('pages', 20, async () => {
  const args = parseArgs({ build: true, top: 8, lighthouse: true, runs: 3, dist: '' });
  // --dist: measure another build (e.g. one of main, for a same-run before/after); it is not rebuilt.
  const dist = args.dist ? resolve(args.dist) : WEB_DIST;
  const stats = args.dist ? '' : BUNDLE_STATS;
  const startedAt = new Date().toISOString();
  const started = performance.now();
  buildApi();
  if (args.build && !args.dist) buildWeb(WEB_DIST, { BUNDLE_STATS });
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no web build in ${dist} (--dist takes the build's folder, e.g. an absolute path)`);
  const { db } = await openDataset(PRESETS.demo);
  const api = await startApi(db.url, { WEB_DIST: dist });
  const figures: Figure[] = [];
  const loads: string[] = [];
  const chunks: string[] = [];
  const contributors: string[] = [];
  const runs: string[] = [];
  const failing: string[] = [];
  const libraryShare = librarySharer(stats);
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const route of ROUTES) {
      const cookie = route.user ? await signIn(api.base, route.user) : undefined;
      const transfers = await coldLoad(browser, api.base, route.path, cookie);
      // What crossed the network: the worker caching a phone file the page already loaded takes it from the HTTP cache.
      const js = transfers.filter((t) => t.javascript && transferred(t) > 0);
      if (js.length === 0) throw new Error(`${route.path} loaded no JavaScript: is the build served?`);
      const load = splitLoad(js, libraryShare);
      const cssKb = kb(sum(transfers.filter((t) => t.css).map(transferred)));
      figures.push(
        printFigure({
          name: `page ${route.path}: JS transferred on a cold load`,
          value: load.totalKb,
          unit: 'KB',
          goal: `≤ ${route.jsGoalKb} KB`,
          met: load.totalKb <= route.jsGoalKb,
          note: `${js.length} files${load.workerKb > 0 ? `, ${fmt(load.workerKb, 1)} KB of it by the service worker` : ''}`,
        }),
        printFigure({ name: `page ${route.path}: CSS transferred on a cold load`, value: cssKb, unit: 'KB' }),
      );
      loads.push(
        `| ${route.path} | ${route.user ?? '–'} | ${js.length} | ${fmt(load.totalKb, 1)} | ${fmt(load.ownKb, 1)} | ${fmt(load.libraryKb, 1)} | ${fmt(load.headerKb, 1)} | ${fmt(load.workerKb, 1)} | ${fmt(kb(sum(transfers.map(transferred))), 1)} |`,
      );
      const biggest = [...js]
        .sort((a, b) => transferred(b) - transferred(a))
        .slice(0, args.top)
        .map((t) => `${basename(t.path)}${t.byServiceWorker ? ' (sw)' : ''} ${fmt(kb(transferred(t)), 1)}`)
        .join(', ');
      console.log(`pages ${route.path}: biggest JS responses (KB): ${biggest}`);
      chunks.push(`| ${route.path} | ${biggest} |`);
      const files = [...new Set(js.filter((t) => t.path.startsWith('/assets/')).map((t) => t.path.slice(1)))];
      const top = topContributors(stats, dist, files, args.top)
        .map((c) => `${c.name} ${fmt(c.gzipKb, 1)}`)
        .join(', ');
      if (top) contributors.push(`| ${route.path} | ${top} |`);
      if (!args.lighthouse) continue;
      const lh = await lighthouseRuns(`${api.base}${route.path}`, route.preset, args.runs, cookie);
      // The median run's whole report, for the traces and audit details the summary leaves out (a first run has no results folder yet).
      mkdirSync(join(OUT, 'results'), { recursive: true });
      writeFileSync(join(OUT, 'results', `lighthouse-${route.path.slice(1) || 'root'}.json`), JSON.stringify(lh.median.report));
      figures.push(
        printFigure({
          name: `page ${route.path}: Lighthouse performance (${route.preset}, median of ${lh.runs.length})`,
          value: lh.median.performance,
          unit: '',
          goal: `≥ ${route.lighthouseGoal}`,
          met: lh.median.performance >= route.lighthouseGoal,
          note: `runs ${lh.runs.map((r) => r.performance).join(' / ')}`,
        }),
      );
      for (const [id, label] of [
        ['accessibility', 'accessibility'],
        ['best-practices', 'best practices'],
      ] as const) {
        const score = Math.round((lh.median.report.categories[id].score ?? 0) * 100);
        figures.push(
          printFigure({ name: `page ${route.path}: Lighthouse ${label} (${route.preset})`, value: score, unit: '', goal: '≥ 95', met: score >= 95 }),
        );
      }
      lh.runs.forEach((run, i) => {
        runs.push(`| ${route.path} | ${route.preset} | ${i + 1}${run === lh.median ? ' (median)' : ''} | ${run.performance} | ${run.metrics} |`);
      });
      failing.push(...weakAudits(route.path, lh.median.report));
    }
  } finally {
    await browser.close();
  }
  writeResult({
    scenario: 'pages',
    command: commandLine('pages'),
    startedAt,
    seconds: (performance.now() - started) / 1000,
    figures,
    details: [
      `Production build (vite build into bench/out/web-dist) served by the API in production mode (gzip). Each route is opened once in Chromium on a fresh profile (signed in where a user is named), service workers allowed, and every response the page and its service worker receive is counted until the network has been quiet for 3 s after the load event: its encoded body and headers as Chromium reports them (Playwright's request.sizes()), so preloads, lazy chunks fetched while idle, the service worker's script and the phone files it caches when /mobile asks all count. Own code and libraries share each file's body by its modules' gzipped sizes (rollup-plugin-visualizer's stats). Lighthouse ${lighthouseVersion()}: ${args.runs} runs per page, each in a fresh headless Chromium, with the preset of the page's users (mobile: 4× CPU slowdown and slow 4G, simulated; desktop: Lighthouse's desktop preset); the median run is the middle one by performance score.`,
      [
        '| route | signed in as | JS responses | JS KB transferred | own code KB | libraries KB | headers KB | by the service worker KB | everything KB |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|',
        ...loads,
      ].join('\n'),
      `Biggest JavaScript responses (KB transferred; (sw): fetched by the service worker):\n\n| route | file: KB |\n|---|---|\n${chunks.join('\n')}`,
      contributors.length
        ? `Biggest contributors to each route's JavaScript (npm packages and app folders, each file's gzipped size shared out by its modules):\n\n| route | package or app folder: gzip KB |\n|---|---|\n${contributors.join('\n')}`
        : '',
      runs.length ? `Lighthouse runs:\n\n| route | preset | run | performance | metrics |\n|---|---|---|---:|---|\n${runs.join('\n')}` : '',
      failing.length
        ? `Audits of the median runs scoring below 90 (weighted ones, and the performance opportunities and insights):\n\n| route | category | audit | value | title |\n|---|---|---|---|---|\n${failing.join('\n')}`
        : '',
    ].filter(Boolean),
  });
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A route's JavaScript: in all, the app's own and the libraries' (bodies), headers, and what the service worker fetched. */
function splitLoad(js: Transfer[], libraryShare: (file: string) => number | undefined) {
  let own = 0;
  let library = 0;
  for (const t of js) {
    const share = t.path.startsWith('/assets/') ? libraryShare(t.path.slice(1)) : undefined;
    // Files the stats do not know (the service worker, built on its own) count as library code.
    library += t.bodyBytes * (share ?? 1);
    own += t.bodyBytes * (1 - (share ?? 1));
  }
  return {
    totalKb: kb(sum(js.map(transferred))),
    ownKb: kb(own),
    libraryKb: kb(library),
    headerKb: kb(sum(js.map((t) => t.headerBytes))),
    workerKb: kb(sum(js.filter((t) => t.byServiceWorker).map(transferred))),
  };
}

type Report = Awaited<ReturnType<typeof lighthouseRuns>>['median']['report'];

/** Weighted audits below 90, and for performance also the (unweighted) opportunities and insights that cost time. */
function weakAudits(path: string, report: Report): string[] {
  const rows: string[] = [];
  for (const id of ['performance', 'accessibility', 'best-practices']) {
    for (const ref of report.categories[id].auditRefs) {
      const audit = report.audits[ref.id];
      const counts = ref.weight > 0 || (id === 'performance' && audit.scoreDisplayMode === 'metricSavings');
      if (counts && audit.score !== null && audit.score < 0.9)
        rows.push(`| ${path} | ${id} | ${ref.id} | ${audit.displayValue ?? fmt(audit.score * 100)} | ${audit.title.replace(/\|/g, '/')} |`);
    }
  }
  return rows;
}
