import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type pg from 'pg';

declare module '../../services.js' {
  interface AppServices {
    /** Generated report files (due-diligence and inspector packs), in the store uploads use. */
    reportFiles: ReportFiles;
    /** The primary's pg pool for packs: their progress and record counts (their records stream by cursor from historyDb's connection). */
    evidenceDb: pg.Pool;
  }
}

export interface PendingReportFile {
  stream: Writable;
  /** Moves the finished file into place; returns its size in bytes. */
  commit(): Promise<number>;
  discard(): Promise<void>;
}

/**
 * Where report files live, by the report's own name: DATA_DIR/reports, or the uploads' S3-compatible
 * bucket when UPLOADS_S3_* is set, so every API process downloads what any one of them made.
 */
export interface ReportFiles {
  /**
   * A new file that appears under `name` only on commit. Each writer has its own partial file, so
   * even two runs at once each write a whole file and the last commit leaves one of them.
   */
  openForWriting(name: string): Promise<PendingReportFile>;
  /** The file, or undefined when it is missing. */
  open(name: string): Promise<{ stream: Readable; size: number } | undefined>;
}

const NAME = /^[a-z0-9-]+\.(pdf|zip)$/;

/** A report file's name, checked: never a path from a client. */
export function reportFileName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid report file name ${name}`);
  return name;
}

/** A partial file of its own under `dir`, written as a stream; the caller decides where it goes on commit. */
export async function partialFile(dir: string, name: string): Promise<{ path: string; stream: Writable; discard(): Promise<void> }> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${reportFileName(name)}.${randomUUID()}.partial`);
  const stream = createWriteStream(path, { mode: 0o600 });
  return {
    path,
    stream,
    discard: async () => {
      stream.destroy();
      await rm(path, { force: true });
    },
  };
}

/**
 * Report files under DATA_DIR/reports. A job writes beside the final name and renames when done, so
 * a download never sees half a file and a retried job simply writes the same file again: one
 * report, one file.
 */
export class DiskReportFiles implements ReportFiles {
  constructor(readonly root: string) {}

  async openForWriting(name: string): Promise<PendingReportFile> {
    const partial = await partialFile(this.root, name);
    return {
      stream: partial.stream,
      commit: async () => {
        await rename(partial.path, this.path(name));
        return (await stat(this.path(name))).size;
      },
      discard: partial.discard,
    };
  }

  async open(name: string): Promise<{ stream: Readable; size: number } | undefined> {
    try {
      const { size } = await stat(this.path(name));
      return { stream: createReadStream(this.path(name)), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private path(name: string): string {
    return join(this.root, reportFileName(name));
  }
}
