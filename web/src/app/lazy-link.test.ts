import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { lazyLink } from './lazy-link';

// The link is only ever asked for requests: the operation's content does not matter here.
const operation = {} as ApolloLink.Operation;
const forward = () => of({ data: null });
const answering = (data: Record<string, unknown>) => new ApolloLink(() => of({ data }));

describe('lazyLink (graphql-ws fetched on the first subscription)', () => {
  it('loads nothing until a request starts, then loads once and answers every request', async () => {
    const load = vi.fn(async () => answering({ live: true }));
    const link = lazyLink(load);
    expect(load).not.toHaveBeenCalled();
    const results = await Promise.all(
      [1, 2].map(
        () =>
          new Promise((resolve, reject) => {
            link.request(operation, forward).subscribe({ next: resolve, error: reject });
          }),
      ),
    );
    expect(results).toEqual([{ data: { live: true } }, { data: { live: true } }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never starts a request that was unsubscribed while the link was still loading', async () => {
    const started = vi.fn(() => of({ data: null }));
    let finishLoading: (link: ApolloLink) => void = () => {};
    const link = lazyLink(() => new Promise((resolve) => (finishLoading = resolve)));
    link.request(operation, forward).subscribe().unsubscribe();
    finishLoading(new ApolloLink(started));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).not.toHaveBeenCalled();
  });

  it('passes a failed load on as the request error', async () => {
    const link = lazyLink(async () => {
      throw new Error('offline');
    });
    const error = await new Promise((resolve) => link.request(operation, forward).subscribe({ error: resolve }));
    expect(error).toEqual(new Error('offline'));
  });
});
