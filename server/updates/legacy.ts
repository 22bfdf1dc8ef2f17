// /api/general/updates: the update log in pages, newest first.
import { readFileSync } from 'node:fs';
import { intParam, type LegacyTable } from '../legacy/types.ts';

export const UPDATES_PAGE_SIZE = 5;

interface Item {
  section: string;
  detail: string;
  urls: string[];
  revealAt: string | null;
  subItems?: Item[];
}
interface Entry {
  number: number;
  timestamp: string;
  title: string;
  subtitle: string | null;
  complex: boolean;
  items: Item[];
}

interface LegacyItem {
  detail: string;
  url: string[];
  revealTime: string | null;
  subItems: LegacyItem[];
}

const toItem = (i: Item): LegacyItem => ({
  detail: i.detail,
  url: i.urls,
  revealTime: i.revealAt,
  subItems: (i.subItems ?? []).map(toItem),
});

export const updatesLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    {
      path: '/api/general/updates',
      operation: 'LegacyUpdates',
      context: 'update-log',
      variables: (q) => ({ olderThan: intParam(q, 'last') ?? null, first: UPDATES_PAGE_SIZE }),
      reshape: (data) => {
        const updates = data.updates as { totalCount: number; edges: { node: Entry }[] } | null;
        if (!updates) return null;
        const content = updates.edges.map(({ node }) => {
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
        });
        return { content, isLast: updates.totalCount <= content.length };
      },
    },
  ],
};
