import { buildApi, commandLine, type Figure, main, parseArgs, printFigure, ratio, writeResult } from './lib/common.ts';
import { datasetName, expectedReadings, readMarker, removeDataset } from './lib/dataset.ts';
import { openDataset, type SeedStats } from './lib/seed-data.ts';
import { SHAPE_ARGS, shapeFrom } from './lib/shape-args.ts';

/**
 * Builds (once) a dataset's PostgreSQL data dir under bench/out/pg-<shape>: migrations, demo
 * data, a bench company with its locations, equipment, checks and actions, then the readings.
 * An existing complete data dir is reused unless --force.
 */
main('seed', 240, async () => {
  const args = parseArgs({ ...SHAPE_ARGS, force: false });
  const shape = shapeFrom(args);
  const startedAt = new Date().toISOString();
  // The seed runs the API's compiled migrations and demo seeder: a fresh clone has no api/dist yet.
  buildApi();
  if (args.force) removeDataset(shape);
  const reused = readMarker(shape);
  console.log(
    `seed: dataset ${datasetName(shape)} (${expectedReadings(shape).toLocaleString()} readings)${reused ? ', already built: reporting its stored figures' : ''}`,
  );
  const { db, seeded } = await openDataset(shape);
  await db.stop();
  const stats = (seeded ?? reused!.seed) as unknown as SeedStats;
  const name = datasetName(shape);
  const note = seeded ? undefined : `stored from the seed of ${reused!.seededAt}`;
  const figures: Figure[] = [];
  if (stats.readings > 0) {
    const insertRate = stats.readings / stats.insertSeconds;
    const overallRate = stats.readings / stats.totalSeconds;
    figures.push(
      printFigure({
        name: `seed ${name}: readings inserted/s (indexes dropped)`,
        value: insertRate,
        unit: 'rows/s',
        baseline: stats.baselineRowsPerSecond,
        ratio: ratio(insertRate, stats.baselineRowsPerSecond),
        note,
      }),
      printFigure({
        name: `seed ${name}: readings/s end to end (with index builds, vacuum)`,
        value: overallRate,
        unit: 'rows/s',
        baseline: stats.baselineRowsPerSecond,
        ratio: ratio(overallRate, stats.baselineRowsPerSecond),
        note: `${stats.readings.toLocaleString()} readings in ${stats.totalSeconds.toFixed(0)} s (insert ${stats.insertSeconds.toFixed(0)} s, indexes ${stats.indexSeconds.toFixed(0)} s, vacuum ${stats.vacuumSeconds.toFixed(0)} s)${note ? `; ${note}` : ''}`,
      }),
    );
  }
  writeResult({
    scenario: `seed-${name}`,
    command: commandLine('seed'),
    startedAt,
    seconds: stats.totalSeconds,
    figures,
    details: [],
  });
});
