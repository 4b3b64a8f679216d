import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('BackupRun', { description: 'One run of the server’s daily database backup (backups are per server, not per company).' })
export class BackupRunType {
  @Field(() => Int)
  id!: number;

  @Field(() => Date, { description: 'The scheduled time the run is for.' })
  scheduledFor!: Date;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date, { nullable: true })
  finishedAt?: Date | null;

  @Field(() => String, { description: 'running, succeeded or failed.' })
  outcome!: string;

  @Field(() => Float, { nullable: true, description: 'The backup file’s size in bytes.' })
  sizeBytes?: number | null;

  @Field(() => Int, { nullable: true })
  durationMs?: number | null;

  @Field(() => String, { nullable: true, description: 'Hex SHA-256 of the file, checked by db:restore.' })
  sha256?: string | null;

  @Field(() => String, { nullable: true, description: 'Why it failed; shown to the provider’s super users only.' })
  error?: string | null;

  @Field(() => Boolean, { description: 'The file was deleted to keep only the last BACKUP_KEEP backups.' })
  pruned!: boolean;
}

@ObjectType('BackupStatus', { description: 'The server’s backups, for System Status: the last run and when the next is due.' })
export class BackupStatusType {
  @Field(() => Boolean, { description: 'False when the server runs no scheduled backups (BACKUPS=off).' })
  enabled!: boolean;

  @Field(() => BackupRunType, { nullable: true })
  lastRun!: BackupRunType | null;

  @Field(() => Date, { nullable: true })
  nextRunAt!: Date | null;

  @Field(() => [BackupRunType], { description: 'The latest runs, newest first: the provider’s super users only (empty for others).' })
  runs!: BackupRunType[];
}
