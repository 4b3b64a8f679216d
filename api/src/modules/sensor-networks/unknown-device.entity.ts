import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { ApiKey } from '../api-keys/api-key.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';

/**
 * A LoRaWAN device that sent uplinks no unit of its company names: listed for an administrator to
 * map in the unit's settings, never stored as readings. One row per company and device, kept fresh
 * by each uplink (last seen, how many, the latest decoded payload as a sample).
 */
@Entity({ tableName: 'unknown_device' })
@Unique({ properties: ['company', 'deviceEui'] })
export class UnknownDevice extends TenantOwned {
  @Property({ type: 'string', length: 16 })
  deviceEui!: string;

  /** Which network server forwarded it: ttn or chirpstack. */
  @Property({ type: 'string', length: 20 })
  network!: string;

  @ManyToOne(() => ApiKey, { nullable: true, deleteRule: 'restrict' })
  apiKey?: ApiKey | null;

  @Property(createdNow())
  firstSeenAt: Date & Opt = new Date();

  @Property(createdNow())
  lastSeenAt: Date & Opt = new Date();

  @Property({ type: 'integer', default: 1 })
  uplinks: number & Opt = 1;

  @Property({ type: 'json' })
  payloadSample!: Record<string, unknown>;
}
