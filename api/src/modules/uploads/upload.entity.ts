import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import type { UploadPurpose } from './upload-rules.js';

/** A stored file. The bytes live in UploadStorage under `storageKey`; the original name is metadata only. */
@Entity({ tableName: 'upload' })
export class Upload extends TenantOwned {
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  uploadedBy?: User | null;

  @Property({ type: 'string', length: 20 })
  purpose!: UploadPurpose;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'string', length: 64 })
  sha256!: string;

  @Property({ type: 'string', length: 200, unique: true })
  storageKey!: string;

  @Property({ type: 'string', length: 200 })
  originalName!: string;

  /** The client's id for this file (a retried phone upload); the same id always names the same row. */
  @Property({ type: 'uuid', nullable: true, unique: true })
  clientId?: string | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
