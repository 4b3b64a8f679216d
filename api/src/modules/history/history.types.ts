import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ReadingStatus } from '../temperature/reading-status.js';
import { ReadingStatusEnum } from '../temperature/temperature.types.js';

/** Who or what took a reading: a person typing it, a person's probe, or a sensor gateway. */
export const ReadingSourceEnum = { MANUAL: 'MANUAL', PROBE: 'PROBE', SENSOR: 'SENSOR' } as const;
export type ReadingSource = keyof typeof ReadingSourceEnum;
registerEnumType(ReadingSourceEnum, { name: 'ReadingSource', description: 'MANUAL typed by a person, PROBE a person’s probe, SENSOR a gateway.' });

/** How readingStats groups readings; AUTO lets the API pick by range length (daily for long ranges). */
export const ReadingBucketEnum = { AUTO: 'AUTO', FIVE_MINUTES: 'FIVE_MINUTES', HOUR: 'HOUR', DAY: 'DAY' } as const;
export type ReadingBucket = keyof typeof ReadingBucketEnum;
registerEnumType(ReadingBucketEnum, { name: 'ReadingBucket', description: 'DAY and HOUR follow the location’s local time.' });

@ObjectType('ReadingCorrection', { description: 'A later reading that corrects this one (the original is kept).' })
export class ReadingCorrectionType {
  @Field(() => Int)
  id!: number;

  @Field(() => Float)
  temperature!: number;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field(() => String, { nullable: true })
  recordedByName!: string | null;

  @Field(() => Date)
  receivedAt!: Date;
}

@ObjectType('HistoryReading', { description: 'One reading of a unit’s history, with who took it and any corrections beside it.' })
export class HistoryReadingType {
  @Field(() => Int)
  id!: number;

  @Field(() => Float)
  temperature!: number;

  @Field(() => Date)
  recordedAt!: Date;

  @Field(() => Date)
  receivedAt!: Date;

  @Field(() => Boolean)
  isManual!: boolean;

  @Field(() => ReadingSourceEnum)
  source!: ReadingSource;

  @Field(() => String, { nullable: true, description: 'The person’s full name, or the sensor gateway key’s name.' })
  recordedByName!: string | null;

  @Field(() => ReadingStatusEnum, { description: 'Against the unit’s target range.' })
  status!: ReadingStatus;

  @Field(() => Int, { nullable: true, description: 'The reading this one corrects.' })
  correctsId!: number | null;

  @Field(() => String, { nullable: true })
  correctionReason!: string | null;

  @Field(() => [ReadingCorrectionType], { description: 'Corrections of this reading, oldest first.' })
  corrections!: ReadingCorrectionType[];
}

@ObjectType('ReadingPageInfo')
export class ReadingPageInfoType {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next (older) page.' })
  endCursor!: string | null;
}

@ObjectType('ReadingConnection', { description: 'Readings newest first, paged by keyset on (recordedAt, id).' })
export class ReadingConnectionType {
  @Field(() => [HistoryReadingType])
  nodes!: HistoryReadingType[];

  @Field(() => ReadingPageInfoType)
  pageInfo!: ReadingPageInfoType;
}

@ObjectType('ReadingBucketStats', { description: 'Min, max and mean of a unit’s readings in one bucket (corrected readings count at their corrected value).' })
export class ReadingBucketStatsType {
  @Field(() => Date)
  start!: Date;

  @Field(() => Float)
  min!: number;

  @Field(() => Float)
  max!: number;

  @Field(() => Float)
  mean!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => Int, { description: 'Readings outside the target range.' })
  outOfRange!: number;
}

@ObjectType('Excursion', { description: 'An excursion in the range and the corrective action the alert engine opened for it.' })
export class ExcursionType {
  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Int)
  actionId!: number;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  severity!: string;

  @Field(() => String)
  status!: string;

  @Field(() => String, { nullable: true })
  resolution!: string | null;

  @Field(() => Date, { nullable: true })
  resolvedAt!: Date | null;
}

@ObjectType('ReadingStats')
export class ReadingStatsType {
  @Field(() => String, { description: 'The unit’s name.' })
  equipmentName!: string;

  @Field(() => String)
  locationName!: string;

  @Field(() => ReadingBucketEnum, { description: 'The bucket used (never AUTO).' })
  bucket!: ReadingBucket;

  @Field(() => Float, { description: 'The lower bound of the target band.' })
  targetMin!: number;

  @Field(() => Float, { description: 'The upper bound of the target band.' })
  targetMax!: number;

  @Field(() => [ReadingBucketStatsType], { description: 'Oldest first; buckets without readings are left out.' })
  buckets!: ReadingBucketStatsType[];

  @Field(() => [ExcursionType], { description: 'Excursions that started in the range, oldest first.' })
  excursions!: ExcursionType[];
}
