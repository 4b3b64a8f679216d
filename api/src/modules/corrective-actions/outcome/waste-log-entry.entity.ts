import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../../database/columns.js';
import { Location } from '../../tenancy/location.entity.js';
import { TenantOwned } from '../../tenancy/tenant-owned.js';
import { CorrectiveAction } from '../corrective-action.entity.js';
import { FoodDisposition, type QuantityUnit } from './food-disposition.entity.js';

/**
 * Food discarded after a corrective action (issue 36): written with its "discarded" disposition,
 * append-only. A later correction of that disposition takes it out of the waste log (waste-log.service.ts).
 */
@Entity({ tableName: 'waste_log_entry' })
@Index({ properties: ['company', 'discardedAt'] })
export class WasteLogEntry extends TenantOwned {
  @ManyToOne(() => Location, { deleteRule: 'restrict' })
  location!: Location;

  @ManyToOne(() => CorrectiveAction, { deleteRule: 'restrict' })
  correctiveAction!: CorrectiveAction;

  @OneToOne(() => FoodDisposition, { owner: true, deleteRule: 'restrict' })
  foodDisposition!: FoodDisposition;

  @Property({ type: 'string', length: 200 })
  food!: string;

  @Property({ type: 'decimal', precision: 10, scale: 3 })
  quantity!: string;

  @Property({ type: 'string', length: 20 })
  unit!: QuantityUnit;

  @Property({ type: 'text' })
  reason!: string;

  @Property(createdNow())
  discardedAt: Date & Opt = new Date();
}
