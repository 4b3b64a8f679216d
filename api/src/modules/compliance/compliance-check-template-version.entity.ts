import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { User } from '../tenancy/user.entity.js';
import type { FullCheckItem } from './check-item-kinds.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';

/**
 * One version of a checklist template as it was saved (append-only: the database refuses changes):
 * its items, schedule and publication. Checks record the version they began with.
 */
@Entity({ tableName: 'compliance_check_template_version' })
@Unique({ properties: ['template', 'version'] })
export class ComplianceCheckTemplateVersion {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => ComplianceCheckTemplate, { deleteRule: 'restrict' })
  template!: ComplianceCheckTemplate;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'json' })
  checklistItems!: FullCheckItem[];

  @Property({ type: 'string', length: 40, nullable: true })
  frequency?: string | null;

  @Property({ type: 'string', length: 5, nullable: true })
  dueTime?: string | null;

  /** The publication in force: { scope, areaIds, locationIds, ownerLocationId }. */
  @Property({ type: 'json' })
  publication!: unknown;

  /** Who saved it; null for a version recorded from a template written before versions (or by the starter set). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  createdBy?: User | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
