import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ROOT } from './common.ts';

/** mobile: Lighthouse's default (a mid-range phone, 4× CPU slowdown, slow 4G); desktop: its desktop preset (no CPU slowdown, dense 4G). */
export type Preset = 'mobile' | 'desktop';

export const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseRun {
  report: Report;
  performance: number;
  /** e.g. "FCP 1.2 s, LCP 2.0 s, TBT 40 ms, CLS 0, SI 1.5 s". */
  metrics: string;
}

/** `runs` Lighthouse runs, each in its own fresh Chromium profile; the median is the middle run by performance score. */
export async function lighthouseRuns(url: string, preset: Preset, runs: number, cookie?: string): Promise<{ runs: LighthouseRun[]; median: LighthouseRun }> {
  const done: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const report = await runLighthouse(url, preset, cookie);
    const performance = Math.round((report.categories.performance.score ?? 0) * 100);
    const metrics = METRICS.map(([id, label]) => `${label} ${report.audits[id]?.displayValue ?? 'n/a'}`).join(', ');
    console.log(`pages ${new URL(url).pathname} Lighthouse ${preset} run ${i + 1}: performance ${performance}; ${metrics}`);
    done.push({ report, performance, metrics });
  }
  const sorted = [...done].sort((a, b) => a.performance - b.performance);
  return { runs: done, median: sorted[Math.floor((sorted.length - 1) / 2)] };
}

/** Lighthouse's own advice on a failed trace (NO_NAVSTART and the like) is to run it again: up to three times. */
async function runLighthouse(url: string, preset: Preset, cookie?: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, preset, cookie);
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRuntimeError)) throw error;
      console.log(`pages ${new URL(url).pathname}: ${error.message}; running Lighthouse again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(url: string, preset: Preset, cookie?: string): Promise<Report> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${result.lhr.runtimeError.message}`);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export function lighthouseVersion(): string {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
