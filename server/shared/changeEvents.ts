// The live events of the data, in the process that serves subscriptions (server/http/subscriptions.ts
// publishes them; the Subscription fields the domains declare read them): a new data version, with
// the dataset files whose public export it changed for each side of the spoiler switch. Every
// subscription's stream ends when the process closes them (endSubscriptions), so each client is
// sent GraphQL's "complete" before its connection ends.
import { createPubSub } from 'graphql-yoga';

export interface DataChangedEvent {
  /** The new data version. */
  version: number;
  /** When it was applied. */
  at: Date;
  /** The dataset files whose export it changed, for a viewer without the spoiler switch and with it. */
  files: { public: string[]; jpContent: string[] };
}

const pubSub = createPubSub<{ dataChanged: [DataChangedEvent] }>();
let closing = new AbortController();

export function publishDataChanged(event: DataChangedEvent): void {
  pubSub.publish('dataChanged', event);
}

/** Ends every open subscription's stream (its client is told it is complete). */
export function endSubscriptions(): void {
  closing.abort();
  closing = new AbortController();
}

/** The data versions from now on, until the subscription or the process ends it. */
export async function* dataChanges(): AsyncGenerator<DataChangedEvent> {
  const signal = closing.signal;
  if (signal.aborted) return;
  const events = pubSub.subscribe('dataChanged')[Symbol.asyncIterator]();
  const ended = new Promise<IteratorResult<DataChangedEvent>>((resolve) =>
    signal.addEventListener('abort', () => resolve({ done: true, value: undefined }), { once: true }),
  );
  try {
    for (;;) {
      const next = await Promise.race([events.next(), ended]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await events.return?.();
  }
}
