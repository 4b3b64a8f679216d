import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { User } from '../tenancy/user.entity.js';

@Entity({ tableName: 'report' })
export class Report {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;

  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  location?: Location | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  user?: User | null;

  @Property({ type: 'string', length: 60, nullable: true })
  type?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  format?: string | null;

  @Property({ type: 'json', nullable: true })
  parameters?: unknown;

  @Property({ type: 'text', nullable: true })
  filePath?: string | null;

  @Property({ type: 'string', length: 20, default: 'generating' })
  status: string & Opt = 'generating';

  @Property({ type: 'datetime', nullable: true })
  generatedAt?: Date | null;
}
