// /images/{file}: the images folder, with the spoiler switch (server/images/handler.ts).
import { createImageHandler } from '../../images/handler.ts';
import type { ImageOwner } from '../../store/store.ts';
import type { MakeSurface } from './surface.ts';

const PREFIX = '/images/';

export const images: MakeSurface = ({ options, edge }) => {
  // The characters by image name, read once per data version.
  let owners: { version: number; map: Map<string, ImageOwner> } | undefined;
  const handler = createImageHandler(
    options.imagesDir,
    () => {
      const version = edge.versions.read();
      if (owners?.version !== version) owners = { version, map: edge.versions.imageOwners() };
      return owners.map;
    },
    options.now,
  );
  return {
    name: 'images',
    headers: 'site',
    match: (path) => path.startsWith(PREFIX),
    handle: (req, res, { path, query }) => handler(req, res, path.slice(PREFIX.length), query),
  };
};
