import type pg from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { sharedCounter, spendOrRefuse } from '../../database/rate-limit.js';
import type { Viewer } from '../../viewer.js';
import type { ProcessedPhoto } from './photo-processing.js';

declare module '../../services.js' {
  interface AppServices {
    /** How much upload work one person and this process take on (issue 33 item 8). */
    uploadLimits: UploadLimits;
  }
}

export interface UploadLimitSettings {
  /** Files one person may send per minute (UPLOADS_PER_MINUTE). */
  perPersonPerMinute: number;
  /** The most pixels a photo may declare; checked from its header before it is decoded (PHOTO_MAX_PIXELS). */
  photoMaxPixels: number;
  /** Photos this process decodes at once; the others wait their turn (PHOTO_PROCESSING_CONCURRENCY). */
  photoConcurrency: number;
}

/**
 * A decoded photo holds width × height × 4 bytes, so a small file can still cost hundreds of MB:
 * each photo's size is checked from its header first, a few are decoded at a time, and one person
 * may send only so many files a minute (counted in PostgreSQL, so every process shares the count).
 */
export class UploadLimits {
  private readonly perPerson: RateLimiterPostgres;
  private readonly slots: Semaphore;

  constructor(
    pool: pg.Pool,
    readonly settings: UploadLimitSettings,
  ) {
    this.perPerson = sharedCounter(pool, 'upload_person', settings.perPersonPerMinute, 60);
    this.slots = new Semaphore(settings.photoConcurrency);
  }

  /** Counts one upload by the viewer, or refuses it (429) before its body is read. */
  reserve(viewer: Viewer): Promise<void> {
    return spendOrRefuse(this.perPerson, String(viewer.userId), (seconds) => `Too many files uploaded. Try again in ${seconds} second(s).`);
  }

  /** The photo re-encoded (photo-processing.ts), when a processing slot is free. */
  async processPhoto(content: Buffer, sniffedType: string): Promise<ProcessedPhoto> {
    // sharp and heic-decode (~20 MB resident) load with the first photo, not at start.
    const { processPhoto } = await import('./photo-processing.js');
    return this.slots.run(() => processPhoto(content, sniffedType, this.settings.photoMaxPixels));
  }
}

/** At most `size` tasks at once; the rest wait in arrival order. */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` never dips and lets a newcomer jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
