import type { ApolloServerPlugin } from '@apollo/server';
import { type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode } from 'graphql';
import { Forbidden } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Viewer } from '../../viewer.js';

const ONLY_READINGS = 'An API key may only record temperature readings';
/** What a key may call: it records readings, nothing more. */
const READING_MUTATIONS = new Set(['recordReading', 'recordReadings', 'recordReadingsEach', '__typename']);
const READING_ROUTES = new Set([
  'POST /api/temperature-readings',
  'POST /graphql',
  // A LoRaWAN network server's uplinks and a door contact's events: readings by other means.
  'POST /api/integrations/ttn',
  'POST /api/integrations/chirpstack',
  'POST /api/door-events',
]);

/** REST (and any non-GraphQL path): a key reaches the readings route and GraphQL's endpoint, whose operations the plugin below checks. */
export function assertGatewayMayCall(viewer: Viewer, method: string, path: string): void {
  if (viewer.apiKeyId !== undefined && !READING_ROUTES.has(`${method} ${path.replace(/\/$/, '')}`)) throw new Forbidden(ONLY_READINGS);
}

const ONLY_WHAT_IT_WROTE = 'An API key reads back only the readings it wrote: ask for their own fields, not equipment, photos or other readings';

/**
 * GraphQL: with a key, only a mutation whose every top-level field records readings runs, and its
 * answer holds only what the key wrote: the readings' own fields (scalars), never a nested object
 * (the unit with its recent readings, photos, people). Anything else is FORBIDDEN (HTTP 403).
 */
export const gatewayOperationsOnly: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation, document }) {
        if (contextValue.viewer?.apiKeyId === undefined) return;
        const fields = operation?.selectionSet.selections ?? [];
        const recordsOnly = operation?.operation === 'mutation' && fields.every((f) => f.kind === Kind.FIELD && READING_MUTATIONS.has(f.name.value));
        if (!recordsOnly) throw forbidden(ONLY_READINGS);
        const fragments = new Map(
          document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
        );
        const ownFieldsOnly = fields.every((f) => f.kind !== Kind.FIELD || !f.selectionSet || leavesOnly(f.selectionSet, fragments, WRITTEN_READING));
        if (!ownFieldsOnly) throw forbidden(ONLY_WHAT_IT_WROTE);
      },
    };
  },
};

/** recordReadingsEach answers each item with the `reading` it stored: the one object a key's answer may open, and only to its own fields. */
const WRITTEN_READING = 'reading';

/**
 * Every field selected (through fragments too) is a leaf: a field with a selection of its own is an
 * object, allowed only where it is the reading the key wrote (`opens`), and then to leaves alone.
 */
function leavesOnly(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, opens?: string, seen = new Set<string>()): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) {
      if (!selection.selectionSet) return true;
      return selection.name.value === opens && leavesOnly(selection.selectionSet, fragments, undefined, seen);
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) return leavesOnly(selection.selectionSet, fragments, opens, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (seen.has(name) || !fragment) return true;
    seen.add(name);
    return leavesOnly(fragment.selectionSet, fragments, opens, seen);
  });
}

const forbidden = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
