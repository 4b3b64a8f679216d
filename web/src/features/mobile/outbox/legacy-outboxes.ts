import { createStore, delMany, values } from 'idb-keyval';

type LegacyRecord = { clientId: string };

/**
 * Before one outbox carried every kind, readings and checks each waited in an IndexedDB database of
 * their own (the records as the outbox keeps them, keyed by clientId). A phone updated with records
 * still waiting there must send them all the same.
 */
const LEGACY_OUTBOXES = [
  { kind: 'reading', database: (userId: number) => `fsm-outbox-${userId}`, store: 'readings' },
  { kind: 'check', database: (userId: number) => `fsm-checks-outbox-${userId}`, store: 'checks' },
];

/**
 * Hands what the old outboxes of this user hold to `keep` (the new outbox), then removes it from them.
 * In that order, so a record is never only in neither: a start cut short in between hands it over again,
 * and its clientId makes the server store it once however often it is sent.
 */
export async function moveLegacyRecords(userId: number, keep: (kind: string, records: LegacyRecord[]) => Promise<void>): Promise<void> {
  for (const legacy of LEGACY_OUTBOXES) {
    const name = legacy.database(userId);
    if (!(await mayExist(name))) continue;
    const store = createStore(name, legacy.store);
    const records = await values<LegacyRecord>(store);
    if (records.length === 0) continue;
    await keep(legacy.kind, records);
    await delMany(
      records.map((record) => record.clientId),
      store,
    );
  }
}

/** Opening a database creates it: a phone that never ran the old app is spared two empty ones, where the browser can tell. */
async function mayExist(name: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((database) => database.name === name);
}
