import { Field, Float, Int, ObjectType } from 'type-graphql';
import { HaccpLimitType } from './haccp.types.js';

@ObjectType('HaccpUnitCoverage', { description: 'One unit’s readings against its reading interval over the period.' })
export class HaccpUnitCoverageType {
  @Field(() => Int)
  equipmentId!: number;

  @Field(() => String)
  unit!: string;

  @Field(() => String)
  locationName!: string;

  @Field(() => Int, { nullable: true, description: 'Readings its interval asks for in the period; null: the unit expects none (no interval set).' })
  expected!: number | null;

  @Field(() => Int)
  received!: number;

  @Field(() => Int)
  excursions!: number;
}

@ObjectType('HaccpCcpCoverage', {
  description:
    'One CCP over a period. Band: readings expected (each unit’s interval) and received. Process rule: batches started and completed on time. Checklist item: checks due and the item answered. Excursions: out-of-range runs, missed stages, or the item failed; with the corrective actions opened for them.',
})
export class HaccpCcpCoverageType {
  @Field(() => String)
  step!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'equipment_band, process_rule or checklist_item.' })
  kind!: string;

  @Field(() => HaccpLimitType, { nullable: true })
  limit!: HaccpLimitType | null;

  @Field(() => Int, { nullable: true, description: 'Null when nothing sets how many are expected.' })
  expected!: number | null;

  @Field(() => Int)
  recorded!: number;

  @Field(() => Float, { nullable: true, description: 'recorded / expected, in percent (1 decimal); null without an expectation.' })
  coveragePercent!: number | null;

  @Field(() => Int)
  excursions!: number;

  @Field(() => Int, { description: 'Excursions with a corrective action recorded against them.' })
  withAction!: number;

  @Field(() => [HaccpUnitCoverageType])
  units!: HaccpUnitCoverageType[];
}
