// The process's metrics in Prometheus' text format (prom-client): requests and their latency per
// surface, response-cache hits and misses, rate-limit refusals, the execution queue, the data
// version, and the process's own (memory, CPU, event-loop lag, heap). Off unless configured
// (METRICS_PORT or METRICS_TOKEN): then the edge counts, and they are served on their own port or
// at /metrics on the public port to a request bearing the token, never to anyone else.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';
const PREFIX = 'lostword_';

/** What the metrics read when they are scraped. */
export interface MetricSources {
  /** The data version the edge serves. */
  dataVersion(): number;
  /** Requests waiting for an execution slot, and running in one. */
  executionLoad?(): { queued: number; running: number };
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'surface' | 'status'>;
  private readonly duration: Histogram<'surface'>;
  private readonly cache: Counter<'result'>;
  private readonly refusals: Counter<'limit'>;
  private readonly subscribers: Gauge;
  /** What the admin area tells (server/admin/http.ts AdminObserver): its changes of the data and its sign-ins. */
  readonly admin: {
    change(outcome: 'applied' | 'unchanged' | 'refused', seconds: number): void;
    signIn(outcome: 'signed-in' | 'refused' | 'throttled'): void;
  };

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    this.requests = new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'Requests answered, by surface (pages, graphql, api, images, feeds, ...) and status.',
      labelNames: ['surface', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from a request reaching the edge to its answer being sent, by surface.',
      labelNames: ['surface'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers,
    });
    this.cache = new Counter({
      name: `${PREFIX}response_cache_lookups_total`,
      help: 'Reads looked up in the response cache: hit (answered from it) or miss (executed).',
      labelNames: ['result'],
      registers,
    });
    this.refusals = new Counter({
      name: `${PREFIX}rate_limit_refusals_total`,
      help: 'Requests refused (429) by a rate limit: requests, or suggestions.',
      labelNames: ['limit'],
      registers,
    });
    this.subscribers = new Gauge({
      name: `${PREFIX}subscriptions_open`,
      help: 'GraphQL subscriptions open (server-sent event streams) in this process.',
      registers,
    });
    const changes = new Counter({
      name: `${PREFIX}admin_changes_total`,
      help: 'Changes of the data asked of the admin area (saves, imports, undos, accepted suggestions): applied, unchanged or refused.',
      labelNames: ['outcome'],
      registers,
    });
    const changeDuration = new Histogram({
      name: `${PREFIX}admin_change_duration_seconds`,
      help: 'Time to run a change of the data, from the request to the writer until the site serves its data version.',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    const signIns = new Counter({
      name: `${PREFIX}admin_sign_ins_total`,
      help: 'Admin sign-ins: signed in, refused (wrong name or password) or throttled (429, a burst of failures started a wait).',
      labelNames: ['outcome'],
      registers,
    });
    this.admin = {
      change(outcome, seconds) {
        changes.inc({ outcome });
        changeDuration.observe(seconds);
      },
      signIn(outcome) {
        signIns.inc({ outcome });
      },
    };
    new Gauge({
      name: `${PREFIX}data_version`,
      help: 'The data version the process serves (raised by every data change).',
      registers,
      collect() {
        this.set(sources.dataVersion());
      },
    });
    const load = sources.executionLoad;
    if (load) {
      new Gauge({
        name: `${PREFIX}execution_queue_length`,
        help: 'Requests waiting for an execution slot.',
        registers,
        collect() {
          this.set(load().queued);
        },
      });
      new Gauge({
        name: `${PREFIX}execution_running`,
        help: 'Requests running in an execution slot.',
        registers,
        collect() {
          this.set(load().running);
        },
      });
    }
  }

  /** The subscriptions open now. */
  subscriptions(open: number): void {
    this.subscribers.set(open);
  }

  /** The counts of each surface, and of each surface and status, their labels looked up once. */
  private readonly durations = new Map<string, { observe(seconds: number): void }>();
  private readonly answered = new Map<string, { inc(): void }>();

  /** Starts timing a request of a surface; the function returned counts it when its answer is sent (or its connection ends). */
  watch(surface: string): (status: number) => void {
    const started = performance.now();
    return (status) => {
      let duration = this.durations.get(surface);
      if (!duration) {
        duration = this.duration.labels(surface);
        this.durations.set(surface, duration);
      }
      duration.observe((performance.now() - started) / 1000);
      const key = `${surface} ${status}`;
      let count = this.answered.get(key);
      if (!count) {
        count = this.requests.labels(surface, String(status));
        this.answered.set(key, count);
      }
      count.inc();
    };
  }

  cacheLookup(hit: boolean): void {
    this.cache.inc({ result: hit ? 'hit' : 'miss' });
  }

  refused(limit: 'requests' | 'suggestions'): void {
    this.refusals.inc({ limit });
  }

  /** Answers a scrape: the metrics in Prometheus' text format. */
  async send(res: ServerResponse): Promise<void> {
    const body = await this.registry.metrics();
    res
      .writeHead(200, { 'content-type': this.registry.contentType, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) })
      .end(body);
  }
}

/** Whether a request bears the metrics token (`Authorization: Bearer <token>`), compared in constant time. */
export function bearsToken(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The metrics on a port of their own (METRICS_PORT): GET /metrics, nothing else. */
export function serveMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH) return void res.writeHead(404, { 'content-length': 0 }).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 }).end();
    metrics.send(res).catch(() => res.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
