import { type RawBuilder, sql } from 'kysely';

/**
 * Issue 35: where a company template (a checklist or a digital form) applies. Head office
 * publishes to every site, to chosen areas or to chosen sites; a site's administrator may add a
 * template of that site alone (its owner location). The one rule of "does it apply here" is
 * `publishedAtSql`; every list, schedule and start of a check or form asks it.
 */
export const PUBLISH_SCOPES = ['all', 'areas', 'sites'] as const;
export type PublishScope = (typeof PUBLISH_SCOPES)[number];

export interface Publication {
  scope: PublishScope;
  areaIds: number[];
  locationIds: number[];
  /** Set for a site-only template: the site that owns it (and the only one it is published to). */
  ownerLocationId: number | null;
}

/** What a template row holds of its publication (the columns every publishable template table carries). */
export interface PublicationColumns {
  publishScope: string;
  publishAreaIds: number[];
  publishLocationIds: number[];
  ownerLocation?: { id: number } | null;
}

export const ALL_SITES: Publication = { scope: 'all', areaIds: [], locationIds: [], ownerLocationId: null };

export function publicationOf(row: PublicationColumns): Publication {
  const scope = (PUBLISH_SCOPES as readonly string[]).includes(row.publishScope) ? (row.publishScope as PublishScope) : 'all';
  return { scope, areaIds: [...row.publishAreaIds], locationIds: [...row.publishLocationIds], ownerLocationId: row.ownerLocation?.id ?? null };
}

/** The columns as an entity stores them. */
export const publicationColumns = (publication: Publication) => ({
  publishScope: publication.scope,
  publishAreaIds: publication.areaIds,
  publishLocationIds: publication.locationIds,
});

export const isHeadOfficeTemplate = (publication: Publication): boolean => publication.ownerLocationId === null;

/**
 * SQL: the template (table alias `template`, with the publication columns) applies at the
 * location (alias `location`, a `location` row with its area_id). A built-in template of the
 * provider carries the defaults, so it applies everywhere.
 */
export function publishedAtSql(template: string, location: string): RawBuilder<boolean> {
  const t = (column: string) => sql.ref(`${template}.${column}`);
  const l = (column: string) => sql.ref(`${location}.${column}`);
  return sql<boolean>`((${t('owner_location_id')} is null or ${t('owner_location_id')} = ${l('id')})
    and case ${t('publish_scope')}
      when 'areas' then ${l('area_id')} = any(${t('publish_area_ids')})
      when 'sites' then ${l('id')} = any(${t('publish_location_ids')})
      else true end)`;
}
