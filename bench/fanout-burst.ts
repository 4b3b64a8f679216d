import { readFileSync } from 'node:fs';
import { benchWorld } from './lib/bench-world.ts';
import { buildApi, commandLine, type Figure, fmt, main, parseArgs, printFigure, sleep, writeResult } from './lib/common.ts';
import { datasetName, PRESETS } from './lib/dataset.ts';
import { awaitSubscribed, type Event, graphqlSubscribers, poster, type Subscriber } from './lib/live.ts';
import { openDataset } from './lib/seed-data.ts';
import { signIn, startApi } from './lib/servers.ts';

/** A process's resident memory now, in MB (Linux /proc). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

interface Burst {
  seconds: number;
  deliveredSeconds: number;
  delivered: number;
  expected: number;
}

/**
 * Issue 17's figure: "publishing 3,000 readings to 50 subscribers took 22.3 s vs 1.1 s with none;
 * 320 MB kept after". The same readings are posted as fast as --concurrency allows, first with no
 * subscriber, then with --subscribers graphql-ws subscribers of the readings' location; the API's
 * RSS is sampled every 100 ms, and read again once the subscribers have left.
 */
main('fanout-burst', 15, async () => {
  const args = parseArgs({ size: 'small', readings: 3000, subscribers: 50, concurrency: 16, sessions: 5, settle: 10 });
  const startedAt = new Date().toISOString();
  const started = performance.now();
  buildApi();
  const shape = PRESETS[args.size];
  if (!shape) throw new Error(`unknown size ${args.size}`);
  const { db } = await openDataset(shape);
  const world = await benchWorld(db.url);
  const locationId = world.locationIds[0];
  const units = world.units.filter((u) => u.locationId === locationId);
  const api = await startApi(db.url);
  const cookies: string[] = [];
  for (let i = 0; i < args.sessions; i++) cookies.push(await signIn(api.base, world.username));
  const post = poster(api.base, cookies, world.companyId, 'api');
  const burst = async (subscribers: Subscriber[], readings = args.readings): Promise<Burst> => {
    let next = 0;
    const t = performance.now();
    await Promise.all(
      Array.from({ length: args.concurrency }, async () => {
        while (next < readings) await post(units[next++ % units.length]);
      }),
    );
    const seconds = (performance.now() - t) / 1000;
    const expected = subscribers.length * readings;
    const received = () => subscribers.reduce((sum, s) => sum + s.ids.length, 0);
    const deadline = Date.now() + 30_000;
    while (received() < expected && Date.now() < deadline) await sleep(100);
    return { seconds, deliveredSeconds: (performance.now() - t) / 1000, delivered: received(), expected };
  };

  await burst([], Math.ceil(args.readings / 10)); // warm-up: the JIT and the pools, so "none" is not the first run
  await sleep(2000);
  const none = await burst([]);
  const idle = rssMb(api.pid);
  const subscribers: Subscriber[] = Array.from({ length: args.subscribers }, () => ({ locationId, ids: [], foreign: 0, latencies: [] }));
  const close = await graphqlSubscribers(api.base, cookies, subscribers, (s: Subscriber, e: Event) => void s.ids.push(e.reading.id));
  await awaitSubscribed(post, subscribers, [units[0]]);
  const before = rssMb(api.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(api.pid));
  }, 100);
  const withSubscribers = await burst(subscribers);
  clearInterval(sampler);
  await close();
  // Whatever the sockets held must go once they have left; give the GC --settle seconds.
  await sleep(args.settle * 1000);
  const after = rssMb(api.pid);
  console.log(
    `fanout-burst: ${args.readings} readings in ${fmt(none.seconds, 1)} s with no subscriber, ${fmt(withSubscribers.seconds, 1)} s with ${args.subscribers} (all delivered after ${fmt(withSubscribers.deliveredSeconds, 1)} s: ${withSubscribers.delivered}/${withSubscribers.expected}); RSS idle ${fmt(idle)} MB, before ${fmt(before)}, peak ${fmt(peak)}, after ${fmt(after)}`,
  );
  const label = `fanout burst: ${fmt(args.readings)} readings to ${args.subscribers} subscribers`;
  const figures: Figure[] = [
    printFigure({
      name: `${label}: seconds to post`,
      value: withSubscribers.seconds,
      unit: 's',
      baseline: none.seconds,
      goal: '≤ 2× the time with no subscriber',
      met: withSubscribers.seconds <= 2 * none.seconds,
      note: `baseline: the same readings with no subscriber; issue 17 measured 22.3 s vs 1.1 s`,
    }),
    printFigure({
      name: `${label}: events delivered / expected`,
      value: withSubscribers.delivered / withSubscribers.expected,
      unit: '',
      note: `${withSubscribers.delivered}/${withSubscribers.expected}, the last ${fmt(withSubscribers.deliveredSeconds, 1)} s after the first post`,
    }),
    printFigure({
      name: `${label}: API RSS at peak`,
      value: peak,
      unit: 'MB',
      baseline: before,
      note: 'baseline: with the subscribers connected, before the burst',
    }),
    printFigure({
      name: `${label}: API RSS ${args.settle} s after the subscribers left`,
      value: after,
      unit: 'MB',
      baseline: before,
      goal: 'back to baseline (≤ +50 MB)',
      met: after <= before + 50,
      note: 'issue 17 measured 320 MB kept',
    }),
  ];
  writeResult({
    scenario: 'fanout-burst',
    command: commandLine('fanout-burst'),
    startedAt,
    seconds: (performance.now() - started) / 1000,
    figures,
    details: [
      `Dataset ${datasetName(shape)}. ${fmt(args.readings)} readings through POST /api/temperature-readings, ${args.concurrency} in flight, to the ${units.length} units of one location; ${args.subscribers} graphql-ws subscribers of that location (each gets every event) sharing ${args.sessions} sessions. The API's RSS (from /proc, every 100 ms): ${fmt(idle)} MB idle, ${fmt(before)} MB with the subscribers connected, ${fmt(peak)} MB at peak, ${fmt(after)} MB ${args.settle} s after they left.`,
    ],
  });
});
