import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { INTEGRITY_RULES, type IntegrityRule } from './integrity-rules.sql.js';

export const IntegrityRuleEnum = Object.fromEntries(Object.keys(INTEGRITY_RULES).map((rule) => [rule, rule])) as { [R in IntegrityRule]: R };
registerEnumType(IntegrityRuleEnum, {
  name: 'IntegrityRule',
  description: 'IDENTICAL_RUN runs of identical manual values; LATE_ENTRY recordedAt far from receivedAt; SHIFT_BURST a shift of readings entered at once.',
});

@ObjectType('IntegrityFlag', { description: 'Manual readings that look invented, and the rule that raised the flag.' })
export class IntegrityFlagType {
  @Field(() => IntegrityRuleEnum)
  rule!: IntegrityRule;

  @Field(() => String, { description: 'What the rule saw, naming the rule.' })
  explanation!: string;

  @Field(() => [Int])
  readingIds!: number[];

  @Field(() => Int, { nullable: true, description: 'The unit, when every flagged reading is of one unit.' })
  equipmentId!: number | null;

  @Field(() => String, { nullable: true })
  equipmentName!: string | null;

  @Field(() => Int)
  locationId!: number;

  @Field(() => String, { nullable: true })
  recordedByName!: string | null;

  @Field(() => Date)
  firstRecordedAt!: Date;

  @Field(() => Date)
  lastRecordedAt!: Date;
}
