// The spec's error catalogue, as values the pages throw and the error page shows.
import { data, isRouteErrorResponse } from 'react-router-dom';

export interface PageError {
  statusCode: number;
  statusMessage: string;
  message: string;
  context?: string;
  stack?: string;
}

/** Route validation failure (a path that matches a route but is not valid for it). */
export function routeNotFound(path: string) {
  return data({ message: `Page Not Found: ${path}` }, { status: 404, statusText: 'Page Not Found!' });
}

/**
 * A record that does not exist, or that the visitor may not see yet: thrown while rendering, it
 * makes the answer a 404 and shows the route's error view with `message`.
 */
export function recordNotFound(message: string): Error {
  return Object.assign(new Error(message), { status: 404 });
}

/** A page's answer to an address it has nothing for (a 4xx): expected, and shown, but no fault of the site. */
export function isExpectedError(error: unknown): boolean {
  const status = isRouteErrorResponse(error) ? error.status : (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * What a caught render error leaves in the console: a fault of the site is logged; a page for an
 * unknown record or address (a 404), which the route's error view shows, is not.
 */
export function reportCaughtError(error: unknown): void {
  if (!isExpectedError(error)) console.error(error);
}

const BOT_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|discordbot/i;

export function isBot(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return BOT_PATTERN.test(userAgent);
}
