import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import { Forbidden } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Viewer } from '../../viewer.js';
import { isReadOnlyRole } from '../tenancy/roles.js';

/**
 * A person whose password was set by someone else (a new account, a reset) may read, change
 * their password and sign out, nothing more, until they have changed it; an administrator held to
 * two-factor enrolment may likewise only set it up. One rule for REST,
 * GraphQL over HTTP and GraphQL over the WebSocket.
 */
export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before you can do anything else';
/** A read-only role (the auditor) may read, change their password and sign out, and never write anything else. */
export const READ_ONLY_ROLE = 'Your role can read records but not change them';

/** An administrator whose company requires two-factor authentication may only set it up (and sign out) until they have. */
export const TWO_FACTOR_ENROLMENT_REQUIRED = 'You must set up two-factor authentication before you can do anything else';

/** Why this viewer may not write, or null when they may. */
function writeRestriction(viewer: Viewer | null | undefined): string | null {
  if (viewer?.mustChangePassword) return PASSWORD_CHANGE_REQUIRED;
  if (viewer?.mustEnrolTwoFactor) return TWO_FACTOR_ENROLMENT_REQUIRED;
  return viewer && isReadOnlyRole(viewer) ? READ_ONLY_ROLE : null;
}

const ALWAYS_ALLOWED = ['logout', 'login', 'register', '__typename'];
const ALLOWED_MUTATIONS: Record<string, Set<string>> = {
  [PASSWORD_CHANGE_REQUIRED]: new Set([...ALWAYS_ALLOWED, 'changeMyPassword']),
  [TWO_FACTOR_ENROLMENT_REQUIRED]: new Set([...ALWAYS_ALLOWED, 'startTwoFactorEnrolment', 'confirmTwoFactorEnrolment']),
  [READ_ONLY_ROLE]: new Set([...ALWAYS_ALLOWED, 'changeMyPassword']),
};
const ALLOWED_REST_WRITES = new Set(['/logout', '/login', '/register']);
const REST_READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The refusal for this operation, or null when it may run. Queries always may. */
export function passwordChangeRefusal(viewer: Viewer | null | undefined, operation: OperationDefinitionNode | null | undefined): GraphQLError | null {
  const restriction = writeRestriction(viewer);
  if (!restriction || operation?.operation !== 'mutation') return null;
  const mutations = ALLOWED_MUTATIONS[restriction]!;
  const allowed = operation.selectionSet.selections.every((field) => field.kind === Kind.FIELD && mutations.has(field.name.value));
  // Refused before anything runs, as a normal GraphQL error (HTTP 200), like any other FORBIDDEN.
  return allowed ? null : new GraphQLError(restriction, { extensions: { code: 'FORBIDDEN', http: { status: 200 } } });
}

/** Apollo: checked once the operation is known, before any resolver runs. */
export const passwordChangeGatePlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        const refusal = passwordChangeRefusal(contextValue.viewer, operation);
        if (refusal) throw refusal;
      },
    };
  },
};

/** REST: every write but signing in, out or up is a 403. */
export const passwordChangeGate: RequestHandler = (req, _res, next) => {
  const restriction = writeRestriction(req.viewer);
  const refused = restriction && !REST_READS.has(req.method) && !ALLOWED_REST_WRITES.has(req.path);
  next(refused ? new Forbidden(restriction) : undefined);
};
