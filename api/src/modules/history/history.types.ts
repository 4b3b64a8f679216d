import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ReadingStatus } from '../temperature/excursion-rule/out-of-range.js';
import { ReadingStatusEnum } from '../temperature/temperature.types.js';

/** Who took a reading (temperature/reading-source.ts): a signed-in person (MANUAL) or a sensor gateway (SENSOR). */
export const ReadingSourceEnum = { MANUAL: 'MANUAL', PROBE: 'PROBE', SENSOR: 'SENSOR' } as const;
export type ReadingSource = keyof typeof ReadingSourceEnum;
registerEnumType(ReadingSourceEnum, {
  name: 'ReadingSource',
  description:
    'Who took a reading: MANUAL a signed-in person (typed or from their probe, on any screen or the phone), SENSOR a sensor gateway (an API key). PROBE is no longer given: a person’s probe reading is MANUAL.',
});

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
