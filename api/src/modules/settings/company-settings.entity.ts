import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Company } from '../tenancy/company.entity.js';
import { User } from '../tenancy/user.entity.js';
import type { CompanySettingsValues } from './settings-defaults.js';

/** A company's saved settings. No row means SPEC 9's defaults; a saved row holds every section. */
@Entity({ tableName: 'company_settings' })
export class CompanySettings {
  @OneToOne(() => Company, { primary: true, deleteRule: 'restrict', fieldName: 'company_id' })
  company!: Company;

  @Property({ type: 'json' })
  settings!: CompanySettingsValues;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  updatedBy?: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();
}
