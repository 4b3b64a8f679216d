import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { AppServices } from './services.js';

/** What a job handler gets: a fresh EntityManager, the process's collaborators and configuration. */
export interface JobContext {
  em: EntityManager;
  services: AppServices;
  config: Config;
  /** The URL this process's jobs connect with (a backup's pg_dump uses it). */
  databaseUrl: string;
  /** The schema owner's URL (the data cleanup removes readings as the owner); absent when one role does both. */
  ownerUrl?: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
}

/** A module's background work: task name → handler. app/jobs.ts registers every module's handlers. */
export type JobHandlers = Record<string, (payload: unknown, context: JobContext) => Promise<void>>;
