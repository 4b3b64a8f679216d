import { get } from 'node:http';
import type { Browser, Request } from 'playwright-core';

/** One response a cold load received, as transferred (encoded body plus headers). */
export interface Transfer {
  /** Path and query on the app's origin (e.g. /assets/framework-abc.js), or the full URL elsewhere. */
  path: string;
  bodyBytes: number;
  headerBytes: number;
  /** Fetched by the service worker (its own script, the phone files it caches), not by the page. */
  byServiceWorker: boolean;
  /** From a script (or the worker fetching a .js file): what the JavaScript budget counts. */
  javascript: boolean;
  css: boolean;
}

/** How long the network must stay quiet (page and service worker) before the load counts as done. */
const QUIET_MS = 3000;
const LIMIT_MS = 90_000;

/**
 * What a first visit on a fresh profile transfers until the network is idle: every response the
 * page and its service worker received (its script and the phone files it caches included, and any preload
 * fired once the page was idle), each with its encoded body and headers as Chromium counted them.
 */
export async function coldLoad(browser: Browser, base: string, path: string, cookie?: string): Promise<Transfer[]> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
    }
    const inFlight = new Set<Request>();
    let lastActivity = Date.now();
    const done: Promise<Transfer | null>[] = [];
    // Context events: Chromium reports the service worker's own requests there, not on the page.
    context.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
    });
    const settle = (request: Request, finished: boolean) => {
      inFlight.delete(request);
      lastActivity = Date.now();
      if (finished) done.push(transferOf(request, base));
    };
    context.on('requestfinished', (request) => settle(request, true));
    context.on('requestfailed', (request) => settle(request, false));
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: LIMIT_MS });
    const started = Date.now();
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > LIMIT_MS) throw new Error(`${path}: the network never went quiet (${inFlight.size} requests in flight)`);
      await page.waitForTimeout(200);
    }
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} redirected to ${landed}: is the user signed in?`);
    return (await Promise.all(done)).filter((t): t is Transfer => t !== null);
  } finally {
    await context.close();
  }
}

async function transferOf(request: Request, base: string): Promise<Transfer | null> {
  const response = await request.response();
  if (!response) return null;
  const url = new URL(request.url());
  if (url.protocol === 'data:' || url.protocol === 'blob:') return null;
  const sizes = await request.sizes();
  // From the HTTP cache (the worker precaching a file the page already loaded): nothing crossed the
  // network, and Chromium reports the body as minus the headers.
  const fromCache = sizes.responseBodySize + sizes.responseHeadersSize <= 0;
  const type = (await response.headerValue('content-type')) ?? '';
  const path = url.origin === base ? `${url.pathname}${url.search}` : request.url();
  // Chromium reports no body (nor its request's Accept-Encoding) for the service worker's scripts,
  // which the browser fetches, not a page: each is fetched again as Chromium asks for every other
  // file, and its encoded body counted.
  const unreported = !fromCache && sizes.responseBodySize <= 0 && response.status() === 200 && request.serviceWorker() !== null;
  const bodyBytes = unreported ? await encodedBodyBytes(request) : Math.max(0, sizes.responseBodySize);
  return {
    path,
    bodyBytes: fromCache ? 0 : bodyBytes,
    headerBytes: fromCache ? 0 : sizes.responseHeadersSize,
    byServiceWorker: request.serviceWorker() !== null,
    javascript: request.resourceType() === 'script' || /javascript/.test(type) || /\.m?js$/.test(url.pathname),
    css: request.resourceType() === 'stylesheet' || /text\/css/.test(type),
  };
}

/** What Chromium sends with every request of a page (the pages' own requests in these runs show it). */
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The body's length as the server encodes it for the request's Accept-Encoding (Chromium's, when the request shows none). */
async function encodedBodyBytes(request: Request): Promise<number> {
  const headers = await request.allHeaders();
  return new Promise((resolve, reject) => {
    get(request.url(), { headers: { 'accept-encoding': headers['accept-encoding'] ?? CHROMIUM_ACCEPT_ENCODING } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

export const kb = (bytes: number) => bytes / 1024;
export const transferred = (t: Transfer) => t.bodyBytes + t.headerBytes;
