import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules in biome.json are what keep the house in order, so this plants real violations
 * (briefly, under unique names) and checks `biome lint` refuses each one, and accepts an allowed import.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');
const run = promisify(execFile);

type Planted = Record<string, string>;

/**
 * Plants every case's files at once (each case under its own tag) and lints them in one biome
 * run: biome builds the project's module graph once per run, which is most of its time. Returns
 * the rules biome reported for each case's files, by case.
 */
async function lintPlanted(cases: Planted[]): Promise<string[][]> {
  const planted = cases.map((files) => {
    const tag = randomUUID().slice(0, 8);
    return Object.entries(files).map(([path, text]) => ({ path: path.replace('TAG', tag), text: text.replaceAll('TAG', tag) }));
  });
  const paths = planted.flat().map((file) => file.path);
  let output = '';
  try {
    for (const { path, text } of planted.flat()) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    await run(biome, ['lint', '--colors=off', '--reporter=github', ...paths], { cwd: root });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    output = stdout + stderr;
  } finally {
    for (const path of paths) rmSync(join(root, path), { force: true });
  }
  // One line per diagnostic: ::error title=lint/<group>/<rule>,file=<absolute path>,line=…
  const diagnostics = [...output.matchAll(/title=lint\/\w+\/(\w+),file=([^,]+),/g)].map(([, rule, file]) => ({ rule, file }));
  return planted.map((files) => diagnostics.filter((d) => files.some((f) => d.file === join(root, f.path))).map((d) => d.rule));
}

const VIOLATIONS: [what: string, files: Planted, rule: string][] = [
  ['a module importing app/', { 'api/src/modules/temperature/planted-TAG.ts': `export { createServer } from '../../app/server.js';\n` }, 'noRestrictedImports'],
  [
    'tenancy importing another module',
    { 'api/src/modules/tenancy/planted-TAG.ts': `export { loadViewer } from '../auth/viewer.js';\n` },
    'noRestrictedImports',
  ],
  [
    'audit importing a module above it',
    { 'api/src/modules/audit/planted-TAG.ts': `export { login } from '../auth/auth.service.js';\n` },
    'noRestrictedImports',
  ],
  ['auth importing people', { 'api/src/modules/auth/planted-TAG.ts': `export { createUser } from '../people/people.service.js';\n` }, 'noRestrictedImports'],
  ['a helper importing a module', { 'api/src/http/planted-TAG.ts': `export { loadViewer } from '../modules/auth/viewer.js';\n` }, 'noRestrictedImports'],
  ['a root helper importing app/', { 'api/src/planted-TAG.ts': `export { createServer } from './app/server.js';\n` }, 'noRestrictedImports'],
  [
    'a web feature importing another feature',
    { 'web/src/features/temperature/planted-TAG.ts': `export { DashboardPage } from '../dashboard/DashboardPage';\n` },
    'noRestrictedImports',
  ],
  ['a web feature importing app/', { 'web/src/features/temperature/planted-TAG.ts': `export { AppRouter } from '../../app/router';\n` }, 'noRestrictedImports'],
  ['web ui/ importing app/', { 'web/src/ui/planted-TAG.ts': `export { AppProviders } from '../app/AppProviders';\n` }, 'noRestrictedImports'],
  [
    'web lib/ importing a feature',
    { 'web/src/lib/planted-TAG.ts': `export { DashboardPage } from '../features/dashboard/DashboardPage';\n` },
    'noRestrictedImports',
  ],
  [
    'web ui/ importing a domain part of components/',
    { 'web/src/ui/planted-TAG.ts': `export { CheckDialog } from '../components/checks/CheckDialog';\n` },
    'noRestrictedImports',
  ],
  ['web ui/ importing Apollo', { 'web/src/ui/planted-TAG.ts': `export { useQuery } from '@apollo/client/react';\n` }, 'noRestrictedImports'],
  [
    'web ui/ importing a GraphQL document',
    { 'web/src/ui/planted-TAG.ts': `export { DueRemindersDocument } from '../graphql/graphql';\n` },
    'noRestrictedImports',
  ],
  [
    'web components/ importing a feature',
    { 'web/src/components/checks/planted-TAG.ts': `export { DashboardPage } from '../../features/dashboard/DashboardPage';\n` },
    'noRestrictedImports',
  ],
  [
    'web components/ importing layout/',
    { 'web/src/components/checks/planted-TAG.ts': `export { AppShell } from '../../layout/AppShell';\n` },
    'noRestrictedImports',
  ],
  ['web components/ importing app/', { 'web/src/components/checks/planted-TAG.ts': `export { AppRouter } from '../../app/router';\n` }, 'noRestrictedImports'],
  [
    'web lib/ importing components/',
    { 'web/src/lib/planted-TAG.ts': `export { useReminders } from '../components/reminders/useReminders';\n` },
    'noRestrictedImports',
  ],
  [
    'web layout/ importing a feature',
    { 'web/src/layout/planted-TAG.ts': `export { DashboardPage } from '../features/dashboard/DashboardPage';\n` },
    'noRestrictedImports',
  ],
  [
    'an import cycle',
    {
      'api/src/modules/temperature/planted-a-TAG.ts': `import { b } from './planted-b-TAG.js';\nexport const a = () => b;\n`,
      'api/src/modules/temperature/planted-b-TAG.ts': `import { a } from './planted-a-TAG.js';\nexport const b = () => a;\n`,
    },
    'noImportCycles',
  ],
];

const ACCEPTED: [what: string, files: Planted][] = [
  [
    'a web feature importing lib/ and ui/',
    {
      'web/src/features/temperature/planted-TAG.ts': `export { formatTemperature } from '../../lib/format/temperature';\nexport { Button } from '../../ui/Button';\n`,
    },
  ],
  [
    'a web feature importing components/',
    { 'web/src/features/dashboard/planted-TAG.ts': `export { CheckDialog } from '../../components/checks/CheckDialog';\n` },
  ],
  [
    'web components/ importing another area of components/, lib/, ui/ and GraphQL documents',
    {
      'web/src/components/food-processes/planted-TAG.ts': `export { PhotoEvidenceList } from '../photos/PhotoEvidenceList';\nexport { errorMessage } from '../../lib/errors';\nexport { Button } from '../../ui/Button';\nexport { FoodProcessesDocument } from '../../graphql/graphql';\n`,
    },
  ],
  [
    'a module importing a lower module and a helper',
    {
      'api/src/modules/dashboard/planted-TAG.ts': `export { loadViewer } from '../auth/viewer.js';\nexport { requireViewer } from '../../http/request-context.js';\n`,
    },
  ],
  ['people importing auth', { 'api/src/modules/people/planted-TAG.ts': `export { hashPassword } from '../auth/passwords.js';\n` }],
];

describe('layer rules (biome.json)', () => {
  let reported: string[][];
  beforeAll(async () => {
    reported = await lintPlanted([...VIOLATIONS.map(([, files]) => files), ...ACCEPTED.map(([, files]) => files)]);
  });

  it.each(VIOLATIONS.map((violation, i) => [...violation, i] as const))('refuse %s', (_what, _files, rule, i) => {
    expect(reported[i]).toContain(rule);
  });

  it.each(ACCEPTED.map((accepted, i) => [...accepted, VIOLATIONS.length + i] as const))('accept %s', (_what, _files, i) => {
    expect(reported[i]).toEqual([]);
  });
});
