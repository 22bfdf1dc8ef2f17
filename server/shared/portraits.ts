// Portrait image files: which sizes a portrait is drawn in and what its files under /images are
// called. The files are named by the source's content hash, so a replaced picture gets new names
// (and may be cached for good), and the images handler finds the character a file shows by it.
import { createHash } from 'node:crypto';

/**
 * The name a picture's files take: the first 16 hex digits of the SHA-256 of its bytes (a portrait's
 * source, a card's art, a picture a visitor proposes for either).
 */
export const pictureHash = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** The widths views ask for: list tiles (72 CSS px) at 1x, and 2x, the modal and the page. */
export const PORTRAIT_TARGETS = [96, 192, 384, 512] as const;
/** No variant is wider than this, whatever the upload. */
export const PORTRAIT_MAX = 512;
export const PORTRAIT_FORMATS = ['avif', 'webp'] as const;
export type PortraitFormat = (typeof PORTRAIT_FORMATS)[number];

/**
 * The square sizes drawn of a source whose smaller side is `side` px: the targets clearly below it
 * (a target within a fifth of the source adds nothing the source size does not give), then the
 * source size itself (at most PORTRAIT_MAX). Never larger than the source: upscaling adds bytes, not
 * detail. A 135 px source gives 96 and 135; a 1000 px upload 96, 192, 384 and 512.
 */
export function portraitWidths(side: number): number[] {
  const top = Math.min(Math.max(1, Math.floor(side)), PORTRAIT_MAX);
  return [...new Set([...PORTRAIT_TARGETS.filter((t) => t <= top * 0.8), top])];
}

export const PORTRAIT_FILE = /^portrait-([0-9a-f]{16})-(\d{1,4})\.(avif|webp)$/;

export function portraitFileName(hash: string, width: number, format: PortraitFormat): string {
  return `portrait-${hash}-${width}.${format}`;
}

/** The file names of a portrait of this hash and source side: every width, each as AVIF and WebP. */
export function portraitFiles(hash: string, side: number): string[] {
  return portraitWidths(side).flatMap((w) => PORTRAIT_FORMATS.map((f) => portraitFileName(hash, w, f)));
}

/** The hash a portrait file name carries, or undefined for any other name. */
export function portraitHashOf(file: string): string | undefined {
  return PORTRAIT_FILE.exec(file)?.[1];
}

export interface PortraitRow {
  portraitSet: string | null;
  portraitHash: string | null;
  portraitSize: number | null;
}

export interface PortraitImage {
  set: string;
  /** The largest variant's side in px. */
  width: number;
  /** The largest WebP. */
  src: string;
  avifSrcSet: string;
  webpSrcSet: string;
}

/**
 * The paths of a character's portrait, each ending in `query` (the spoiler switch while the
 * character is hidden from global players: /images serves its files only with it); null without a
 * portrait.
 */
export function portraitImage(row: PortraitRow, query = ''): PortraitImage | null {
  if (!row.portraitHash || !row.portraitSize || !row.portraitSet) return null;
  const hash = row.portraitHash;
  const widths = portraitWidths(row.portraitSize);
  const path = (w: number, f: PortraitFormat) => `/images/${portraitFileName(hash, w, f)}${query}`;
  const set = (f: PortraitFormat) => widths.map((w) => `${path(w, f)} ${w}w`).join(', ');
  const width = widths[widths.length - 1];
  return { set: row.portraitSet, width, src: path(width, 'webp'), avifSrcSet: set('avif'), webpSrcSet: set('webp') };
}
