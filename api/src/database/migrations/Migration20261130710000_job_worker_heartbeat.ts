import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37: graphile-worker frees a job locked by a pool that is gone only after 4 hours. Every
 * process now writes a heartbeat per worker pool (the `locked_by` of the jobs it runs); a job
 * locked by a pool whose heartbeat stopped is released by the processes still alive.
 * Not tenant data: which processes run jobs, and when each last said so.
 */
export class Migration20261130710000_job_worker_heartbeat extends Migration {
  override up(): void {
    this.addSql(`create table "job_worker_heartbeat" (
      "worker_id" text primary key,
      "host" text not null,
      "pid" int not null,
      "started_at" timestamptz not null default now(),
      "beat_at" timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql('drop table "job_worker_heartbeat"');
  }
}
