// GraphQL subscriptions over server-sent events, on /graphql with Accept: text/event-stream (GET,
// as a browser's EventSource sends it, or POST): graphql-yoga's own transport, with its heartbeat
// (a comment line every 12 seconds). They run in the edge's thread, where the connection is: the
// schema is loaded there on the first subscription only, so a process nobody subscribes to keeps
// none of it.
//
// While anyone subscribes, the edge's data version is looked at four times a second: PostgreSQL
// tells every process of a change made through any of them (the store's LISTEN), SQLite's one
// process reads its one-row table. A new version is announced once, to every subscription, with
// the dataset files whose public export it changed on each side of the spoiler switch (the sync's
// own answer, made in an execution slot, so the edge never diffs the dataset itself).
//
// Connections are bounded in all and per client address, each costs the price of an execution
// against the rate limit, and a draining process ends every stream (GraphQL's "complete") before
// its connections close.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../context.ts';
import type { Executor } from '../execution/pool.ts';
import type { ServerContext } from '../execution/yoga.ts';
import { log } from '../shared/log.ts';
import { readSpoilerSwitch, SPOILER_PARAM } from '../shared/reveal.ts';
import { MAX_BODY_BYTES, SUBSCRIPTION_DEFAULTS } from './options.ts';
import { EXECUTION_PRICE } from './rateLimit.ts';
import { refuse } from './send.ts';
import type { EdgeParts } from './surfaces/surface.ts';

/** How often the data version is looked at while anyone subscribes (ms). */
export const WATCH_MS = 250;
/** How long a draining process waits for its streams to end before cutting them (ms). */
const END_WAIT_MS = 1_000;
/** What a client is told to wait before trying again when the subscriptions are full (s). */
const FULL_RETRY_S = 30;

/** Whether a /graphql request asks for a stream of events. */
export function wantsEvents(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').toLowerCase().includes('text/event-stream');
}

interface Live {
  yoga: YogaServerInstance<ServerContext, Context>;
  events: typeof import('../shared/changeEvents.ts');
}

export interface Subscriptions {
  serve(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Open subscriptions now. */
  open(): number;
  /** Ends every stream and takes no more. */
  drain(): Promise<void>;
}

/** The dataset files whose export changed from one version to the next, for one side of the switch. */
async function filesChanged(
  executor: Executor,
  from: number,
  to: number,
  at: number,
  jpContent: boolean,
): Promise<{ files: string[]; at?: string }> {
  const answer = await executor.run(
    {
      method: 'GET',
      url: `/export/changes?since=${from}.${at}${jpContent ? `&${SPOILER_PARAM}=1` : ''}`,
      headers: {},
      dataVersion: to,
      at,
      sync: true,
    },
    { client: 'subscriptions', kind: 'sync' },
  );
  if (answer.status === 200) {
    const body = JSON.parse(answer.body) as { files: Record<string, unknown>; importedAt?: string };
    return { files: Object.keys(body.files), at: body.importedAt };
  }
  // A whole dataset loaded (no change set to read), or the version moved on again: every file may have changed.
  const { DATASET_FILE_NAMES } = await import('../dataset/files.ts');
  return { files: [...DATASET_FILE_NAMES] };
}

/** Answers a request the door cannot take (true), with its status and error; false: it may subscribe. */
function refused(
  req: IncomingMessage,
  res: ServerResponse,
  state: { draining: boolean; open: number; fromClient: number; limits: { max: number; perAddress: number } },
): boolean {
  const no = (status: number, code: string, message: string, headers: Record<string, string> = {}) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    refuse(res, 'graphql', status, code, message);
    return true;
  };
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'POST')
    return no(405, 'METHOD_NOT_ALLOWED', 'A subscription is a GET or a POST.', { allow: 'GET, POST' });
  if (state.draining) return no(503, 'SHUTTING_DOWN', 'This server is stopping: subscribe again in a moment.', { 'retry-after': '1' });
  const length = Number(req.headers['content-length'] ?? 0);
  if (method === 'POST' && (req.headers['transfer-encoding'] || !(length <= MAX_BODY_BYTES))) {
    const message = `Request bodies are limited to ${MAX_BODY_BYTES} bytes, with a Content-Length`;
    return no(413, 'PAYLOAD_TOO_LARGE', message, { connection: 'close' });
  }
  try {
    readSpoilerSwitch(new URL(req.url ?? '/', 'http://localhost').searchParams);
  } catch (e) {
    return no(400, 'BAD_USER_INPUT', (e as Error).message);
  }
  const wait = { 'retry-after': String(FULL_RETRY_S) };
  if (state.open >= state.limits.max) {
    return no(503, 'TOO_MANY_SUBSCRIPTIONS', `This server holds ${state.limits.max} subscriptions already: try again later.`, wait);
  }
  if (state.fromClient >= state.limits.perAddress) {
    const message = `At most ${state.limits.perAddress} subscriptions from one address: end one before opening another.`;
    return no(429, 'TOO_MANY_SUBSCRIPTIONS', message, wait);
  }
  return false;
}

