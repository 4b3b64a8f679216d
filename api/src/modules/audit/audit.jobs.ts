import { enqueue } from '../../database/job-queue.js';
import type { JobContext, JobHandlers } from '../../job-context.js';
import { chainsAwaitingSeal, sealAuditChain } from './audit-sealer.js';

export const SEAL_SWEEP_TASK = 'audit.seal_sweep';
export const SEAL_CHAIN_TASK = 'audit.seal_chain';

/**
 * Every AUDIT_SEAL_INTERVAL_MS: books the next sweep (one pending sweep per database, whichever
 * process runs it), then one seal job per chain with unsealed events. The job key keeps a chain
 * to one pending seal job however many sweeps ask; a second one that starts while the first still
 * runs waits for the chain's lock and seals what is left, or nothing.
 */
async function sweep(_payload: unknown, { em, config }: JobContext): Promise<void> {
  await enqueue(em, SEAL_SWEEP_TASK, {}, { runAt: new Date(Date.now() + config.auditSealIntervalMs), jobKey: SEAL_SWEEP_TASK });
  for (const companyId of await chainsAwaitingSeal(em)) {
    await enqueue(em, SEAL_CHAIN_TASK, { companyId }, { jobKey: `${SEAL_CHAIN_TASK}:${companyId ?? 'none'}`, preserveRunAt: true });
  }
}

/** Seals one chain; idempotent (what is sealed stays sealed, a rerun finds nothing or what arrived since). */
async function sealChain(payload: unknown, { em }: JobContext): Promise<void> {
  await sealAuditChain(em, (payload as { companyId: number | null }).companyId);
}

/** The audit chain's background work, registered with the job runner by app/jobs.ts. */
export const auditJobs: JobHandlers = { [SEAL_SWEEP_TASK]: sweep, [SEAL_CHAIN_TASK]: sealChain };

/** The sweep exists from the start and re-books itself. */
export const RECURRING_AUDIT_JOBS = [SEAL_SWEEP_TASK];
