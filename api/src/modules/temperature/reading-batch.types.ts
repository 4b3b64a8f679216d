import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { ReadingType } from './temperature.types.js';

/** What became of one item of a batch. */
export const BatchItemStatusEnum = { STORED: 'STORED', DUPLICATE: 'DUPLICATE', REFUSED: 'REFUSED' } as const;
export type BatchItemStatus = keyof typeof BatchItemStatusEnum;
registerEnumType(BatchItemStatusEnum, {
  name: 'BatchItemStatus',
  valuesConfig: {
    STORED: { description: 'Stored by this request.' },
    DUPLICATE: { description: 'Already stored under its clientId (a retry): the stored record is returned, nothing new is stored.' },
    REFUSED: { description: 'Not stored, for `reason`; sending it again unchanged is refused again.' },
  },
});

@ObjectType('BatchItemResult', { description: 'The answer for one item of a batch, in input order; each item is stored or refused on its own.' })
export class BatchItemResult {
  @Field(() => String, {
    nullable: true,
    description: 'The item’s clientId (for a stored item sent without one, the one the server made); null for a refused item sent without one.',
  })
  clientId!: string | null;

  @Field(() => BatchItemStatusEnum)
  status!: BatchItemStatus;

  @Field(() => String, { nullable: true, description: 'Why a REFUSED item was not stored, in plain words.' })
  reason!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'For a REFUSED item: the error code the item alone would have got (BAD_USER_INPUT, NOT_FOUND, FORBIDDEN, CONFLICT), or RECORDED_IN_FUTURE / RECORDED_TOO_LONG_AGO for a time outside the accepted window.',
  })
  code!: string | null;

  @Field(() => ReadingType, { nullable: true, description: 'The reading as stored (STORED or DUPLICATE), with its unit as it now stands.' })
  reading!: ReadingType | null;
}
