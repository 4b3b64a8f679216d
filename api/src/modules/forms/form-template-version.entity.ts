import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import type { FormField } from './form-templates.js';

/**
 * One company's edited fields of a built-in form, numbered per company and form type. An edit
 * appends the next version (the table refuses UPDATE and DELETE); the newest is current, and
 * without any row the company uses the built-in fields. Submitted forms point at the version
 * they were filled against, so old answers keep their labels.
 */
@Entity({ tableName: 'form_template_version' })
@Unique({ properties: ['company', 'templateType', 'version'] })
export class FormTemplateVersion extends TenantOwned {
  /** The built-in template's type (fitness_to_work, visitor_log, …). */
  @Property({ type: 'string', length: 60 })
  templateType!: string;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'json' })
  fields!: FormField[];

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  createdBy!: User;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
