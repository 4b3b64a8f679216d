import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Report } from '../reports/report.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

/**
 * Read-only access for a visiting inspector, with no account: the chosen locations' records in
 * [periodStart, periodEnd). Only the SHA-256 of the token is kept. It expires, and can be revoked;
 * revoked links are kept, so the audit trail's uses still name them.
 */
@Entity({ tableName: 'inspector_link' })
@Index({ properties: ['company', 'createdAt'] })
export class InspectorLink extends TenantOwned {
  /** Who it is for, e.g. "EHO visit, Main Kitchen". */
  @Property({ type: 'string', length: 200 })
  label!: string;

  @Property({ type: 'json' })
  locationIds!: number[];

  @Property({ type: 'datetime' })
  periodStart!: Date;

  /** Exclusive. */
  @Property({ type: 'datetime' })
  periodEnd!: Date;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  createdBy!: User;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  revokedBy?: User | null;

  /** The due-diligence pack last made for the link (by the export runner); asked for again, it is handed out while it runs and for an hour after. */
  @ManyToOne(() => Report, { nullable: true, deleteRule: 'set null' })
  packReport?: Report | null;
}
