import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The text of a PDF, by poppler's pdftotext (Debian: poppler-utils), the way an inspector's viewer would read it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'fsm-pdf-')), 'pack.pdf');
  writeFileSync(path, pdf);
  try {
    return (await run('pdftotext', ['-layout', path, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftotext is missing: apt-get install -y poppler-utils');
    throw error;
  }
}

/** One file of a ZIP, as bytes, by Info-ZIP's unzip. */
export async function zipEntry(zip: Buffer, name: string): Promise<Buffer> {
  const path = join(mkdtempSync(join(tmpdir(), 'fsm-zip-')), 'pack.zip');
  writeFileSync(path, zip);
  return (await run('unzip', ['-p', path, name], { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 })).stdout;
}

/** The names in a ZIP. */
export async function zipNames(zip: Buffer): Promise<string[]> {
  const path = join(mkdtempSync(join(tmpdir(), 'fsm-zip-')), 'pack.zip');
  writeFileSync(path, zip);
  return (await run('unzip', ['-Z1', path])).stdout.trim().split('\n');
}
