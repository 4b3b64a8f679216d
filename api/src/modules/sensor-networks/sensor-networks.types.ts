import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('UnknownDevice', { description: 'A LoRaWAN device whose uplinks reached the company but that no unit names yet (stored as no reading).' })
export class UnknownDeviceType {
  @Field(() => String, { description: 'DevEUI, 16 upper-case hex digits.' })
  deviceEui!: string;

  @Field(() => String, { description: 'The network server that forwarded it: ttn or chirpstack.' })
  network!: string;

  @Field(() => Date)
  firstSeenAt!: Date;

  @Field(() => Date)
  lastSeenAt!: Date;

  @Field(() => Int, { description: 'Uplinks received from it so far.' })
  uplinks!: number;

  @Field(() => String, { description: 'Its latest decoded payload, as JSON text: which fields its payload formatter sends.' })
  payloadSample!: string;
}
