import { benchWorld } from './lib/bench-world.ts';
import { buildApi, commandLine, type Figure, fmt, main, parseArgs, percentile, printFigure, sleep, writeResult } from './lib/common.ts';
import { datasetName } from './lib/dataset.ts';
import { awaitSubscribed, type Event, graphqlSubscribers, plainSubscribers, poster, type Subscriber } from './lib/live.ts';
import { openDataset } from './lib/seed-data.ts';
import { signIn, startApi, startBaseline } from './lib/servers.ts';
import { SHAPE_ARGS, shapeFrom } from './lib/shape-args.ts';

interface Outcome {
  sent: number;
  expected: number;
  received: number;
  missing: number;
  duplicates: number;
  foreign: number;
  p50: number;
  p99: number;
  deliveredPerSecond: number;
  writeSeconds: number;
}

main('fanout', 20, async () => {
  const args = parseArgs({ ...SHAPE_ARGS, subscribers: 1000, locations: 50, rate: 200, duration: 10, sessions: 5 });
  const startedAt = new Date().toISOString();
  const started = performance.now();
  buildApi();
  const shape = shapeFrom({ ...args, locations: 0 });
  const { db } = await openDataset(shape);
  const world = await benchWorld(db.url);
  if (world.locationIds.length < args.locations) throw new Error(`dataset has ${world.locationIds.length} locations, need ${args.locations}`);
  const locations = world.locationIds.slice(0, args.locations);
  const units = world.units.filter((u) => locations.includes(u.locationId));
  const api = await startApi(db.url);
  const baseline = await startBaseline(db.url, { BENCH_USER_ID: String(world.userId) });
  const cookies: string[] = [];
  for (let i = 0; i < args.sessions; i++) cookies.push(await signIn(api.base, world.username));

  const outcomes: Record<string, Outcome> = {};
  for (const target of ['baseline', 'api'] as const) {
    const subscribers: Subscriber[] = Array.from({ length: args.subscribers }, (_, i) => ({
      locationId: locations[i % locations.length],
      ids: [],
      foreign: 0,
      latencies: [],
    }));
    const onEvent = (s: Subscriber, event: Event) => {
      const now = Date.now();
      if (event.locationId !== s.locationId) s.foreign++;
      s.ids.push(event.reading.id);
      s.latencies.push(now - Date.parse(event.reading.receivedAt));
    };
    const closeAll =
      target === 'api' ? await graphqlSubscribers(api.base, cookies, subscribers, onEvent) : await plainSubscribers(baseline.base, subscribers, onEvent);
    try {
      const post = poster(target === 'api' ? api.base : baseline.base, target === 'api' ? cookies : [], world.companyId, target);
      await awaitSubscribed(
        post,
        subscribers,
        locations.map((id) => units.find((u) => u.locationId === id)!),
      );

      // Steady writes: rate/s for duration s, each to a random unit of the 50 locations.
      const written: { id: number; locationId: number }[] = [];
      const total = args.rate * args.duration;
      const writeStart = performance.now();
      const pending: Promise<void>[] = [];
      for (let i = 0; i < total; i++) {
        const due = writeStart + (i * 1000) / args.rate;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const unit = units[Math.floor(Math.random() * units.length)];
        pending.push(post(unit).then((id) => void written.push({ id, locationId: unit.locationId })));
        if (pending.length > 500) await Promise.all(pending.splice(0, pending.length - 100));
      }
      await Promise.all(pending);
      const writeSeconds = (performance.now() - writeStart) / 1000;
      const expectedByLocation = Map.groupBy(written, (w) => w.locationId);
      const expected = subscribers.reduce((sum, s) => sum + (expectedByLocation.get(s.locationId)?.length ?? 0), 0);
      const settle = Date.now() + 15_000;
      const receivedCount = () => subscribers.reduce((sum, s) => sum + s.ids.length, 0);
      while (receivedCount() < expected && Date.now() < settle) await sleep(100);
      const lastEvent = performance.now();

      let missing = 0;
      let duplicates = 0;
      for (const s of subscribers) {
        const want = new Set((expectedByLocation.get(s.locationId) ?? []).map((w) => w.id));
        const got = new Set(s.ids);
        duplicates += s.ids.length - got.size;
        for (const id of want) if (!got.has(id)) missing++;
      }
      const latencies = subscribers.flatMap((s) => s.latencies).sort((a, b) => a - b);
      outcomes[target] = {
        sent: written.length,
        expected,
        received: receivedCount(),
        missing,
        duplicates,
        foreign: subscribers.reduce((sum, s) => sum + s.foreign, 0),
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        deliveredPerSecond: receivedCount() / ((lastEvent - writeStart) / 1000),
        writeSeconds,
      };
      const o = outcomes[target];
      console.log(
        `fanout ${target}: ${o.sent} readings in ${o.writeSeconds.toFixed(1)} s, ${o.received}/${o.expected} events delivered (${o.missing} missing, ${o.duplicates} duplicates, ${o.foreign} foreign), p50 ${o.p50} ms, p99 ${o.p99} ms`,
      );
    } finally {
      await closeAll();
    }
  }
  const a = outcomes.api;
  const b = outcomes.baseline;
  const figures: Figure[] = [
    printFigure({ name: 'fanout delivery latency p50 (receivedAt → subscriber)', value: a.p50, unit: 'ms', baseline: b.p50 }),
    printFigure({ name: 'fanout delivery latency p99 (receivedAt → subscriber)', value: a.p99, unit: 'ms', baseline: b.p99 }),
    printFigure({ name: 'fanout events delivered/s', value: a.deliveredPerSecond, unit: 'events/s', baseline: b.deliveredPerSecond }),
    printFigure({
      name: 'fanout events received / expected',
      value: a.received / a.expected,
      unit: '',
      baseline: b.received / b.expected,
      goal: 'every subscriber gets exactly its location’s events',
      met: a.missing === 0 && a.duplicates === 0 && a.foreign === 0 && a.received === a.expected,
      note: `${a.received}/${a.expected} events, ${a.missing} missing, ${a.duplicates} duplicates, ${a.foreign} foreign`,
    }),
  ];
  writeResult({
    scenario: 'fanout',
    command: commandLine('fanout'),
    startedAt,
    seconds: (performance.now() - started) / 1000,
    figures,
    details: [
      `Dataset ${datasetName(shape)}. ${args.subscribers} subscribers across ${args.locations} locations (${args.subscribers / args.locations} each) sharing ${args.sessions} signed-in sessions of a company-wide user, each on its own WebSocket; readings recorded through POST /api/temperature-readings at ${args.rate}/s for ${args.duration} s. Latency runs from the server's receivedAt stamp (taken as the request arrives, before the INSERT and its commit) to the subscriber's receipt. Baseline: bench/baseline's plain ws broadcast of the same payload after its one INSERT.`,
      '| server | readings | events expected | received | missing | duplicates | foreign | p50 ms | p99 ms |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...(['baseline', 'api'] as const).map((k) => {
        const o = outcomes[k];
        return `| ${k} | ${o.sent} | ${o.expected} | ${o.received} | ${o.missing} | ${o.duplicates} | ${o.foreign} | ${fmt(o.p50)} | ${fmt(o.p99)} |`;
      }),
    ],
  });
});
