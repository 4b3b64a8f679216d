import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useEffectEvent } from 'react';
import { type CorrectiveActionCardFragment, CorrectiveActionChangedDocument, type CorrectiveActionChangedSubscription } from '../../graphql/graphql';

export type CorrectiveActionChange = CorrectiveActionChangedSubscription['correctiveActionChanged'];

/**
 * Listens for actions opened, escalated, started and resolved at these locations. Apollo writes
 * each change onto its cached CorrectiveAction:<id>, so every card of it updates in place; an
 * opened one is also put at the top of the cached action list. `onChange` is for the figures a
 * screen shows (each change carries the location's open count, computed by the API).
 */
export function useLiveCorrectiveActions(locationIds: readonly number[], onChange?: (change: CorrectiveActionChange) => void): void {
  const client = useApolloClient();
  const changed = useEffectEvent((change: CorrectiveActionChange) => {
    if (change.change === 'opened') addToActionList(client.cache, change.action);
    onChange?.(change);
  });
  const key = locationIds.join(',');
  useEffect(() => {
    const subscriptions = key
      .split(',')
      .filter(Boolean)
      .map((id) =>
        client.subscribe({ query: CorrectiveActionChangedDocument, variables: { locationId: Number(id) } }).subscribe({
          next: ({ data }) => data && changed(data.correctiveActionChanged),
          // A lost socket reconnects by itself (apollo.ts); the screen's own queries still answer.
          error: () => undefined,
        }),
      );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [client, key]);
}

/**
 * Puts a new action at the top of the cached action list (newest first, as the API lists them),
 * once; only the unfiltered list, which a filtered one may not include.
 */
export function addToActionList(cache: ApolloCache, action: CorrectiveActionCardFragment) {
  cache.modify<{ correctiveActions: readonly Reference[] }>({
    fields: {
      correctiveActions(list, { storeFieldName, readField, toReference }) {
        const ref = toReference(action);
        if (storeFieldName !== 'correctiveActions' || !ref || list.some((item) => readField('id', item) === action.id)) return list;
        return [ref, ...list];
      },
    },
  });
}
