import type pg from 'pg';
import type { PgListener } from '../database/pg-listener.js';
import { inProcessLiveEvents, type LiveEvents, type LocalFanOut } from './live-events.js';

const NOTIFY_CHANNEL = 'fsm_live_events';
/** Rows kept in live_event: a process reads each within moments of its NOTIFY; one that fell this far behind is told of a gap. */
const KEPT_EVENTS = 20_000;
/** A failed publish (the database briefly unreachable) is retried this many times, 250 ms to 2 s apart, before its stream is declared gapped. */
const PUBLISH_ATTEMPTS = 30;

/**
 * One statement, so one transaction: the stream's next number (the row lock on the stream keeps
 * numbers and commits in the same order, and PostgreSQL delivers notifications in commit order),
 * the body, the pruning of old bodies, and a NOTIFY of the ids alone (sent when it commits).
 */
const PUBLISH = `with next as (
    insert into live_event_stream (topic, key, last_sequence) values ($1::text, $2::int, 1)
    on conflict (topic, key) do update set last_sequence = live_event_stream.last_sequence + 1 returning last_sequence
  ), stored as (
    insert into live_event (topic, key, sequence, payload) select $1::text, $2::int, last_sequence, $3::jsonb from next returning id, sequence
  ), pruned as (
    delete from live_event where id <= (select id from stored) - ${KEPT_EVENTS}
  )
  select pg_notify('${NOTIFY_CHANNEL}', json_build_array(id, $1::text, $2::int, sequence)::text) from stored`;

/** What a notification names: the stored event's row, its stream and its number in the stream. */
interface Notice {
  id: number;
  topic: string;
  key: number;
  sequence: number;
}

/**
 * Fan-out across API processes through PostgreSQL: every process publishes with the statement
 * above and delivers what its LISTEN connection hears to its own subscribers, after reading the
 * body (NOTIFY's 8,000-byte limit never applies). Events are never silently lost: a number out of
 * turn in a stream, a body no longer stored, a publish that kept failing, or a LISTEN connection
 * that was lost and came back is signalled as a gap, on which clients refetch what they show.
 * Bodies cross as JSON, so subscribers revive what JSON does not keep (dates).
 */
export async function postgresLiveEvents(listener: PgListener, pool: pg.Pool): Promise<LiveEvents> {
  const local = inProcessLiveEvents();
  const lastHeard = new Map<string, number>();
  const deliver = orderedDelivery(pool, local);
  let wasLost = false;
  listener.onState((listening) => {
    if (!listening) wasLost = true;
    else if (wasLost) {
      // Anything NOTIFYed while it was down is gone; numbering starts afresh from what comes next.
      lastHeard.clear();
      local.signalGap({ topic: null, key: null });
    }
  });
  await listener.listen(NOTIFY_CHANNEL, (text) => {
    if (!text) return;
    const notice = JSON.parse(text) as [number, string, number, number] | { topic: string; key: number; payload: unknown };
    // During a rolling deploy a process of the previous release still NOTIFYs whole events (unnumbered).
    if (!Array.isArray(notice)) return local.publish(notice.topic, notice.key, notice.payload);
    const [id, topic, key, sequence] = notice;
    const stream = `${topic}\u0000${key}`;
    const last = lastHeard.get(stream);
    lastHeard.set(stream, sequence);
    if (last !== undefined && sequence !== last + 1) local.signalGap({ topic, key });
    deliver({ id, topic, key, sequence });
  });
  const publish = (topic: string, key: number, payload: unknown, attempt = 1): void => {
    pool.query(PUBLISH, [topic, key, JSON.stringify(payload)]).catch((error) => {
      if (attempt >= PUBLISH_ATTEMPTS) {
        console.error('[live events] publish failed; subscribers are told to refetch', error);
        return local.signalGap({ topic, key });
      }
      if (attempt === 1) console.error('[live events] publish failed; retrying', error);
      setTimeout(() => publish(topic, key, payload, attempt + 1), Math.min(250 * 2 ** (attempt - 1), 2_000)).unref();
    });
  };
  return {
    publish: (topic, key, payload) => publish(topic, key, payload),
    subscribe: local.subscribe,
    gaps: local.gaps,
    // The shared listener is closed by whoever started it.
    close: async () => {},
  };
}

/**
 * Reads the bodies of the notices heard, in batches, and delivers them in the order they were
 * heard. A body that cannot be read (pruned, or the read failed) is a gap in its stream.
 */
function orderedDelivery(pool: pg.Pool, local: LocalFanOut): (notice: Notice) => void {
  let waiting: Notice[] = [];
  let reading = false;
  const drain = async () => {
    reading = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      const bodies = await readBodies(
        pool,
        batch.map((notice) => notice.id),
      );
      for (const { id, topic, key } of batch) {
        const body = bodies?.get(String(id));
        if (body === undefined) local.signalGap({ topic, key });
        else local.publish(topic, key, body);
      }
    }
    reading = false;
  };
  return (notice) => {
    waiting.push(notice);
    if (!reading) void drain();
  };
}

/** The stored bodies by row id (as text: bigint); undefined when the read failed. */
async function readBodies(pool: pg.Pool, ids: number[]): Promise<Map<string, unknown> | undefined> {
  try {
    const { rows } = await pool.query<{ id: string; payload: unknown }>('select id, payload from live_event where id = any($1::bigint[])', [ids]);
    return new Map(rows.map((row) => [row.id, row.payload]));
  } catch (error) {
    console.error('[live events] reading event bodies failed', error);
    return undefined;
  }
}
