import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The text of a PDF, by poppler's pdftotext (Debian: poppler-utils), the way an inspector's viewer would read it. */
export async function pdfText(pdf: Buffer, ...options: string[]): Promise<string> {
  return poppler('pdftotext', ['-layout', ...options], pdf, '-');
}

/** The fonts a PDF uses, by poppler's pdffonts: one line each, with whether it is embedded. */
export async function pdfFonts(pdf: Buffer): Promise<{ name: string; embedded: boolean }[]> {
  const lines = (await poppler('pdffonts', [], pdf)).trim().split('\n').slice(2);
  return lines.map((line) => ({ name: line.split(/\s+/)[0], embedded: / (yes|no) +(yes|no) +(yes|no) +\d+ +\d+$/.exec(line)?.[1] === 'yes' }));
}

/** Every word of a PDF with its box on its page, by pdftotext -bbox. */
export async function pdfWords(pdf: Buffer): Promise<{ page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number }[]> {
  const html = await poppler('pdftotext', ['-bbox'], pdf, '-');
  return html.split('<page ').flatMap((page, i) =>
    [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((word) => ({
      page: i,
      text: word[5],
      xMin: Number(word[1]),
      yMin: Number(word[2]),
      xMax: Number(word[3]),
      yMax: Number(word[4]),
    })),
  );
}

async function poppler(tool: string, options: string[], pdf: Buffer, ...after: string[]): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'fsm-pdf-')), 'pack.pdf');
  writeFileSync(path, pdf);
  try {
    return (await run(tool, [...options, path, ...after], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: apt-get install -y poppler-utils`);
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

/**
 * An inspector link's due-diligence PDF as its page gets it (issue 33 item 7): asked for with POST, made
 * by the export runner (the app must run jobs), then downloaded. Returns the download's response.
 */
export async function inspectorPack(baseUrl: string, token: string, ask = true): Promise<Response> {
  if (ask) await (await fetch(`${baseUrl}/api/inspect/${token}/pack`, { method: 'POST' })).body?.cancel();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/inspect/${token}/pack`);
    if (response.status !== 202 || Date.now() > deadline) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
