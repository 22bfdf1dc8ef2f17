// The update log's dataset files: the log's entries with their (sanitised) items, the maintenance
// windows and the developer letters. Their record schemas, what their records point at and how
// they are written. Entries the site writes itself (a data update's) are the write path's, not these.
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import {
  DATE_PRECISIONS,
  date,
  fileSpec,
  instant,
  int,
  json,
  nextId,
  optionalInstant,
  rowWriter,
  type Tx,
  text,
  url,
  type VisitorLookup,
} from '../shared/datasetSpec.ts';
import { isShown } from '../shared/reveal.ts';
import { UPDATE_SECTIONS } from '../shared/vocabulary.ts';
import { spoilerSafeText, updateItemHiddenUntil } from './reveal.ts';

/**
 * Update-log items are HTML. Only formatting and links survive; scripts, event handlers, styles
 * and any URL scheme but http(s) and mailto are removed (sanitize-html), so what the log shows is
 * safe whoever wrote the data.
 */
export function sanitizeUpdateHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'ul', 'ol', 'li', 'code', 'span', 'small', 'sup', 'sub'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

type UpdateItemInput = {
  section: (typeof UPDATE_SECTIONS)[number];
  detail: string;
  urls?: string[] | null;
  spoiler?: string | null;
  revealAt?: string | null;
  subItems?: UpdateItemInput[];
};
export const updateItem: z.ZodType<UpdateItemInput> = z.lazy(() =>
  z.strictObject({
    section: z.enum(UPDATE_SECTIONS),
    detail: text,
    urls: z.array(url).nullish(),
    spoiler: text.nullish(),
    revealAt: optionalInstant,
    subItems: z.array(updateItem).optional(),
  }),
);
/**
 * How deep update items nest: an item and three levels of sub-items. The public API reads items
 * through a bounded query depth, and the pages draw each level indented.
 */
export const MAX_UPDATE_ITEM_DEPTH = 4;

/** The path of the first `subItems` list nested deeper than MAX_UPDATE_ITEM_DEPTH, if any. */
function tooDeepItems(items: readonly UpdateItemInput[], path: (string | number)[], depth: number): (string | number)[] | null {
  for (const [i, item] of items.entries()) {
    if (!item.subItems?.length) continue;
    if (depth >= MAX_UPDATE_ITEM_DEPTH) return [...path, i, 'subItems'];
    const deeper = tooDeepItems(item.subItems, [...path, i, 'subItems'], depth + 1);
    if (deeper) return deeper;
  }
  return null;
}

export const updateEntry = z
  .strictObject({
    number: int().positive(),
    timestamp: instant,
    title: text,
    subtitle: text.nullish(),
    complex: z.boolean().optional(),
    source: text.nullish(),
    items: z.array(updateItem),
  })
  .superRefine((entry, ctx) => {
    const path = tooDeepItems(entry.items, ['items'], 1);
    if (path) ctx.addIssue({ code: 'custom', path, message: `update items nest at most ${MAX_UPDATE_ITEM_DEPTH} levels deep` });
  })
  // The items' HTML is sanitised once, as the record is read: the database, the stored records, the
  // export and every API then hold the same clean text. An item whose text is nothing once
  // sanitised is refused, naming it.
  .transform((entry, ctx) => {
    const clean = (items: UpdateItemInput[], path: (string | number)[]): UpdateItemInput[] =>
      items.map((item, i) => {
        const detail = sanitizeUpdateHtml(item.detail);
        if (!detail.trim())
          ctx.addIssue({ code: 'custom', path: [...path, i, 'detail'], message: 'holds no text once its HTML is sanitised' });
        return {
          ...item,
          detail,
          ...(item.spoiler ? { spoiler: sanitizeUpdateHtml(item.spoiler) } : {}),
          ...(item.subItems ? { subItems: clean(item.subItems, [...path, i, 'subItems']) } : {}),
        };
      });
    return { ...entry, items: clean(entry.items, ['items']) };
  });
export const maintenance = z.strictObject({
  id: int().positive(),
  startAt: optionalInstant,
  startPrecision: z.enum(DATE_PRECISIONS).nullish(),
  endAt: instant,
  endPrecision: z.enum(DATE_PRECISIONS).nullish(),
  newsUrl: url.nullish(),
  title: text.nullish(),
  source: text.nullish(),
});
export const devLetter = z.strictObject({
  at: instant,
  url: url.nullish(),
  title: text.nullish(),
  maintenanceId: int().positive().nullish(),
  source: text.nullish(),
});

