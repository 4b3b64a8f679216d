import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { fakeStores } from './fake-idb-keyval';
import { branchUser } from './render-mobile';

/**
 * The phone's outbox as IndexedDB holds it (through fake-idb-keyval): one store per user, each record
 * kept as `{ kind, item }` under `kind:clientId`. Tests read and fill it the way a phone would find it.
 */
export const outboxStoreName = (userId = branchUser.id) => `fsm-sync-queue-${userId}/waiting`;

type Kept = { kind: string; item: { clientId: string } };

/** Records of one kind that wait on the phone, as they were kept. */
export function waitingOnPhone(kind: string, userId = branchUser.id): Record<string, unknown>[] {
  const kept = [...(fakeStores.get(outboxStoreName(userId))?.values() ?? [])] as Kept[];
  return kept.filter((record) => record.kind === kind).map((record) => record.item);
}

/** The outbox a previous session left: these records of one kind wait (replacing whatever waited). */
export function leftOnPhone<Item extends { clientId: string }>(kind: string, items: Item[], userId = branchUser.id): void {
  fakeStores.set(outboxStoreName(userId), new Map(items.map((item) => [`${kind}:${item.clientId}`, { kind, item } satisfies Kept])));
}

/** An Apollo client for outbox tests whose kinds send through functions of their own: it is never asked. */
export const unusedClient = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
