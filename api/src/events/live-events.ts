import { setMaxListeners } from 'node:events';
import { createPubSub } from '@graphql-yoga/subscription';
import type pg from 'pg';
import type { PgListener } from '../database/pg-listener.js';

/**
 * The live-events bus: events leave after their transaction commits and reach the subscribers of
 * one topic and key (a location id). GraphQL subscriptions and background jobs use it alike;
 * the domain modules own their topics and payload types.
 */
export interface LiveEvents {
  publish(topic: string, key: number, payload: unknown): void;
  subscribe<T>(topic: string, key: number): AsyncIterable<T>;
  close(): Promise<void>;
}

type Channels = Record<string, [key: number, payload: unknown]>;
const NOTIFY_CHANNEL = 'fsm_live_events';

/** Single-process fan-out. */
export function inProcessLiveEvents(): LiveEvents {
  const eventTarget = new EventTarget();
  // Each subscriber of a location listens on its topic; a busy site has more than Node's default
  // of ten, which would log a false "possible memory leak" warning.
  setMaxListeners(0, eventTarget);
  const pubSub = createPubSub<Channels>({ eventTarget });
  return {
    publish: (topic, key, payload) => pubSub.publish(topic, key, payload),
    subscribe: <T>(topic: string, key: number) => pubSub.subscribe(topic, key) as AsyncIterable<T>,
    close: async () => {},
  };
}

interface Envelope {
  topic: string;
  key: number;
  payload: unknown;
}

/**
 * Fan-out across API processes through PostgreSQL LISTEN/NOTIFY: every process publishes with
 * NOTIFY and delivers what its LISTEN connection hears to its own subscribers. No extra server.
 * Payloads cross as JSON, so subscribers revive what JSON does not keep (dates). The LISTEN
 * connection is the process's shared one, which reconnects after an outage (database/pg-listener.ts).
 */
export async function postgresLiveEvents(listener: PgListener, pool: pg.Pool): Promise<LiveEvents> {
  const local = inProcessLiveEvents();
  await listener.listen(NOTIFY_CHANNEL, (payload) => {
    if (!payload) return;
    const { topic, key, payload: event } = JSON.parse(payload) as Envelope;
    local.publish(topic, key, event);
  });
  return {
    publish: (topic, key, payload) => {
      const envelope: Envelope = { topic, key, payload };
      pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(envelope)]).catch((error) => console.error('[live events] NOTIFY failed', error));
    },
    subscribe: local.subscribe,
    // The shared listener is closed by whoever started it.
    close: async () => {},
  };
}
