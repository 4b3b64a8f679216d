import type { ApolloClient } from '@apollo/client';
import { isRefusal, type QueuedPhoto, uploadQueuedPhotos } from './queued-photos';

/** A record taken on the phone (a reading, a check…): its clientId makes sending it again safe, the server stores it once. */
export type QueuedRecord = { clientId: string; photos?: QueuedPhoto[] };

/**
 * One kind of record the outbox carries, and what the outbox needs to know of it. Adding a kind is one
 * such object (see temperature's readingOutbox, checks' checkOutbox), listed in MobileAppPage.
 */
export type OutboxKind<Item extends QueuedRecord = QueuedRecord, Input = unknown> = {
  /** Stored with every waiting record: renaming a kind would strand what phones hold of it. */
  name: string;
  /** What the sync status calls one of them, and several. */
  words: { one: string; many: string };
  /** When it was taken: a kind's records go oldest first. */
  takenAt(item: Item): string;
  /** The mutation's input, once the record's photos are up (`photoIds` undefined when it has none). */
  toInput(item: Item, photoIds: number[] | undefined): Input;
  /** Sends one record: one just taken, or a waiting one of a kind without `batch`. */
  send(client: ApolloClient, input: Input): Promise<unknown>;
  /** Where the API takes several at once: waiting records go up to `size` per request. */
  batch?: { size: number; send(client: ApolloClient, inputs: Input[]): Promise<unknown> };
  /** A failure that retrying will not cure (default: an answer that refused it); it is shown, and the record still waits. */
  isPermanent?(error: unknown): boolean;
};

export const isPermanentFailure = (kind: OutboxKind, error: unknown): boolean => (kind.isPermanent ?? isRefusal)(error);

/** Each record's photos go up first, once each by their own clientIds; its input then references them. */
export async function inputsOf<Item extends QueuedRecord, Input>(kind: OutboxKind<Item, Input>, items: Item[]): Promise<Input[]> {
  const inputs: Input[] = [];
  for (const item of items) inputs.push(kind.toInput(item, item.photos?.length ? await uploadQueuedPhotos(item.photos) : undefined));
  return inputs;
}
