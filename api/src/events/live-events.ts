import { createPubSub } from '@graphql-yoga/subscription';
import pg from 'pg';

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
  const pubSub = createPubSub<Channels>();
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
 * Payloads cross as JSON, so subscribers revive what JSON does not keep (dates).
 */
export async function postgresLiveEvents(databaseUrl: string, pool: pg.Pool): Promise<LiveEvents> {
  const local = inProcessLiveEvents();
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', ({ payload }) => {
    if (!payload) return;
    const { topic, key, payload: event } = JSON.parse(payload) as Envelope;
    local.publish(topic, key, event);
  });
  listener.on('error', (error) => console.error('[live events] LISTEN connection failed', error));
  await listener.query(`listen ${NOTIFY_CHANNEL}`);
  return {
    publish: (topic, key, payload) => {
      const envelope: Envelope = { topic, key, payload };
      pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(envelope)]).catch((error) => console.error('[live events] NOTIFY failed', error));
    },
    subscribe: local.subscribe,
    close: () => listener.end(),
  };
}
