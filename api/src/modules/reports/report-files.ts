import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';

declare module '../../services.js' {
  interface AppServices {
    /** Generated report files (due-diligence packs), outside the web root. */
    reportFiles: ReportFiles;
    /** Where a pack's records stream from: a pg pool, so rows arrive by cursor and are never all held at once. */
    evidenceDb: pg.Pool;
  }
}

const NAME = /^[a-z0-9-]+\.(pdf|zip)$/;

/**
 * Report files under DATA_DIR/reports, named by the report's id. A job writes beside the final
 * name and renames when done, so a download never sees half a file and a retried job simply
 * writes the same file again: one report, one file.
 */
export class ReportFiles {
  constructor(private readonly root: string) {}

  async openForWriting(name: string): Promise<WriteStream> {
    await mkdir(this.root, { recursive: true });
    return createWriteStream(`${this.path(name)}.partial`, { mode: 0o600 });
  }

  async commit(name: string): Promise<number> {
    await rename(`${this.path(name)}.partial`, this.path(name));
    return (await stat(this.path(name))).size;
  }

  async discard(name: string): Promise<void> {
    await rm(`${this.path(name)}.partial`, { force: true });
  }

  /** The file, or undefined when it is missing. */
  async open(name: string): Promise<{ stream: ReadStream; size: number } | undefined> {
    try {
      const { size } = await stat(this.path(name));
      return { stream: createReadStream(this.path(name)), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private path(name: string): string {
    if (!NAME.test(name)) throw new Error(`Invalid report file name ${name}`);
    return join(this.root, name);
  }
}
