// Who runs next when every execution slot is busy. Requests wait in two lanes:
// - heavy: kinds of request seen to take long (each of their last runs over LIGHT_MS: one slow run
//   of a cheap kind, on a busy machine, does not make it heavy), and requests the caller knows to
//   be heavy (a document priced over the light limit, see pool.ts);
// - light: everything else. Heavy requests hold at most `heavySlots` slots at once, so at least
//   one slot stays for light work whatever the heavy lane holds.
// Inside a lane each client (IP address) has its own queue and clients take turns: those with
// fewer requests running first, then the one served least recently, so one client sending many
// requests waits behind itself, not in front of everyone. Between the lanes, the
// request that has waited longer goes first when both may run.
//
// A slot is one worker. A quick read (`shared`: a read of a kind each of whose last runs took at
// most LIGHT_MS) weighs 1/sharedPerSlot of a slot, so a worker runs several at once, one after the
// other without waiting for the edge between them; any other request takes a whole slot. The
// request next in line waits until its weight is free, and none behind it goes first.
//
// A request's timeout counts from when it starts running, not from when it was queued; a request
// that cannot start within `maxWaitMs`, or finds its client's or the whole queue full, is refused
// at once with 503 SERVER_BUSY and Retry-After, which tells the client to come back rather than
// letting work pile up.
import { LRUCache } from 'lru-cache';

/**
 * A tool author's document priced above this (limits.ts, in objects of an answer) waits for a
 * heavy slot: about what 2,500 objects take to read, some 30 ms here.
 */
export const LIGHT_PRICE = 2_500;
/** A kind of request with a recent run at most this long is light. */
export const LIGHT_MS = 25;
/** Runs remembered per kind. */
const RUNS_KEPT = 4;

export interface SchedulerOptions {
  /** Requests that may run at once, each alone in its slot (the execution workers). */
  slots: number;
  /** Shared requests one slot may run at once (1: every request runs alone). */
  sharedPerSlot?: number;
  /** Heavy requests that may run at once; at most `slots - 1` when there are two slots or more. */
  heavySlots?: number;
  /** Requests waiting at once, all clients together. */
  maxQueue: number;
  /** Requests one client may have waiting. */
  maxQueuePerClient: number;
  /** Longest wait for a slot. */
  maxWaitMs: number;
  /** The clock (ms), for the learned times. */
  now?: () => number;
}

/** What is submitted: who asks, what kind of request it is, how to run it and how to refuse it. */
export interface Task<T> {
  /** The client's address. */
  client: string;
  /** What its run time is learned by (a path, a document, a persisted id). */
  kind: string;
  /** Runs the task; `shared` says it runs beside other shared ones (its slot is not its own). */
  start: (shared: boolean) => Promise<T>;
  /** Runs in the heavy lane whatever its kind's record says. */
  heavy?: boolean;
  /** May share its slot with other shared requests (the caller decides: quick reads, see `isQuick`). */
  shared?: boolean;
  /** Whether a result teaches its kind's run time (default yes). */
  learn?: (result: T) => boolean;
  /** The answer when it cannot wait (503 SERVER_BUSY). */
  busy: (message: string) => T;
  /** The answer when `start` fails unexpectedly. */
  failed: (error: unknown) => T;
}

interface Job<T> extends Task<T> {
  /** Its share of the slots, in units of 1/sharedPerSlot of a slot. */
  weight: number;
  queuedAt: number;
  resolve: (value: T) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** What the scheduler knows of each client's service: requests running, and when one last started. */
interface Served {
  running: ReadonlyMap<string, number>;
  last: { get(client: string): number | undefined };
}

/** One lane: a queue per client, and the clients with something waiting. */
class Lane<T> {
  private readonly queues = new Map<string, Job<T>[]>();
  private readonly turns: string[] = [];
  size = 0;

  push(job: Job<T>): void {
    let queue = this.queues.get(job.client);
    if (!queue) {
      queue = [];
      this.queues.set(job.client, queue);
      this.turns.push(job.client);
    }
    queue.push(job);
    this.size++;
  }

  waitingFor(client: string): number {
    return this.queues.get(client)?.length ?? 0;
  }

  /**
   * The client whose turn it is: among those with the fewest requests running, the one served
   * least recently, so a client whose request is running, or who was just served, waits behind
   * clients who were not.
   */
  private next(served: Served): number {
    let best = -1;
    let bestRunning = Number.POSITIVE_INFINITY;
    let bestLast = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.turns.length; i++) {
      const client = this.turns[i];
      const running = served.running.get(client) ?? 0;
      const last = served.last.get(client) ?? -1;
      if (running < bestRunning || (running === bestRunning && last < bestLast)) {
        best = i;
        bestRunning = running;
        bestLast = last;
      }
    }
    return best;
  }

  /** The job whose turn it is, without taking it. */
  peek(served: Served): Job<T> | undefined {
    const i = this.next(served);
    return i < 0 ? undefined : this.queues.get(this.turns[i])?.[0];
  }

