import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchNotingServerTime, noteServerDate } from '../../../lib/server-clock';
import { fakeSession } from '../../../test/fake-session';
import { Providers } from '../../../test/render';
import { ClockWarning } from './ClockWarning';

/** An answer as the server sends it at `serverTime`: its Date header in whole seconds. */
const answerAt = (serverTime: number) => act(() => noteServerDate(new Date(serverTime).toUTCString(), Date.now(), Date.now()));

describe('a phone whose clock is wrong', () => {
  it('is told so when it is more than a couple of minutes off the server’s, ahead or behind, and not otherwise', async () => {
    render(
      <Providers session={fakeSession()}>
        <ClockWarning />
      </Providers>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    answerAt(Date.now() - 5 * 60_000);
    expect(screen.getByRole('alert').textContent).toBe(
      "This phone's clock is 5 minutes ahead of the server's. Readings are dated by the phone: set its date and time to automatic.",
    );
    answerAt(Date.now() + 3 * 60 * 60_000);
    expect(screen.getByRole('alert').textContent).toMatch(/^This phone's clock is 3 hours behind the server's\./);
    answerAt(Date.now() - 90_000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('learns the server’s time from the Date header of every API answer', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () => new Response('{}', { headers: { date: new Date(Date.now() + 10 * 60_000).toUTCString() } });
    try {
      render(
        <Providers session={fakeSession()}>
          <ClockWarning />
        </Providers>,
      );
      await act(() => fetchNotingServerTime('/graphql'));
      expect(screen.getByRole('alert').textContent).toMatch(/^This phone's clock is 10 minutes behind the server's\./);
    } finally {
      globalThis.fetch = realFetch;
      answerAt(Date.now());
    }
  });
});
