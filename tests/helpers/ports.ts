// A TCP port nothing listens on at the moment, for a process a test or benchmark starts itself.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const probe = createServer();
    probe.once('error', rej);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => res(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
