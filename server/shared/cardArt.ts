// A story card's art, as a visitor hands it in and a maintainer accepts it: one WebP, the card's
// shape kept (fitted within ART_MAX, never enlarged), named by the content hash of the picture it
// is drawn from (`card-<hash>.webp` under /images), so a file that exists is already right. The
// picture itself is kept with the change that sets it (PortraitUpload, by its hash): a process
// whose images folder lacks the file draws it from there on its first request.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The box a card's art is fitted in (the game's cards are taller than wide). */
export const ART_MAX = { width: 600, height: 840 } as const;

const CARD_ART_FILE = /^card-([0-9a-f]{16})\.webp$/;

export const cardArtFileName = (hash: string) => `card-${hash}.webp`;

/** The hash a card art's file name (or path) carries, or undefined for any other name. */
export const cardArtHashOf = (file: string): string | undefined => CARD_ART_FILE.exec(file.replace(/^\/images\//, ''))?.[1];

/** Draws a card's art into `dir` (written under a temporary name and renamed); its size in px. */
export async function drawCardArt(dir: string, source: Uint8Array, hash: string): Promise<{ width: number; height: number }> {
  mkdirSync(dir, { recursive: true });
  const { data, info } = await sharp(Buffer.from(source), { limitInputPixels: 30_000_000, failOn: 'error' })
    .rotate()
    .resize({ ...ART_MAX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  const name = cardArtFileName(hash);
  if (!existsSync(join(dir, name))) {
    const tmp = join(dir, `.${name}.${process.pid}.tmp`);
    writeFileSync(tmp, data);
    renameSync(tmp, join(dir, name));
  }
  return { width: info.width, height: info.height };
}
