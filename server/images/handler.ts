// /images/{file}: the file from IMAGES_DIR when it exists, else a generated SVG placeholder.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { placeholderSvg } from './placeholder.ts';
import { characterForImage } from './repo.ts';

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

export function createImageHandler(imagesDir: string, dataVersion: () => number = () => 0) {
  const root = resolve(imagesDir);
  const placeholders = new Map<string, string>();

  return async function handleImage(req: IncomingMessage, res: ServerResponse, rawName: string): Promise<void> {
    let file: string;
    try {
      file = decodeURIComponent(rawName);
    } catch {
      file = '';
    }
    if (!SAFE_NAME.test(file) || file.includes('..')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: true, statusCode: 404, statusMessage: 'Page Not Found!', message: 'Unknown image' }));
      return;
    }
    const path = join(root, file);
    const type = TYPES[extname(file).toLowerCase()];
    if (type && existsSync(path) && statSync(path).isFile()) {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=86400', 'content-length': statSync(path).size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(path).pipe(res);
      return;
    }
    // Colours come from the data: a placeholder is kept per data version.
    const key = `${dataVersion()}|${file}`;
    let svg = placeholders.get(key);
    if (!svg) {
      const character = await characterForImage(file);
      const colours = Array.isArray(character?.colors) ? (character.colors as string[]) : [];
      svg = placeholderSvg({
        label: character?.shortNameEn ?? file.replace(/\.[a-z0-9]+$/i, ''),
        colours,
        world: character?.worldId,
      });
      if (placeholders.size > 5000) placeholders.clear();
      placeholders.set(key, svg);
    }
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600', 'x-placeholder': '1' });
    res.end(req.method === 'HEAD' ? undefined : svg);
  };
}
