import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import { PhotoEvidenceIndex } from '../uploads/photo-evidence-index.js';
import { FormTemplateVersion } from './form-template-version.entity.js';

@Entity({ tableName: 'digital_form' })
@PhotoEvidenceIndex('digital_form')
@Index({ properties: ['location', 'createdAt'] })
// A phone's clientId is unique within its company only: another tenant's is simply fresh here.
@Unique({ properties: ['company', 'clientId'] })
export class DigitalForm extends TenantOwned {
  @Property({ type: 'string', length: 60 })
  type!: string;

  @ManyToOne(() => Location, { deleteRule: 'restrict' })
  location!: Location;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  /** The company's edited fields it was filled against; null: the built-in fields of its type. */
  @ManyToOne(() => FormTemplateVersion, { deleteRule: 'restrict', nullable: true })
  templateVersion?: FormTemplateVersion | null;

  @Property({ type: 'json' })
  formData!: Record<string, unknown>;

  @Property({ type: 'text', nullable: true })
  signature?: string | null;

  /** The photos its photo fields name (issue 35), kept as every record keeps its photos. */
  @Property({ type: 'json', nullable: true })
  photoEvidence?: unknown;

  @Property({ type: 'string', length: 20, default: 'draft' })
  status: string & Opt = 'draft';

  @Property({ type: 'string', length: 254, nullable: true })
  emailedTo?: string | null;

  /** The phone's id for a form it submitted (maybe after waiting offline): a retry finds this row. */
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  @Property({ type: 'boolean', default: false })
  isRestrictedAccess: boolean & Opt = false;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
