import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { seedDemoData } from './seeders/demo-seeder.js';

/** `migrate` applies migrations; `seed` adds demo data to an empty database; `create-migration` diffs entities against the schema. */
async function main(command: string | undefined): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    if (command === 'seed') {
      const seeded = await seedDemoData(database.orm);
      console.log(seeded ? 'Demo data seeded.' : 'Database already has data; nothing seeded.');
    } else if (command === 'create-migration') {
      const result = await database.orm.migrator.create(undefined, false, false, process.argv[3]);
      console.log(result.diff.up.length ? `Created ${result.fileName}` : 'No schema changes.');
    } else if (command === 'migrate') {
      console.log('Migrations applied.');
    } else {
      throw new Error('usage: cli.ts migrate | seed | create-migration [name]');
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
