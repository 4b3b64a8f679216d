import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind } from 'graphql';
import { Forbidden } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Viewer } from '../../viewer.js';

const ONLY_READINGS = 'An API key may only record temperature readings';
/** What a key may call: it records readings, nothing more. */
const READING_MUTATIONS = new Set(['recordReading', 'recordReadings', 'recordReadingsEach', '__typename']);
const READING_ROUTES = new Set(['POST /api/temperature-readings', 'POST /graphql']);

/** REST (and any non-GraphQL path): a key reaches the readings route and GraphQL's endpoint, whose operations the plugin below checks. */
export function assertGatewayMayCall(viewer: Viewer, method: string, path: string): void {
  if (viewer.apiKeyId !== undefined && !READING_ROUTES.has(`${method} ${path.replace(/\/$/, '')}`)) throw new Forbidden(ONLY_READINGS);
}

/** GraphQL: with a key, only a mutation whose every top-level field records readings runs; anything else is FORBIDDEN (HTTP 403). */
export const gatewayOperationsOnly: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (contextValue.viewer?.apiKeyId === undefined) return;
        const fields = operation?.selectionSet.selections ?? [];
        const recordsOnly = operation?.operation === 'mutation' && fields.every((f) => f.kind === Kind.FIELD && READING_MUTATIONS.has(f.name.value));
        if (!recordsOnly) throw new GraphQLError(ONLY_READINGS, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
      },
    };
  },
};
