import { createParameterDecorator } from 'type-graphql';
import { Unauthenticated } from '../errors.js';
import type { GraphQLContext } from './context.js';

/** Injects the signed-in viewer; signed-out callers get UNAUTHENTICATED. */
export function CurrentViewer() {
  return createParameterDecorator<GraphQLContext>(({ context }) => {
    if (!context.viewer) throw new Unauthenticated();
    return context.viewer;
  });
}
