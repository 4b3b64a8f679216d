import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { InvalidInput } from '../../errors.js';

/** The longest side of a stored photo: enough to read a probe display or a label, small enough for a phone on 3G. */
export const PHOTO_MAX_SIDE = 2048;

export interface ProcessedPhoto {
  content: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/** Said when a photo declares more pixels than PHOTO_MAX_PIXELS allows. */
export class PhotoTooLarge extends InvalidInput {
  constructor(maxPixels: number) {
    super(`The photo has too many pixels: at most ${Math.floor(maxPixels / 1_000_000)} megapixels (a phone’s camera takes 12 to 48)`);
  }
}

/**
 * A received photo as the record keeps it: decoded, turned upright by its EXIF orientation, resized
 * to at most PHOTO_MAX_SIDE and re-encoded as JPEG with NO metadata (sharp drops EXIF, GPS included,
 * unless asked to keep it). Re-encoding also means no byte of the sender's file is ever served back.
 * Its width and height are read from the header first: a 500 KB PNG can declare 60 megapixels,
 * which decoded would hold 240 MB, so such a photo is refused before any pixel is decoded.
 */
export async function processPhoto(content: Buffer, sniffedType: string, maxPixels: number): Promise<ProcessedPhoto> {
  try {
    const image = sniffedType === 'image/heic' ? await heicPipeline(content, maxPixels) : await checkedSharp(content, maxPixels);
    const { data, info } = await image
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { content: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof PhotoTooLarge) throw error;
    throw new InvalidInput('The photo could not be read: send a JPEG, PNG, WebP or HEIC image');
  }
}

/** sharp's metadata() reads only the header; the decoder's own limit stays as a second guard. */
async function checkedSharp(content: Buffer, maxPixels: number): Promise<Sharp> {
  const { width = 0, height = 0 } = await sharp(content).metadata();
  if (width * height > maxPixels) throw new PhotoTooLarge(maxPixels);
  return sharp(content, { limitInputPixels: maxPixels });
}

interface HeifImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}

/**
 * sharp's prebuilt libvips reads HEIF containers but ships no HEVC decoder (patent licensing), so an
 * iPhone's .heic is decoded by heic-decode (libheif compiled to WebAssembly, no native code) and handed
 * to sharp as raw RGBA. heic-decode's all() parses the container only: the primary image's size is
 * known before it is decoded. Its EXIF never reaches sharp, so nothing of it can be kept.
 */
async function heicPipeline(content: Buffer, maxPixels: number): Promise<Sharp> {
  const images = (await decodeHeic.all({ buffer: content })) as unknown as HeifImage[] & { dispose(): void };
  try {
    const [primary] = images;
    if (!primary) throw new Error('No image in the file');
    if (primary.width * primary.height > maxPixels) throw new PhotoTooLarge(maxPixels);
    const { width, height, data } = await primary.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}
