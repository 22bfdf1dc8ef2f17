import { useContext, useEffect } from 'react';
import { type PageMeta, RenderStateContext } from '../shared/renderState.tsx';

export const SITE_NAME = 'LostWord Global Tracker';

export const SITE_DESCRIPTION =
  'Fan-made tracker for the global release of Touhou LostWord: characters, story cards, prayers, the Scarlet Devil Tower and the update log.';

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

/**
 * Describes the page for link previews (description, image, kind); a server render writes it into
 * the page's head. Data shown here comes from the page's own query, so it follows the spoiler
 * switch like the page does. Crawlers read the server's page only: the browser keeps its head.
 */
export function usePageMeta(meta: PageMeta): void {
  const rendering = useContext(RenderStateContext).meta;
  if (rendering) Object.assign(rendering, meta);
}

const PREVIEW_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const PREVIEW_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const PREVIEW_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A date for a link preview, in UTC and saying so, as exact as the data knows it: `instant`
 * "12 November 2026, 06:00 UTC", a day "12 November 2026 (UTC)", a month "November 2026", an upper
 * bound "by 12 November 2026 (UTC)"; null for no date.
 */
export function previewDate(iso: string | null | undefined, precision?: string | null): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const p = (precision ?? 'INSTANT').toUpperCase();
  if (p === 'MONTH') return PREVIEW_MONTH.format(at);
  if (p === 'DAY' || p === 'LAUNCH' || p === 'BETWEEN') return `${PREVIEW_DAY.format(at)} (UTC)`;
  if (p === 'BY') return `by ${PREVIEW_DAY.format(at)} (UTC)`;
  return `${PREVIEW_DAY.format(at)}, ${PREVIEW_TIME.format(at)} UTC`;
}
