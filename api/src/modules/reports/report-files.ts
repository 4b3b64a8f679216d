import { randomUUID } from 'node:crypto';
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

export interface PendingReportFile {
  stream: WriteStream;
  /** Moves the finished file into place; returns its size in bytes. */
  commit(): Promise<number>;
  discard(): Promise<void>;
}

const NAME = /^[a-z0-9-]+\.(pdf|zip)$/;

/**
 * Report files under DATA_DIR/reports, named by the report's id. A job writes beside the final
 * name and renames when done, so a download never sees half a file and a retried job simply
 * writes the same file again: one report, one file.
 */
export class ReportFiles {
  constructor(readonly root: string) {}

  /**
   * A new file that appears under `name` only on commit. Each writer has its own partial file, so
   * even two runs at once each write a whole file and the rename leaves one of them.
   */
  async openForWriting(name: string): Promise<PendingReportFile> {
    await mkdir(this.root, { recursive: true });
    const partial = `${this.path(name)}.${randomUUID()}.partial`;
    const stream = createWriteStream(partial, { mode: 0o600 });
    return {
      stream,
      commit: async () => {
        await rename(partial, this.path(name));
        return (await stat(this.path(name))).size;
      },
      discard: async () => {
        stream.destroy();
        await rm(partial, { force: true });
      },
    };
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
