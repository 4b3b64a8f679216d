import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Company } from './company.entity.js';
import { Location } from './location.entity.js';
import { DEFAULT_ROLE } from './roles.js';

@Entity({ tableName: 'user' })
export class User {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100, unique: true })
  username!: string;

  /** argon2id hash; never serialised. */
  @Property({ type: 'string', length: 255, fieldName: 'password', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 200 })
  fullName!: string;

  /** E.164 (+447700900123), for SMS alerts. */
  @Property({ type: 'string', length: 16, nullable: true })
  mobilePhone?: string | null;

  /** The person's own choice of alert channels; null follows the company's default. */
  @Property({ type: 'boolean', nullable: true })
  alertByEmail?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  alertBySms?: boolean | null;

  /** An administrator's choice of the daily summary e-mail (issue 34), which then also carries the audit anchor; off by default. */
  @Property({ type: 'boolean', default: false })
  dailySummary: boolean & Opt = false;

  @Property({ type: 'string', length: 40, default: DEFAULT_ROLE })
  role: string & Opt = DEFAULT_ROLE;

  /** Null only for the provider-level super user, who spans every company. */
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict' })
  company?: Company | null;

  @ManyToOne(() => Location, { nullable: true, deleteRule: 'set null' })
  location?: Location | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  /** Set when someone else chose the password (a new account, a reset): only changing it is allowed until then. */
  @Property({ type: 'boolean', default: false })
  mustChangePassword: boolean & Opt = false;

  /** When the password was last set: the company's password expiry counts from here. */
  @Property(createdNow())
  passwordChangedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastLogin?: Date | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
