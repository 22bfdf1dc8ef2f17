// What execution asks of the edge while a request runs: an address's suggestions counted with the
// edge's rate-limit counters, which live on the edge's thread. In process it is a call; from an
// execution worker it crosses threads on a BroadcastChannel of the executor's own (named per
// executor, so several sites in one process never answer each other), asked by request number
// and worker thread and answered to them.
import { randomUUID } from 'node:crypto';
import { BroadcastChannel, threadId } from 'node:worker_threads';
import type { SuggestionVerdict } from '../context.ts';

/** Counts `count` suggestions of an address (its rate-limit key) against its allowance. */
export type ChargeSuggestions = (client: string, count: number) => SuggestionVerdict | Promise<SuggestionVerdict>;

interface Ask {
  ask: number;
  thread: number;
  client: string;
  count: number;
}

interface Reply {
  reply: number;
  thread: number;
  verdict: SuggestionVerdict;
}

/** The edge's side: answers what the workers ask on a channel of its own; `name` goes to the workers. */
export function answerEdgeCalls(charge: ChargeSuggestions): { name: string; close(): void } {
  const name = `edge-calls-${randomUUID()}`;
  const channel = new BroadcastChannel(name);
  channel.unref();
  channel.onmessage = (event) => {
    const message = event.data as Ask | Reply;
    if (!('ask' in message)) return;
    void Promise.resolve(charge(message.client, message.count)).then((verdict) =>
      channel.postMessage({ reply: message.ask, thread: message.thread, verdict } satisfies Reply),
    );
  };
  return { name, close: () => channel.close() };
}

/** A worker's side: asks the edge on the channel named `name`, and awaits its answer. */
export function askEdge(name: string): ChargeSuggestions {
  const channel = new BroadcastChannel(name);
  channel.unref();
  const waiting = new Map<number, (verdict: SuggestionVerdict) => void>();
  let asked = 0;
  channel.onmessage = (event) => {
    const message = event.data as Ask | Reply;
    if (!('reply' in message) || message.thread !== threadId) return;
    waiting.get(message.reply)?.(message.verdict);
    waiting.delete(message.reply);
  };
  return (client, count) =>
    new Promise<SuggestionVerdict>((resolve) => {
      const ask = ++asked;
      waiting.set(ask, resolve);
      channel.postMessage({ ask, thread: threadId, client, count } satisfies Ask);
    });
}
