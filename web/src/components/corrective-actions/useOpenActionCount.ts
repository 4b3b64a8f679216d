import { useQuery } from '@apollo/client/react';
import { OpenCorrectiveActionCountDocument } from '../../graphql/graphql';

/** SPEC 9's dashboard refetch interval: the badge follows new and resolved actions at the same pace. */
const REFRESH_MS = 30_000;

/** Open corrective actions in the user's reach, as the API counts them; undefined until known. */
export function useOpenActionCount(): number | undefined {
  const { data } = useQuery(OpenCorrectiveActionCountDocument, { pollInterval: REFRESH_MS });
  return data?.correctiveActionSummary.open;
}
