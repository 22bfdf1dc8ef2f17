// /images/{file}: the file from IMAGES_DIR when it exists, else a generated SVG placeholder.
// The spoiler switch holds here too: a file of a character the viewer may not see (the characters'
// reveal rule, with the request's `jpContent` parameter) gets the answer a name no character has.
// A portrait file (`portrait-<hash>-<width>.<avif|webp>`, server/shared/portraits.ts) is served only
// for a character the viewer may see: one whose portrait has that hash. A portrait file no current
// character owns is never served, so an old or replaced picture of a hidden character cannot leak.
// A card's art (`card-<hash>.webp`, server/shared/cardArt.ts) is held to the story cards' reveal
// rule the same way: served only for a card that names it and the viewer may see.
// A portrait a character owns whose files this process lacks (uploaded through another process,
// with an images folder of its own) is drawn here from the upload the database keeps, once, and
// then served like any file.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { errorBody } from '../legacy/types.ts';
import { cardArtHashOf } from '../shared/cardArt.ts';
import { portraitHashOf } from '../shared/portraits.ts';
import { isShown, readSpoilerSwitch } from '../shared/reveal.ts';
import type { ImageOwner } from '../store/store.ts';
import { placeholderSvg } from './placeholder.ts';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
};
const SAFE_NAME = /^[\w][\w.\-() ]{0,200}$/;

/** The character an image file belongs to: by its name in an image column, else by the id in its name (`<id>.png`, `<id>-full.png`). */
export function ownerOf(owners: Map<string, ImageOwner>, file: string): ImageOwner | undefined {
  const hash = portraitHashOf(file);
  if (hash) return owners.get(`portrait:${hash}`);
  const art = cardArtHashOf(file);
  if (art) return owners.get(`card:${art}`);
  return owners.get(file) ?? owners.get(`id:${file.replace(/(-full)?\.[a-z0-9]+$/i, '')}`);
}

const sendError = (res: ServerResponse, status: number, message: string) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody(status, message)));

/**
 * `owners` gives the characters by image name (read once per data version, see server/http/surfaces/images.ts), so a
 * stream of unknown names costs no database work; `now` is the instant requests are answered at.
 */
export function createImageHandler(
  imagesDir: string,
  owners: () => Map<string, ImageOwner>,
  now: () => number = Date.now,
  /** Draws a portrait's files into the folder from its upload; false when there is none. */
  drawMissing?: (hash: string) => Promise<boolean>,
  /** Draws a card's art into the folder from its upload (server/shared/cardArt.ts); false when there is none. */
  drawArt?: (hash: string) => Promise<boolean>,
) {
  const root = resolve(imagesDir);

  return function handleImage(req: IncomingMessage, res: ServerResponse, rawName: string, query = '', drawn = false): void {
    let file: string;
    try {
      file = decodeURIComponent(rawName);
    } catch {
      file = '';
    }
    if (!SAFE_NAME.test(file) || file.includes('..')) {
      sendError(res, 404, 'Unknown image');
      return;
    }
    let jpContent: boolean;
    try {
      jpContent = readSpoilerSwitch(new URLSearchParams(query));
    } catch (e) {
      sendError(res, 400, (e as Error).message);
      return;
    }
    const found = ownerOf(owners(), file);
    const art = cardArtHashOf(file);
    // A portrait's or a card art's file is served only for a record that owns it and the viewer may see.
    const portrait = portraitHashOf(file) !== undefined || art !== undefined;
    // Neither its file nor its colours: a hidden character's image answers as no character's.
    const character = found && isShown(found.hiddenUntil, { jpContent, now: new Date(now()) }) ? found : undefined;
    const path = join(root, file);
    const type = TYPES[extname(file).toLowerCase()];
    const present = existsSync(path) && statSync(path).isFile();
    const hash = portraitHashOf(file);
    if (character && hash && type && !present && drawMissing && !drawn) {
      drawMissing(hash).then(
        () => handleImage(req, res, rawName, query, true),
        () => handleImage(req, res, rawName, query, true),
      );
      return;
    }
    if (character && art && !present && drawArt && !drawn) {
      drawArt(art).then(
        () => handleImage(req, res, rawName, query, true),
        () => handleImage(req, res, rawName, query, true),
      );
      return;
    }
    if (type && (character || (!found && !portrait)) && present) {
      // A portrait's or a card art's name changes with its content, so its file may be kept for good.
      const cache = portrait ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
      res.writeHead(200, { 'content-type': type, 'cache-control': cache, 'content-length': statSync(path).size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(path).pipe(res);
      return;
    }
    // Colours come from the data; drawing the SVG costs less than keeping it.
    const svg = placeholderSvg({
      label: character?.shortNameEn ?? (portrait ? '?' : file.replace(/\.[a-z0-9]+$/i, '')),
      colours: character?.colors ?? [],
      world: character?.worldId ?? undefined,
    });
    // A portrait's placeholder stands in while its files are drawn or its character is hidden: it is
    // not kept, so the picture shows as soon as it may.
    const cache = portrait ? 'no-cache' : 'public, max-age=3600';
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': cache, 'x-placeholder': '1' });
    res.end(req.method === 'HEAD' ? undefined : svg);
  };
}
