import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Company } from '../tenancy/company.entity.js';

/**
 * A company's chain head as e-mailed to its administrators on one of its local days: a copy of the
 * chain kept outside our database, so a history rewritten later no longer matches it.
 */
@Entity({ tableName: 'audit_anchor' })
@Unique({ name: 'audit_anchor_company_day_unique', properties: ['company', 'day'] })
export class AuditAnchor {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;

  /** The company's local day (its time zone) the anchor is for. */
  @Property({ type: 'date' })
  day!: string;

  @Property({ type: 'bigint' })
  seq!: string;

  @Property({ type: 'string', length: 64 })
  hash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  /** The addresses it was sent to. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  recipients: string[] & Opt = [];
}
