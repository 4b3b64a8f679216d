import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CACHE_PHONE_APP, keepPhoneFilesAnswered } from '../src/service-worker/messages';
import { query, signIn } from './browser';

/** A phone, as branch staff use the app. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Every alert the page raises, accepted so the page goes on. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** Staff sign in and land on /mobile; the welcome toast is closed so screenshots show the header. */
export async function signInAsStaff(page: Page): Promise<void> {
  await signIn(page, 'staff');
  await page.waitForURL('**/mobile');
  await page.getByRole('heading', { name: 'Food Safety Workflow' }).waitFor();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
}

/**
 * Until the service worker controls the page and keeps the phone's files, a reload without network
 * would fail. The phone app asks for them as it opens; asking again waits for the same caching.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const answer = await page.evaluate(keepPhoneFilesAnswered, CACHE_PHONE_APP);
  if (!answer.cached) throw new Error(`the service worker did not keep the phone's files: ${answer.error}`);
}

/** Chrome never offers installs in incognito, which every browser.newContext() is: this is a real profile. */
export async function launchPhoneProfile(): Promise<{ context: BrowserContext; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'fsm-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...phone,
    // The same Chromium and flags as launchBrowser().
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
  return { context, profile };
}

/** Goods In → a unit → a value → Record Temperature, then back to the dashboard. */
export async function recordReading(page: Page, equipment: string, value: string): Promise<void> {
  await page.getByRole('button', { name: 'Goods In', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(equipment) }).click();
  await page.getByLabel('Temperature (°C)').fill(value);
  await page.getByRole('button', { name: 'Record Temperature' }).click();
  // Recorded or saved, the app returns to the equipment list.
  await page.getByRole('heading', { name: 'Temperature Monitoring' }).waitFor();
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
}

/** What the server stored for staff since a moment (numeric as text, e.g. '3.41'). */
export const staffReadings = (since: Date) =>
  query<{ client_id: string; temperature: string }>(
    `select r.client_id, r.temperature::text from temperature_reading r join "user" u on u.id = r.user_id
     where u.username = 'staff' and r.received_at >= $1 order by r.id`,
    [since],
  );

/**
 * Records of a kind (readings unless told) still waiting in the phone's outbox (IndexedDB: one store per user, each record kept as
 * { kind, item }, and { kind, item, refusal } once the server refused it), read straight from the page. `refused`: count those instead.
 */
export const waitingInOutbox = (page: Page, kind = 'reading', refused = false) =>
  page.evaluate(
    async ([kind, refused]) => {
      const databases = await indexedDB.databases();
      const name = databases.map((d) => d.name).find((n) => n?.startsWith('fsm-sync-queue-'));
      if (!name) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const kept = await new Promise<{ kind: string; refusal?: unknown }[]>((resolve) => {
        const request = db.transaction('waiting').objectStore('waiting').getAll();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return kept.filter((record) => record.kind === kind && Boolean(record.refusal) === refused).length;
    },
    [kind, refused] as const,
  );

/** Records of a kind the server refused, set aside on the phone for the person to fix or discard. */
export const refusedInOutbox = (page: Page, kind = 'reading') => waitingInOutbox(page, kind, true);
