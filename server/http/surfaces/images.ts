// /images/{file}: the images folder, with the spoiler switch (server/images/handler.ts). A portrait
// (or a card's art) uploaded through another process is drawn into this one's folder on its first request, from the
// upload the database keeps: each process draws a picture once, and every process serves the same.
import { createImageHandler } from '../../images/handler.ts';
import type { ImageOwner } from '../../store/store.ts';
import type { MakeSurface } from './surface.ts';

const PREFIX = '/images/';

export const images: MakeSurface = ({ options, edge }) => {
  // The characters by image name, read once per data version.
  let owners: { version: number; map: Map<string, ImageOwner> } | undefined;
  /**
   * Draws a picture kept in the database (an upload's) into this process's folder with `draw`, each
   * hash at most once at a time; a hash not drawn (no upload, an unreadable one, a folder it cannot
   * write) answers its placeholder, and is asked again only after a new data version (a new upload
   * comes with one).
   */
  const fromUploads = (draw: (upload: { bytes: Uint8Array; side: number }, hash: string) => Promise<unknown>) => {
    const drawing = new Map<string, Promise<boolean>>();
    let missing = { version: -1, hashes: new Set<string>() };
    return (hash: string): Promise<boolean> => {
      const version = edge.versions.read();
      if (missing.version !== version) missing = { version, hashes: new Set() };
      if (missing.hashes.has(hash)) return Promise.resolve(false);
      let pending = drawing.get(hash);
      if (!pending) {
        pending = import('../../images/repo.ts')
          .then(async ({ uploadedPortrait }) => {
            const upload = await uploadedPortrait(hash);
            if (upload) await draw(upload, hash);
            return !!upload;
          })
          .catch(() => false)
          .then((drawn) => {
            if (!drawn) missing.hashes.add(hash);
            return drawn;
          })
          .finally(() => drawing.delete(hash));
        drawing.set(hash, pending);
      }
      return pending;
    };
  };
  // A portrait in every size, and a card's art as one picture.
  const drawMissing = fromUploads(async (upload, hash) =>
    (await import('../../shared/portraitPipeline.ts')).drawPortrait(options.imagesDir, upload.bytes, hash, upload.side),
  );
  const drawArt = fromUploads(async (upload, hash) =>
    (await import('../../shared/cardArt.ts')).drawCardArt(options.imagesDir, upload.bytes, hash),
  );
  const handler = createImageHandler(
    options.imagesDir,
    () => {
      const version = edge.versions.read();
      if (owners?.version !== version) owners = { version, map: edge.versions.imageOwners() };
      return owners.map;
    },
    options.now,
    drawMissing,
    drawArt,
  );
  return {
    name: 'images',
    headers: 'site',
    match: (path) => path.startsWith(PREFIX),
    handle: (req, res, { path, query }) => handler(req, res, path.slice(PREFIX.length), query),
  };
};
