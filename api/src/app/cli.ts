import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { type ChainHead, chainOwners, verifyChain } from '../modules/audit/audit-chain.js';
import { RestoreRefused, restoreBackup } from '../modules/backups/restore.js';
import { openDatabase } from './database.js';
import { demoPasswords, seedDemoData } from './seeders/demo-seeder.js';

/**
 * `migrate` applies migrations; `seed` adds demo data to an empty database; `audit-verify [--anchor COMPANY:SEQ:HASH ...]` walks every
 * company's audit chain (exit code 1 when one is broken or contradicts an anchor); `create-migration` diffs entities against the schema;
 * `restore FILE` restores a backup into the configured database, which must be empty (a fresh DATA_DIR or a new database).
 */
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  if (command === 'seed' && config.isProduction && !config.seedDemoData) {
    throw new Error('Demo data is not seeded with NODE_ENV=production unless SEED_DEMO_DATA=true (its accounts then get random passwords)');
  }
  // The API may be serving DATA_DIR's embedded PostgreSQL right now: use its server, never stop it.
  const database = await openDatabase(config, 'join');
  try {
    if (command === 'seed') {
      const seeded = await seedDemoData(database.orm, demoPasswords(config));
      console.log(seeded ? 'Demo data seeded.' : 'Database already has data; nothing seeded.');
    } else if (command === 'create-migration') {
      const result = await database.orm.migrator.create(undefined, false, false, process.argv[3]);
      console.log(result.diff.up.length ? `Created ${result.fileName}` : 'No schema changes.');
    } else if (command === 'audit-verify') {
      process.exitCode = (await verifyEveryChain(database.orm.em.fork(), anchorsOf(process.argv.slice(3)))) ? 0 : 1;
    } else if (command === 'restore') {
      if (!process.argv[3]) throw new Error('usage: npm run db:restore -- FILE');
      // npm runs the script in api/; a relative path is the caller's (npm's INIT_CWD).
      const file = resolve(process.env.INIT_CWD ?? '.', process.argv[3]);
      const restored = await restoreBackup(database.ownerUrl, file);
      console.log(`Restored ${restored.rows} rows into ${restored.tables} tables from ${process.argv[3]}.`);
    } else if (command === 'migrate') {
      console.log('Migrations applied.');
    } else {
      throw new Error('usage: cli.ts migrate | seed | audit-verify | create-migration [name] | restore FILE');
    }
  } finally {
    await database.close();
  }
}

/** `--anchor COMPANY:SEQ:HASH` (repeatable): a head a company kept, e.g. from its daily anchor e-mail. */
function anchorsOf(args: string[]): Map<number, ChainHead[]> {
  const anchors = new Map<number, ChainHead[]>();
  for (let i = 0; i < args.length; i++) {
    const match = args[i] === '--anchor' ? /^(\d+):(\d+):([0-9a-fA-F]{64})$/.exec(args[++i] ?? '') : null;
    if (!match) throw new Error('usage: npm run audit:verify [-- --anchor COMPANY:SEQ:HASH ...]');
    const company = Number(match[1]);
    anchors.set(company, [...(anchors.get(company) ?? []), { seq: Number(match[2]), hash: match[3].toLowerCase() }]);
  }
  return anchors;
}

/** Prints one line per chain: its head when intact, else the first broken event; and its unsealed tail. */
async function verifyEveryChain(em: Parameters<typeof verifyChain>[0], anchors: Map<number, ChainHead[]>): Promise<boolean> {
  let allValid = true;
  for (const companyId of await chainOwners(em)) {
    const result = await verifyChain(em, companyId, companyId === null ? [] : anchors.get(companyId));
    const owner = companyId === null ? 'no company' : `company ${companyId}`;
    const head = result.head ? `head seq ${result.head.seq} hash ${result.head.hash}` : 'no events';
    const tail = result.unsealedEvents ? `; ${result.unsealedEvents} events awaiting sealing, not checked` : '';
    if (result.valid) console.log(`${owner}: intact, ${result.checkedEvents} events, ${head}${tail}`);
    else
      console.log(
        `${owner}: BROKEN at event ${result.firstBrokenEventId ?? '-'} after ${result.checkedEvents} intact events (${head}): ${result.problem}${tail}`,
      );
    allValid &&= result.valid;
  }
  return allValid;
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof RestoreRefused ? `Restore refused: ${error.message}` : error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
