/**
 * Whether the graphql-ws socket is connected, so a Live badge can say so honestly.
 * apollo.ts feeds it; screens read it with useSyncExternalStore(liveSocket.subscribe, liveSocket.isConnected).
 */
let connected = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  connected = value;
  for (const listener of listeners) listener();
}

export const liveSocket = {
  isConnected: () => connected,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** graphql-ws client event listeners. */
  events: { connected: () => set(true), closed: () => set(false) },
};
