import { Field, ID, Int, ObjectType } from 'type-graphql';

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
}
