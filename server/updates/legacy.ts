// /api/general/updates: the update log in pages, newest first.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LegacyUpdateEntryFragment, LegacyUpdateItemFragment, LegacyUpdatesQuery } from '../legacy/operations.generated.ts';
import { instant, named } from '../legacy/schemas.ts';
import { intParam, intParamSchema, type LegacyTable, route } from '../legacy/types.ts';

export const UPDATES_PAGE_SIZE = 5;

type Item = LegacyUpdateItemFragment & { subItems?: Item[] };

const itemShape = {
  detail: z
    .string()
    .describe('Sanitised HTML; for a spoiler shown with the switch on, its teaser text or `(JP spoiler)` until its reveal time.'),
  url: z.array(z.string()),
  spoiler: z
    .string()
    .nullable()
    .describe('The teaser the item shows until its reveal time; null: `(JP spoiler)` then, or never a spoiler.'),
  revealTime: instant().nullable().describe('When the item stops being a spoiler; null when it never was one.'),
};
export const UpdateItem = named(
  'UpdateItem',
  'One line of an update-log entry, with its sub-items (which have none of their own).',
  z.object({ ...itemShape, subItems: z.array(z.object({ ...itemShape, subItems: z.array(z.never()).max(0) })) }),
);

export const UpdateEntry = named(
  'UpdateEntry',
  'An update-log entry, its items grouped by section. Spoilers still to be revealed are left out unless the spoiler switch is on.',
  z.object({
    number: z.int(),
    timestamp: instant(),
    title: z.string(),
    subtitle: z.string().nullable(),
    complex: z.boolean(),
    features: z.array(UpdateItem),
    contents: z.array(UpdateItem),
    fixes: z.array(UpdateItem),
    data: z.array(UpdateItem),
  }),
);

function toItem(i: Item): z.input<typeof UpdateItem> {
  return {
    detail: i.detail,
    url: i.urls,
    spoiler: i.spoiler,
    revealTime: i.revealAt,
    subItems: (i.subItems ?? []).map((s) => ({ detail: s.detail, url: s.urls, spoiler: s.spoiler, revealTime: s.revealAt, subItems: [] })),
  };
}

/** An update-log entry in the documented form: its items grouped by section. */
export function toUpdateForm(node: LegacyUpdateEntryFragment): z.input<typeof UpdateEntry> {
  const section = (name: string) => node.items.filter((i) => i.section === name).map(toItem);
  return {
    number: node.number,
    timestamp: node.timestamp,
    title: node.title,
    subtitle: node.subtitle,
    complex: node.complex,
    features: section('features'),
    contents: section('contents'),
    fixes: section('fixes'),
    data: section('data'),
  };
}

export const updatesLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route({
      path: '/api/general/updates',
      operation: 'LegacyUpdates',
      context: 'update-log',
      tag: 'General',
      summary: 'The update log, five entries per page, newest first',
      query: [
        {
          name: 'last',
          description: 'The number of the last entry already loaded: the page starts with the entry before it. Absent: the newest page.',
          schema: intParamSchema,
          example: 2,
        },
      ],
      response: z.object({
        content: z.array(UpdateEntry),
        isLast: z.boolean().describe('Whether no older entry is left to load.'),
      }),
      variables: (q) => ({ olderThan: intParam(q, 'last') ?? null, first: UPDATES_PAGE_SIZE }),
      reshape: ({ updates }: LegacyUpdatesQuery) => {
        const content = updates.edges.map(({ node }) => toUpdateForm(node));
        return { content, isLast: updates.totalCount <= content.length };
      },
    }),
  ],
};
