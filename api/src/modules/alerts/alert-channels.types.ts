import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('AlertChannelSettings', { description: 'Settings → Notifications: how alerts reach the company’s people (issue 34).' })
export class AlertChannelSettingsType {
  @Field(() => Boolean, { description: 'E-mail alerts for people who have not chosen (on unless turned off).' })
  emailByDefault!: boolean;

  @Field(() => Boolean, { description: 'SMS alerts for people with a mobile number who have not chosen.' })
  smsByDefault!: boolean;

  @Field(() => [String], { description: 'The severities that may page by SMS (critical only by default).' })
  smsSeverities!: string[];

  @Field(() => Boolean, { description: 'Whether this server has an SMS provider configured (SMS_*); without one no SMS is sent.' })
  smsAvailable!: boolean;

  @Field(() => String, { nullable: true, description: 'The chat webhook alerts are posted to; null: none.' })
  webhookUrl!: string | null;

  @Field(() => String, { description: 'json, slack ({ text, blocks }) or teams (MessageCard).' })
  webhookFormat!: string;

  @Field(() => Boolean, { description: 'Whether a signing secret is saved (it is never read back).' })
  webhookSecretSet!: boolean;
}

@InputType('AlertChannelSettingsInput')
export class AlertChannelSettingsInput {
  @Field(() => Boolean)
  emailByDefault!: boolean;

  @Field(() => Boolean)
  smsByDefault!: boolean;

  @Field(() => [String])
  smsSeverities!: string[];

  @Field(() => String, { nullable: true, description: 'http(s) URL; null or empty removes the webhook.' })
  webhookUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'The signing secret (16–200 characters); left out keeps the saved one.' })
  webhookSecret?: string | null;

  @Field(() => String, { defaultValue: 'json' })
  webhookFormat!: string;
}

@ObjectType('MyAlertChannels', { description: 'Profile: how alerts reach the signed-in person.' })
export class MyAlertChannelsType {
  @Field(() => String, { nullable: true, description: 'Mobile number for SMS, in E.164 (+447700900123).' })
  mobilePhone!: string | null;

  @Field(() => Boolean, { description: 'Alerts by e-mail (the company default until chosen).' })
  email!: boolean;

  @Field(() => Boolean, { description: 'Alerts by SMS (needs a mobile number; only the severities the company pages for).' })
  sms!: boolean;

  @Field(() => Boolean, { description: 'Whether this server can send SMS at all.' })
  smsAvailable!: boolean;

  @Field(() => Boolean, {
    description:
      'The daily summary e-mail (yesterday’s excursions, overdue checks, open actions, the audit chain’s head); administrators only, off by default.',
  })
  dailySummary!: boolean;

  @Field(() => Boolean, { description: 'Whether the signed-in person may choose the daily summary (the administrators who get the audit anchor).' })
  dailySummaryAvailable!: boolean;
}

@InputType('MyAlertChannelsInput')
export class MyAlertChannelsInput {
  @Field(() => String, { nullable: true, description: 'E.164, e.g. +447700900123 (spaces, dashes and brackets are ignored); null or empty removes it.' })
  mobilePhone?: string | null;

  @Field(() => Boolean)
  email!: boolean;

  @Field(() => Boolean)
  sms!: boolean;

  @Field(() => Boolean, { nullable: true, description: 'The daily summary e-mail (administrators only); left out keeps the saved choice.' })
  dailySummary?: boolean | null;
}
