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

/** The latency buckets of the requests (seconds). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * The requests' latency per surface, a histogram counted in plain numbers on the request's path and
 * handed to the registry (which writes Prometheus' text) when scraped: prom-client's own Histogram
 * checks and hashes its labels at every observation, a tenth of a warm read's time.
 */
class LatencyBySurface {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, { counts: Float64Array; sum: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  observe(surface: string, seconds: number): void {
    let series = this.series.get(surface);
    if (!series) {
      series = { counts: new Float64Array(LATENCY_BUCKETS.length + 1), sum: 0 };
      this.series.set(surface, series);
    }
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]) bucket++;
    series.counts[bucket]++;
    series.sum += seconds;
  }

  /** The samples as prom-client's histograms give them (cumulative buckets, then sum and count). */
  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const [surface, { counts, sum }] of this.series) {
      let cumulative = 0;
      for (const [i, count] of counts.entries()) {
        cumulative += count;
        const le = i < LATENCY_BUCKETS.length ? LATENCY_BUCKETS[i] : '+Inf';
        values.push({ labels: { le, surface }, value: cumulative, metricName: `${this.name}_bucket` });
      }
      values.push({ labels: { surface }, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: { surface }, value: cumulative, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }
}

/** Counts kept in plain numbers on the request's path, added to a prom-client counter when scraped. */
class Tally<K extends string> {
  private readonly counts = new Map<string, { labels: Partial<Record<K, string>>; value: number; reported: number }>();

  /** Counts one under a key already counted; false when the key is new (then `first` counts it). */
  add(key: string): boolean {
    const count = this.counts.get(key);
    if (count) count.value++;
    return count !== undefined;
  }

  first(key: string, labels: Partial<Record<K, string>>): void {
    this.counts.set(key, { labels, value: 1, reported: 0 });
  }

  /** Adds what was counted since the last scrape to `counter`. */
  report(counter: Counter<K>): void {
    for (const count of this.counts.values()) {
      if (count.value === count.reported) continue;
      counter.inc(count.labels, count.value - count.reported);
      count.reported = count.value;
    }
  }
}

export class Metrics {
  readonly registry = new Registry();
  private readonly duration: LatencyBySurface;
  private readonly answered = new Tally<'surface' | 'status'>();
  private readonly lookups = new Tally<'result'>();
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
    const { answered, lookups } = this;
    new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'Requests answered, by surface (pages, graphql, api, images, feeds, ...) and status.',
      labelNames: ['surface', 'status'],
      registers,
      collect() {
        answered.report(this);
      },
    });
    this.duration = new LatencyBySurface(
      `${PREFIX}http_request_duration_seconds`,
      'Time from a request reaching the edge to its answer being sent, by surface.',
    );
    // prom-client writes it as it writes its own histograms (the shape of their `get`).
    this.registry.registerMetric(this.duration as unknown as Histogram);
    new Counter({
      name: `${PREFIX}response_cache_lookups_total`,
      help: 'Reads looked up in the response cache: hit (answered from it) or miss (executed).',
      labelNames: ['result'],
      registers,
      collect() {
        lookups.report(this);
      },
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

  /** Counts a request of a surface answered with a status, `seconds` after it reached the edge. */
  request(surface: string, status: number, seconds: number): void {
    this.duration.observe(surface, seconds);
    const key = `${surface} ${status}`;
    if (!this.answered.add(key)) this.answered.first(key, { surface, status: String(status) });
  }

  cacheLookup(hit: boolean): void {
    const result = hit ? 'hit' : 'miss';
    if (!this.lookups.add(result)) this.lookups.first(result, { result });
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
