// A screenshot handed in as evidence for a suggestion (POST /suggestions/evidence): a PNG, JPEG or
// WebP picture, checked by its content, decoded by sharp within a bound on its pixels (a small file
// that declares a huge picture is refused before it is decoded), and written again as a WebP of at
// most EVIDENCE_MAX_SIDE pixels a side. Nothing of the file sent survives but its pixels: no
// metadata (sharp writes none unless asked), no trailing payload, no second frame.
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { sniffImageType, UploadInputError } from '../shared/portraitPipeline.ts';

/** The largest file taken (a phone's full-screen PNG is 2 to 4 MB). */
export const EVIDENCE_MAX_BYTES = 6 * 1024 * 1024;
/** The types taken, by content. */
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A picture declaring more pixels than this is refused before it is decoded (a tablet's screen is 6 million). */
const MAX_PIXELS = 30_000_000;
/** The longest side kept: enough to read a news banner or a unit's stats. */
export const EVIDENCE_MAX_SIDE = 2048;
/** The shortest side a screenshot can have and still show something. */
const MIN_SIDE = 64;

/** A file that cannot be taken as a screenshot: why, and the status that says so (413 too large, 415 not a type taken, 422 unusable). */
export class EvidenceInputError extends UploadInputError {
  override name = 'EvidenceInputError';
}

/** A screenshot as it is kept. */
export interface Evidence {
  token: string;
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

/** Whether a PNG is animated (an APNG's `acTL` chunk before its first image data). */
function isAnimatedPng(b: Buffer): boolean {
  let at = 8;
  while (at + 8 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    at += 12 + length;
  }
  return false;
}

/** Reads a screenshot and writes it again; throws EvidenceInputError naming what is wrong with it. */
export async function takeEvidence(bytes: Uint8Array): Promise<Evidence> {
  if (bytes.byteLength === 0) throw new EvidenceInputError('The file is empty.', 422);
  if (bytes.byteLength > EVIDENCE_MAX_BYTES)
    throw new EvidenceInputError(`The file is larger than ${EVIDENCE_MAX_BYTES / 1024 / 1024} MB, the limit for a screenshot.`, 413);
  const type = sniffImageType(bytes);
  if (!type || !(EVIDENCE_TYPES as readonly string[]).includes(type))
    throw new EvidenceInputError('A screenshot must be a PNG, JPEG or WebP picture (checked by its content, not its name).', 415);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png' && isAnimatedPng(input)) throw new EvidenceInputError('An animated picture is not a screenshot.', 422);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS, animated: true }).metadata();
  } catch {
    throw new EvidenceInputError('The picture cannot be read: it is damaged or not what its first bytes say.', 422);
  }
  if ((meta.pages ?? 1) > 1) throw new EvidenceInputError('An animated picture is not a screenshot.', 422);
  const [width, height] = [meta.width ?? 0, meta.height ?? 0];
  if (width * height > MAX_PIXELS)
    throw new EvidenceInputError(`The picture is ${width}×${height} pixels: more than a screen holds (at most ${MAX_PIXELS} pixels).`, 422);
  if (Math.min(width, height) < MIN_SIDE)
    throw new EvidenceInputError(`The picture is ${width}×${height} pixels: too small to show anything.`, 422);
  try {
    // Decoded whole (failOn: a picture cut short is refused), turned upright, and written again.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: EVIDENCE_MAX_SIDE, height: EVIDENCE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { token: randomBytes(18).toString('base64url'), bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new EvidenceInputError('The picture cannot be read: it is damaged or cut short.', 422);
  }
}
