import { Field, Int, ObjectType } from 'type-graphql';
import { UserReferenceType } from '../people/users.types.js';

@ObjectType('Notification', {
  description: 'One message about a corrective action to one person by one channel (or to the company webhook): evidence that staff were told.',
})
export class NotificationType {
  @Field(() => Int)
  id!: number;

  @Field(() => UserReferenceType, { nullable: true, description: "The person told; null for the company's chat webhook." })
  recipient!: UserReferenceType | null;

  @Field(() => String, {
    description:
      'email (sent over SMTP), log (no SMTP server configured: written to the server log), sms (a text to their mobile) or webhook (the company chat webhook).',
  })
  channel!: string;

  @Field(() => String, { description: 'alert (a new action), escalation (a critical action not started in time) or acknowledged (someone has it).' })
  reason!: string;

  @Field(() => String, { description: 'pending, sent or failed (failed sends are retried with backoff).' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'The address it went to.' })
  address!: string | null;

  @Field(() => String)
  subject!: string;

  @Field(() => Int, { description: 'Send attempts so far.' })
  attempts!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  sentAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The last failure, if any.' })
  error!: string | null;
}

@ObjectType('MyNotification', { description: 'A notification addressed to the signed-in person, as the bell lists it.' })
export class MyNotificationType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: 'The corrective action it is about: the place to act on it.' })
  correctiveActionId!: number;

  @Field(() => String, { description: 'alert, escalation or acknowledged.' })
  reason!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When they read it; null while unread.' })
  readAt!: Date | null;

  @Field(() => Boolean, { description: 'Whether its action can still be acknowledged (not acknowledged, not resolved): the bell offers Acknowledge.' })
  canAcknowledge!: boolean;

  @Field(() => Date, { nullable: true, description: 'When its action was acknowledged, by anyone; null while not.' })
  acknowledgedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who acknowledged its action.' })
  acknowledgedByName!: string | null;
}

@ObjectType('MyNotificationsChanged', { description: "The signed-in person's bell changed: a notification arrived for them, or they marked some read." })
export class MyNotificationsChangedType {
  @Field(() => Int, { nullable: true, description: 'The notification that arrived; null when some were marked read.' })
  notificationId!: number | null;

  @Field(() => Int, { description: 'The bell’s count now: their notifications not yet read.' })
  unreadCount!: number;
}
