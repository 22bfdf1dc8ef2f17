// /api/general/updates: the update log in pages, newest first.
import { readFileSync } from 'node:fs';
import type { LegacyUpdateEntryFragment, LegacyUpdateItemFragment, LegacyUpdatesQuery } from '../legacy/operations.generated.ts';
import { intParam, type LegacyTable, route } from '../legacy/types.ts';

export const UPDATES_PAGE_SIZE = 5;

type Item = LegacyUpdateItemFragment & { subItems?: readonly Item[] };

function toItem(i: Item): { detail: string; url: readonly string[]; revealTime: string | null; subItems: ReturnType<typeof toItem>[] } {
  return { detail: i.detail, url: i.urls, revealTime: i.revealAt, subItems: (i.subItems ?? []).map(toItem) };
}

/** An update-log entry in the documented form: its items grouped by section. */
export function toUpdateForm(node: LegacyUpdateEntryFragment) {
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
    route<LegacyUpdatesQuery>({
      path: '/api/general/updates',
      operation: 'LegacyUpdates',
      context: 'update-log',
      variables: (q) => ({ olderThan: intParam(q, 'last') ?? null, first: UPDATES_PAGE_SIZE }),
      reshape: ({ updates }) => {
        const content = updates.edges.map(({ node }) => toUpdateForm(node));
        return { content, isLast: updates.totalCount <= content.length };
      },
    }),
  ],
};
