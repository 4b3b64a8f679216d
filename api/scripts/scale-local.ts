import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalTopology } from './local-topology.js';

/**
 * `npm run scale:local`: docker-compose.scale.yml's topology without containers, for trying the
 * app as several processes on one machine. Every process prints with its name; Ctrl-C (or SIGTERM)
 * stops the API processes as a deploy would, then the S3 server and PostgreSQL, and removes the
 * temporary folder. Options: --processes N (2), --port P (3001: the first process's; the next
 * ones count up).
 */
const { values } = parseArgs({ options: { processes: { type: 'string', default: '2' }, port: { type: 'string', default: '3001' } } });
const processes = Number(values.processes);
const firstPort = Number(values.port);
if (!Number.isInteger(processes) || processes < 1) throw new Error('--processes must be a whole number, 1 or more');
if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort + processes > 65_536) throw new Error('--port must be a free TCP port');

const dir = mkdtempSync(join(tmpdir(), 'fsm-scale-local-'));
console.log(`Starting ${processes} API processes, one PostgreSQL and an S3 server under ${dir} …`);
const topology = await startLocalTopology({ dir, processes, ports: Array.from({ length: processes }, (_, i) => firstPort + i), echo: true });

console.log(`
Food Safety Management, ${processes} processes on one PostgreSQL (LIVE_EVENTS=postgres, files in S3):
${topology.apis.map((api, i) => `  api-${i + 1}  http://localhost:${api.port}`).join('\n')}
  PostgreSQL  ${topology.ownerUrl}  (the app connects as fsm_app)
  S3          ${topology.s3Endpoint}  (bucket food-safety)
Sign in on one and continue on another (demo users, password demo1234). Ctrl-C stops everything.
`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the API processes, the S3 server and PostgreSQL …`);
  await topology.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
