import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Semaphore } from '../../src/modules/uploads/upload-limits.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { upload } from './upload-client.js';

/** A solid colour compresses to almost nothing: a small file that declares a huge canvas. */
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

/** Issue 33 item 8: photos are measured from their header before they are decoded, a few at a time, and one person sends only so many files a minute. */
describe('photo limits', () => {
  let app: TestApp;
  let manager: TestClient;
  const count = async () => Number((await app.db.orm.em.getConnection().execute<{ n: string }[]>('select count(*) n from upload'))[0].n);

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { PHOTO_MAX_PIXELS: '2000000', UPLOADS_PER_MINUTE: '8' } });
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('refuses a photo that declares more pixels than PHOTO_MAX_PIXELS, before decoding it, and stores nothing', async () => {
    const bomb = await solid(8000, 7500);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await count();
    const started = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => upload(manager, 'photo', bomb, 'wall.png', 'image/png')));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 400, body: { message: 'The photo has too many pixels: at most 2 megapixels (a phone’s camera takes 12 to 48)' } });
    }
    // Decoding three 60-megapixel images takes seconds and hundreds of MB; reading three headers does not.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await upload(manager, 'photo', await solid(1500, 1400), 'over.png', 'image/png')).toMatchObject({ status: 400 });
    expect(await count()).toBe(before);
    expect(await upload(manager, 'photo', await solid(1400, 1400), 'fits.png', 'image/png')).toMatchObject({ status: 201 });
  });

  it('measures a HEIC photo from its container’s header, before heic-decode decodes a pixel', async () => {
    // A HEIF container sharp can write (AV1 inside), labelled as an iPhone's: heic-decode reads its size from the header, and has no AV1 decoder.
    const heif = async (width: number, height: number) => {
      const file = await sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
        .avif({ effort: 0 })
        .toBuffer();
      file.write('mif1', 8, 'latin1');
      return file;
    };
    expect(await upload(manager, 'photo', await heif(3000, 2000), 'IMG_0003.HEIC', 'image/heic')).toMatchObject({
      status: 400,
      body: { message: 'The photo has too many pixels: at most 2 megapixels (a phone’s camera takes 12 to 48)' },
    });
    // Within the limit it goes on to be decoded (here, and only here, it fails: no AV1 in heic-decode).
    expect(await upload(manager, 'photo', await heif(1000, 800), 'IMG_0004.HEIC', 'image/heic')).toMatchObject({
      status: 400,
      body: { message: 'The photo could not be read: send a JPEG, PNG, WebP or HEIC image' },
    });
  });

  it('lets one person send UPLOADS_PER_MINUTE files a minute, then answers 429 with Retry-After; others are not held up', async () => {
    const staff = await signedIn(app.baseUrl, 'staff');
    const small = await solid(40, 30);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await upload(staff, 'photo', small, `p${i}.png`, 'image/png')).status);
    expect(statuses).toEqual([...Array(8).fill(201), 429]);
    const form = new FormData();
    form.append('purpose', 'photo');
    form.append('file', new Blob([new Uint8Array(small)], { type: 'image/png' }), 'late.png');
    const refused = await fetch(`${app.baseUrl}/api/uploads`, { method: 'POST', body: form, headers: { cookie: staff.cookie ?? '' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many files uploaded\. Try again in \d+ second\(s\)\.$/);
    const cook = await signedIn(app.baseUrl, 'cook');
    expect((await upload(cook, 'photo', small, 'cook.png', 'image/png')).status).toBe(201);
  });
});

describe('photo processing slots', () => {
  it('runs at most the configured number of tasks at once, the rest in arrival order', async () => {
    const slots = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push(n);
        running--;
        return n;
      });
    expect(await Promise.all([1, 2, 3, 4, 5].map(task))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
  });
});
