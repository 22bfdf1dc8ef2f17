// The live events of the update log and the data, as GraphQL subscriptions (served over
// server-sent events by server/http/subscriptions.ts): each new data version, and each entry added
// to the update log. A subscription lasts long: its viewer is moved to the instant and data version
// of every event before its fields are resolved, so the reveal rule applies as of the event.
import { LRUCache } from 'lru-cache';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { type DataChangedEvent, dataChanges } from '../shared/changeEvents.ts';
import { takeSnapshot } from '../shared/snapshot.ts';
import { entriesAddedBy, newestEntryNumber, updateEntryByNumber } from './repo.ts';

const DataChange = builder.objectRef<DataChangedEvent>('DataChange').implement({
  description: 'A new data version. A mirror of the export fetches GET /export/changes?since=<its cursor> on it.',
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'The new data version.' }),
    at: t.field({ type: 'DateTime', description: 'When it was applied (UTC).', resolve: (e) => e.at }),
    files: t.stringList({
      description:
        'The dataset files whose export changed, as this subscription sees them (with jpContent=1, also what only the spoiler switch shows); empty when nothing it may see changed.',
      resolve: (e, _args, ctx) => (ctx.viewer.jpContent ? e.files.jpContent : e.files.public),
    }),
  }),
});

/** The events, each with the subscription's viewer moved to its instant and data version first. */
async function* asOfEach<T>(events: AsyncGenerator<T>, ctx: Context, versionOf: (event: T) => number): AsyncGenerator<T> {
  for await (const event of events) {
    ctx.viewer = await takeSnapshot(ctx.viewer.jpContent, new Date(), versionOf(event));
    yield event;
  }
}

/** Entries added by a data version after a subscriber's newest: read once for every subscriber that asks alike. */
const added = new LRUCache<string, Promise<number[]>>({ max: 64 });

async function* addedEntries(): AsyncGenerator<{ number: number; version: number }> {
  const changes = dataChanges();
  let last = await newestEntryNumber();
  for await (const change of changes) {
    const key = `${change.version}:${last}`;
    let numbers = added.get(key);
    if (!numbers) {
      numbers = entriesAddedBy(change.version, last);
      added.set(key, numbers);
    }
    for (const number of await numbers) {
      last = Math.max(last, number);
      yield { number, version: change.version };
    }
  }
}

builder.subscriptionField('dataChanged', (t) =>
  t.field({
    type: DataChange,
    description: 'Each new data version: a save, an import, an undo or an accepted suggestion, made through any server of the site.',
    subscribe: (_root, _args, ctx) => asOfEach(dataChanges(), ctx, (e) => e.version),
    resolve: (event) => event,
  }),
);

builder.subscriptionField('updateAdded', (t) =>
  t.prismaField({
    type: 'UpdateEntry',
    description: 'Each entry added to the update log, as it is added, with the items this subscription may see.',
    subscribe: (_root, _args, ctx) => asOfEach(addedEntries(), ctx, (e) => e.version),
    resolve: async (query, added) => {
      const entry = await updateEntryByNumber(query, (added as unknown as { number: number }).number);
      if (!entry) throw new Error('The entry was taken back before it could be sent.');
      return entry;
    },
  }),
);
