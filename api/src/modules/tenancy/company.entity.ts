import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';

@Entity({ tableName: 'company' })
export class Company {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  phone?: string | null;

  @Property({ type: 'text', nullable: true })
  address?: string | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
