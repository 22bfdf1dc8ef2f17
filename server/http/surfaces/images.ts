// /images/{file}: the images folder, with the spoiler switch (server/images/handler.ts). A portrait
// uploaded through another process is drawn into this one's folder on its first request, from the
// upload the database keeps: each process draws a picture once, and every process serves the same.
import { createImageHandler } from '../../images/handler.ts';
import type { ImageOwner } from '../../store/store.ts';
import type { MakeSurface } from './surface.ts';

const PREFIX = '/images/';

export const images: MakeSurface = ({ options, edge }) => {
  // The characters by image name, read once per data version.
  let owners: { version: number; map: Map<string, ImageOwner> } | undefined;
  // Each portrait drawn at most once at a time; a hash with no upload is asked again only after a
  // new data version (a new upload comes with one).
  const drawing = new Map<string, Promise<boolean>>();
  let missing = { version: -1, hashes: new Set<string>() };
  const drawMissing = (hash: string): Promise<boolean> => {
    const version = edge.versions.read();
    if (missing.version !== version) missing = { version, hashes: new Set() };
    if (missing.hashes.has(hash)) return Promise.resolve(false);
    let pending = drawing.get(hash);
    if (!pending) {
      pending = (async () => {
        const [{ uploadedPortrait }, { drawPortrait }] = await Promise.all([
          import('../../images/repo.ts'),
          import('../../shared/portraitPipeline.ts'),
        ]);
        const upload = await uploadedPortrait(hash);
        if (upload) await drawPortrait(options.imagesDir, upload.bytes, hash, upload.side);
        return !!upload;
      })()
        .catch(() => false)
        .then((drawn) => {
          // Not drawn (no upload, an unreadable one, a folder it cannot write): its placeholder until the data changes.
          if (!drawn) missing.hashes.add(hash);
          return drawn;
        })
        .finally(() => drawing.delete(hash));
      drawing.set(hash, pending);
    }
    return pending;
  };
  // A card's art uploaded through another process, drawn here from the picture the database keeps (once at a time).
  const drawingArt = new Map<string, Promise<boolean>>();
  // A hash with no picture is asked again only after a new data version, so unknown names cost one read each.
  let noArt = { version: -1, hashes: new Set<string>() };
  const drawArt = (hash: string): Promise<boolean> => {
    const version = edge.versions.read();
    if (noArt.version !== version) noArt = { version, hashes: new Set() };
    if (noArt.hashes.has(hash) || noArt.hashes.size > 10_000) return Promise.resolve(false);
    let pending = drawingArt.get(hash);
    if (!pending) {
      pending = (async () => {
        const [{ uploadedPortrait }, { drawCardArt }] = await Promise.all([
          import('../../images/repo.ts'),
          import('../../shared/cardArt.ts'),
        ]);
        const upload = await uploadedPortrait(hash);
        if (upload) await drawCardArt(options.imagesDir, upload.bytes, hash);
        return !!upload;
      })()
        .catch(() => false)
        .then((drawn) => {
          if (!drawn) noArt.hashes.add(hash);
          return drawn;
        })
        .finally(() => drawingArt.delete(hash));
      drawingArt.set(hash, pending);
    }
    return pending;
  };
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
