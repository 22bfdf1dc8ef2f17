// The error form every answer of the site that is not GraphQL's takes: the edge's own refusals and
// failures, /api's errors and the admin area's. One catalogue of status messages (the /api spec's),
// so an error reads the same whichever layer answers it, and one way to repeat the request in it.
import { STATUS_CODES } from 'node:http';

/** The status messages of the error form, by status code (the spec's catalogue). */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Page Not Found!',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The error body of the spec's catalogue, for /api and the site's own errors. */
export function errorBody(status: number, message: string, context?: string) {
  return {
    error: true,
    statusCode: status,
    // A status the /api catalogue does not list (the admin area's 401, 403, 409) keeps its own name.
    statusMessage: STATUS_MESSAGES[status] ?? STATUS_CODES[status] ?? 'Internal Server Error',
    message,
    ...(context ? { context } : {}),
  };
}

/** The most characters of the caller's input an error message repeats. */
export const ECHO_MAX = 64;

/**
 * A piece of the request as an error message repeats it: at most ECHO_MAX characters (then `…`),
 * with control, format and line-separator characters written as `\uXXXX`, so a message stays one
 * short line whatever was sent (an id of 5,000 characters, or one holding a newline).
 */
export function echo(value: string): string {
  const chars = Array.from(value);
  const kept = chars.length > ECHO_MAX ? `${chars.slice(0, ECHO_MAX).join('')}…` : value;
  return kept.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, (c) =>
    Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}
