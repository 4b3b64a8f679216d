import { IsInt, IsOptional, IsString, Length } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('AuditChainHead', { description: 'The newest link of the company’s audit chain: state it to prove later that nothing before it changed.' })
export class AuditChainHeadType {
  @Field(() => Int)
  seq!: number;

  @Field(() => String, { description: 'SHA-256 (hex) of the event’s canonical encoding, which includes the previous hash.' })
  hash!: string;
}

@ObjectType('AuditChainVerification')
export class AuditChainVerificationType {
  @Field(() => Boolean)
  valid!: boolean;

  @Field(() => Int, { description: 'Events whose link held, oldest first, before any broken one.' })
  checkedEvents!: number;

  @Field(() => ID, { nullable: true, description: 'The first event whose link does not hold (edited, or after a removed event); null when valid.' })
  firstBrokenEventId!: string | null;

  @Field(() => AuditChainHeadType, { nullable: true, description: 'The last event that verified; null when none did.' })
  head!: AuditChainHeadType | null;

  @Field(() => Int, { description: 'The unsealed tail: events written but not yet chained (sealed within seconds), so not verified yet.' })
  unsealedEvents!: number;
}

@ObjectType('AuditEvent', { description: 'One write: who did what, when, to which record, and the record before and after.' })
export class AuditEventType {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'Its place in the company’s audit chain (the log lists sealed events only).' })
  seq!: number;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => Int, { nullable: true })
  actorId!: number | null;

  @Field(() => String, { nullable: true, description: 'The person; null for the system or a sensor gateway (named in after).' })
  actorName!: string | null;

  @Field(() => String, { description: 'The record type, e.g. temperature_reading.' })
  entity!: string;

  @Field(() => String)
  entityId!: string;

  @Field(() => String)
  action!: string;

  @Field(() => String, { nullable: true, description: 'The record before the change, as JSON text.' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'The record after the change, as JSON text.' })
  after!: string | null;
}

@ObjectType('AuditEventPage', { description: 'Newest first. Pass endCursor as after for the next page.' })
export class AuditEventPageType {
  @Field(() => [AuditEventType])
  events!: AuditEventType[];

  @Field(() => String, { nullable: true })
  endCursor!: string | null;

  @Field(() => Boolean)
  hasNextPage!: boolean;
}

@ObjectType('AuditPerson')
export class AuditPersonType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  fullName!: string;
}

@ObjectType('AuditEventFilters', { description: 'What the audit log can be filtered by.' })
export class AuditEventFiltersType {
  @Field(() => [AuditPersonType], { description: 'The company’s people, by name.' })
  people!: AuditPersonType[];

  @Field(() => [String], { description: 'Record types the audit trail holds.' })
  recordTypes!: string[];
}

@InputType('AuditEventFilter')
export class AuditEventFilterInput {
  @Field(() => Int, { nullable: true, description: 'Only this person’s writes.' })
  @IsOptional()
  @IsInt()
  actorId?: number | null;

  @Field(() => String, { nullable: true, description: 'Only this record type.' })
  @IsOptional()
  @IsString()
  @Length(1, 60)
  entity?: string | null;

  @Field(() => Date, { nullable: true, description: 'From this instant (inclusive).' })
  @IsOptional()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Before this instant (exclusive).' })
  @IsOptional()
  to?: Date | null;
}

@ObjectType('ActivityEntry', { description: 'One audit event as the dashboard’s Recent Activity says it.' })
export class ActivityEntryType {
  @Field(() => ID)
  id!: string;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => String, { nullable: true, description: 'Who did it; null for the system or a sensor gateway.' })
  actorName!: string | null;

  @Field(() => String, { description: 'What happened, in words, e.g. "Sam Cook recorded 3.2 °C on Walk-in Fridge".' })
  description!: string;
}
