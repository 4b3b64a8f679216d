import * as yup from 'yup';

/** Where a template applies, as the builder edits it: every site, chosen areas, chosen sites, or one site alone. */
export type PublishChoice = 'all' | 'areas' | 'sites' | 'site_only';

export interface PublicationValues {
  choice: PublishChoice;
  areaIds: number[];
  locationIds: number[];
  /** The site of a site-only template. */
  ownerLocationId: number | null;
}

export const allSites = (): PublicationValues => ({ choice: 'all', areaIds: [], locationIds: [], ownerLocationId: null });

/** The values of a template's stored publication (as the API returns it). */
export function publicationValuesOf(publication: {
  scope: string;
  areaIds: number[];
  locationIds: number[];
  ownerLocationId?: number | null;
}): PublicationValues {
  if (publication.ownerLocationId != null) return { ...allSites(), choice: 'site_only', ownerLocationId: publication.ownerLocationId };
  const choice: PublishChoice = publication.scope === 'areas' || publication.scope === 'sites' ? publication.scope : 'all';
  return { choice, areaIds: [...publication.areaIds], locationIds: [...publication.locationIds], ownerLocationId: null };
}

export const publicationSchema = yup.object({
  choice: yup.string().oneOf(['all', 'areas', 'sites', 'site_only']).required(),
  areaIds: yup.array(yup.number().required()).when('choice', ([choice], rule) => (choice === 'areas' ? rule.min(1, 'Choose at least one area') : rule)),
  locationIds: yup.array(yup.number().required()).when('choice', ([choice], rule) => (choice === 'sites' ? rule.min(1, 'Choose at least one site') : rule)),
  ownerLocationId: yup
    .number()
    .nullable()
    .when('choice', ([choice], rule) => (choice === 'site_only' ? rule.required('Choose the site') : rule)),
});

/** The API's PublicationInput. */
export function publicationInputOf(values: PublicationValues) {
  if (values.choice === 'site_only') return { scope: 'sites', ownerLocationId: values.ownerLocationId };
  return {
    scope: values.choice,
    areaIds: values.choice === 'areas' ? values.areaIds : [],
    locationIds: values.choice === 'sites' ? values.locationIds : [],
  };
}
