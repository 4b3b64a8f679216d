import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isMissingObject, type S3StorageOptions, s3ClientFor } from '../uploads/s3-upload-storage.js';
import { type PendingReportFile, partialFile, type ReportFiles, reportFileName } from './report-files.js';

/**
 * Report files in the uploads' S3-compatible bucket, under `<prefix>reports/<name>`, so a pack made
 * by one API process downloads from any other. The pack streams to a partial file on local disk (a
 * large pack is never held in memory) and goes up in one PUT on commit: a PUT is atomic, so a
 * download sees the whole file or none, and a retried job's PUT replaces it with the same pack.
 */
export class S3ReportFiles implements ReportFiles {
  private readonly client: S3Client;

  constructor(
    private readonly options: S3StorageOptions,
    /** Where partial files are written before they go up (DATA_DIR/reports). */
    private readonly stagingDir: string,
  ) {
    this.client = s3ClientFor(options);
  }

  async openForWriting(name: string): Promise<PendingReportFile> {
    const partial = await partialFile(this.stagingDir, name);
    return {
      stream: partial.stream,
      commit: async () => {
        try {
          const { size } = await stat(partial.path);
          const Body = createReadStream(partial.path);
          await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(name), Body, ContentLength: size }));
          return size;
        } finally {
          await rm(partial.path, { force: true });
        }
      },
      discard: partial.discard,
    };
  }

  async open(name: string): Promise<{ stream: Readable; size: number } | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(name) }));
      if (!answer.Body) return undefined;
      return { stream: answer.Body as Readable, size: Number(answer.ContentLength) };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  private objectKey(name: string): string {
    return `${this.options.prefix}reports/${reportFileName(name)}`;
  }
}
