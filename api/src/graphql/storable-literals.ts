import { GraphQLError, type ValidationRule } from 'graphql';
import { assertStorableInput } from '../validation.js';

/**
 * The HTTP input guard checks the request body (variables included), but a string literal in the
 * document is only decoded when GraphQL parses it ("a\u0000b"). This rule checks those literals
 * once per operation, over HTTP and the subscription socket alike.
 */
export const storableLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    try {
      assertStorableInput(node.value);
    } catch (error) {
      context.reportError(new GraphQLError((error as Error).message, { nodes: node }));
    }
  },
});
