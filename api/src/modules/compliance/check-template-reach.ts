import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Forbidden } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { publishedAtSql } from '../publishing/publication.js';
import type { Location } from '../tenancy/location.entity.js';
import { hasCompanyWideAccess } from '../tenancy/roles.js';

/**
 * The templates a list may show: at one site, those published there; otherwise, for a viewer who
 * reaches the whole company, all of its templates (head office manages them), and for anyone else
 * those published at a site they reach. Null: no restriction.
 */
export async function publishedTemplateIds(em: EntityManager, viewer: Viewer, location: Location | null): Promise<number[] | null> {
  if (!location && hasCompanyWideAccess(viewer)) return null;
  const sites = location ? [location.id] : viewer.locationIds;
  const { rows } = await sql<{ id: number }>`select distinct t.id from compliance_check_template t
    join location l on l.id = any(${sites}::int[])
    where (t.company_id is null or t.company_id = l.company_id) and ${publishedAtSql('t', 'l')}`.execute(em.getKysely());
  return rows.map((row) => row.id);
}

/** Starting (or completing a new) check of a template is refused at a site it is not published to. */
export async function assertPublishedAt(em: EntityManager, templateId: number, location: Location): Promise<void> {
  const { rows } = await sql`select 1 from compliance_check_template t join location l on l.id = ${location.id}
    where t.id = ${templateId} and ${publishedAtSql('t', 'l')}`.execute(em.getKysely());
  if (!rows.length) throw new Forbidden('This checklist is not published at this site');
}
