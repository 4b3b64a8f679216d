import { Field, Int, ObjectType } from 'type-graphql';
import { ComplianceCheckType } from '../compliance/compliance.types.js';

@ObjectType('DueChecks', {
  description: 'The scheduled checks still to do at a location today, its local day: what the phone lists first.',
})
export class DueChecksType {
  @Field(() => Int)
  locationId!: number;

  @Field(() => String, { description: 'The location’s time zone: due times are shown on its clock.' })
  timezone!: string;

  @Field(() => [ComplianceCheckType], {
    description:
      'Generated checks not yet completed: those that went overdue today first, then those due (pending or in progress, their window still open), each by due time.',
  })
  checks!: ComplianceCheckType[];
}
