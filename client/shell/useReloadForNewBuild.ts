import { useEffect } from 'react';
import { isChunkLoadError, mayReloadForNewBuild, reloadForNewBuild } from './chunkReload.ts';

/**
 * For an error page: whether the error is a part of the site that failed to load (a newer build
 * replaced it) and the page is being loaded again for it, once (see chunkReload.ts). The page shows
 * that it is loading meanwhile rather than the error.
 */
export function useReloadForNewBuild(error: unknown): boolean {
  const reload = isChunkLoadError(error) && mayReloadForNewBuild();
  useEffect(() => {
    if (reload) reloadForNewBuild();
  }, [reload]);
  return reload;
}
