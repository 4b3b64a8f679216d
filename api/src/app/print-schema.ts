import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from './schema.js';

/** Prints schema.graphql at the repository root; with --check, fails when the committed file is stale. */
const target = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));
const printed = `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {}
  if (committed !== printed) {
    console.error('schema.graphql is out of date: run `npm run schema` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is current.');
} else {
  writeFileSync(target, printed);
  console.log(`Wrote ${target}`);
}
