import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { builder, revealedNode } from '../builder.ts';
import type { Context } from '../context.ts';
import { isPublic } from '../shared/reveal.ts';
import { countUpdates, itemsOfEntries, latestUpdate, listUpdates, subItemsOfItems, updateEntryById } from './repo.ts';
import { spoilerSafeText } from './reveal.ts';

/**
 * The items of a request's entries, and their sub-items, each one batched read for the whole answer
 * (the entries of a page, then all their items), under the request's viewer. Plain fields over
 * them, rather than Pothos relations, cost nothing per row and leave the document to compiled
 * execution (server/execution/compiled.ts).
 */
const itemLoaders = createContextCache((ctx: Context) => ({
  items: new DataLoader((numbers: readonly number[]) => itemsOfEntries(numbers, ctx.viewer)),
  subItems: new DataLoader((ids: readonly number[]) => subItemsOfItems(ids, ctx.viewer)),
}));

export const UpdateItemObject = builder.prismaObject('UpdateItem', {
  description: 'One change inside an update-log entry.',
  fields: (t) => ({
    section: t.exposeString('section', { description: 'features, contents, fixes or data.' }),
    detail: t.string({
      description:
        'The change as sanitised HTML. Until its reveal time an item (listed only with JP content) shows its spoiler text or "(JP spoiler)" instead.',
      select: { detail: true, spoiler: true, revealAt: true },
      resolve: (item, _args, ctx) => spoilerSafeText(item, ctx.viewer),
    }),
    spoiler: t.exposeString('spoiler', {
      nullable: true,
      description: 'The spoiler text the item shows until its reveal time; null: it shows "(JP spoiler)" then, or was never a spoiler.',
    }),
    hidden: t.boolean({
      description: 'True while the item is a spoiler that global players do not see yet.',
      select: { revealAt: true },
      resolve: (item, _args, ctx) => !isPublic(item.revealAt, ctx.viewer),
    }),
    urls: t.stringList({
      description: 'Links of the item.',
      select: { urls: true },
      resolve: (item) => (Array.isArray(item.urls) ? (item.urls as string[]) : []),
    }),
    revealAt: t.expose('revealAt', { type: 'DateTime', nullable: true, description: 'When the item stops being a spoiler (UTC).' }),
  }),
});

builder.prismaObjectFields(UpdateItemObject, (t) => ({
  subItems: t.field({
    type: [UpdateItemObject],
    description: 'Nested changes the viewer may see, in order.',
    extensions: { maxItems: 50, partitionOf: 5000 },
    resolve: (item, _args, ctx) => itemLoaders(ctx).subItems.load(item.id),
  }),
}));

export const UpdateEntryNode = revealedNode('UpdateEntry', (id, viewer) => updateEntryById(Number(id), viewer), {
  id: { field: 'number' },
  description: 'An entry of the update log.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'Update number, increasing.' }),
    timestamp: t.expose('timestamp', { type: 'DateTime', description: 'When the update was published (UTC).' }),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    complex: t.exposeBoolean('complex', { description: 'Entries with several sections are laid out in full.' }),
    items: t.field({
      type: [UpdateItemObject],
      description: 'Top-level changes the viewer may see, in order.',
      extensions: { maxItems: 100, partitionOf: 5000 },
      resolve: (entry, _args, ctx) => itemLoaders(ctx).items.load(entry.number),
    }),
  }),
});

builder.queryField('lastUpdate', (t) =>
  t.prismaField({
    type: 'UpdateEntry',
    nullable: true,
    description: 'The newest update-log entry (its number and date are shown in the footer).',
    resolve: (query) => latestUpdate(query),
  }),
);

builder.queryField('updates', (t) =>
  t.prismaConnection(
    {
      type: 'UpdateEntry',
      cursor: 'number',
      description: 'The update log, newest first.',
      args: {
        olderThan: t.arg.int({
          required: false,
          description: 'Only entries numbered below this one (the number of the last entry a client already has).',
        }),
      },
      resolve: (query, _root, args) => listUpdates(query, args.olderThan),
      totalCount: (_conn, args) => countUpdates(args.olderThan),
    },
    { description: 'A page of update-log entries.' },
  ),
);
