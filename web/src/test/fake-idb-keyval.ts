/**
 * An in-memory idb-keyval for component tests (jsdom has no IndexedDB):
 * `vi.mock('idb-keyval', () => import('../../test/fake-idb-keyval'))` from a feature's test.
 */
export const fakeStores = new Map<string, Map<IDBValidKey, unknown>>();

const storeOf = (name: string) => {
  let store = fakeStores.get(name);
  if (!store) {
    store = new Map();
    fakeStores.set(name, store);
  }
  return store;
};

export const createStore = (db: string, store: string) => `${db}/${store}`;
export const set = async (key: IDBValidKey, value: unknown, store: string) => void storeOf(store).set(key, value);
export const setMany = async (entries: [IDBValidKey, unknown][], store: string) => {
  for (const [key, value] of entries) storeOf(store).set(key, value);
};
export const values = async (store: string) => [...storeOf(store).values()];
export const delMany = async (keys: IDBValidKey[], store: string) => {
  for (const key of keys) storeOf(store).delete(key);
};
export const del = async (key: IDBValidKey, store: string) => void storeOf(store).delete(key);
