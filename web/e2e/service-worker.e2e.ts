import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Cookie, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserContexts, openPage, signIn } from './browser';
import { phone, waitForServiceWorker } from './phone';

/** When the page called navigator.serviceWorker.register (document.readyState then), recorded before any of its scripts runs. */
function recordRegistration(): void {
  const container = navigator.serviceWorker;
  const register = container.register.bind(container);
  container.register = (...args: Parameters<typeof register>) => {
    (window as unknown as { registeredWhen: string }).registeredWhen = document.readyState;
    return register(...args);
  };
}

/** Once the worker controls the page (its install and activation done): its script, when it was registered, and the caches it made. */
const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    return {
      script: registration.active?.scriptURL,
      registeredWhen: (window as unknown as { registeredWhen?: string }).registeredWhen,
      caches: await caches.keys(),
    };
  });

/** SPEC 1: every page registers the service worker from /sw.js once it has loaded; only the phone app has it keep files. */
describe('the service worker', () => {
  const newContext = browserContexts();

  /** A first visit on a fresh profile, with a session's cookies; every request the worker made (but for its own script) is listed. */
  async function firstVisit(path: string, cookies: Cookie[], options: BrowserContextOptions = {}) {
    const context = await newContext({ ...options, serviceWorkers: 'allow' });
    await context.addCookies(cookies);
    await context.addInitScript(recordRegistration);
    const byWorker: string[] = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.serviceWorker() && pathname !== '/sw.js') byWorker.push(pathname);
    });
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe(path);
    return { page, consoleErrors, byWorker };
  }

  /** The phone files the worker keeps, as addresses. */
  const keptBy = (page: Page) =>
    page.evaluate(async () => ((await caches.has('phone-app')) ? (await (await caches.open('phone-app')).keys()).map((r) => r.url) : []));

  const sessionOf = async (username: string) => {
    const context = await newContext();
    await signIn((await openPage(context)).page, username);
    return context.cookies();
  };

  it.each([
    ['/auth', null],
    ['/', 'manager'],
  ])('%s registers /sw.js once loaded, and the worker fetches and keeps nothing', async (path, username) => {
    const { page, consoleErrors, byWorker } = await firstVisit(path, username ? await sessionOf(username) : []);
    expect(await workerState(page)).toEqual({ script: `${baseUrl()}/sw.js`, registeredWhen: 'complete', caches: [] });
    // The worker stays out of a desktop's way: what the page loads from now on, it loads itself.
    await page.waitForLoadState('networkidle');
    expect(byWorker).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('/mobile registers it the same way, and the phone app has it keep the phone files', async () => {
    const { page, consoleErrors, byWorker } = await firstVisit('/mobile', await sessionOf('staff'), phone);
    const state = await workerState(page);
    expect(state).toMatchObject({ script: `${baseUrl()}/sw.js`, registeredWhen: 'complete' });
    const kept = () => keptBy(page);
    // The list is kept last, once every file of it is.
    await expect.poll(async () => (await kept()).some((url) => /\/assets\/phone-files-\w+\.json$/.test(url)), { timeout: 15_000 }).toBe(true);
    const urls = await kept();
    expect(urls).toContain(`${baseUrl()}/index.html`);
    expect(urls.some((url) => /\/assets\/MobileAppPage-[\w-]+\.js$/.test(url))).toBe(true);
    // Only the phone's files: no desktop screen.
    expect(urls.filter((url) => /\/assets\/(DashboardPage|ReportsPage|SettingsPage)-/.test(url))).toEqual([]);
    expect(byWorker).toContain('/index.html');
    expect(consoleErrors).toEqual([]);
  });

  it('a new version keeps the new files before it takes over, drops the old list, and the phone app still opens offline', async () => {
    const { page, consoleErrors, byWorker } = await firstVisit('/mobile', await sessionOf('staff'), phone);
    await waitForServiceWorker(page);
    const deploy = deployNewPhoneList();
    try {
      const [oldList, newList] = [deploy.oldList, deploy.newList].map((path) => `${baseUrl()}/${path}`);
      expect(await keptBy(page)).toContain(oldList);
      const shellFetches = () => byWorker.filter((path) => path === '/index.html').length;
      const shellFetchedBefore = shellFetches();
      // The page hears the new worker take over, and looks at that moment at what it keeps.
      const keptAtTakeover = page.evaluate(
        (list) =>
          new Promise<boolean>((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', async () => resolve(Boolean(await caches.match(list, { cacheName: 'phone-app' }))), {
              once: true,
            }),
          ),
        newList,
      );
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      expect(await keptAtTakeover).toBe(true);
      await expect.poll(() => keptBy(page), { timeout: 10_000 }).not.toContain(oldList);
      expect(await keptBy(page)).toContain(newList);
      // The new list's index.html has a new revision: fetched again, past the HTTP cache.
      expect(shellFetches()).toBe(shellFetchedBefore + 1);
      expect(byWorker).toContain(`/${deploy.newList}`);
      expect(consoleErrors).toEqual([]);

      // Offline, the page opens from what the new version keeps; only its data requests fail.
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Food Safety Workflow' }).waitFor();
      await page.context().setOffline(false);
      expect(consoleErrors.filter((error) => !error.endsWith('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      deploy.undo();
    }
  });
});

/**
 * A deploy as the service worker sees it, made in the served build: a new phone-file list (the
 * same files, index.html at a new revision) and a /sw.js that names it. undo() puts the build back.
 */
function deployNewPhoneList(): { oldList: string; newList: string; undo(): void } {
  const dist = join(import.meta.dirname, '..', 'dist');
  const worker = join(dist, 'sw.js');
  const script = readFileSync(worker, 'utf8');
  const oldList = /assets\/phone-files-\w+\.json/.exec(script)?.[0];
  if (!oldList) throw new Error('sw.js names no phone-file list');
  const newList = 'assets/phone-files-e2edeploy.json';
  const files: { url: string; revision: string | null }[] = JSON.parse(readFileSync(join(dist, oldList), 'utf8'));
  const redeployed = files.map((file) => (file.url === 'index.html' ? { ...file, revision: 'e2e-deploy' } : file));
  writeFileSync(join(dist, newList), JSON.stringify(redeployed));
  writeFileSync(worker, script.replaceAll(oldList, newList));
  return {
    oldList,
    newList,
    undo: () => {
      writeFileSync(worker, script);
      rmSync(join(dist, newList), { force: true });
    },
  };
}
