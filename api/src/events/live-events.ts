import { setMaxListeners } from 'node:events';
import { createPubSub } from '@graphql-yoga/subscription';

/**
 * The live-events bus: events leave after their transaction commits and reach the subscribers of
 * one topic and key (a location id, or a person's id for their bell). GraphQL subscriptions and
 * background jobs use it alike; the domain modules own their topics and payload types.
 */
export interface LiveEvents {
  publish(topic: string, key: number, payload: unknown): void;
  subscribe<T>(topic: string, key: number): AsyncIterable<T>;
  /** Every gap this process notices: its subscribers may have missed events, so clients refetch what they show. */
  gaps(): AsyncIterable<LiveEventsGap>;
  close(): Promise<void>;
}

/** Events may have been missed: on one stream (topic and key), or on every stream (both null: the LISTEN connection was lost). */
export interface LiveEventsGap {
  topic: string | null;
  key: number | null;
}

type Channels = Record<string, [key: number, payload: unknown]>;

/** Single-process fan-out, and the local half of every bus. */
export interface LocalFanOut extends LiveEvents {
  signalGap(gap: LiveEventsGap): void;
}

/** Single-process fan-out: publishing is synchronous and in memory, so it never has a gap of its own. */
export function inProcessLiveEvents(): LocalFanOut {
  const eventTarget = new EventTarget();
  // Each subscriber of a location listens on its topic; a busy site has more than Node's default
  // of ten, which would log a false "possible memory leak" warning.
  setMaxListeners(0, eventTarget);
  const pubSub = createPubSub<Channels>({ eventTarget });
  const gapTarget = new EventTarget();
  setMaxListeners(0, gapTarget);
  const gaps = createPubSub<{ gap: [gap: LiveEventsGap] }>({ eventTarget: gapTarget });
  return {
    publish: (topic, key, payload) => pubSub.publish(topic, key, payload),
    subscribe: <T>(topic: string, key: number) => pubSub.subscribe(topic, key) as AsyncIterable<T>,
    gaps: () => gaps.subscribe('gap'),
    signalGap: (gap) => gaps.publish('gap', gap),
    close: async () => {},
  };
}
