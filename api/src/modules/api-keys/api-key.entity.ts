import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

/**
 * A sensor gateway's credential: it records readings at one location (or every location of its
 * company) and nothing else. Only the SHA-256 hash of the secret is kept; the prefix is the
 * secret's non-secret start, shown so people can tell keys apart. Revoked, never deleted.
 */
@Entity({ tableName: 'api_key' })
@Index({ properties: ['company', 'createdAt'] })
export class ApiKey extends TenantOwned {
  /** Null: every location of the company. */
  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  location?: Location | null;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 20 })
  prefix!: string;

  @Property({ type: 'string', length: 64, unique: true })
  secretHash!: string;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  createdBy!: User;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();

  /** Moved forward at most once a minute per key per process (see api-key-auth.ts). */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  revokedBy?: User | null;
}
