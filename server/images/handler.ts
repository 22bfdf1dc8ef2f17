// /images/{file}: the file from IMAGES_DIR when it exists, else a generated SVG placeholder.
// The spoiler switch holds here too: a file of a character the viewer may not see (the characters'
// reveal rule, with the request's `jpContent` parameter) gets the answer a name no character has.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import type { ImageOwner } from '../http/edgeDatabase.ts';
import { errorBody } from '../legacy/types.ts';
import { isShown, readSpoilerSwitch } from '../shared/reveal.ts';
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
  return owners.get(file) ?? owners.get(`id:${file.replace(/(-full)?\.[a-z0-9]+$/i, '')}`);
}

const sendError = (res: ServerResponse, status: number, message: string) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody(status, message)));

/**
 * `owners` gives the characters by image name (read once per data version, see app.ts), so a
 * stream of unknown names costs no database work; `now` is the instant requests are answered at.
 */
export function createImageHandler(imagesDir: string, owners: () => Map<string, ImageOwner>, now: () => number = Date.now) {
  const root = resolve(imagesDir);

  return function handleImage(req: IncomingMessage, res: ServerResponse, rawName: string, query = ''): void {
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
    // Neither its file nor its colours: a hidden character's image answers as no character's.
    const character = found && isShown(found.hiddenUntil, { jpContent, now: new Date(now()) }) ? found : undefined;
    const path = join(root, file);
    const type = TYPES[extname(file).toLowerCase()];
    if (type && (character || !found) && existsSync(path) && statSync(path).isFile()) {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=86400', 'content-length': statSync(path).size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(path).pipe(res);
      return;
    }
    // Colours come from the data; drawing the SVG costs less than keeping it.
    const svg = placeholderSvg({
      label: character?.shortNameEn ?? file.replace(/\.[a-z0-9]+$/i, ''),
      colours: character?.colors ?? [],
      world: character?.worldId ?? undefined,
    });
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600', 'x-placeholder': '1' });
    res.end(req.method === 'HEAD' ? undefined : svg);
  };
}
