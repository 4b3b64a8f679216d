import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import type { User } from '../tenancy/user.entity.js';
import type { CompanyAlertChannels } from './company-alert-channels.js';
import type { NotificationChannel, NotificationReason } from './notification.entity.js';

/** One message to record: by which channel, to whom (null: the company webhook), at which address. */
export interface Delivery {
  channel: NotificationChannel;
  recipient: User | null;
  address: string | null;
}

/** What the server can send by: the e-mail channel (email, or log without SMTP) and whether SMS is configured. */
export interface ServerChannels {
  email: NotificationChannel;
  sms: boolean;
}

/** How many devices each person has turned push alerts on for (by user id). */
export type PushDevices = ReadonlyMap<number, number>;

/**
 * Who gets a message by which channel. E-mail follows the person's choice, else the company's default
 * (a person without an address still gets a row, failed, as evidence). SMS pages only: an alert or
 * escalation of a severity the company lets page, to a person with a mobile number who has not turned
 * it off, and only when the server has an SMS provider. An alert, escalation or assignment also goes by
 * push, one row per person, to whoever turned it on for a device. The company webhook hears of everything, once.
 */
export function deliveries(
  server: ServerChannels,
  company: CompanyAlertChannels,
  action: CorrectiveAction,
  recipients: User[],
  reason: NotificationReason,
  pushDevices: PushDevices = new Map(),
): Delivery[] {
  const pages = server.sms && (reason === 'alert' || reason === 'escalation') && company.smsSeverities.includes(action.severity);
  const personal = recipients.flatMap((person): Delivery[] => [
    ...((person.alertByEmail ?? company.emailByDefault) ? [{ channel: server.email, recipient: person, address: person.email ?? null }] : []),
    ...(pages && person.mobilePhone && (person.alertBySms ?? company.smsByDefault)
      ? [{ channel: 'sms' as const, recipient: person, address: person.mobilePhone }]
      : []),
    ...(reason !== 'acknowledged' && pushDevices.get(person.id)
      ? [{ channel: 'push' as const, recipient: person, address: devicesLabel(pushDevices.get(person.id)!) }]
      : []),
  ]);
  const webhook = company.webhook ? [{ channel: 'webhook' as const, recipient: null, address: new URL(company.webhook.url).host }] : [];
  return [...personal, ...webhook];
}

const devicesLabel = (devices: number) => `${devices} device${devices === 1 ? '' : 's'}`;
