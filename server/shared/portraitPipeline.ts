// Draws a portrait's image files (server/shared/portraits.ts names them) with sharp: square crops
// in every width of portraitWidths, each as AVIF and WebP, into the images folder. Run when the
// server starts (for every character's portrait whose files are missing) and when an admin uploads
// one; never per request. Files are named by the source's content hash, so a file that exists is
// already right: drawing them again is skipped.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PORTRAIT_FORMATS, type PortraitFormat, pictureHash, portraitFileName, portraitFiles, portraitWidths } from './portraits.ts';

export { portraitFiles };

/** Encoder settings: chosen for small files at thumbnail sizes (effort 2 keeps a fresh start short). */
const ENCODE: Record<PortraitFormat, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 50, effort: 2 }),
  webp: (s) => s.webp({ quality: 80, effort: 4 }),
};

/** What an upload may be: the formats told apart by their first bytes. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/** The largest upload taken (a portrait is drawn at most 512 px wide). */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
/** Sources with more pixels than this are refused before they are decoded. */
const MAX_PIXELS = 4096 * 4096;
/** The smallest side an upload may have. */
export const UPLOAD_MIN_SIDE = 64;

/**
 * An uploaded picture that cannot be used, with why (shown as is) and the HTTP status that says
 * so: 413 too large, 415 not an image type taken, 422 an image that cannot be used.
 */
export class UploadInputError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415 | 422,
  ) {
    super(message);
  }
}

/** An upload that cannot be a portrait. */
export class PortraitInputError extends UploadInputError {
  override name = 'PortraitInputError';
}

/** The type of an image by its first bytes (not its name): PNG, JPEG, WebP or AVIF; undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): UploadType | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a `ftyp` box whose brands name AVIF.
  if (b.length >= 16 && b.toString('latin1', 4, 8) === 'ftyp') {
    const size = Math.min(b.readUInt32BE(0), b.length);
    const brands = b.toString('latin1', 8, size);
    if (/avif|avis/.test(brands)) return 'image/avif';
  }
  return undefined;
}

/**
 * Checks an upload: its size, its type by content, and that it decodes; returns its type, size and
 * hash. Throws PortraitInputError naming the problem.
 */
export async function inspectUpload(bytes: Uint8Array): Promise<{ type: UploadType; width: number; height: number; hash: string }> {
  if (bytes.byteLength === 0) throw new PortraitInputError('The file is empty.', 422);
  if (bytes.byteLength > UPLOAD_MAX_BYTES)
    throw new PortraitInputError(`The file is ${bytes.byteLength} bytes; portraits are limited to ${UPLOAD_MAX_BYTES} bytes (4 MB).`, 413);
  const type = sniffImageType(bytes);
  if (!type) throw new PortraitInputError('The file is not a PNG, JPEG, WebP or AVIF image (checked by its content, not its name).', 415);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Decoding the whole picture proves it is not cut short or damaged.
    const { info } = await sharp(Buffer.from(bytes), { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    width = info.width;
    height = info.height;
  } catch (e) {
    const why = (e as Error).message ?? '';
    if (/pixel limit/i.test(why)) throw new PortraitInputError(`The picture has more than ${MAX_PIXELS} pixels.`, 422);
    throw new PortraitInputError(
      `The file says it is ${type.slice(6).toUpperCase()} but cannot be read as one (damaged or cut short).`,
      422,
    );
  }
  if (Math.min(width, height) < UPLOAD_MIN_SIDE)
    throw new PortraitInputError(
      `The picture is ${width}x${height} px; a portrait needs at least ${UPLOAD_MIN_SIDE} px on each side.`,
      422,
    );
  return { type, width, height, hash: pictureHash(bytes) };
}

export function hasPortraitFiles(dir: string, hash: string, side: number): boolean {
  return portraitFiles(hash, side).every((f) => existsSync(join(dir, f)));
}

/**
 * Draws every file of a portrait into `dir`: centre square crops, one per width and format. Each
 * file is written under a temporary name and renamed, so a reader never sees half a file.
 * Returns the bytes written.
 */
export async function drawPortrait(dir: string, source: Uint8Array, hash: string, side: number): Promise<number> {
  mkdirSync(dir, { recursive: true });
  // A copy sharp may hold on to: the database driver's byte arrays cannot be handed over as they are.
  const base = sharp(Buffer.from(source), { limitInputPixels: MAX_PIXELS }).rotate();
  let bytes = 0;
  await Promise.all(
    portraitWidths(side).flatMap((w) =>
      PORTRAIT_FORMATS.map(async (f) => {
        const out = await ENCODE[f](base.clone().resize(w, w, { fit: 'cover', position: 'centre' })).toBuffer();
        const name = portraitFileName(hash, w, f);
        const tmp = join(dir, `.${name}.${process.pid}.tmp`);
        writeFileSync(tmp, out);
        renameSync(tmp, join(dir, name));
        bytes += out.length;
      }),
    ),
  );
  return bytes;
}

export interface PortraitJob {
  hash: string;
  size: number;
  /** Who it is for, in messages. */
  label: string;
  /** The source picture, or undefined when it is gone. */
  read: () => Promise<Uint8Array | undefined> | Uint8Array | undefined;
}

export interface EnsureResult {
  drawn: number;
  present: number;
  bytes: number;
  failed: { label: string; why: string }[];
  ms: number;
}

/**
 * Draws the files of every job whose files are not all in `dir` yet (one job per hash), a few at a
 * time. A source that is missing or unreadable is reported, never thrown: that character keeps
 * its placeholder.
 */
export async function ensurePortraits(
  dir: string,
  jobs: readonly PortraitJob[],
  concurrency = availableParallelism(),
): Promise<EnsureResult> {
  const started = performance.now();
  const result: EnsureResult = { drawn: 0, present: 0, bytes: 0, failed: [], ms: 0 };
  const todo: PortraitJob[] = [];
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.hash)) continue;
    seen.add(job.hash);
    if (hasPortraitFiles(dir, job.hash, job.size)) result.present++;
    else todo.push(job);
  }
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++];
      try {
        const source = await job.read();
        if (!source) throw new Error('its source file is missing');
        result.bytes += await drawPortrait(dir, source, job.hash, job.size);
        result.drawn++;
      } catch (e) {
        result.failed.push({ label: job.label, why: (e as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, todo.length)) }, worker));
  result.ms = Math.round(performance.now() - started);
  return result;
}
