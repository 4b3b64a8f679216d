import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CurrentUserDocument, SignInDocument, SignOutDocument, SignUpDocument } from '../graphql/graphql';
import { graphqlText } from './graphql-text';

describe('graphqlText (the session documents sent without the GraphQL client)', () => {
  it.each([
    ['CurrentUser', CurrentUserDocument],
    ['SignIn', SignInDocument],
    ['SignUp', SignUpDocument],
    ['SignOut', SignOutDocument],
  ])('%s reads back as the same document graphql prints', (_, document) => {
    expect(print(parse(graphqlText(document)))).toBe(print(document));
  });

  it('refuses what it cannot print rather than sending a wrong query', () => {
    expect(() => graphqlText({ kind: 'Document', definitions: [{ kind: 'InlineFragment' }] })).toThrow('InlineFragment is not supported');
  });
});
