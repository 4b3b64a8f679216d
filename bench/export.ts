import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchWorld } from './lib/bench-world.ts';
import { buildApi, commandLine, type Figure, fmt, main, parseArgs, printFigure, sleep, writeResult } from './lib/common.ts';
import { datasetName, withClient } from './lib/dataset.ts';
import { openDataset } from './lib/seed-data.ts';
import { graphql, PROXY_HEADERS, signIn, startApi } from './lib/servers.ts';
import { SHAPE_ARGS, shapeFrom } from './lib/shape-args.ts';

const REQUEST = `mutation($from: DateTimeISO!, $to: DateTimeISO!, $locationIds: [Int!]!, $format: String!) {
  requestExport(from: $from, to: $to, locationIds: $locationIds, format: $format) { id } }`;
const REPORTS = `query { reports { id status progress downloadUrl } }`;

/** The readings of the CSV export, as one hand-written COPY: what PostgreSQL alone takes to write them. */
const BASELINE_COPY = (locationId: number, file: string) => `copy (
  select r.id, l.name, e.name, r.recorded_at, r.received_at, r.temperature, r.is_manual, u.full_name, r.corrects_id, r.correction_reason
  from temperature_reading r join equipment e on e.id = r.equipment_id join location l on l.id = e.location_id left join "user" u on u.id = r.user_id
  where e.location_id = ${locationId} order by e.name, e.id, r.recorded_at, r.id) to '${file}' with (format csv, header)`;

interface Run {
  format: string;
  seconds: number;
  bytes: number;
  idleRssMb: number;
  peakRssMb: number;
}

/** A process's resident memory now, in MB (Linux /proc). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

/**
 * The due-diligence export of one site for a year: the API's job streams the records from
 * PostgreSQL into the file while this script samples the API process's RSS every 100 ms.
 */
main('export', 30, async () => {
  const args = parseArgs({ ...SHAPE_ARGS, locations: 1, equipmentPerLocation: 58, days: 365, formats: 'csv,pdf' });
  const startedAt = new Date().toISOString();
  const started = performance.now();
  buildApi();
  const shape = shapeFrom(args);
  const { db } = await openDataset(shape);
  const world = await benchWorld(db.url);
  const locationId = world.locationIds[0];
  const { first, last, readings } = await withClient(db.url, async (c) => {
    const { rows } = await c.query(
      `select min(recorded_at) first, max(recorded_at) last, count(*)::int readings from temperature_reading r join equipment e on e.id = r.equipment_id where e.location_id = $1`,
      [locationId],
    );
    return rows[0] as { first: Date; last: Date; readings: number };
  });
  // The server writes COPY's file as its own OS user: into its data directory, emptied again after.
  const baselineFile = join(db.dataDir, 'postgres', 'export-baseline.csv');
  const baselineStarted = performance.now();
  const baselineBytes = await withClient(db.url, async (c) => {
    await c.query(BASELINE_COPY(locationId, baselineFile));
    const size = Number((await c.query(`select (pg_stat_file('export-baseline.csv')).size`)).rows[0].size);
    await c.query(`copy (select where false) to '${baselineFile}'`);
    return size;
  });
  const baselineSeconds = (performance.now() - baselineStarted) / 1000;

  const api = await startApi(db.url, { JOBS_POLL_INTERVAL_MS: '200' });
  const cookie = await signIn(api.base, world.username);
  const runs: Run[] = [];
  for (const format of args.formats.split(',')) {
    await sleep(1000);
    const idleRssMb = rssMb(api.pid);
    let peakRssMb = idleRssMb;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, rssMb(api.pid));
    }, 100);
    const runStarted = performance.now();
    const variables = { from: first.toISOString(), to: new Date(last.getTime() + 1).toISOString(), locationIds: [locationId], format };
    const { requestExport } = await graphql(api.base, cookie, REQUEST, variables);
    let report: { status: string; downloadUrl: string | null } | undefined;
    while (report?.status !== 'ready') {
      await sleep(250);
      report = (await graphql(api.base, cookie, REPORTS)).reports.find((r: { id: number }) => r.id === requestExport.id);
      if (report?.status === 'failed') throw new Error(`the ${format} export failed`);
    }
    const seconds = (performance.now() - runStarted) / 1000;
    clearInterval(sampler);
    const response = await fetch(`${api.base}${report.downloadUrl}`, { headers: { cookie, ...PROXY_HEADERS } });
    const bytes = (await response.arrayBuffer()).byteLength;
    runs.push({ format, seconds, bytes, idleRssMb, peakRssMb });
  }
  const span = shape.days === 365 ? 'one year' : `${shape.days} days`;
  const figures: Figure[] = runs.flatMap((run) => [
    printFigure({
      name: `export ${run.format} ${span} of a ${shape.equipmentPerLocation}-unit site: readings/s`,
      value: readings / run.seconds,
      unit: 'readings/s',
      baseline: readings / baselineSeconds,
      note: `${fmt(readings)} readings in ${fmt(run.seconds, 1)} s, file ${fmt(run.bytes / 1e6, 1)} MB; baseline: PostgreSQL COPY of the readings to a CSV file (${fmt(baselineBytes / 1e6, 1)} MB in ${fmt(baselineSeconds, 1)} s)`,
    }),
    printFigure({
      name: `export ${run.format} ${span} of a ${shape.equipmentPerLocation}-unit site: API process peak RSS`,
      value: run.peakRssMb,
      unit: 'MB',
      baseline: run.idleRssMb,
      goal: '≤ 300 MB',
      met: run.peakRssMb <= 300,
      note: 'baseline: the same process idle just before the export',
    }),
  ]);
  writeResult({
    scenario: 'export',
    command: commandLine('export'),
    startedAt,
    seconds: (performance.now() - started) / 1000,
    figures,
    details: [
      `Dataset ${datasetName(shape)} (${fmt(readings)} readings at the exported site). One requestExport per format for everything stored at that site (${span}), run by the API's own job runner; the time runs from the request to the report being ready (polled every 250 ms). RSS of the API process sampled every 100 ms from /proc.`,
      '| format | seconds | readings/s | file MB | idle RSS MB | peak RSS MB |',
      '|---|---:|---:|---:|---:|---:|',
      ...runs.map(
        (r) => `| ${r.format} | ${fmt(r.seconds, 1)} | ${fmt(readings / r.seconds)} | ${fmt(r.bytes / 1e6, 1)} | ${fmt(r.idleRssMb)} | ${fmt(r.peakRssMb)} |`,
      ),
    ],
  });
});
