/**
 * Whether the graphql-ws socket is connected, so a Live badge can say so honestly, and when it
 * connects again after being closed (events sent meanwhile never reached this page).
 * apollo.ts feeds it; screens read it with useSyncExternalStore(liveSocket.subscribe, liveSocket.isConnected).
 */
let connected = false;
let everConnected = false;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function set(value: boolean) {
  const reconnected = value && !connected && everConnected;
  connected = value;
  everConnected ||= value;
  for (const listener of listeners) listener();
  if (reconnected) for (const listener of reconnectListeners) listener();
}

export const liveSocket = {
  isConnected: () => connected,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Called each time the socket is connected again after it closed; returns the unsubscribe. */
  onReconnect(listener: () => void): () => void {
    reconnectListeners.add(listener);
    return () => {
      reconnectListeners.delete(listener);
    };
  },
  /** graphql-ws client event listeners. */
  events: { connected: () => set(true), closed: () => set(false) },
};
