import { type CompleteComplianceCheckInput, CompleteMobileCheckDocument } from '../../../graphql/graphql';
import type { OutboxKind } from '../outbox/outbox-kind';
import type { QueuedPhoto } from '../outbox/queued-photos';

/** A check completed on the phone, with its photos, kept in the outbox until the server confirms it. */
export type QueuedCheck = {
  clientId: string;
  templateId: number;
  templateName: string;
  locationId: number;
  answers: { description: string; result: string | null | undefined; note: string | null }[];
  photos: QueuedPhoto[];
  completedAt: string;
};

/** Completed checks in the outbox: each is sent on its own, referencing its photos by the ids their uploads got. */
export const checkOutbox: OutboxKind<QueuedCheck, CompleteComplianceCheckInput> = {
  name: 'check',
  words: { one: 'check', many: 'checks' },
  takenAt: (check) => check.completedAt,
  toInput: ({ templateId, locationId, answers, clientId }, photoIds) => ({ templateId, locationId, answers, photoIds: photoIds ?? [], clientId }),
  send: (client, input) => client.mutate({ mutation: CompleteMobileCheckDocument, variables: { input } }),
};
