import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { topContributors } from './lib/bundle-stats.ts';
import { buildApi, commandLine, type Figure, fmt, main, OUT, parseArgs, printFigure, ROOT, writeResult } from './lib/common.ts';
import { PRESETS } from './lib/dataset.ts';
import { openDataset } from './lib/seed-data.ts';
import { signIn, startApi } from './lib/servers.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WEB_DIST = join(OUT, 'web-dist');
// Written by the build (web/vite.config.ts, BUNDLE_STATS): which modules each chunk holds.
const BUNDLE_STATS = join(OUT, 'web-bundle-stats.json');

interface Route {
  path: string;
  user?: string;
  lighthouse: boolean;
  jsGoalKb?: number;
}

const ROUTES: Route[] = [
  { path: '/auth', lighthouse: true },
  { path: '/', user: 'manager', lighthouse: true },
  { path: '/mobile', user: 'staff', lighthouse: true, jsGoalKb: 150 },
];

main('pages', 15, async () => {
  const args = parseArgs({ build: true, top: 8, lighthouse: true, dist: '' });
  // --dist: measure another build (e.g. one of main, for a same-run before/after); it is not rebuilt.
  const dist = args.dist ? resolve(args.dist) : WEB_DIST;
  const startedAt = new Date().toISOString();
  const started = performance.now();
  buildApi();
  if (args.build && !args.dist) {
    // The production build, into bench/out so web/dist (which others may be serving) is left alone.
    const result = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: join(ROOT, 'web'),
        env: { ...process.env, BUNDLE_STATS },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (result.status !== 0) throw new Error('vite build failed');
  }
  const { db } = await openDataset(PRESETS.demo);
  const api = await startApi(db.url, { WEB_DIST: dist });
  const figures: Figure[] = [];
  const rows: string[] = [
    '| route | signed in as | JS files | JS KB as served (uncompressed) | JS gzip KB | CSS files | CSS gzip KB | performance | accessibility | best practices |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const failing: string[] = [];
  const contributors: string[] = [];
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const route of ROUTES) {
      const cookie = route.user ? await signIn(api.base, route.user) : undefined;
      const assets = await loadedAssets(browser, api.base, route.path, cookie);
      const gz = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;
      const js = assets.filter((f) => f.endsWith('.js'));
      const css = assets.filter((f) => f.endsWith('.css'));
      const jsKb = gz(js);
      const jsRawKb = js.reduce((sum, f) => sum + readFileSync(join(dist, f)).length, 0) / 1024;
      const cssKb = gz(css);
      const top = topContributors(args.dist ? '' : BUNDLE_STATS, dist, js, args.top)
        .map((c) => `${c.name} ${fmt(c.gzipKb, 1)}`)
        .join(', ');
      console.log(`pages ${route.path}: biggest JS contributors (gzip KB): ${top}`);
      contributors.push(`| ${route.path} | ${top} |`);
      figures.push(
        printFigure({
          name: `page ${route.path}: JS gzipped`,
          value: jsKb,
          unit: 'KB',
          goal: route.jsGoalKb ? `≤ ${route.jsGoalKb} KB` : undefined,
          met: route.jsGoalKb ? jsKb <= route.jsGoalKb : undefined,
          note: `${js.length} files`,
        }),
        printFigure({ name: `page ${route.path}: CSS gzipped`, value: cssKb, unit: 'KB', note: `${css.length} files` }),
      );
      let scores = ['–', '–', '–'];
      if (route.lighthouse && args.lighthouse) {
        const report = await runLighthouse(`${api.base}${route.path}`, cookie);
        // The whole report, for the traces and audit details the summary leaves out.
        writeFileSync(join(OUT, 'results', `lighthouse-${route.path.slice(1) || 'root'}.json`), JSON.stringify(report));
        scores = [];
        for (const [id, label] of [
          ['performance', 'performance'],
          ['accessibility', 'accessibility'],
          ['best-practices', 'best practices'],
        ]) {
          const score = Math.round((report.categories[id].score ?? 0) * 100);
          scores.push(String(score));
          figures.push(printFigure({ name: `page ${route.path}: Lighthouse ${label}`, value: score, unit: '', goal: '≥ 95', met: score >= 95 }));
          for (const ref of report.categories[id].auditRefs) {
            const audit = report.audits[ref.id];
            // Weighted audits, and for performance also the (unweighted) opportunities and insights that cost time.
            const counts = ref.weight > 0 || (id === 'performance' && audit.scoreDisplayMode === 'metricSavings');
            if (counts && audit.score !== null && audit.score < 0.9)
              failing.push(`| ${route.path} | ${label} | ${ref.id} | ${audit.displayValue ?? fmt(audit.score * 100)} | ${audit.title.replace(/\|/g, '/')} |`);
          }
        }
        const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
          .map((m) => `${m} ${report.audits[m]?.displayValue ?? 'n/a'}`)
          .join(', ');
        console.log(`pages ${route.path}: ${metrics}`);
        failing.push(`| ${route.path} | (metrics) | | | ${metrics} |`);
      }
      rows.push(
        `| ${route.path} | ${route.user ?? '–'} | ${js.length} | ${fmt(jsRawKb, 1)} | ${fmt(jsKb, 1)} | ${css.length} | ${fmt(cssKb, 1)} | ${scores.join(' | ')} |`,
      );
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
      `Production build (vite build into bench/out/web-dist) served by the API in production mode. Sizes: every JS and CSS file the page requested while loading in Chromium (service worker blocked, so its precache does not count), each gzipped with zlib's default level. Lighthouse ${lighthouseVersion()}: default (mobile) emulation and simulated throttling, headless Chromium.`,
      rows.join('\n'),
      `Biggest contributors to each route's first-load JS (rollup-plugin-visualizer's module sizes, each file's gzipped size shared out by them):\n\n| route | package or app folder: gzip KB |\n|---|---|\n${contributors.join('\n')}`,
      failing.length
        ? `Audits scoring below 90 (weighted ones, and the performance opportunities and insights):\n\n| route | category | audit | value | title |\n|---|---|---|---|---|\n${failing.join('\n')}`
        : 'No weighted audit scored below 90.',
    ],
  });
});

/** The /assets files a route loads, relative to the dist folder. */
async function loadedAssets(browser: import('playwright-core').Browser, base: string, path: string, cookie?: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
    }
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === base && /\.(js|css)$/.test(url.pathname) && url.pathname !== '/sw.js') files.add(url.pathname.slice(1));
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1000);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} redirected to ${landed}: is the user signed in?`);
    return [...files].sort();
  } finally {
    await context.close();
  }
}

/** Lighthouse's own advice on a failed trace (NO_NAVSTART and the like) is to run it again: up to three times. */
async function runLighthouse(url: string, cookie?: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRuntimeError)) throw error;
      console.log(`pages ${new URL(url).pathname}: ${error.message}; running Lighthouse again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(url: string, cookie?: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${result.lhr.runtimeError.message}`);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function lighthouseVersion(): string {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
