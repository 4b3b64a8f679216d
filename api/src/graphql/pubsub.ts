import { createPubSub } from '@graphql-yoga/subscription';
import pg from 'pg';
import type { ReadingEvents, ReadingRecordedEvent } from '../modules/temperature/reading-events.js';

type Channels = { READING_RECORDED: [locationId: number, event: ReadingRecordedEvent] };
const NOTIFY_CHANNEL = 'fsm_reading_recorded';

/** Single-process fan-out. */
export function inProcessReadingEvents(): ReadingEvents {
  const pubSub = createPubSub<Channels>();
  return {
    publish: (event) => pubSub.publish('READING_RECORDED', event.locationId, event),
    subscribe: (locationId) => pubSub.subscribe('READING_RECORDED', locationId),
    close: async () => {},
  };
}

/**
 * Fan-out across API processes through PostgreSQL LISTEN/NOTIFY: every process publishes with
 * NOTIFY and delivers what its LISTEN connection hears to its own subscribers. No extra server.
 */
export async function postgresReadingEvents(databaseUrl: string, pool: pg.Pool): Promise<ReadingEvents> {
  const local = createPubSub<Channels>();
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', ({ payload }) => {
    if (!payload) return;
    const event = reviveDates(JSON.parse(payload) as ReadingRecordedEvent);
    local.publish('READING_RECORDED', event.locationId, event);
  });
  listener.on('error', (error) => console.error('[live readings] LISTEN connection failed', error));
  await listener.query(`listen ${NOTIFY_CHANNEL}`);
  return {
    publish: (event) => {
      pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(event)]).catch((error) => console.error('[live readings] NOTIFY failed', error));
    },
    subscribe: (locationId) => local.subscribe('READING_RECORDED', locationId),
    close: () => listener.end(),
  };
}

function reviveDates(event: ReadingRecordedEvent): ReadingRecordedEvent {
  const { reading, equipment } = event;
  reading.recordedAt = new Date(reading.recordedAt);
  reading.receivedAt = new Date(reading.receivedAt);
  if (equipment.lastReading) equipment.lastReading.recordedAt = new Date(equipment.lastReading.recordedAt);
  return event;
}
