import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveEventsGapDocument } from '../../graphql/graphql';
import { liveSocket } from '../../lib/live-socket';
import { useRefetchOnLiveGap } from './useRefetchOnLiveGap';

const UNREAD: TypedDocumentNode<{ unreadNotificationCount: number }> = gql`
  query UnreadOnScreen {
    unreadNotificationCount
  }
`;
const unread = (count: number): MockedResponse => ({ request: { query: UNREAD }, result: { data: { unreadNotificationCount: count } } });
const silent: MockedResponse = { request: { query: LiveEventsGapDocument }, delay: Number.POSITIVE_INFINITY, maxUsageCount: 10 };
/** The server says events were missed, a moment after the screen loaded. */
const gap: MockedResponse = {
  request: { query: LiveEventsGapDocument },
  result: { data: { liveEventsGap: { __typename: 'LiveEventsGap', locationId: null } } },
  delay: 100,
};

/** A screen showing one query's answer, with the gap listener beside it. */
function Shown() {
  useRefetchOnLiveGap();
  const { data } = useQuery(UNREAD);
  return <p>{data ? `Unread ${data.unreadNotificationCount}` : 'Loading'}</p>;
}

function renderShown(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <Shown />
    </MockedProvider>,
  );
}

describe('refetching what is shown after a gap in live events', () => {
  it('fetches the queries on screen again when the server reports a gap', async () => {
    renderShown([unread(1), unread(4), gap]);
    expect(await screen.findByText('Unread 1')).toBeTruthy();
    expect(await screen.findByText('Unread 4')).toBeTruthy();
  });

  it('keeps what it shows while no gap is reported', async () => {
    renderShown([unread(1), unread(4), silent]);
    expect(await screen.findByText('Unread 1')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByText('Unread 1')).toBeTruthy();
  });

  it('fetches them again when the socket connects again after closing (events sent meanwhile never arrived)', async () => {
    act(() => liveSocket.events.connected());
    renderShown([unread(1), unread(4), silent]);
    expect(await screen.findByText('Unread 1')).toBeTruthy();
    act(() => liveSocket.events.closed());
    expect(screen.getByText('Unread 1')).toBeTruthy();
    act(() => liveSocket.events.connected());
    expect(await screen.findByText('Unread 4')).toBeTruthy();
  });
});
