import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import type { Viewer } from '../../viewer.js';
import { hasCompanyWideAccess, isAdministrator } from '../tenancy/roles.js';
import type { Upload } from './upload.entity.js';

/**
 * Every place a record keeps an upload, as (table, how it names the upload, where the record's
 * location is). A record without a location (a company-wide manual, a training record or action tied
 * to no site) is seen by everyone in its company, so it yields a null location. The test
 * upload-reach.test.ts compares this list with the schema: a new attachment column must be added here.
 */
export const ATTACHMENT_LINKS = [
  { table: 'temperature_reading', column: 'photo_evidence' },
  { table: 'compliance_check', column: 'photo_evidence' },
  { table: 'corrective_action', column: 'photo_evidence' },
  { table: 'food_process_temperature', column: 'photo_evidence' },
  { table: 'digital_form', column: 'photo_evidence' },
  { table: 'training_record', column: 'certificate_id' },
  { table: 'food_safety_manual', column: 'file_id' },
] as const;

/**
 * The locations of the records an upload is attached to (null: a record of the whole company). The
 * photo look-ups use the partial GIN indexes on photo_evidence (migration 20261129140000), so a
 * company's millions of readings are never scanned.
 */
async function attachedAt(em: EntityManager, upload: Pick<Upload, 'id'> & { company: { id: number } }): Promise<(number | null)[]> {
  const photo = JSON.stringify([{ uploadId: upload.id }]);
  const company = upload.company.id;
  const rows = await rowsOf<{ location_id: number | null }>(
    em,
    sql`select e.location_id from temperature_reading r join equipment e on e.id = r.equipment_id
          where r.company_id = ${company} and r.photo_evidence is not null and r.photo_evidence @> ${photo}::jsonb
        union all
        select c.location_id from compliance_check c
          where c.company_id = ${company} and c.photo_evidence is not null and c.photo_evidence @> ${photo}::jsonb
        union all
        select a.location_id from corrective_action a
          where a.company_id = ${company} and a.photo_evidence is not null and a.photo_evidence @> ${photo}::jsonb
        union all
        select p.location_id from food_process_temperature t join food_process p on p.id = t.process_id
          where t.company_id = ${company} and t.photo_evidence is not null and t.photo_evidence @> ${photo}::jsonb
        union all
        select f.location_id from digital_form f
          where f.company_id = ${company} and f.photo_evidence is not null and f.photo_evidence @> ${photo}::jsonb
        union all
        select t.location_id from training_record t where t.certificate_id = ${upload.id}
        union all
        select null::int from food_safety_manual m where m.file_id = ${upload.id}`,
  );
  return rows.map((row) => row.location_id);
}

/**
 * Whether the viewer may see an upload of their company: exactly those who may see a record it is
 * attached to; an upload attached to nothing yet, only the person who sent it and the company-wide
 * administrators. Anything else is answered like a missing id.
 */
export async function mayViewUpload(em: EntityManager, viewer: Viewer, upload: Upload): Promise<boolean> {
  if (viewer.allCompanies) return true;
  if (upload.company.id !== viewer.companyId) return false;
  const locations = await attachedAt(em, upload);
  if (locations.length === 0) return upload.uploadedBy?.id === viewer.userId || (isAdministrator(viewer.role) && hasCompanyWideAccess(viewer));
  return locations.some((location) => location === null || viewer.locationIds.includes(location));
}
