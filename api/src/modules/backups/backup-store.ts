import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupConfig } from '../../config.js';

/** The suffix of a file still being written: never taken for a backup, removed when its run fails. */
export const PARTIAL_SUFFIX = '.partial';
const SIDECAR_SUFFIX = '.sha256';

/** Where a file's recorded SHA-256 is kept: beside it, as FILE.sha256. */
export const sidecarPath = (file: string): string => file + SIDECAR_SUFFIX;

/**
 * The server's backup store: a local folder (BACKUP_DIR, default DATA_DIR/backups). A file is
 * written as NAME.partial, flushed to disk and renamed only when complete, so a run that fails
 * halfway never leaves a file that looks like a backup. Other jobs that must keep files beside the
 * backups (a data-cleanup archive) write through `commit` too.
 */
export interface BackupStore {
  dir: string;
  /** The path to write NAME to (NAME.partial, in the store). */
  partialPath(name: string): Promise<string>;
  /** Flushes NAME.partial to disk and renames it to NAME; returns its size and SHA-256. */
  commit(name: string): Promise<{ path: string; sizeBytes: number; sha256: string }>;
  /** Removes NAME and NAME.partial if present. */
  remove(name: string): Promise<void>;
  /** The completed files' names. */
  list(): Promise<string[]>;
}

export function backupStore(config: Pick<BackupConfig, 'dir'>): BackupStore {
  const { dir } = config;
  const pathOf = (name: string) => join(dir, name);
  return {
    dir,
    partialPath: async (name) => {
      await mkdir(dir, { recursive: true });
      return pathOf(name) + PARTIAL_SUFFIX;
    },
    commit: async (name) => {
      const partial = pathOf(name) + PARTIAL_SUFFIX;
      const handle = await open(partial, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      const sha256 = await sha256Of(partial);
      // The checksum beside the file (sha256sum's format), so a restore can check it without the database.
      await writeFile(sidecarPath(pathOf(name)), `${sha256}  ${name}\n`);
      await rename(partial, pathOf(name));
      await syncFolder(dir);
      return { path: pathOf(name), sizeBytes: (await stat(pathOf(name))).size, sha256 };
    },
    remove: async (name) => {
      await rm(pathOf(name), { force: true });
      await rm(pathOf(name) + PARTIAL_SUFFIX, { force: true });
      await rm(sidecarPath(pathOf(name)), { force: true });
    },
    list: async () => (await readdir(dir).catch(() => [])).filter((name) => !name.endsWith(PARTIAL_SUFFIX) && !name.endsWith(SIDECAR_SUFFIX)),
  };
}

/** The rename itself survives a crash only once the folder is flushed too. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
