import { randomUUID } from 'node:crypto';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { UploadStorage } from './upload-storage.js';

/** Where the bucket is and how to reach it (config.ts reads these from UPLOADS_S3_* variables). */
export interface S3StorageOptions {
  bucket: string;
  /** A non-AWS server (MinIO, Ceph, R2…); unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's usual credential chain (instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket.host/key does not resolve for most self-hosted servers: they want host/bucket/key. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several environments. */
  prefix: string;
}

const KEY = /^[a-z0-9-]+$/;

/** A client for the bucket's server. Checksums only where S3 requires them: streamed bodies then go as plain PUTs any S3-compatible server takes. */
export function s3ClientFor(options: S3StorageOptions): S3Client {
  const credentials =
    options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined;
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

/** Whether an S3 error says the object is not there. */
export function isMissingObject(error: unknown): boolean {
  return error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey';
}

/**
 * Uploaded bytes in an S3-compatible bucket, under random keys like the file store. Objects are
 * written once and never overwritten by a client's name: the key is always the server's.
 */
export class S3UploadStorage implements UploadStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = s3ClientFor(options);
  }

  async save(content: Buffer): Promise<string> {
    const key = randomUUID();
    await this.saveAs(key, content);
    return key;
  }

  async saveAs(key: string, content: Buffer): Promise<void> {
    // A PUT is atomic: a reader sees the old object or the whole new one, never half.
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: content }));
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  /** Ends the client's open connections (server shutdown, tests). */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    return `${this.options.prefix}${key}`;
  }
}
