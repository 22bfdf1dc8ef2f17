import { useContext, useEffect } from 'react';
import { RenderStateContext } from '../shared/renderState.tsx';

export const SITE_NAME = 'LostWord Global Tracker';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the document title, with the tracker's name as suffix; a server render writes it into the
 * page's head.
 */
export function usePageTitle(title?: string): void {
  const rendering = useContext(RenderStateContext).title;
  if (rendering) {
    rendering.value = title;
    rendering.named = true;
  }
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
