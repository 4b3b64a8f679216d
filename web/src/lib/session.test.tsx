import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../test/fake-session';
import { rememberUser } from './last-user';
import { type Session, SessionProvider, useSession } from './session';

let session: Session;
function Probe() {
  session = useSession();
  return <p>{session.status}</p>;
}

const jane = fakeUser();
type Answer = { status: number; body: unknown } | Error;
const json = (status: number, body: unknown): Answer => ({ status, body });
const refusal = (message: string, code?: string) => json(200, { data: null, errors: [{ message, extensions: code ? { code } : {} }] });
/** The `me` query's answer: the user, or null when nobody is signed in. */
const me = (user: typeof jane | null): Answer => json(200, { data: { me: user } });

/** POST /graphql, answered in order per operation name; every call (operation and variables) is recorded. */
function serve(answers: Record<string, Answer[]>) {
  const calls: { operation: string; variables: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      expect([path, init.method, init.credentials]).toEqual(['/graphql', 'POST', 'include']);
      const { query, variables } = JSON.parse(String(init.body));
      const operation = /^(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '?';
      calls.push({ operation, variables });
      const answer = answers[operation]?.shift();
      if (!answer) throw new Error(`unexpected ${operation}`);
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderSession(clearData?: () => Promise<unknown>) {
  render(
    <SessionProvider clearData={clearData}>
      <Probe />
    </SessionProvider>,
  );
}

describe('SessionProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    rememberUser(null);
  });

  it('no current user means signed out, not an error (SPEC 4)', async () => {
    serve({ CurrentUser: [me(null)] });
    renderSession();
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
  });

  it('loads the signed-in user with locations and capabilities', async () => {
    serve({ CurrentUser: [me(jane)] });
    renderSession();
    await waitFor(() => expect(screen.getByText('signed-in')).toBeTruthy());
    expect(session.user).toMatchObject({ fullName: 'Jane Cook', locations: [{ id: 1 }, { id: 2 }], capabilities: { administration: true } });
  });

  it('signs in, surfaces the server’s message on failure, and signs out, clearing the cached data', async () => {
    const input = { username: 'jane', password: 'demo1234' };
    const calls = serve({
      CurrentUser: [me(null)],
      SignIn: [refusal('Invalid username or password'), json(200, { data: { login: jane } })],
      SignOut: [json(200, { data: { logout: true } })],
    });
    const clearData = vi.fn(async () => {});
    renderSession(clearData);
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
    await expect(session.signIn({ ...input, password: 'wrong' })).rejects.toThrow('Invalid username or password');
    await act(() => session.signIn(input));
    expect(screen.getByText('signed-in')).toBeTruthy();
    expect(calls.filter((c) => c.operation === 'SignIn').map((c) => c.variables)).toEqual([{ input: { ...input, password: 'wrong' } }, { input }]);
    await act(() => session.signOut());
    expect(screen.getByText('signed-out')).toBeTruthy();
    expect(clearData).toHaveBeenCalledOnce();
  });

  it('a right password without the code: the refusal says a second factor is required', async () => {
    serve({
      CurrentUser: [me(null)],
      SignIn: [refusal('Enter the code from your authenticator app', 'TWO_FACTOR_REQUIRED')],
    });
    renderSession();
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
    await expect(session.signIn({ username: 'jane', password: 'demo1234' })).rejects.toMatchObject({
      message: 'Enter the code from your authenticator app',
      twoFactorRequired: true,
    });
  });

  it('without a network, the last signed-in user carries on (the phone app opens offline)', async () => {
    rememberUser(jane);
    serve({ CurrentUser: [new TypeError('Failed to fetch')] });
    renderSession();
    await waitFor(() => expect(screen.getByText('signed-in')).toBeTruthy());
    expect(session.user?.fullName).toBe('Jane Cook');
  });

  it('a server that answers "no user" wins over the remembered one', async () => {
    rememberUser(jane);
    serve({ CurrentUser: [me(null)] });
    renderSession();
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
  });
});
