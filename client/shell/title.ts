import { useEffect } from 'react';

export const SITE_NAME = 'LostWord Global Tracker';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets the document title, with the tracker's name as suffix. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
