import type { CreateInspectorLinkInput } from '../../graphql/graphql';
import { localMidnight } from './audit-filter';

interface LinkFormValues {
  label: string;
  locationIds: string[];
  from: string;
  to: string;
  expiresInDays: number;
}

/** The form's local days to the API's instants: from the start of `from` to the end of `to` (exclusive next midnight). */
export function linkInput(values: LinkFormValues): CreateInspectorLinkInput {
  return {
    label: values.label,
    locationIds: values.locationIds.map(Number),
    periodStart: localMidnight(values.from, 0),
    periodEnd: localMidnight(values.to, 1),
    expiresInDays: values.expiresInDays,
  };
}
