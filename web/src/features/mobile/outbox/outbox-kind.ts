import type { ApolloClient } from '@apollo/client';
import { UploadRefused } from '../../../lib/uploads';
import { isRefusal, type QueuedPhoto, uploadQueuedPhotos } from './queued-photos';

/** A record taken on the phone (a reading, a check…): its clientId makes sending it again safe, the server stores it once. */
export type QueuedRecord = { clientId: string; photos?: QueuedPhoto[] };

/** Why the server refused a record: kept with it on the phone, which sets it aside for the person to fix or discard. */
export type Refusal = { reason: string; code?: string | null };

/** The server's answer for one record of a batch (in input order): stored now, stored before under its clientId, or refused. */
export type ItemAnswer = { status: 'STORED' | 'DUPLICATE' | 'REFUSED'; reason?: string | null; code?: string | null };

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
  /**
   * Where the API takes several at once: waiting records go up to `size` per request, and the server answers
   * each (one answer per input, in order), so a refused one is set aside while the others are stored.
   */
  batch?: { size: number; send(client: ApolloClient, inputs: Input[]): Promise<ItemAnswer[]> };
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

/** A record of a batch as it goes: its input, or the refusal one of its photos met (that record alone is set aside). */
export type Prepared<Input> = { input: Input } | { refusal: Refusal };

/** inputsOf for a batch: a photo the server refuses refuses its own record only; a lost connection still stops the batch. */
export async function preparedInputsOf<Item extends QueuedRecord, Input>(kind: OutboxKind<Item, Input>, items: Item[]): Promise<Prepared<Input>[]> {
  const prepared: Prepared<Input>[] = [];
  for (const item of items) {
    try {
      prepared.push({ input: (await inputsOf(kind, [item]))[0] });
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      prepared.push({ refusal: { reason: `A photo was refused: ${error.message}`, code: 'PHOTO_REFUSED' } });
    }
  }
  return prepared;
}
