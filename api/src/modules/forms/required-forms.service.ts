import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Viewer } from '../../viewer.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { listFormTemplates } from './form-template-list.service.js';
import type { FormTemplateType } from './forms.types.js';

/** The required forms not yet stored at a location today — its own local day, from its time zone. */
export async function requiredFormsDue(em: EntityManager, viewer: Viewer, locationId: number): Promise<FormTemplateType[]> {
  const location = await findReachableLocation(em, viewer, locationId);
  const { rows } = await sql<{ type: string }>`
    select distinct f.type from digital_form f join location l on l.id = f.location_id
    where f.location_id = ${location.id} and f.status = 'submitted' and f.created_at >= date_trunc('day', now(), l.timezone)`.execute(em.getKysely());
  const filledToday = new Set(rows.map((row) => row.type));
  return (await listFormTemplates(em, viewer)).filter((template) => template.isRequired && !filledToday.has(template.type));
}
