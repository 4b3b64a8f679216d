import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { celsius, createdNow } from '../../database/columns.js';
import { ApiKey } from '../api-keys/api-key.entity.js';
import { ComplianceCheck } from '../compliance/compliance-check.entity.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { TemperatureReading } from '../temperature/temperature-reading.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import { PhotoEvidenceIndex } from '../uploads/photo-evidence-index.js';

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const ACTION_STATUSES = ['open', 'pending', 'in_progress', 'resolved'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
/** SPEC 4's sample workflow: an action is not started while 'open' (the default) or 'pending'. */
export const NOT_STARTED: readonly ActionStatus[] = ['open', 'pending'];
export const canStart = (status: string): boolean => (NOT_STARTED as readonly string[]).includes(status);
export const canComplete = (status: string): boolean => status === 'in_progress';
/** Acknowledge applies once, to an action not yet resolved. */
export const canAcknowledge = (action: { status: string; acknowledgedAt?: Date | null }): boolean => action.status !== 'resolved' && !action.acknowledgedAt;
/** automatic: raised by the alert engine (an excursion, a silent sensor); manual: recorded by a person. */
export const ACTION_SOURCES = ['automatic', 'manual'] as const;
export type ActionSource = (typeof ACTION_SOURCES)[number];

@Entity({ tableName: 'corrective_action' })
@PhotoEvidenceIndex('corrective_action')
@Index({ properties: ['company', 'status'] })
@Index({ properties: ['location', 'createdAt'] })
// One excursion opens one action, one silence one "no data" action, one low-battery episode one action, whichever process tries.
@Unique({
  name: 'corrective_action_excursion_unique',
  expression:
    'create unique index "corrective_action_excursion_unique" on "corrective_action" ("equipment_id", "excursion_started_at") where "excursion_started_at" is not null',
})
@Unique({
  name: 'corrective_action_silence_unique',
  expression:
    'create unique index "corrective_action_silence_unique" on "corrective_action" ("equipment_id", "silence_since") where "silence_since" is not null',
})
@Unique({
  name: 'corrective_action_low_battery_unique',
  expression:
    'create unique index "corrective_action_low_battery_unique" on "corrective_action" ("equipment_id", "low_battery_since") where "low_battery_since" is not null',
})
@Unique({
  name: 'corrective_action_door_open_unique',
  expression:
    'create unique index "corrective_action_door_open_unique" on "corrective_action" ("equipment_id", "door_open_since") where "door_open_since" is not null',
})
@Unique({
  name: 'corrective_action_gateway_silence_unique',
  expression:
    'create unique index "corrective_action_gateway_silence_unique" on "corrective_action" ("api_key_id", "gateway_silent_since") where "gateway_silent_since" is not null',
})
@Unique({
  name: 'corrective_action_check_item_unique',
  expression:
    'create unique index "corrective_action_check_item_unique" on "corrective_action" ("compliance_check_id", "check_item") where "check_item" is not null',
})
@Unique({
  name: 'corrective_action_form_field_unique',
  expression:
    'create unique index "corrective_action_form_field_unique" on "corrective_action" ("digital_form_id", "check_item") where "digital_form_id" is not null',
})
export class CorrectiveAction extends TenantOwned {
  /** Where the problem is; derived from the equipment or check when those are given. */
  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  location?: Location | null;

  @ManyToOne(() => Equipment, { nullable: true, deleteRule: 'restrict' })
  equipment?: Equipment | null;

  @ManyToOne(() => ComplianceCheck, { nullable: true, deleteRule: 'restrict' })
  complianceCheck?: ComplianceCheck | null;

  /** The check item (or form field) whose critical failure opened the action (one action per check or form, and item). */
  @Property({ type: 'string', length: 500, nullable: true })
  checkItem?: string | null;

  /**
   * Issue 35: the submitted digital form whose critical field was out of range. An id, not a
   * relation: forms import this module (to open the action), and a form is never deleted.
   */
  @Property({ type: 'integer', nullable: true })
  digitalFormId?: number | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  user?: User | null;

  @Property({ type: 'string', length: 60, nullable: true })
  type?: string | null;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 20, default: 'medium' })
  severity: Severity & Opt = 'medium';

  @Property({ type: 'string', length: 20, default: 'open' })
  status: ActionStatus & Opt = 'open';

  @Property({ type: 'json', nullable: true })
  photoEvidence?: unknown;

  @Property({ type: 'text', nullable: true })
  resolution?: string | null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt?: Date | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  dueDate?: Date | null;

  @Property({ type: 'string', length: 20, default: 'manual' })
  source: ActionSource & Opt = 'manual';

  /** The excursion this action answers: its unit's first out-of-range reading time. */
  @Property({ type: 'datetime', nullable: true })
  excursionStartedAt?: Date | null;

  /** The silence this "no data" action answers: the unit's last reading time (or its creation) before it went quiet. */
  @Property({ type: 'datetime', nullable: true })
  silenceSince?: Date | null;

  /** The low-battery episode this action answers: when its unit's sensor first reported a low battery. */
  @Property({ type: 'datetime', nullable: true })
  lowBatterySince?: Date | null;

  /** The door opening this "door open" action answers: when the unit's door contact reported it open. */
  @Property({ type: 'datetime', nullable: true })
  doorOpenSince?: Date | null;

  /** The sensor gateway (API key) whose every unit went silent, for a "gateway offline" action. */
  @ManyToOne(() => ApiKey, { nullable: true, deleteRule: 'restrict' })
  apiKey?: ApiKey | null;

  /** The gateway silence this action answers: the latest last reading among the key's units. */
  @Property({ type: 'datetime', nullable: true })
  gatewaySilentSince?: Date | null;

  /** When a critical action not started in time was escalated (the recipients are its notifications). */
  @Property({ type: 'datetime', nullable: true })
  escalatedAt?: Date | null;

  /** Issue 34: when someone said "I've got it" (in the app or by an alert e-mail's link); it stops escalation, it does not resolve. */
  @Property({ type: 'datetime', nullable: true })
  acknowledgedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  acknowledgedBy?: User | null;

  /** Who recorded the resolution (resolvedAt says when). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  resolvedBy?: User | null;

  /**
   * Issue 30: what showed a critical temperature or food-process action's fix worked, kept with its
   * resolution (resolvedBy and resolvedAt say who and when). The unit's reading relied on…
   */
  @ManyToOne(() => TemperatureReading, { nullable: true, deleteRule: 'restrict' })
  verificationReading?: TemperatureReading | null;

  /** …and its value in °C, or a probe reading of the food recorded as the action was resolved. */
  @Property({ ...celsius(), nullable: true })
  verificationTemperature?: number | null;

  /** Or a manager's override instead of a reading: why. */
  @Property({ type: 'text', nullable: true })
  verificationOverrideReason?: string | null;

  /** Issue 36: who owns the action now (assignment is audited; the new owner is notified). dueDate says by when. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  assignee?: User | null;

  /** Issue 36: why it happened, one of ROOT_CAUSES (outcome/root-causes.ts), with the person's words. */
  @Property({ type: 'string', length: 40, nullable: true })
  rootCause?: string | null;

  @Property({ type: 'text', nullable: true })
  rootCauseText?: string | null;

  /** Issue 36: a manager's sign-off (password re-entered) after a critical action's verification. */
  @Property({ type: 'datetime', nullable: true })
  signedOffAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  signedOffBy?: User | null;

  /**
   * When the action counts as closed: its resolution, or for a critical temperature or food-process
   * action (one that needed a verification) the manager's sign-off after it. Null while not closed.
   */
  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date | null;
}

/** Issue 36: a critical temperature or food-process action needs a manager's sign-off after its verification before it counts as closed. */
export const needsSignOff = (action: { type?: string | null; severity: string }): boolean =>
  action.type === 'temperature_alert' && action.severity === 'critical';
