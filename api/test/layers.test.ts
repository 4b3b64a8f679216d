import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules in biome.json are what keep the house in order, so this plants real violations
 * (briefly, under unique names) and checks `biome lint` refuses each one, and accepts an allowed import.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');
const run = promisify(execFile);

async function lintPlanted(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  const tag = randomUUID().slice(0, 8);
  const paths = Object.keys(files).map((path) => path.replace('TAG', tag));
  try {
    Object.values(files).forEach((text, i) => {
      mkdirSync(dirname(join(root, paths[i])), { recursive: true });
      writeFileSync(join(root, paths[i]), text.replaceAll('TAG', tag));
    });
    await run(biome, ['lint', '--colors=off', ...paths], { cwd: root });
    return { failed: false, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  } finally {
    for (const path of paths) rmSync(join(root, path), { force: true });
  }
}

const VIOLATIONS: [what: string, files: Record<string, string>, rule: string][] = [
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
    'an import cycle',
    {
      'api/src/modules/temperature/planted-a-TAG.ts': `import { b } from './planted-b-TAG.js';\nexport const a = () => b;\n`,
      'api/src/modules/temperature/planted-b-TAG.ts': `import { a } from './planted-a-TAG.js';\nexport const b = () => a;\n`,
    },
    'noImportCycles',
  ],
];

describe('layer rules (biome.json)', () => {
  it.each(VIOLATIONS)('refuse %s', async (_what, files, rule) => {
    const { failed, output } = await lintPlanted(files);
    expect(failed).toBe(true);
    expect(output).toContain(rule);
  });

  it('accept a web feature importing lib/ and ui/', async () => {
    const { failed, output } = await lintPlanted({
      'web/src/features/temperature/planted-TAG.ts': `export { formatTemperature } from '../../lib/format/temperature';\nexport { Button } from '../../ui/Button';\n`,
    });
    expect(output).toBe('');
    expect(failed).toBe(false);
  });

  it('accept a module importing a lower module and a helper', async () => {
    const { failed, output } = await lintPlanted({
      'api/src/modules/dashboard/planted-TAG.ts': `export { loadViewer } from '../auth/viewer.js';\nexport { requireViewer } from '../../http/request-context.js';\n`,
    });
    expect(output).toBe('');
    expect(failed).toBe(false);
  });
});
