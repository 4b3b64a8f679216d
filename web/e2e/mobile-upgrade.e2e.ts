import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, query } from './browser';
import { phone, signInAsStaff, staffReadings, waitingInOutbox } from './phone';

/**
 * Before one outbox carried every kind of record, readings waited in IndexedDB database
 * fsm-outbox-<user id> (store readings) and completed checks in fsm-checks-outbox-<user id>
 * (store checks), each record under its clientId. A phone updated while some still waited there
 * must send them all the same.
 */
type OldOutbox = { database: string; store: string; records: Record<string, unknown>[] };

/** Writes the old outboxes as the previous version of the app left them (a photo as its bytes, a Blob). */
function leaveOldOutboxes(page: Page, outboxes: OldOutbox[], photo: string) {
  return page.evaluate(
    async ({ outboxes, photo }) => {
      const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
      const withPhotos = (record: Record<string, unknown>) =>
        Array.isArray(record.photos) ? { ...record, photos: record.photos.map((p) => ({ ...p, file: new Blob([bytes], { type: 'image/jpeg' }) })) } : record;
      for (const { database, store, records } of outboxes) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(database);
          open.onupgradeneeded = () => open.result.createObjectStore(store);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        await new Promise((resolve, reject) => {
          const tx = db.transaction(store, 'readwrite');
          for (const record of records) tx.objectStore(store).put(withPhotos(record), record.clientId as string);
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      }
    },
    { outboxes, photo },
  );
}

/** How many records each old outbox still holds. */
const leftInOldOutboxes = (page: Page, outboxes: OldOutbox[]) =>
  page.evaluate(async (outboxes) => {
    const counts: number[] = [];
    for (const { database, store } of outboxes) {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open(database);
        open.onsuccess = () => resolve(open.result);
      });
      counts.push(
        await new Promise<number>((resolve) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        }),
      );
      db.close();
    }
    return counts;
  }, outboxes);

describe('updating the phone app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends the reading and the check (with its photo) an older version kept in its own outboxes, each once', { timeout: 180_000 }, async () => {
    const started = new Date();
    const context = await browser.newContext(phone);
    const { page, consoleErrors } = await openPage(context);
    await signInAsStaff(page);

    const [staff] = await query<{ id: number; location_id: number }>(`select id, location_id from "user" where username = 'staff'`);
    const [fridge] = await query<{ id: number }>(`select id from equipment where location_id = $1 and name = 'Walk-in Fridge'`, [staff.location_id]);
    const [template] = await query<{ id: number; name: string; items: { description: string }[] }>(
      `select t.id, t.name, t.checklist_items as items from compliance_check_template t join "user" u on u.company_id = t.company_id
        where u.username = 'staff' and t.is_active order by t.id limit 1`,
    );
    const reading = { clientId: crypto.randomUUID(), equipmentId: fridge.id, temperature: 2.22, recordedAt: new Date().toISOString() };
    const check = {
      clientId: crypto.randomUUID(),
      templateId: template.id,
      templateName: template.name,
      locationId: staff.location_id,
      answers: template.items.map(({ description }) => ({ description, result: 'pass', note: null })),
      photos: [{ clientId: crypto.randomUUID(), fileName: 'probe.jpg' }],
      completedAt: new Date().toISOString(),
    };
    const old: OldOutbox[] = [
      { database: `fsm-outbox-${staff.id}`, store: 'readings', records: [reading] },
      { database: `fsm-checks-outbox-${staff.id}`, store: 'checks', records: [check] },
    ];
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .toBuffer();
    await leaveOldOutboxes(page, old, photo.toString('base64'));

    // The updated app opens: it takes the old outboxes over and sends what they held.
    await page.reload();
    await page.getByRole('heading', { name: 'Food Safety Workflow' }).waitFor();
    await expect.poll(async () => (await staffReadings(started)).map((r) => r.client_id), { timeout: 15_000 }).toEqual([reading.clientId]);
    const checks = () =>
      query<{ client_id: string; photos: number }>(
        `select client_id, coalesce(jsonb_array_length(photo_evidence), 0)::int as photos from compliance_check where client_id = $1`,
        [check.clientId],
      );
    await expect.poll(checks, { timeout: 15_000 }).toEqual([{ client_id: check.clientId, photos: 1 }]);
    expect((await staffReadings(started))[0].temperature).toBe('2.22');
    expect(await leftInOldOutboxes(page, old)).toEqual([0, 0]);
    expect(await waitingInOutbox(page)).toBe(0);
    expect(await page.getByText(/waiting to sync/).count()).toBe(0);

    // Opening again sends nothing twice.
    await page.reload();
    await page.getByRole('heading', { name: 'Food Safety Workflow' }).waitFor();
    expect(await staffReadings(started)).toHaveLength(1);
    expect(await checks()).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
