import { InvalidInput } from '../../errors.js';

const MB = 1024 * 1024;

/** What each purpose accepts. Photos are re-encoded to JPEG on the server (photo-processing.ts) before they are stored. */
export const UPLOAD_RULES = {
  manual: { contentTypes: ['application/pdf'], maxBytes: 20 * MB, describe: 'a PDF of at most 20 MB' },
  certificate: { contentTypes: ['application/pdf'], maxBytes: 20 * MB, describe: 'a PDF of at most 20 MB' },
  photo: {
    contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
    maxBytes: 10 * MB,
    describe: 'a JPEG, PNG, WebP or HEIC image of at most 10 MB',
  },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_RULES;
export const UPLOAD_PURPOSES = Object.keys(UPLOAD_RULES) as UploadPurpose[];
/** The largest file any purpose takes: the parser stops reading past it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

const SIGNATURES: { contentType: string; bytes: number[] }[] = [
  { contentType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { contentType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** ISO-BMFF brands of HEIF images with HEVC inside (what iPhones save as .heic). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The type a file's first bytes say it is; the name and the client's content-type are never trusted. */
export function sniffContentType(content: Buffer): string | undefined {
  const ascii = (from: number, to: number) => content.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(8, 12))) return 'image/heic';
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => content[i] === byte))?.contentType;
}

export function parsePurpose(value: string | undefined): UploadPurpose {
  if (value && (UPLOAD_PURPOSES as string[]).includes(value)) return value as UploadPurpose;
  throw new InvalidInput(`Purpose must be one of ${UPLOAD_PURPOSES.join(', ')}`);
}

/** Checks a received file against its purpose's rule; returns its real content type. */
export function checkUpload(purpose: UploadPurpose, content: Buffer): string {
  const rule = UPLOAD_RULES[purpose];
  if (content.length === 0) throw new InvalidInput('The file is empty');
  if (content.length > rule.maxBytes) throw new InvalidInput(`The file is too large: a ${purpose} must be ${rule.describe}`);
  const contentType = sniffContentType(content);
  if (!contentType || !(rule.contentTypes as readonly string[]).includes(contentType)) {
    throw new InvalidInput(`The file is not of an accepted type: a ${purpose} must be ${rule.describe}`);
  }
  return contentType;
}

/** Bidi controls (LRE…RLO, LRI…PDI, LRM, RLM) can make `invoice\u202Efdp.exe` read as `invoice.exe.pdf`: a name never keeps them. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The original name made safe to show and to put in Content-Disposition: no paths, no control or
 * bidi characters. A name with a line break is refused rather than silently changed: it can only be
 * an attempt to split a header or a log line.
 */
export function sanitizeFileName(name: string | undefined, contentType: string): string {
  assertFileName(name);
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}"]/gu, '')
    .replace(BIDI_CONTROLS, '')
    .trim()
    .slice(0, 150);
  return cleaned || `file.${extensionOf(contentType)}`;
}

/** Checked before anything is stored. */
export function assertFileName(name: string | undefined): void {
  if (/[\r\n]/.test(name ?? '')) throw new InvalidInput('A file name may not contain line breaks');
}

/** The extension a sniffed type is saved under. */
const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpeg', 'jpg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic'],
};
const extensionOf = (contentType: string): string => EXTENSIONS[contentType]?.[0] ?? 'bin';

/**
 * The name a file is served under: its stored name with the extension of what its bytes are, so a
 * PDF uploaded as `poly.html` is saved as `poly.pdf` and never opened as a page.
 */
export function downloadName(storedName: string, contentType: string): string {
  const dot = storedName.lastIndexOf('.');
  const extension = dot > 0 ? storedName.slice(dot + 1).toLowerCase() : '';
  if (EXTENSIONS[contentType]?.includes(extension)) return storedName;
  return `${dot > 0 ? storedName.slice(0, dot) : storedName}.${extensionOf(contentType)}`;
}
