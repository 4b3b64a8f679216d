import type { ApolloCache } from '@apollo/client';
import { type CompleteComplianceCheckInput, CompleteMobileCheckDocument } from '../../../graphql/graphql';
import { toast } from '../../../lib/toasts/toast-store';
import type { OutboxKind } from '../outbox/outbox-kind';
import type { QueuedPhoto } from '../outbox/queued-photos';

/**
 * A check completed on the phone, with its photos, kept in the outbox until the server confirms it:
 * one of today's due checks (checkId), or a new check of a template (records kept before checkId existed are these).
 */
export type QueuedCheck = {
  clientId: string;
  checkId?: number;
  templateId: number | null;
  templateName: string;
  locationId: number;
  answers: { description: string; result?: string | null; value?: string | null; note: string | null }[];
  photos: QueuedPhoto[];
  completedAt: string;
};

// What a completion changes: the lists showing it load afresh (the due list drops the check).
const dropCheckLists = (cache: ApolloCache) => {
  for (const fieldName of ['dueChecks', 'complianceChecks', 'complianceSummary']) cache.evict({ id: 'ROOT_QUERY', fieldName });
};

/**
 * Completed checks in the outbox: each is sent on its own, referencing its photos by the ids their uploads got.
 * A due check is completed by its id; the server stores the same clientId once, so a resend completes it once.
 */
export const checkOutbox: OutboxKind<QueuedCheck, CompleteComplianceCheckInput> = {
  name: 'check',
  words: { one: 'check', many: 'checks' },
  takenAt: (check) => check.completedAt,
  toInput: ({ checkId, templateId, locationId, answers, clientId }, photoIds) =>
    checkId ? { checkId, answers, photoIds: photoIds ?? [], clientId } : { templateId, locationId, answers, photoIds: photoIds ?? [], clientId },
  send: async (client, input) => {
    // Not written to the cache (its items carry only the verdicts): the lists showing the check load afresh.
    const { data } = await client.mutate({ mutation: CompleteMobileCheckDocument, variables: { input }, fetchPolicy: 'no-cache' });
    dropCheckLists(client.cache);
    const stored = data?.completeComplianceCheck;
    // The server judges each answer: say which failed (a number or temperature out of range), and that a failed critical item opened an action.
    const failed = stored?.items.filter((item) => item.result === 'fail') ?? [];
    if (failed.length) {
      const critical = failed.some((item) => item.critical);
      toast({
        title: critical ? 'Failed critical item: a corrective action was opened' : 'Some items failed',
        description: `Failed: ${failed.map((item) => item.description).join(', ')}`,
        variant: 'destructive',
      });
    }
    // Someone completed the due check first (maybe while this phone was offline): the server kept this one as a check of its own.
    if (input.checkId && stored && stored.id !== input.checkId) {
      toast({ title: 'Check already completed', description: 'Someone else completed it first: yours is kept as a check of its own.' });
    }
  },
};
