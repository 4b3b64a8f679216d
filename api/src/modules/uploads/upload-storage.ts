import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded bytes live, by an opaque key the server makes. Only a filesystem store is built (no S3 yet). */
export interface UploadStorage {
  /** Stores the bytes under a new random key and returns it. */
  save(content: Buffer): Promise<string>;
  /** Stores the bytes under a given key (demo files restored at start). */
  saveAs(key: string, content: Buffer): Promise<void>;
  /** The bytes, or undefined when the file is missing. */
  read(key: string): Promise<Buffer | undefined>;
}

declare module '../../services.js' {
  interface AppServices {
    /** Uploaded files (manuals, certificates), outside the web root. */
    uploads: UploadStorage;
  }
}

const KEY = /^[a-z0-9-]+$/;

/** Files under DATA_DIR/uploads, named by random ids; a key is never a path from a client. */
export class FileUploadStorage implements UploadStorage {
  constructor(private readonly root: string) {}

  async save(content: Buffer): Promise<string> {
    const key = randomUUID();
    await this.saveAs(key, content);
    return key;
  }

  async saveAs(key: string, content: Buffer): Promise<void> {
    await mkdir(this.root, { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const partial = `${this.path(key)}.partial`;
    await writeFile(partial, content, { mode: 0o600 });
    await rename(partial, this.path(key));
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private path(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    return join(this.root, key);
  }
}
