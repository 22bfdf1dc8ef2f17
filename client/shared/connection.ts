// A request that got no answer at all: the browser is offline, or the connection to the site
// failed. Pages then show the offline page rather than an error of the site (the browser's own
// online flag is not enough to tell: it stays true on a connection that carries nothing).

export class ConnectionError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The site could not be reached', options);
    this.name = 'ConnectionError';
  }
}

/** Whether `error` (or the browser's own flag) says the connection is what failed. */
export function isOffline(error?: unknown): boolean {
  return error instanceof ConnectionError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}
