import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { InvalidInput } from '../../errors.js';

/** The longest side of a stored photo: enough to read a probe display or a label, small enough for a phone on 3G. */
export const PHOTO_MAX_SIDE = 2048;
/** Decoding stops past this many pixels (a 10 MB file can still declare a huge canvas: a decompression bomb). */
const MAX_INPUT_PIXELS = 60_000_000;

export interface ProcessedPhoto {
  content: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * A received photo as the record keeps it: decoded, turned upright by its EXIF orientation, resized
 * to at most PHOTO_MAX_SIDE and re-encoded as JPEG with NO metadata (sharp drops EXIF, GPS included,
 * unless asked to keep it). Re-encoding also means no byte of the sender's file is ever served back.
 */
export async function processPhoto(content: Buffer, sniffedType: string): Promise<ProcessedPhoto> {
  try {
    const image = sniffedType === 'image/heic' ? await heicPipeline(content) : sharp(content, { limitInputPixels: MAX_INPUT_PIXELS });
    const { data, info } = await image
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { content: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw new InvalidInput('The photo could not be read: send a JPEG, PNG, WebP or HEIC image');
  }
}

/**
 * sharp's prebuilt libvips reads HEIF containers but ships no HEVC decoder (patent licensing), so an
 * iPhone's .heic is decoded by heic-decode (libheif compiled to WebAssembly, no native code) and handed
 * to sharp as raw RGBA. Its EXIF never reaches sharp, so nothing of it can be kept.
 */
async function heicPipeline(content: Buffer): Promise<Sharp> {
  const { width, height, data } = await decodeHeic({ buffer: content });
  if (width * height > MAX_INPUT_PIXELS) throw new Error('Too many pixels');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}
