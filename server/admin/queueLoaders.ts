// The queue of suggestions asks the same three things of every suggestion it lists: the record's
// value now, the screenshots, and the trust hint. Per request, each is one batched read for the
// whole list (DataLoader), not one read per suggestion.
import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { storedRecordsOf } from '../shared/repo.ts';
import { evidenceOf } from '../suggestions/evidenceRepo.ts';
import { earlierAccepted } from '../suggestions/reviewRepo.ts';

type Screenshot = { id: number; suggestionId: number; width: number; height: number };

export interface QueueLoaders {
  /** A stored record by file and key (null when there is none). */
  record: DataLoader<{ file: string; key: string }, Record<string, unknown> | null, string>;
  /** A suggestion's screenshots, oldest first. */
  evidence: DataLoader<number, Screenshot[]>;
  /** A suggestion's trust hint: the most suggestions accepted before from any address that made it. */
  trust: DataLoader<number, number>;
}

/** The loaders of one request (its context: any object that lives as long as it). */
export const queueLoaders = createContextCache(
  (): QueueLoaders => ({
    record: new DataLoader(
      async (keys) => {
        const found = await storedRecordsOf(keys);
        return keys.map(({ file, key }) => found.get(`${file}\u0000${key}`) ?? null);
      },
      { cacheKeyFn: ({ file, key }) => `${file}\u0000${key}` },
    ),
    evidence: new DataLoader(async (ids) => {
      const rows = await evidenceOf(ids);
      return ids.map((id) => rows.filter((r) => r.suggestionId === id));
    }),
    trust: new DataLoader(async (ids) => {
      const most = await earlierAccepted(ids);
      return ids.map((id) => most.get(id) ?? 0);
    }),
  }),
);
