// The spec's error catalogue, as values the pages throw and the error page shows.
import { data } from 'react-router-dom';

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

const BOT_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|discordbot/i;

export function isBot(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return BOT_PATTERN.test(userAgent);
}
