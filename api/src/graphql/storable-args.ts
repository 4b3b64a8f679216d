import type { MiddlewareFn } from 'type-graphql';
import { assertStorableInput } from '../validation.js';

/**
 * The HTTP input guard sees the request body, but a string literal inside the document is only
 * decoded when GraphQL parses it ("a\u0000b"), so every resolver's arguments pass the same guard.
 */
export const storableArguments: MiddlewareFn = ({ args }, next) => {
  assertStorableInput(args);
  return next();
};
