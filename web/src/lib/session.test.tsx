import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CurrentUserDocument, SignInDocument, SignOutDocument } from '../graphql/graphql';
import { fakeUser } from '../test/fake-session';
import { rememberUser } from './last-user';
import { type Session, SessionProvider, useSession } from './session';

let session: Session;
function Probe() {
  session = useSession();
  return <p>{session.status}</p>;
}

const jane = { __typename: 'Me' as const, ...fakeUser(), locations: fakeUser().locations.map((l) => ({ __typename: 'LocationSummary' as const, ...l })) };
const me = (user: typeof jane | null): MockedResponse => ({ request: { query: CurrentUserDocument }, result: { data: { me: user } } });

function renderSession(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </MockedProvider>,
  );
}

describe('SessionProvider', () => {
  it('no current user means signed out, not an error (SPEC 4)', async () => {
    renderSession([me(null)]);
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
  });

  it('loads the signed-in user with locations and capabilities', async () => {
    renderSession([me(jane)]);
    await waitFor(() => expect(screen.getByText('signed-in')).toBeTruthy());
    expect(session.user).toMatchObject({ fullName: 'Jane Cook', locations: [{ id: 1 }, { id: 2 }], capabilities: { administration: true } });
  });

  it('signs in, surfaces the server’s message on failure, and signs out', async () => {
    const input = { username: 'jane', password: 'demo1234' };
    renderSession([
      me(null),
      {
        request: { query: SignInDocument, variables: { input: { ...input, password: 'wrong' } } },
        result: { errors: [new GraphQLError('Invalid username or password')] },
      },
      { request: { query: SignInDocument, variables: { input } }, result: { data: { login: jane } } },
      { request: { query: SignOutDocument }, result: { data: { logout: true } } },
    ]);
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
    await expect(session.signIn({ ...input, password: 'wrong' })).rejects.toThrow('Invalid username or password');
    await act(() => session.signIn(input));
    expect(screen.getByText('signed-in')).toBeTruthy();
    await act(() => session.signOut());
    expect(screen.getByText('signed-out')).toBeTruthy();
  });

  it('without a network, the last signed-in user carries on (the phone app opens offline)', async () => {
    rememberUser(jane);
    renderSession([{ request: { query: CurrentUserDocument }, error: new TypeError('Failed to fetch') }]);
    await waitFor(() => expect(screen.getByText('signed-in')).toBeTruthy());
    expect(session.user?.fullName).toBe('Jane Cook');
  });

  it('a server that answers "no user" wins over the remembered one', async () => {
    rememberUser(jane);
    renderSession([me(null)]);
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
  });
});
