import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** One real API process: `node api/dist/main.js`, as production starts it. */
export interface ApiProcess {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** Everything it printed. */
  output: () => string;
  /** Resolves with its exit code (null when a signal ended it) once it has exited. */
  exited: () => Promise<number | null>;
  /** SIGTERM, as an orchestrator stops it, and waits for it to exit. */
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  /** Prints each line it writes with this prefix as well (the local topology script). */
  echoAs?: string;
  /** How long it may take to listen. */
  startTimeoutMs?: number;
}

/**
 * Starts the compiled API (api/dist, built beforehand) with exactly `env` (and PATH), and resolves
 * once it says where it listens.
 */
export async function startApiProcess(env: Record<string, string>, { echoAs, startTimeoutMs = 60_000 }: ApiProcessOptions = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, [join(API_DIR, 'dist/main.js')], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const hear = (chunk: Buffer) => {
    output += chunk.toString();
    if (echoAs) for (const line of chunk.toString().trimEnd().split('\n')) console.log(`${echoAs} ${line}`);
  };
  child.stdout!.on('data', hear);
  child.stderr!.on('data', hear);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), startTimeoutMs);
    child.stdout!.on('data', () => {
      const match = /on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => output,
    exited: () => exit,
    stop: async () => {
      if (hasExited()) return;
      child.kill('SIGTERM');
      await exit;
    },
  };
}