export function createSubscriptions({ edge, executor, options }: EdgeParts): Subscriptions {
  const limits = options.subscriptions ?? SUBSCRIPTION_DEFAULTS;
  const clock = options.now ?? Date.now;
  const streams = new Set<ServerResponse>();
  const perClient = new Map<string, number>();
  let live: Promise<Live> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let known = -1;
  let announcing = Promise.resolve();
  let draining = false;

  const load = () => {
    live ??= Promise.all([import('../execution/yoga.ts'), import('../shared/changeEvents.ts')]).then(([y, events]) => ({
      yoga: y.createYogaApp(options.dev, new Map(), { live: true }),
      events,
    }));
    return live;
  };

  async function announce(from: number, to: number) {
    try {
      const at = clock();
      const [open, switched] = await Promise.all([filesChanged(executor, from, to, at, false), filesChanged(executor, from, to, at, true)]);
      (await load()).events.publishDataChanged({
        version: to,
        at: new Date(switched.at ?? at),
        files: { public: open.files, jpContent: switched.files },
      });
    } catch (error) {
      log.warn({ err: error, from, to }, 'A new data version could not be announced to the subscriptions');
    }
  }

  const watch = () => {
    const version = edge.versions.read();
    if (version === known) return;
    const from = known;
    known = version;
    if (from >= 0) announcing = announcing.then(() => announce(from, version));
  };

  const opened = (res: ServerResponse, client: string) => {
    streams.add(res);
    perClient.set(client, (perClient.get(client) ?? 0) + 1);
    edge.metrics?.subscriptions(streams.size);
    if (!timer) {
      known = edge.versions.read();
      timer = setInterval(watch, WATCH_MS);
      timer.unref();
    }
    res.once('close', () => {
      streams.delete(res);
      const left = (perClient.get(client) ?? 1) - 1;
      if (left) perClient.set(client, left);
      else perClient.delete(client);
      edge.metrics?.subscriptions(streams.size);
      if (!streams.size && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    });
  };

  return {
    open: () => streams.size,
    async serve(req, res) {
      const client = edge.client(req);
      if (refused(req, res, { draining, open: streams.size, fromClient: perClient.get(client) ?? 0, limits })) return;
      if (!edge.charge(req, res, EXECUTION_PRICE, 'graphql')) return;
      opened(res, client);
      // nginx (deploy/nginx.conf buffers answers) passes a stream on as it is written.
      res.setHeader('x-accel-buffering', 'no');
      const { yoga } = await load();
      // Yoga reads the request (its body too), runs the subscription and writes the stream.
      await yoga(req, res, { trusted: false });
    },
    async drain() {
      draining = true;
      if (!streams.size) return;
      (await live)?.events.endSubscriptions();
      const ended = Promise.all([...streams].map((res) => new Promise((resolve) => res.once('close', resolve))));
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, END_WAIT_MS).unref())]);
      for (const res of streams) res.destroy();
    },
  };
}
