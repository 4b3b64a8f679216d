import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { ApiKey } from '../api-keys/api-key.entity.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

/** A door contact's report that a unit's door opened or closed: append-only evidence of why a unit warmed. */
@Entity({ tableName: 'door_event' })
@Index({ properties: ['equipment', 'occurredAt'] })
export class DoorEvent extends TenantOwned {
  @ManyToOne(() => Equipment, { deleteRule: 'restrict' })
  equipment!: Equipment;

  @Property({ type: 'boolean' })
  isOpen!: boolean;

  @Property({ type: 'datetime' })
  occurredAt!: Date;

  @Property(createdNow())
  receivedAt: Date & Opt = new Date();

  /** The gateway that reported it; null when a signed-in person did. */
  @ManyToOne(() => ApiKey, { nullable: true, deleteRule: 'restrict' })
  apiKey?: ApiKey | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  user?: User | null;
}
