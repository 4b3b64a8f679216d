import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionProvider, useSession } from './session';

type Reply = { status?: number; statusText?: string; body?: unknown };
const reply = ({ status = 200, statusText = '', body }: Reply) =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    statusText,
  });

/** Answers fetch by "METHOD path"; anything unexpected fails loudly. */
function stubApi(routes: Record<string, Reply>) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!route) throw new Error(`unexpected ${init?.method} ${path}`);
    return reply(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let session: Session;
function Probe() {
  session = useSession();
  return <p>{session.status}</p>;
}

const jane = { id: 7, username: 'jane', fullName: 'Jane van Cook', role: 'customer_admin' };

describe('SessionProvider (SPEC 7 REST contract)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('treats 401 on GET /api/user as signed out, not an error', async () => {
    stubApi({ 'GET /api/user': { status: 401, body: 'Unauthorized' } });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(session.user).toBeNull();
  });

  it('loads the user and their locations with cookies and JSON', async () => {
    const fetchMock = stubApi({
      'GET /api/user': { body: jane },
      'GET /api/user/locations': { body: [{ id: 3, name: 'Main Kitchen' }] },
    });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('signed-in')).toBeTruthy();
    expect(session.user).toMatchObject({
      fullName: 'Jane van Cook',
      roleLabel: 'Customer Admin',
      initials: 'JC',
      locations: [{ id: 3, name: 'Main Kitchen' }],
    });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json' } });
  });

  it("turns a non-OK reply into '<status>: <body or status text>'", async () => {
    const fetchMock = stubApi({
      'GET /api/user': { status: 401 },
      'POST /api/login': { status: 401, body: 'Invalid username or password' },
      'POST /api/register': { status: 500, statusText: 'Internal Server Error' },
    });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await screen.findByText('signed-out');
    await expect(session.signIn({ username: 'jane', password: 'x' })).rejects.toThrow(/^401: Invalid username or password$/);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ username: 'jane', password: 'x' }) }),
    );
    const signUp = session.signUp({ fullName: 'J', email: 'j@x.io', username: 'j', password: 'p', role: 'user' });
    await expect(signUp).rejects.toThrow(/^500: Internal Server Error$/);
  });

  it('signs in, then out', async () => {
    stubApi({
      'GET /api/user': { status: 401 },
      'POST /api/login': { body: jane },
      'GET /api/user/locations': { body: [] },
      'POST /api/logout': { status: 200 },
    });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await screen.findByText('signed-out');
    await act(() => session.signIn({ username: 'jane', password: 'secret' }));
    expect(screen.getByText('signed-in')).toBeTruthy();
    await act(() => session.signOut());
    await waitFor(() => expect(session.user).toBeNull());
    expect(screen.getByText('signed-out')).toBeTruthy();
  });
});
