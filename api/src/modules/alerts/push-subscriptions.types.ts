import { Field, InputType } from 'type-graphql';

@InputType('PushSubscriptionInput', { description: 'A browser’s push subscription (PushSubscription.toJSON()), to get alerts on this device.' })
export class PushSubscriptionInput {
  @Field(() => String, { description: 'The push service URL (https) the browser was given.' })
  endpoint!: string;

  @Field(() => String, { description: 'The device’s public key: an uncompressed P-256 point, base64url (65 bytes).' })
  p256dh!: string;

  @Field(() => String, { description: 'The device’s auth secret, base64url (16 bytes).' })
  auth!: string;

  @Field(() => String, { nullable: true, description: 'A label for the device, e.g. from its user agent.' })
  label?: string | null;
}
