import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue } from '../../database/job-queue.js';
import type { FoodProcess } from './food-process.entity.js';
import { deadlineOf } from './process-state.js';

export const STAGE_REMINDER_TASK = 'food_processes.stage_reminder';
export const STAGE_DEADLINE_TASK = 'food_processes.stage_deadline';
export interface StagePayload {
  processId: number;
  stage: number;
}

/**
 * In the transaction that starts the process: per stage, a reminder lead seconds before its deadline
 * (at once if that is already past) and a review at the deadline. Job keys make a retried start or a
 * second booking replace, never double.
 */
export async function bookStageJobs(em: EntityManager, process: FoodProcess, reminderLeadSeconds: number): Promise<void> {
  for (const [stage, rule] of process.stages.entries()) {
    const deadline = deadlineOf(process.startedAt, rule);
    const payload: StagePayload = { processId: process.id, stage };
    const remindAt = new Date(Math.max(Date.now(), deadline.getTime() - reminderLeadSeconds * 1000));
    await enqueue(em, STAGE_REMINDER_TASK, payload, { runAt: remindAt, jobKey: `food-process:${process.id}:${stage}:reminder` });
    await enqueue(em, STAGE_DEADLINE_TASK, payload, { runAt: deadline, jobKey: `food-process:${process.id}:${stage}:deadline` });
  }
}
