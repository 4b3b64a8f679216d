import type { ApolloClient } from '@apollo/client';
import { inputsOf, type OutboxKind, preparedInputsOf, type QueuedRecord, type Refusal } from './outbox-kind';

/**
 * Sends waiting records (a batch, or the one record of a kind without batches) and returns the ones
 * the server refused record by record (by clientId), with the reason; the others are stored. Throws,
 * keeping every record, when the request failed as a whole (a lost connection, signed out, a kind
 * without batches refused) or the answers do not match the records sent.
 */
export async function sendRecords(kind: OutboxKind, batch: QueuedRecord[], client: ApolloClient): Promise<Map<string, Refusal>> {
  const send = kind.batch?.send;
  if (!send) {
    await kind.send(client, (await inputsOf(kind, batch))[0]);
    return new Map();
  }
  const prepared = await preparedInputsOf(kind, batch);
  const refusals = new Map<string, Refusal>();
  const sending = batch.filter((item, i) => {
    const ready = prepared[i];
    if ('refusal' in ready) refusals.set(item.clientId, ready.refusal);
    return 'input' in ready;
  });
  if (!sending.length) return refusals;
  const answers = await send(
    client,
    prepared.flatMap((ready) => ('input' in ready ? [ready.input] : [])),
  );
  if (answers.length !== sending.length) throw new Error('The server did not answer for every record');
  sending.forEach((item, i) => {
    const { status, reason, code } = answers[i];
    if (status === 'REFUSED') refusals.set(item.clientId, { reason: reason || 'The server refused it', code });
  });
  return refusals;
}
