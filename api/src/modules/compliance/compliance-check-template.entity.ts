import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Company } from '../tenancy/company.entity.js';

/** An item of a template's checklist; a critical one that fails opens a corrective action. */
export interface CheckItem {
  description: string;
  critical?: boolean;
}

@Entity({ tableName: 'compliance_check_template' })
export class ComplianceCheckTemplate {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Null for templates the provider offers to every company. */
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict' })
  company?: Company | null;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 40 })
  type!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'json', nullable: true })
  checklistItems?: CheckItem[] | null;

  @Property({ type: 'string', length: 40, nullable: true })
  frequency?: string | null;

  @Property({ type: 'integer', nullable: true })
  estimatedMinutes?: number | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;
}
