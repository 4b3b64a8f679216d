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
/** GET /api/user as SPEC 7 answers it: the user, or 401 when nobody is signed in. */
const me = (user: typeof jane | null): Answer => (user ? json(200, user) : json(401, { message: 'Not signed in' }));

/** The REST session calls (SPEC 7), answered in order per "METHOD path"; every call is recorded. */
function serve(answers: Record<string, Answer[]>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${path}`;
      calls.push({ route, body: init.body ? JSON.parse(String(init.body)) : undefined });
      expect(init.credentials).toBe('include');
      const answer = answers[route]?.shift();
      if (!answer) throw new Error(`unexpected ${route}`);
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
    serve({ 'GET /api/user': [me(null)] });
    renderSession();
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
  });

  it('loads the signed-in user with locations and capabilities', async () => {
    serve({ 'GET /api/user': [me(jane)] });
    renderSession();
    await waitFor(() => expect(screen.getByText('signed-in')).toBeTruthy());
    expect(session.user).toMatchObject({ fullName: 'Jane Cook', locations: [{ id: 1 }, { id: 2 }], capabilities: { administration: true } });
  });

  it('signs in, surfaces the server’s message on failure, and signs out, clearing the cached data', async () => {
    const input = { username: 'jane', password: 'demo1234' };
    const calls = serve({
      'GET /api/user': [me(null)],
      'POST /api/login': [json(401, { message: 'Invalid username or password' }), json(200, jane)],
      'POST /api/logout': [json(200, { message: 'Logged out' })],
    });
    const clearData = vi.fn(async () => {});
    renderSession(clearData);
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
    await expect(session.signIn({ ...input, password: 'wrong' })).rejects.toThrow('Invalid username or password');
    await act(() => session.signIn(input));
    expect(screen.getByText('signed-in')).toBeTruthy();
    expect(calls.filter((c) => c.route === 'POST /api/login').map((c) => c.body)).toEqual([{ ...input, password: 'wrong' }, input]);
    await act(() => session.signOut());
    expect(screen.getByText('signed-out')).toBeTruthy();
    expect(clearData).toHaveBeenCalledOnce();
  });

  it('a right password without the code: the refusal says a second factor is required', async () => {
    serve({
      'GET /api/user': [me(null)],
      'POST /api/login': [json(401, { message: 'Enter the code from your authenticator app', twoFactorRequired: true })],
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
    serve({ 'GET /api/user': [new TypeError('Failed to fetch')] });
    renderSession();
    await waitFor(() => expect(screen.getByText('signed-in')).toBeTruthy());
    expect(session.user?.fullName).toBe('Jane Cook');
  });

  it('a server that answers "no user" wins over the remembered one', async () => {
    rememberUser(jane);
    serve({ 'GET /api/user': [me(null)] });
    renderSession();
    await waitFor(() => expect(screen.getByText('signed-out')).toBeTruthy());
  });
});
