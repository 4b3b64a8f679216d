import { useQuery } from '@apollo/client/react';
import { MobileFormTemplatesDocument } from '../../../graphql/graphql';

/** Loads the company's forms when the app opens, so they can be filled in later without a connection. */
export function useFormsOffline(): void {
  useQuery(MobileFormTemplatesDocument);
}
