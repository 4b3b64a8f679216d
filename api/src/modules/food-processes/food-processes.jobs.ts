import { LockMode } from '@mikro-orm/core';
import { sql } from 'kysely';
import type { JobContext, JobHandlers } from '../../job-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { FoodProcess } from './food-process.entity.js';
import { temperaturesOf } from './food-processes.service.js';
import { STAGE_DEADLINE_TASK, STAGE_REMINDER_TASK, type StagePayload } from './process-deadlines.js';
import { sealIfOver } from './process-outcome.js';
import { localClock, progressOf } from './process-state.js';

/** Timed food processes' background work, registered with the job runner by app/jobs.ts. */
export const foodProcessJobs: JobHandlers = {
  [STAGE_REMINDER_TASK]: (payload, context) => remindBeforeDeadline(context, payload as StagePayload),
  [STAGE_DEADLINE_TASK]: (payload, context) => reviewAtDeadline(context, payload as StagePayload),
};

/**
 * Reminds the person who started the process that a stage's deadline is near, unless the stage
 * is already passed or the process is over. One reminder per process and stage (unique dedupe_key).
 */
async function remindBeforeDeadline({ em }: JobContext, { processId, stage }: StagePayload): Promise<void> {
  const process = await em.findOne(FoodProcess, processId, { populate: ['location'] });
  if (!process || process.finishedAt) return;
  const progress = progressOf(process.kind, process.startedAt, process.stages, await entriesOf(em, process), new Date());
  const due = progress.stages[stage];
  if (due?.state !== 'pending') return;
  const target = due.rule.targetC;
  const title = `${capitalise(process.kind)} of ${process.foodItem}: stage ${stage + 1} due ${localClock(due.deadline, process.location.timezone)}`;
  const description = `Probe the batch and record its temperature: it must be ${process.kind === 'cooling' ? 'at or below' : 'at or above'} ${target} °C by then.`;
  await em.transactional(async (tx) => {
    const { rows } = await sql<{ id: number }>`
      insert into reminder (company_id, user_id, location_id, type, title, description, reminder_time, dedupe_key)
      values (${process.company.id}, ${process.startedBy.id}, ${process.location.id}, 'food_process', ${title}, ${description}, ${due.deadline},
              ${`food-process:${process.id}:${stage}`})
      on conflict (dedupe_key) do nothing
      returning id`.execute(tx.getKysely());
    for (const { id } of rows)
      recordAudit(tx, null, { companyId: process.company.id, entity: 'reminder', entityId: id, action: 'create', after: { title, processId } });
    await tx.flush();
  });
}

/** At a stage's deadline: a stage not reached seals the process as missed and opens its one action. */
async function reviewAtDeadline({ em, services }: JobContext, { processId }: StagePayload): Promise<void> {
  const opened = await em.transactional(async (tx) => {
    const process = await tx.findOne(FoodProcess, processId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!process || process.finishedAt) return null;
    return sealIfOver(tx, services, process, await temperaturesOf(tx, process), new Date());
  });
  if (opened) publishActionChange(services.events, 'opened', toCorrectiveActionView(opened));
}

async function entriesOf(em: JobContext['em'], process: FoodProcess) {
  return (await temperaturesOf(em, process)).map((t) => ({ temperature: Number(t.temperature), recordedAt: t.recordedAt }));
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
