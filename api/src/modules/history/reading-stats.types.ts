import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

/** How readingStats groups readings; AUTO lets the API pick by range length (daily for long ranges). */
export const ReadingBucketEnum = { AUTO: 'AUTO', FIVE_MINUTES: 'FIVE_MINUTES', HOUR: 'HOUR', DAY: 'DAY' } as const;
export type ReadingBucket = keyof typeof ReadingBucketEnum;
registerEnumType(ReadingBucketEnum, { name: 'ReadingBucket', description: 'DAY and HOUR follow the location’s local time.' });

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

@ObjectType('ReadingExcursion', {
  description:
    'An excursion as the readings show it (every one, whether or not an action was opened): a run of out-of-range readings judged by the band in force when each was stored.',
})
export class ReadingExcursionType {
  @Field(() => Date, { description: 'Its first out-of-range reading.' })
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'The next in-range reading; null: still open (no in-range reading in the range after it).' })
  endedAt!: Date | null;

  @Field(() => Float, { description: 'The reading furthest outside the band.' })
  peak!: number;

  @Field(() => Int, { description: 'From its start to its end (while open: to its last reading).' })
  minutesOutOfRange!: number;

  @Field(() => String, { description: 'The band(s) in force over it, e.g. "0 to 5".' })
  target!: string;

  @Field(() => Int, { nullable: true, description: 'The corrective action opened for it; null: no action recorded.' })
  actionId!: number | null;
}

@ObjectType('ReadingStats')
export class ReadingStatsType {
  @Field(() => String, { description: 'The unit’s name.' })
  equipmentName!: string;

  @Field(() => String)
  locationName!: string;

  @Field(() => String, { description: 'The location’s IANA time zone: its days and hours bucket the readings, and the chart shows its clock.' })
  timezone!: string;

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

  @Field(() => [ReadingExcursionType], { description: 'Every excursion whose first out-of-range reading is in the range, from the readings, oldest first.' })
  readingExcursions!: ReadingExcursionType[];
}