type UpdateEntry = z.infer<typeof updateEntry>;

/** An update-log item as a row: its entry, its place, and the item it is a sub-item of. */
export interface UpdateItemRow {
  id: number;
  entryNumber: number;
  section: string;
  position: number;
  detail: string;
  urls?: string[];
  spoiler?: string | null;
  revealAt: Date | null;
  parentId: number | null;
}

/** The rows of entries' items, numbered from `firstId` (a sub-item points at its item). */
function itemRows(entries: readonly UpdateEntry[], firstId: number): UpdateItemRow[] {
  const rows: UpdateItemRow[] = [];
  const flatten = (entryNumber: number, list: UpdateItemInput[], parentId: number | null) =>
    list.forEach((item, position) => {
      const id = firstId + rows.length;
      rows.push({
        id,
        entryNumber,
        section: item.section,
        position,
        detail: item.detail,
        urls: json(item.urls),
        spoiler: item.spoiler,
        revealAt: date(item.revealAt),
        parentId,
      });
      flatten(entryNumber, item.subItems ?? [], id);
    });
  for (const u of entries) flatten(u.number, u.items, null);
  return rows;
}

/** An item a visitor may see (revealed, or any with JP content), its spoiler told by its teaser; its sub-items likewise. */
function itemAsSeen(item: UpdateItemInput, see: VisitorLookup): UpdateItemInput[] {
  const revealAt = date(item.revealAt);
  if (!isShown(updateItemHiddenUntil({ revealAt }), see.viewer)) return [];
  const detail = spoilerSafeText({ detail: item.detail, spoiler: item.spoiler ?? null, revealAt }, see.viewer);
  const subItems = item.subItems?.flatMap((sub) => itemAsSeen(sub, see));
  return [{ ...item, detail, ...(subItems ? { subItems } : {}) }];
}

const entryRow = ({ items: _i, timestamp, ...u }: UpdateEntry) => ({ ...u, timestamp: new Date(timestamp) });

async function writeItems(tx: Tx, entries: readonly UpdateEntry[]) {
  const rows = itemRows(entries, await nextId(tx, 'UpdateItem'));
  if (rows.length) await tx.updateItem.createMany({ data: rows });
}

/** The update domain's files. */
export const UPDATE_FILES = [
  fileSpec({
    file: 'updates/updates.json',
    label: 'Update log entries',
    schema: updateEntry,
    models: ['UpdateEntry', 'UpdateItem'],
    writer: {
      async insert(tx, records) {
        if (!records.length) return;
        await tx.updateEntry.createMany({ data: records.map(({ record }) => entryRow(record)) });
        await writeItems(
          tx,
          records.map((r) => r.record),
        );
      },
      async update(tx, _before, { record }) {
        await tx.updateItem.deleteMany({ where: { entryNumber: record.number } });
        await tx.updateEntry.update({ where: { number: record.number }, data: { ...entryRow(record), complex: record.complex ?? false } });
        await writeItems(tx, [record]);
      },
      async remove(tx, records) {
        const numbers = records.map((r) => r.number);
        await tx.updateItem.deleteMany({ where: { entryNumber: { in: numbers } } });
        await tx.updateEntry.deleteMany({ where: { number: { in: numbers } } });
      },
    },
    asSeen: (u, see) => ({ ...u, items: u.items.flatMap((item) => itemAsSeen(item, see)) }),
  }),
  fileSpec({
    file: 'updates/maintenance.json',
    label: 'Maintenance windows',
    schema: maintenance,
    mayBeEmpty: true,
    models: ['Maintenance'],
    writer: rowWriter<z.infer<typeof maintenance>>({
      model: 'Maintenance',
      key: 'id',
      keyOf: (m) => m.id,
      row: (m) => ({ ...m, startAt: date(m.startAt), endAt: new Date(m.endAt) }),
    }),
  }),
  fileSpec({
    file: 'updates/devLetters.json',
    label: 'Developer letters',
    schema: devLetter,
    mayBeEmpty: true,
    models: ['DevLetter'],
    references: (l) => [{ field: 'maintenanceId', file: 'updates/maintenance.json', key: l.maintenanceId, what: 'maintenance' }],
    writer: rowWriter<z.infer<typeof devLetter>>({
      model: 'DevLetter',
      key: 'at',
      keyOf: (l) => new Date(l.at),
      row: (l) => ({ ...l, at: new Date(l.at) }),
    }),
  }),
];
