// Per-request context. `now` is fixed once per request so every reveal decision in one response
// agrees; tests pass their own.
export interface Context {
  now: Date;
  request?: Request;
}

export function createContext(request?: Request, now = new Date()): Context {
  return { now, request };
}
