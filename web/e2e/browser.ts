import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Runs SQL against the app's database (to check what a journey stored). */
export async function query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
/** The corrective actions opened for a unit (the journeys wait for the one a reading opens in the background). */
export const actionsOfUnit = (equipmentId: number) => query<{ id: number }>('select id from corrective_action where equipment_id = $1', [equipmentId]);

const screenshots = join(import.meta.dirname, 'screenshots');

/** Debian's Chromium, headless, with the flags this sandboxed, offline machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * One Chromium for a describe block, launched before it and closed after it with every context it
 * opened: returns newContext(options), each a fresh context on top of `defaults`.
 */
export function browserContexts(defaults: BrowserContextOptions = {}): (options?: BrowserContextOptions) => Promise<BrowserContext> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  return async (options = {}) => {
    if (!browser) throw new Error('browserContexts: the browser starts in beforeAll');
    const context = await browser.newContext({ ...defaults, ...options });
    contexts.push(context);
    return context;
  };
}

/** A page that records console errors and uncaught exceptions, so journeys can assert there were none. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

export async function signIn(page: Page, username: string, password = 'demo1234'): Promise<void> {
  await page.goto(`${baseUrl()}/auth`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

/** Signs up a new account on /auth (the Sign Up tab) and waits for the welcome screen's 'Create your business'. */
export async function signUp(page: Page, account: { username: string; fullName: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl()}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Email').fill(`${account.username}@example.com`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { level: 2, name: 'Create your business' }).waitFor();
}

/** Saves a screenshot of the current screen (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}
