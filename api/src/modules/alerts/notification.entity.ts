import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

/**
 * email: sent over SMTP; log: no SMTP server is configured, so it was written to the server log;
 * sms: a text to the person's mobile through the SMS provider; webhook: the company's chat webhook (no recipient);
 * push: web push to every device the person turned alerts on for.
 */
export type NotificationChannel = 'email' | 'log' | 'sms' | 'webhook' | 'push';
/**
 * alert: the first word of a new action; escalation: a critical action not started in time; acknowledged: someone has it (issue 34);
 * assigned: the action was given to its new owner (issue 36).
 */
export type NotificationReason = 'alert' | 'escalation' | 'acknowledged' | 'assigned';
export type NotificationStatus = 'pending' | 'sent' | 'failed';

/**
 * Evidence that staff were told: one row per recipient, reason, action and channel, whatever happened
 * to the message; a company webhook's row has no recipient (one per action, reason and channel).
 */
@Entity({ tableName: 'notification' })
@Unique({ name: 'notification_action_recipient_reason_channel_unique', properties: ['correctiveAction', 'recipient', 'reason', 'channel'] })
// A company webhook's row has no recipient, and NULLs never conflict in the unique above: one per action, reason and channel.
@Unique({
  name: 'notification_company_webhook_unique',
  expression:
    'create unique index "notification_company_webhook_unique" on "notification" ("corrective_action_id", "reason", "channel") where "recipient_id" is null',
})
@Index({ properties: ['company', 'createdAt'] })
@Index({ properties: ['recipient', 'createdAt'] })
export class Notification extends TenantOwned {
  @ManyToOne(() => CorrectiveAction, { deleteRule: 'restrict' })
  correctiveAction!: CorrectiveAction;

  /** Null for a company webhook's message, which goes to a channel, not a person. */
  @ManyToOne(() => User, { deleteRule: 'restrict', nullable: true })
  recipient?: User | null;

  @Property({ type: 'string', length: 20 })
  channel!: NotificationChannel;

  @Property({ type: 'string', length: 20 })
  reason!: NotificationReason;

  /** The address it went to, as it was then. */
  @Property({ type: 'string', length: 254, nullable: true })
  address?: string | null;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: NotificationStatus & Opt = 'pending';

  /** The last failure, kept after a later retry succeeds. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  /** When the recipient read it under the bell; null while unread. */
  @Property({ type: 'datetime', nullable: true })
  readAt?: Date | null;
}
