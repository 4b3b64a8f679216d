import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { type Publication, publicationColumns, publishedAtSql } from '../publishing/publication.js';
import { Location } from '../tenancy/location.entity.js';
import { hasCompanyWideAccess } from '../tenancy/roles.js';
import { CustomFormTemplate, customFormType } from './custom-form-template.entity.js';
import type { FormTemplate } from './form-templates.js';

/** A custom template as a form template (its fields come from its newest version). */
export const customTemplateBase = (row: CustomFormTemplate): FormTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: row.category,
  status: row.isActive ? 'active' : 'retired',
  type: customFormType(row.id),
  fields: [],
});

/** A custom template of the viewer's company; another company's id is answered like a missing one. */
export async function findCustomTemplate(em: EntityManager, viewer: Viewer, id: number): Promise<CustomFormTemplate> {
  const row = await em.findOne(CustomFormTemplate, { id, company: viewer.companyId ?? -1 }, { populate: ['ownerLocation'] });
  if (!row) throw new NotFound('Form template');
  return row;
}

/**
 * The custom templates the viewer sees. At a location: the active ones published there (what the
 * site may fill in). Without one: company-wide viewers all of their company's (retired too, whose
 * records stay); others those published at any site they reach.
 */
export async function visibleCustomTemplates(em: EntityManager, viewer: Viewer, locationId: number | null): Promise<CustomFormTemplate[]> {
  if (viewer.companyId === null) return [];
  const everyOne = locationId === null && hasCompanyWideAccess(viewer);
  const sites = locationId === null ? viewer.locationIds : [locationId];
  const rows = await rowsOf<{ id: number }>(
    em,
    sql`select template.id from form_template template
        where template.company_id = ${viewer.companyId} and (${locationId === null} or template.is_active)
          and (${everyOne} or exists (select 1 from location location where location.id = any(${sites}::int[]) and ${publishedAtSql('template', 'location')}))`,
  );
  if (!rows.length) return [];
  return em.find(CustomFormTemplate, { id: { $in: rows.map((row) => row.id) } }, { populate: ['ownerLocation'], orderBy: { name: 'asc', id: 'asc' } });
}

/** Whether the template is offered at the location: active and published there. */
export async function isOfferedAt(em: EntityManager, templateId: number, locationId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    em,
    sql`select template.id from form_template template join location location on location.id = ${locationId}
        where template.id = ${templateId} and template.is_active and ${publishedAtSql('template', 'location')}`,
  );
  return rows.length > 0;
}

/** A custom template row's publication columns, its owner site included. */
export const publicationRow = (em: EntityManager, publication: Publication) => ({
  ...publicationColumns(publication),
  ownerLocation: publication.ownerLocationId === null ? null : em.getReference(Location, publication.ownerLocationId),
});