  /** Takes the job whose turn it is. */
  take(served: Served): Job<T> | undefined {
    const i = this.next(served);
    if (i < 0) return undefined;
    const [client] = this.turns.splice(i, 1);
    const queue = this.queues.get(client) as Job<T>[];
    const job = queue.shift() as Job<T>;
    this.size--;
    if (queue.length) this.turns.push(client);
    else this.queues.delete(client);
    return job;
  }

  remove(job: Job<T>): boolean {
    const queue = this.queues.get(job.client);
    const i = queue?.indexOf(job) ?? -1;
    if (!queue || i < 0) return false;
    queue.splice(i, 1);
    this.size--;
    if (!queue.length) {
      this.queues.delete(job.client);
      this.turns.splice(this.turns.indexOf(job.client), 1);
    }
    return true;
  }
}

export class FairScheduler<T> {
  private readonly light = new Lane<T>();
  private readonly heavy = new Lane<T>();
  private running = 0;
  private heavyRunning = 0;
  /** Units of slots in use (a slot is `sharedPerSlot` units). */
  private used = 0;
  private readonly perSlot: number;
  /** Requests running per client, and the number of the last request each client started. */
  private readonly served = { running: new Map<string, number>(), last: new LRUCache<string, number>({ max: 10_000 }) };
  private started = 0;
  /** The last run times (ms) of each kind of request. */
  private readonly learned = new LRUCache<string, number[]>({ max: 10_000 });
  private readonly heavySlots: number;
  private readonly now: () => number;

  constructor(private readonly options: SchedulerOptions) {
    this.heavySlots = Math.max(1, Math.min(options.heavySlots ?? options.slots - 1, options.slots - 1));
    this.perSlot = Math.max(1, options.sharedPerSlot ?? 1);
    this.now = options.now ?? performance.now.bind(performance);
  }

  /** Whether a kind of request is known to be quick: it was timed at least twice, and each of its last runs took at most LIGHT_MS. */
  isQuick(kind: string): boolean {
    const runs = this.learned.get(kind);
    return !!runs && runs.length >= 2 && Math.max(...runs) <= LIGHT_MS;
  }

  /** Whether a kind of request is known to take long: none of its last runs was quick. */
  isHeavy(kind: string): boolean {
    const runs = this.learned.get(kind);
    return !!runs && Math.min(...runs) > LIGHT_MS;
  }

  /**
   * Runs the task when a slot is free and it is its client's turn; resolves with its result, or
   * with its busy refusal when it cannot wait.
   */
  submit(task: Task<T>): Promise<T> {
    const heavy = task.heavy || this.isHeavy(task.kind);
    const lane = heavy ? this.heavy : this.light;
    if (this.light.size + this.heavy.size >= this.options.maxQueue)
      return Promise.resolve(task.busy('The server is busy; try again shortly.'));
    if (lane.waitingFor(task.client) >= this.options.maxQueuePerClient) {
      return Promise.resolve(task.busy('Too many of your requests are waiting; wait for their answers before sending more.'));
    }
    return new Promise<T>((resolve) => {
      const job: Job<T> = {
        ...task,
        heavy,
        weight: task.shared && !heavy ? 1 : this.perSlot,
        queuedAt: this.now(),
        resolve,
        timer: setTimeout(() => {
          if (lane.remove(job)) resolve(task.busy('The server is busy; try again shortly.'));
        }, this.options.maxWaitMs),
      };
      lane.push(job);
      this.dispatch();
    });
  }

  /** Requests waiting and running, for tests and health. */
  stats() {
    return { running: this.running, heavyRunning: this.heavyRunning, waitingLight: this.light.size, waitingHeavy: this.heavy.size };
  }

  private dispatch(): void {
    const units = this.options.slots * this.perSlot;
    while (this.used < units) {
      const light = this.light.peek(this.served);
      const heavy = this.heavyRunning < this.heavySlots ? this.heavy.peek(this.served) : undefined;
      if (!light && !heavy) return;
      const lightFirst = !!light && (!heavy || light.queuedAt <= heavy.queuedAt);
      const next = (lightFirst ? light : heavy) as Job<T>;
      // The request next in line waits for room for its weight; none behind it goes first.
      if (this.used + next.weight > units) return;
      this.run((lightFirst ? this.light : this.heavy).take(this.served) as Job<T>);
    }
  }

  private run(job: Job<T>): void {
    clearTimeout(job.timer);
    this.running++;
    this.used += job.weight;
    if (job.heavy) this.heavyRunning++;
    this.served.running.set(job.client, (this.served.running.get(job.client) ?? 0) + 1);
    this.served.last.set(job.client, ++this.started);
    const started = this.now();
    job
      .start(job.weight < this.perSlot)
      .catch((error) => job.failed(error))
      .then((result) => {
        if (job.learn?.(result) ?? true) {
          const runs = this.learned.get(job.kind) ?? [];
          this.learned.set(job.kind, [...runs.slice(1 - RUNS_KEPT), this.now() - started]);
        }
        job.resolve(result);
      })
      .finally(() => {
        this.running--;
        this.used -= job.weight;
        if (job.heavy) this.heavyRunning--;
        const left = (this.served.running.get(job.client) ?? 1) - 1;
        if (left) this.served.running.set(job.client, left);
        else this.served.running.delete(job.client);
        this.dispatch();
      });
  }
}
