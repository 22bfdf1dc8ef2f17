import { builder } from '../builder.ts';
import { countUpdates, latestUpdate, listUpdates } from './repo.ts';

export const SPOILER_LABEL = '(JP spoiler)';

export const UpdateItemObject = builder.prismaObject('UpdateItem', {
  description: 'One change inside an update-log entry.',
  fields: (t) => ({
    section: t.exposeString('section', { description: 'features, contents, fixes or data.' }),
    detail: t.string({
      description:
        'The change as sanitised HTML. An item revealed in the future is replaced by its spoiler text or "(JP spoiler)" when jpContent is true.',
      select: { detail: true, spoiler: true, revealAt: true },
      args: { jpContent: t.arg.boolean({ defaultValue: false, description: 'Show spoilers.' }) },
      resolve: (item, args, ctx) =>
        item.revealAt && item.revealAt > ctx.now && args.jpContent ? (item.spoiler ?? SPOILER_LABEL) : item.detail,
    }),
    hidden: t.boolean({
      description: 'True when the item is a spoiler that is hidden for global players at request time.',
      select: { revealAt: true },
      resolve: (item, _args, ctx) => !!item.revealAt && item.revealAt > ctx.now,
    }),
    urls: t.stringList({
      description: 'Links of the item.',
      select: { urls: true },
      resolve: (item) => (Array.isArray(item.urls) ? (item.urls as string[]) : []),
    }),
    revealAt: t.expose('revealAt', { type: 'DateTime', nullable: true, description: 'When the item stops being a spoiler (UTC).' }),
    subItems: t.relation('subItems', { description: 'Nested changes.', query: { orderBy: { position: 'asc' } } }),
  }),
});

export const UpdateEntryNode = builder.prismaNode('UpdateEntry', {
  id: { field: 'number' },
  // An unknown id in node(id) is null, not an error.
  nullable: true,
  description: 'An entry of the update log.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'Update number, increasing.' }),
    timestamp: t.expose('timestamp', { type: 'DateTime', description: 'When the update was published (UTC).' }),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    complex: t.exposeBoolean('complex', { description: 'Entries with several sections are laid out in full.' }),
    items: t.relation('items', {
      description: 'Top-level changes, in order; spoilers still in the future are left out unless jpContent is true.',
      args: { jpContent: t.arg.boolean({ defaultValue: false, description: 'Include spoilers.' }) },
      query: (args, ctx) => ({
        where: { parentId: null, ...(args.jpContent ? {} : { OR: [{ revealAt: null }, { revealAt: { lte: ctx.now } }] }) },
        orderBy: { position: 'asc' },
      }),
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
