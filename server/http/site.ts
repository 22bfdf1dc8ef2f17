// The http.Server around an app: client timeouts, the answer to a request too malformed to route,
// and a graceful shutdown.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Server as NetServer } from 'node:net';
import { errorBody } from '../shared/errorBody.ts';
import type { Compressor } from './compression.ts';
import type { Metrics } from './metrics.ts';
import { HEAD_LIMITS } from './options.ts';
import type { ResponseCache } from './responseCache.ts';
import { JSON_TYPE } from './send.ts';

export interface App {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Resolves once execution is ready to answer at full speed (every worker loaded and warm). */
  ready: Promise<void>;
  /** Stops taking work, waits up to `timeoutMs` for requests in flight; resolves with how many had to be cut. */
  drain(timeoutMs: number): Promise<number>;
  close(): Promise<void>;
  cache: ResponseCache | undefined;
  compressor: Compressor;
  /** The metrics, when they are counted (AppOptions.metrics). */
  metrics?: Metrics;
}

export interface Site {
  server: Server;
  app: App;
  listen(port: number, host?: string): Promise<string>;
  /**
   * Stops accepting connections, lets requests in flight finish (up to `timeoutMs`), closes idle
   * keep-alive connections, then cuts what is left. Resolves with the number of requests cut.
   */
  shutdown(timeoutMs?: number): Promise<number>;
}

/**
 * While stopping, a keep-alive connection idle this long is closed. A connection still in use gets
 * `Connection: close` on its next answer instead, so a client never has its request cut by a close
 * it could not see coming; one idle this long is not about to send.
 */
const IDLE_CLOSE_MS = 250;
/** How often a stopping server looks for such connections. */
const IDLE_SWEEP_MS = 50;

/** The status and reason a malformed or too slow request gets before it could be routed. */
export function clientErrorStatus(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): [number, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout'];
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // One limit covers the request line and the headers: a request line that does not end within
    // the packet that overflowed is a target too long.
    const packet = error.rawPacket?.toString('latin1') ?? '';
    const lineEnd = packet.indexOf('\r\n');
    return lineEnd < 0 || lineEnd > 8192 ? [414, 'URI Too Long'] : [431, 'Request Header Fields Too Large'];
  }
  return [400, 'Bad Request'];
}

/** The http.Server of an app; `clientTimeouts` bound how long a client may take to send its headers, and its whole request. */
export function siteOf(app: App, clientTimeouts?: { headersMs: number; requestMs: number }): Site {
  const { headersMs, requestMs } = clientTimeouts ?? { headersMs: 15_000, requestMs: 30_000 };
  const server = createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.min(1000, headersMs / 2),
      // Set here, not left to Node's default or a --max-http-header-size flag: the README promises it.
      maxHeaderSize: HEAD_LIMITS.headBytes,
    },
    app.listener,
  );
  // One field past the limit is enough to know the head has too many (the edge answers 431).
  server.maxHeadersCount = HEAD_LIMITS.fields + 1;
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const [status, reason] = clientErrorStatus(error);
    const body = JSON.stringify(errorBody(status, reason));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: ${JSON_TYPE}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  const connections = trackConnections(server);
  return {
    server,
    app,
    // Listens once the workers are warm, so the first visitors are not the ones who warm them.
    listen: (port, host = '127.0.0.1') =>
      app.ready.then(
        () =>
          new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(port, host, () => {
              const address = server.address();
              resolve(`http://${host.includes(':') ? `[${host}]` : host}:${typeof address === 'object' && address ? address.port : port}`);
            });
          }),
      ),
    shutdown: (timeoutMs = 10_000) => shutdown(server, app, connections, timeoutMs),
  };
}

/** Each open connection, and when it last finished an answer (0 while one is being answered). */
function trackConnections(server: Server): Map<Socket, number> {
  const connections = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, performance.now());
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    connections.set(req.socket, 0);
    res.once('finish', () => {
      if (connections.has(req.socket)) connections.set(req.socket, performance.now());
    });
  });
  return connections;
}

async function shutdown(server: Server, app: App, connections: Map<Socket, number>, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  // Stop listening only: http.Server#close would also drop every connection with no request
  // under way at once, among them ones whose request is on its way. Connections in use learn
  // of the stop from `Connection: close` on their next answer; idle ones are closed once they
  // have been idle a while (see IDLE_CLOSE_MS).
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const [socket, since] of connections) if (since && now - since >= IDLE_CLOSE_MS) socket.destroy();
  }, IDLE_SWEEP_MS);
  // Requests in flight may use the whole time but what closing the idle connections needs.
  let cut = await app.drain(Math.max(0, timeoutMs - 2 * IDLE_CLOSE_MS));
  if (!cut) {
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())))]);
    // A connection still answering a request at the deadline (one sent after the drain) is cut too.
    for (const since of connections.values()) if (!since) cut++;
  }
  server.closeAllConnections();
  await closed;
  clearInterval(sweep);
  await app.close();
  return cut;
}
