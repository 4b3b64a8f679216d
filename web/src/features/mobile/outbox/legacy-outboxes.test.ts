import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStores } from '../../../test/fake-idb-keyval';
import { outboxStoreName, unusedClient, waitingOnPhone } from '../../../test/phone-outbox';
import { checkOutbox, type QueuedCheck } from '../checks/check-outbox';
import { type QueuedReading, readingOutbox } from '../temperature/reading-outbox';
import { outboxFor } from './outbox';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

/** Where the app kept readings and checks before one outbox carried both (each record under its clientId). */
const oldReadings = (userId: number) => `fsm-outbox-${userId}/readings`;
const oldChecks = (userId: number) => `fsm-checks-outbox-${userId}/checks`;

const reading = (n: number): QueuedReading => ({
  clientId: `00000000-0000-4000-8000-00000000000${n}`,
  equipmentId: 1,
  temperature: n,
  unit: 'F',
  recordedAt: `2025-01-01T08:0${n}:00.000Z`,
});
const check: QueuedCheck = {
  clientId: '00000000-0000-4000-8000-000000000009',
  templateId: 7,
  templateName: 'Daily Opening Check',
  locationId: 1,
  answers: [{ description: 'Surfaces sanitised', result: 'pass', note: null }],
  photos: [{ clientId: '00000000-0000-4000-8000-000000000010', file: new Blob(['a']), fileName: 'sink.jpg' }],
  completedAt: '2025-01-01T09:00:00.000Z',
};

/** The old outboxes as the previous app version left them on the phone. */
function leftByTheOldApp(userId: number, readings: QueuedReading[], checks: QueuedCheck[] = []) {
  fakeStores.set(oldReadings(userId), new Map(readings.map((r) => [r.clientId, r])));
  if (checks.length) fakeStores.set(oldChecks(userId), new Map(checks.map((c) => [c.clientId, c])));
}

/** What the browser says of its databases (indexedDB.databases()); jsdom has no IndexedDB of its own. */
const databasesAre = (list: () => Promise<{ name: string }[]>) => vi.stubGlobal('indexedDB', { databases: list });

let nextUser = 2000;
beforeEach(() => fakeStores.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('records kept by the app before one outbox carried every kind', () => {
  it('are taken over once, unchanged and of their own kind, and leave the old outboxes', async () => {
    const userId = nextUser++;
    leftByTheOldApp(userId, [reading(2), reading(1)], [check]);
    const outbox = outboxFor(userId);
    expect(await outbox.waiting(readingOutbox)).toEqual([reading(1), reading(2)]);
    expect(await outbox.waiting(checkOutbox)).toEqual([check]);
    expect(await outbox.counts()).toEqual({ reading: 2, check: 1 });
    expect(fakeStores.get(oldReadings(userId))?.size).toBe(0);
    expect(fakeStores.get(oldChecks(userId))?.size).toBe(0);
    expect(waitingOnPhone('reading', userId)).toHaveLength(2);
  });

  it('are looked for where the browser lists the old database, and no old database is made where it does not', async () => {
    const userId = nextUser++;
    leftByTheOldApp(userId, [reading(1)]);
    databasesAre(async () => [{ name: `fsm-outbox-${userId}` }]);
    expect(await outboxFor(userId).counts()).toEqual({ reading: 1 });
    expect(fakeStores.has(oldChecks(userId))).toBe(false);

    const freshPhone = nextUser++;
    databasesAre(async () => []);
    expect(await outboxFor(freshPhone).counts()).toEqual({});
    expect([...fakeStores.keys()].filter((name) => name.includes(`-${freshPhone}/`))).toEqual([outboxStoreName(freshPhone)]);
  });

  it('stay where they were when they cannot be read, and the outbox works on', async () => {
    const userId = nextUser++;
    leftByTheOldApp(userId, [reading(1)]);
    databasesAre(() => Promise.reject(new DOMException('The database connection is closing', 'InvalidStateError')));
    const outbox = outboxFor(userId);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await outbox.submit(readingOutbox, reading(2), unusedClient)).toBe('queued');
    expect(await outbox.waiting(readingOutbox)).toEqual([reading(2)]);
    expect(fakeStores.get(oldReadings(userId))?.size).toBe(1);
  });
});
