// Reads, validates and loads the seed dataset. Nothing is written unless every file validates and
// every reference resolves; the write itself is one transaction that replaces the game data (admin
// accounts are kept). Child rows get ids numbered in file order, so loading the same files twice
// gives the same database.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import sanitizeHtml from 'sanitize-html';
import { effectId, joinSearchKeys } from '../../server/shared/cardEffects.ts';
import { cardFigures } from '../../server/shared/cardFigures.ts';
import { normaliseSearchName } from '../../server/shared/nameSearch.ts';
import {
  ALWAYS,
  cardHiddenUntil,
  characterHiddenUntil,
  floorHiddenUntil,
  groupHiddenUntil,
  prayerHiddenUntil,
} from '../../server/shared/reveal.ts';
import { normaliseAlias } from '../../server/shared/text.ts';
import type { Prisma, PrismaClient } from '../connect.ts';
import { DATASET_FILE_LABELS, DATASET_FILE_NAMES, DATASET_FILES, type Dataset, type DatasetFile } from './format.ts';

export interface DatasetIssue {
  file: string;
  /** Index of the record in its file, and its id when it has one. */
  record?: string;
  field?: string;
  message: string;
}

export class DatasetError extends Error {
  constructor(readonly issues: DatasetIssue[]) {
    super(
      `The dataset is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n` +
        issues
          .slice(0, 50)
          .map((i) => `  ${i.file}${i.record ? ` record ${i.record}` : ''}${i.field ? ` field ${i.field}` : ''}: ${i.message}`)
          .join('\n'),
    );
    this.name = 'DatasetError';
  }
}

function recordLabel(record: unknown, index: number): string {
  if (record && typeof record === 'object') {
    const r = record as Record<string, unknown>;
    const id = r.id ?? r.number ?? r.floor ?? (r.kind && r.no ? `${r.kind}-${r.no}` : undefined);
    if (id !== undefined) return `#${index} (${String(id)})`;
  }
  return `#${index}`;
}

/**
 * Files that may hold no record (`[]`): the history the sources have not filled yet. Every other
 * file must exist and hold records, so a wrong folder or a lost file can never empty a table.
 */
export const MAY_BE_EMPTY: ReadonlySet<DatasetFile> = new Set<DatasetFile>([
  'characters/batches.json',
  'prayers/foreverPrayers.json',
  'updates/maintenance.json',
  'updates/devLetters.json',
  'site/notices.json',
]);

/** Reads and validates every file. Throws DatasetError naming each missing, empty or invalid file. */
export function readDataset(dir: string): Dataset {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new DatasetError([{ file: dir, message: 'the data folder does not exist' }]);
  }
  const raw: Partial<Record<DatasetFile, unknown>> = {};
  const issues: DatasetIssue[] = [];
  for (const file of DATASET_FILE_NAMES) {
    const path = join(dir, file);
    if (!existsSync(path)) {
      issues.push({ file, message: `missing (looked for ${path})` });
      continue;
    }
    const text = readFileSync(path, 'utf8');
    if (text.trim() === '') {
      issues.push({ file, message: 'the file is empty' });
      continue;
    }
    try {
      raw[file] = JSON.parse(text);
    } catch (e) {
      issues.push({ file, message: `not valid JSON: ${(e as Error).message}` });
    }
  }
  return parseDataset(raw, issues);
}

/**
 * Validates a whole dataset given as parsed JSON, one value per file (a folder's files, or a
 * bundle's). Throws DatasetError naming every file, record and field at fault, with `issues`
 * found before (files that could not be read) first.
 */
export function parseDataset(raw: Partial<Record<DatasetFile, unknown>>, issues: DatasetIssue[] = []): Dataset {
  issues = [...issues];
  const dataset = {} as Record<string, unknown[]>;
  for (const [file, schema] of Object.entries(DATASET_FILES) as [DatasetFile, (typeof DATASET_FILES)[DatasetFile]][]) {
    dataset[file] = [];
    if (!(file in raw)) {
      if (!issues.some((i) => i.file === file)) issues.push({ file, message: 'missing' });
      continue;
    }
    const rows = raw[file];
    if (!Array.isArray(rows)) {
      issues.push({ file, message: 'must be a JSON array of records' });
      continue;
    }
    if (rows.length === 0 && !MAY_BE_EMPTY.has(file)) {
      issues.push({ file, message: 'holds no record; this file must not be empty' });
      continue;
    }
    rows.forEach((record, index) => {
      // Checked before the schema, whose checks recurse: a record nested without bound is refused, not a crash.
      const deep = tooDeep(record);
      if (deep) {
        issues.push({
          file,
          record: recordLabel(record, index),
          field: deep.join('.'),
          message: `nested more than ${MAX_NESTING} levels deep`,
        });
        return;
      }
      const result = schema.safeParse(record);
      if (result.success) {
        const clean =
          file === 'updates/updates.json'
            ? sanitizeEntry(result.data as UpdateEntryRecord, file, recordLabel(record, index), issues)
            : result.data;
        dataset[file].push(clean);
      } else {
        for (const issue of result.error.issues) {
          issues.push({
            file,
            record: recordLabel(record, index),
            field: issue.path.length ? issue.path.join('.') : undefined,
            message: issue.message,
          });
        }
      }
    });
  }
  if (issues.length) throw new DatasetError(issues);
  const valid = dataset as Dataset;
  const refIssues = checkReferences(valid);
  if (refIssues.length) throw new DatasetError(refIssues);
  return valid;
}

/** How deep arrays and objects may nest within one record (update items have a lower bound of their own). */
export const MAX_NESTING = 16;

/** The path of the first value nested deeper than MAX_NESTING in `record`, or null; iterative, so any depth is safe. */
function tooDeep(record: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: record, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop() as (typeof stack)[number];
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_NESTING) return path;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return null;
}

type UpdateEntryRecord = Dataset['updates/updates.json'][number];
type UpdateItemRecord = UpdateEntryRecord['items'][number];

/**
 * An update-log entry with its items' HTML sanitised, once, as the dataset is read: the database,
 * the stored records, the export and every API then hold the same clean text. An item whose text
 * is nothing once sanitised is refused, naming it.
 */
function sanitizeEntry(entry: UpdateEntryRecord, file: string, record: string, issues: DatasetIssue[]): UpdateEntryRecord {
  const clean = (items: UpdateItemRecord[], path: string): UpdateItemRecord[] =>
    items.map((item, i) => {
      const detail = sanitizeUpdateHtml(item.detail);
      if (!detail.trim()) issues.push({ file, record, field: `${path}.${i}.detail`, message: 'holds no text once its HTML is sanitised' });
      return {
        ...item,
        detail,
        ...(item.spoiler ? { spoiler: sanitizeUpdateHtml(item.spoiler) } : {}),
        ...(item.subItems ? { subItems: clean(item.subItems, `${path}.${i}.subItems`) } : {}),
      };
    });
  return { ...entry, items: clean(entry.items, 'items') };
}

/** Duplicate keys and references that do not resolve. */
export function checkReferences(d: Dataset): DatasetIssue[] {
  const issues: DatasetIssue[] = [];
  const ids = <T>(file: DatasetFile, rows: T[], key: (r: T) => string | number, field?: string) => {
    const seen = new Set<string | number>();
    rows.forEach((r, i) => {
      const k = key(r);
      if (seen.has(k)) issues.push({ file, record: `#${i} (${k})`, ...(field ? { field } : {}), message: `duplicate id ${k}` });
      seen.add(k);
    });
    return seen;
  };
  const worldGroups = ids('characters/worldGroups.json', d['characters/worldGroups.json'], (r) => r.id);
  const worlds = ids('characters/worlds.json', d['characters/worlds.json'], (r) => r.id);
  const tabs = ids('characters/seriesTabs.json', d['characters/seriesTabs.json'], (r) => r.id);
  const series = ids('characters/series.json', d['characters/series.json'], (r) => r.id);
  const variants = ids('characters/variantGroups.json', d['characters/variantGroups.json'], (r) => r.id);
  const characters = ids('characters/characters.json', d['characters/characters.json'], (r) => r.id);
  ids('characters/batches.json', d['characters/batches.json'], (r) => `${r.kind}-${r.no}`);
  const artists = ids('storyCards/illustrators.json', d['storyCards/illustrators.json'], (r) => r.id);
  const cards = ids('storyCards/storyCards.json', d['storyCards/storyCards.json'], (r) => r.id);
  const pools = ids('prayers/pools.json', d['prayers/pools.json'], (r) => r.id);
  ids('prayers/prayers.json', d['prayers/prayers.json'], (r) => r.id);
  ids('prayers/foreverPrayers.json', d['prayers/foreverPrayers.json'], (r) => r.id);
  const items = ids('tower/items.json', d['tower/items.json'], (r) => r.id);
  ids('tower/floors.json', d['tower/floors.json'], (r) => r.floor);
  ids('updates/updates.json', d['updates/updates.json'], (r) => r.number);
  const maintenances = ids('updates/maintenance.json', d['updates/maintenance.json'], (r) => r.id);
  // Every record is stored under its key (ImportedRecord), so a key given twice would fail the
  // write after a dry run passed. The files above are checked by their key already; a developer
  // letter's key is its instant. The database's own unique pairs follow (a card's aliases and stats).
  ids('updates/devLetters.json', d['updates/devLetters.json'], (r) => recordKey(r, -1), 'at');
  ids('site/notices.json', d['site/notices.json'], (r) => r.id);
  d['storyCards/storyCards.json'].forEach((c, i) => {
    const f = 'storyCards/storyCards.json';
    const once = (field: string, values: string[]) => {
      const seen = new Set<string>();
      values.forEach((v, j) => {
        if (seen.has(v)) issues.push({ file: f, record: `#${i} (${c.id})`, field: `${field}.${j}`, message: `listed twice: ${v}` });
        seen.add(v);
      });
    };
    once(
      'aliases',
      (c.aliases ?? []).map((a) => a.value),
    );
    once(
      'stats',
      (c.stats ?? []).map((s) => s.stat),
    );
  });

  const ref = (
    file: DatasetFile,
    index: number,
    field: string,
    value: string | number | null | undefined,
    set: Set<string | number>,
    what: string,
  ) => {
    if (value !== null && value !== undefined && !set.has(value)) {
      issues.push({ file, record: `#${index}`, field, message: `unknown ${what} ${value}` });
    }
  };
  d['characters/worlds.json'].forEach((r, i) => ref('characters/worlds.json', i, 'groupId', r.groupId, worldGroups, 'world group'));
  d['characters/series.json'].forEach((r, i) => ref('characters/series.json', i, 'tabId', r.tabId, tabs, 'series tab'));
  d['characters/characters.json'].forEach((r, i) => {
    const f = 'characters/characters.json';
    ref(f, i, 'worldId', r.worldId, worlds, 'world');
    ref(f, i, 'seriesId', r.seriesId, series, 'series');
    ref(f, i, 'variantGroupId', r.variantGroupId, variants, 'variant group');
  });
  d['characters/batches.json'].forEach((r, i) =>
    r.characters.forEach((c, j) => ref('characters/batches.json', i, `characters.${j}`, c, characters, 'character')),
  );
  d['storyCards/storyCards.json'].forEach((r, i) => {
    const f = 'storyCards/storyCards.json';
    ref(f, i, 'artistId', r.artistId, artists, 'illustrator');
    r.featured?.forEach((c, j) => ref(f, i, `featured.${j}`, c, characters, 'character'));
    r.buffs?.forEach((b, j) => ref(f, i, `buffs.${j}.characterId`, b.characterId, characters, 'character'));
  });
  d['prayers/pools.json'].forEach((p, i) =>
    p.entries.forEach((e, j) => {
      const f = 'prayers/pools.json';
      if (e.kind === 'character' ? !e.characterId : !e.cardId) {
        issues.push({
          file: f,
          record: `#${i} (${p.id})`,
          field: `entries.${j}`,
          message: `a ${e.kind} entry needs ${e.kind === 'character' ? 'characterId' : 'cardId'}`,
        });
      }
      ref(f, i, `entries.${j}.characterId`, e.characterId, characters, 'character');
      ref(f, i, `entries.${j}.cardId`, e.cardId, cards, 'story card');
    }),
  );
  d['prayers/prayers.json'].forEach((p, i) => {
    const f = 'prayers/prayers.json';
    ref(f, i, 'poolId', p.poolId, pools, 'pool');
    p.characters?.forEach((c, j) => ref(f, i, `characters.${j}.id`, c.id, characters, 'character'));
    p.cards?.forEach((c, j) => ref(f, i, `cards.${j}.id`, c.id, cards, 'story card'));
    if (p.endAt && p.startAt && p.endAt < p.startAt)
      issues.push({ file: f, record: `#${i} (${p.id})`, field: 'endAt', message: 'ends before it starts' });
    const once = (field: string, values: (string | number)[]) => {
      const seen = new Set<string | number>();
      values.forEach((v, j) => {
        if (seen.has(v)) issues.push({ file: f, record: `#${i} (${p.id})`, field: `${field}.${j}`, message: `listed twice: ${v}` });
        seen.add(v);
      });
    };
    once(
      'characters',
      (p.characters ?? []).map((c) => c.id),
    );
    once(
      'cards',
      (p.cards ?? []).map((c) => c.id),
    );
    once(
      'stepUps',
      (p.stepUps ?? []).map((s) => s.index),
    );
  });
  d['prayers/foreverPrayers.json'].forEach((p, i) => {
    const seen = new Set<string>();
    p.characters.forEach((c, j) => {
      ref('prayers/foreverPrayers.json', i, `characters.${j}.id`, c.id, characters, 'character');
      if (seen.has(c.id))
        issues.push({
          file: 'prayers/foreverPrayers.json',
          record: `#${i} (${p.id})`,
          field: `characters.${j}`,
          message: `listed twice: ${c.id}`,
        });
      seen.add(c.id);
    });
  });
  d['tower/floors.json'].forEach((fl, i) => {
    const f = 'tower/floors.json';
    const record = `#${i} (${fl.floor})`;
    fl.rewards.forEach((r, j) => ref(f, i, `rewards.${j}.itemId`, r.itemId, items, 'tower item'));
    const slots = new Set<number>();
    fl.enemies.forEach((e, j) => {
      ref(f, i, `enemies.${j}.characterId`, e.characterId, characters, 'character');
      if (slots.has(e.slot)) issues.push({ file: f, record, field: `enemies.${j}.slot`, message: `slot ${e.slot} is taken twice` });
      slots.add(e.slot);
      // Gauges split the enemy's HP (rounding allowed); per-gauge barriers need one count per gauge.
      if (e.gauges && (e.hp == null || Math.abs(e.gauges.reduce((a, b) => a + b, 0) - e.hp) > e.gauges.length)) {
        issues.push({
          file: f,
          record,
          field: `enemies.${j}.gauges`,
          message: `gauges sum to ${e.gauges.reduce((a, b) => a + b, 0)}, not hp ${e.hp}`,
        });
      }
      if (Array.isArray(e.barriers) && e.barriers.length !== (e.gauges?.length ?? 1)) {
        issues.push({
          file: f,
          record,
          field: `enemies.${j}.barriers`,
          message: `${e.barriers.length} barrier counts for ${e.gauges?.length ?? 1} gauge${(e.gauges?.length ?? 1) === 1 ? '' : 's'}`,
        });
      }
    });
  });
  d['updates/devLetters.json'].forEach((l, i) =>
    ref('updates/devLetters.json', i, 'maintenanceId', l.maintenanceId, maintenances, 'maintenance'),
  );
  return issues;
}

const date = (s: string | null | undefined) => (s ? new Date(s) : null);

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

/** What one import changes in one file: records added, changed and removed (by key, content hashed). */
export interface FileChanges {
  file: DatasetFile;
  added: number;
  changed: number;
  removed: number;
}

/** The key a record is known by in its file (its id, number, floor, kind and number, or time). */
export function recordKey(record: unknown, index: number): string {
  const r = record as Record<string, unknown>;
  const key = r.id ?? r.number ?? r.floor ?? (r.kind !== undefined && r.no !== undefined ? `${r.kind}-${r.no}` : undefined) ?? r.at;
  return key === undefined ? `#${index}` : String(key);
}

/** The key, content hash, position and JSON of every record of the dataset, by file. */
function hashDataset(d: Dataset): { file: DatasetFile; key: string; hash: string; position: number; body: string }[] {
  return (Object.entries(d) as [DatasetFile, unknown[]][]).flatMap(([file, rows]) =>
    rows.map((row, position) => {
      const body = JSON.stringify(row);
      return { file, key: recordKey(row, position), hash: createHash('sha1').update(body).digest('base64url'), position, body };
    }),
  );
}

/**
 * The dataset as last applied, read back from the database in the dataset's own format (what an
 * export gives); null when the database holds no applied dataset, or one applied before records
 * were kept whole (apply a dataset once, with npm run db:seed, to start keeping them).
 */
export async function readStoredDataset(prisma: PrismaClient | Prisma.TransactionClient): Promise<Dataset | null> {
  const rows = await prisma.importedRecord.findMany({ orderBy: [{ file: 'asc' }, { position: 'asc' }] });
  if (!rows.length || rows.some((r) => r.body === '')) return null;
  const d = Object.fromEntries(DATASET_FILE_NAMES.map((f) => [f, [] as unknown[]])) as Record<string, unknown[]>;
  for (const r of rows) if (r.file in d) d[r.file].push(JSON.parse(r.body));
  return d as Dataset;
}

/** One record the new import adds, changes or removes against the last import's. */
interface RecordDiff {
  file: DatasetFile;
  kind: 'added' | 'changed' | 'removed';
  /** The record before (changed, removed) and after (added, changed), as JSON text; '' when not kept. */
  before: string;
  after: string;
}

/** Record by record, what the new records add, change and remove against the last import's. */
function diffRecords(
  previous: { file: string; key: string; hash: string; body: string }[],
  next: { file: DatasetFile; key: string; hash: string; body: string }[],
): RecordDiff[] {
  const before = new Map(previous.map((r) => [`${r.file}|${r.key}`, r]));
  const after = new Set(next.map((r) => `${r.file}|${r.key}`));
  const diffs: RecordDiff[] = [];
  for (const r of next) {
    const old = before.get(`${r.file}|${r.key}`);
    if (old === undefined) diffs.push({ file: r.file, kind: 'added', before: '', after: r.body });
    else if (old.hash !== r.hash) diffs.push({ file: r.file, kind: 'changed', before: old.body, after: r.body });
  }
  for (const r of previous) {
    if (!after.has(`${r.file}|${r.key}`) && r.file in DATASET_FILE_LABELS)
      diffs.push({ file: r.file as DatasetFile, kind: 'removed', before: r.body, after: '' });
  }
  return diffs;
}

type PartialDataset = { [F in DatasetFile]?: Dataset[F] };

/**
 * The reveal rule of server/shared/reveal.ts for the records of one dataset: until when (ms) a
 * record is hidden from a visitor without the spoiler switch. A record known through others (a
 * variant group through its characters, an illustrator through their cards, a batch through its
 * characters, a tower item through the floors that give it) is hidden while all of them are;
 * records of the other files are always public.
 */
function hiddenUntilIn(d: PartialDataset): (file: DatasetFile, record: unknown) => number {
  const characters = new Map(
    (d['characters/characters.json'] ?? []).map((c) => [
      c.id,
      characterHiddenUntil({ revealAt: date(c.revealAt), unreleasedGroup: c.unreleasedGroup ?? null }),
    ]),
  );
  const cards = new Map(
    (d['storyCards/storyCards.json'] ?? []).map((c) => [
      c.id,
      cardHiddenUntil({ revealAt: date(c.revealAt), releaseAt: date(c.releaseAt) }),
    ]),
  );
  const members = new Map<string, number[]>();
  const add = (key: string, hiddenUntil: number) => members.set(key, [...(members.get(key) ?? []), hiddenUntil]);
  for (const c of d['characters/characters.json'] ?? [])
    if (c.variantGroupId) add(`group:${c.variantGroupId}`, characters.get(c.id) ?? ALWAYS);
  for (const c of d['storyCards/storyCards.json'] ?? []) if (c.artistId) add(`artist:${c.artistId}`, cards.get(c.id) ?? ALWAYS);
  for (const f of d['tower/floors.json'] ?? []) {
    for (const r of f.rewards) add(`item:${r.itemId}`, floorHiddenUntil({ releaseAt: date(f.releaseAt) }));
  }
  return (file, record) => {
    const r = record as Record<string, unknown>;
    switch (file) {
      case 'characters/characters.json':
        return characters.get(r.id as string) ?? ALWAYS;
      case 'storyCards/storyCards.json':
        return cards.get(r.id as number) ?? ALWAYS;
      case 'prayers/prayers.json':
      case 'prayers/foreverPrayers.json':
        return prayerHiddenUntil({ revealAt: date(r.revealAt as string | null | undefined) });
      case 'tower/floors.json':
        return floorHiddenUntil({ releaseAt: date(r.releaseAt as string | null | undefined) });
      case 'characters/variantGroups.json':
        return groupHiddenUntil(members.get(`group:${r.id}`) ?? []);
      case 'storyCards/illustrators.json':
        return groupHiddenUntil(members.get(`artist:${r.id}`) ?? []);
      case 'tower/items.json':
        return groupHiddenUntil(members.get(`item:${r.id}`) ?? []);
      case 'characters/batches.json':
        return groupHiddenUntil(((r.characters as string[] | undefined) ?? []).map((id) => characters.get(id) ?? ALWAYS));
      default:
        return ALWAYS;
    }
  };
}

/** The records of the last import, as a dataset (files whose records were not kept whole are left out). */
function previousDataset(previous: { file: string; body: string }[]): PartialDataset {
  const d: Record<string, unknown[]> = {};
  for (const r of previous) {
    if (!r.body) continue;
    d[r.file] = d[r.file] ?? [];
    d[r.file].push(JSON.parse(r.body));
  }
  return d as PartialDataset;
}

/**
 * What an import's update-log entry says, counted as a visitor without the spoiler switch sees the
 * change: per instant from which it is public (`null`: now), what each file gains, changes and
 * loses. A record hidden when the import is applied is counted when it is revealed (the entry's
 * item for it carries that reveal time, so the log tells of it then and not before); a hidden
 * record that was changed counts as added then, since that is when the visitor first sees it; a
 * hidden record removed, or one hidden for ever (a JP-only announcement), is never counted.
 */
export function publicChanges(
  previous: { file: string; key: string; hash: string; body: string }[],
  next: { file: DatasetFile; key: string; hash: string; body: string }[],
  nextDataset: Dataset,
  now: Date,
): { at: Date | null; changes: FileChanges[] }[] {
  const wasHiddenUntil = hiddenUntilIn(previousDataset(previous));
  const isHiddenUntil = hiddenUntilIn(nextDataset);
  const t = now.getTime();
  const groups = new Map<number, Map<DatasetFile, FileChanges>>();
  const count = (at: number, file: DatasetFile, kind: RecordDiff['kind']) => {
    if (!Number.isFinite(at) && at > 0) return;
    const key = Math.max(at, t);
    const files = groups.get(key) ?? new Map<DatasetFile, FileChanges>();
    groups.set(key, files);
    const c = files.get(file) ?? { file, added: 0, changed: 0, removed: 0 };
    files.set(file, c);
    c[kind]++;
  };
  for (const d of diffRecords(previous, next)) {
    // A record not kept whole by an older import counts as public, as it was shown.
    const before = d.before ? wasHiddenUntil(d.file, JSON.parse(d.before)) : ALWAYS;
    const after = d.after ? isHiddenUntil(d.file, JSON.parse(d.after)) : ALWAYS;
    if (d.kind === 'added') count(after, d.file, 'added');
    else if (d.kind === 'removed') count(before <= t ? t : Number.POSITIVE_INFINITY, d.file, 'removed');
    else if (before <= t) count(t, d.file, 'changed');
    else count(after, d.file, 'added');
  }
  const order = new Map(DATASET_FILE_NAMES.map((f, i) => [f, i]));
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([at, files]) => ({
      at: at <= t ? null : new Date(at),
      changes: [...files.values()].sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0)),
    }));
}

function describeChanges(c: FileChanges): string {
  const parts = [c.added && `${c.added} added`, c.changed && `${c.changed} changed`, c.removed && `${c.removed} removed`].filter(Boolean);
  return `${DATASET_FILE_LABELS[c.file]}: ${parts.join(', ')}`;
}

const FAR_FUTURE = '9999-12-31T00:00:00.000Z';

/**
 * Positions in the global release order (1-based): by debut, a bound counting as its upper bound
 * (a launch debut is the launch day, before any bound a later source gives); within one upper
 * bound, by the lower bound where one is known (a character with none may be out earlier); then,
 * within the same bounds, by the CN server's release as a tie-breaker only, then id; undated last.
 * Stored as a column so the release order sorts on one index at any data size.
 */
export function rankReleaseOrder(
  chars: readonly {
    id: string;
    debutAt?: string | null;
    debutAfter?: string | null;
    cnDebutAt?: string | null;
    releaseNo?: number | null;
  }[],
): Map<string, number> {
  // Instants are compared in one spelling, so "…:00Z" and "…:00.000Z" are the same instant.
  const iso = (at: string | null | undefined, missing: string) => (at ? new Date(at).toISOString() : missing);
  const keyed = chars.map((c) => ({
    id: c.id,
    key: [
      iso(c.debutAt, FAR_FUTURE),
      iso(c.debutAfter, ''),
      String(c.releaseNo ?? 999_999_999).padStart(9, '0'),
      iso(c.cnDebutAt, FAR_FUTURE),
      c.id,
    ],
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] < b.key[i] ? -1 : 1;
    return 0;
  });
  return new Map(keyed.map((c, i) => [c.id, i + 1]));
}

/**
 * Positions in the prayer list (1-based): newest first by start, or by end where only the end is
 * known, then by id (newest first); prayers with no date at all last. Stored as a column so the list
 * pages on one index at any size.
 */
export function rankPrayerList(prayers: readonly { id: number; startAt?: string | null; endAt?: string | null }[]): Map<number, number> {
  const at = (p: (typeof prayers)[number]) => {
    const iso = p.startAt ?? p.endAt;
    return iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY;
  };
  const sorted = [...prayers].sort((a, b) => at(b) - at(a) || b.id - a.id);
  return new Map(sorted.map((p, i) => [p.id, i + 1]));
}

/** Validates `dir` and replaces the game data with it in one transaction. Returns record counts. */
/**
 * Loads the dataset folder in place of the data. With `actor` (who loads it: the command, or the
 * first start), the audit log gets an entry for it in the same transaction.
 */
export async function loadDataset(prisma: PrismaClient, dir: string, now = new Date(), actor?: string): Promise<Record<string, number>> {
  const d = readDataset(dir);
  const records = Object.values(d).reduce((n, rows) => n + rows.length, 0);
  const within = actor
    ? async (tx: Prisma.TransactionClient, dataVersion: number) => {
        await tx.auditEntry.create({
          data: {
            at: now,
            actorName: actor,
            action: 'seed',
            summary: `Loaded the dataset folder ${basename(dir)} in place of the data (${records} records).`,
            source: dir,
            dataVersion,
          },
        });
      }
    : undefined;
  return (await applyDataset(prisma, d, { now, within })).counts;
}

export interface ApplyOptions {
  now?: Date;
  /**
   * More writes in the same transaction (an admin change's audit entry), given the new data
   * version: if they fail, nothing of the dataset is applied either.
   */
  within?: (tx: Prisma.TransactionClient, dataVersion: number) => Promise<void>;
}

/**
 * The tables an import replaces, children before parents: every game model (server/shared/gameModels.ts)
 * and the record of what was imported.
 */
export const REPLACED_MODELS = [
  'importedRecord',
  'updateItem',
  'updateEntry',
  'siteNotice',
  'devLetter',
  'maintenance',
  'towerEnemy',
  'towerReward',
  'towerFloor',
  'towerItem',
  'foreverPrayerThreshold',
  'foreverPrayerCharacter',
  'foreverPrayer',
  'prayerStepItem',
  'prayerStepUp',
  'prayerRateUpCard',
  'prayerRateUpCharacter',
  'prayerType',
  'prayer',
  'poolEntry',
  'pool',
  'storyCardObtain',
  'storyCardFigure',
  'storyCardFeature',
  'storyCardBuff',
  'storyCardStat',
  'storyCardAlias',
  'storyCard',
  'illustrator',
  'characterBatchEntry',
  'characterBatch',
  'characterAlias',
  'character',
  'variantGroup',
  'series',
  'seriesTab',
  'world',
  'worldGroup',
] as const;

/**
 * Replaces the game data with a validated dataset in one transaction: the one road every change
 * takes (a seed, an admin edit, an imported bundle). Writes an update-log entry when it changes
 * what was applied before, and bumps the data version. Returns record counts and the new version.
 */
export async function applyDataset(
  prisma: PrismaClient,
  d: Dataset,
  { now = new Date(), within }: ApplyOptions = {},
): Promise<{ counts: Record<string, number>; dataVersion: number }> {
  let dataVersion = 0;
  const counts = Object.fromEntries(Object.entries(d).map(([file, rows]) => [file, rows.length]));
  const hashes = hashDataset(d);
  await prisma.$transaction(
    async (tx) => {
      // The update log is the tracker's own changelog: entries an import wrote are kept, and this
      // import writes one more when it changes what the last one loaded (the first load is
      // described by the dataset's own entries).
      const previous = await tx.importedRecord.findMany();
      const changes = previous.length ? publicChanges(previous, hashes, d, now) : [];
      // Every import bumps the data version, which every cached answer is keyed on; a record whose
      // content it changes takes the new version as its revision, the others keep theirs.
      const version = await tx.dataVersion.findUnique({ where: { id: 1 } });
      dataVersion = (version?.version ?? 0) + 1;
      const revisions = new Map(previous.map((r) => [`${r.file}\u0000${r.key}`, r]));
      const revisionOf = (h: { file: string; key: string; hash: string }) => {
        const before = revisions.get(`${h.file}\u0000${h.key}`);
        return before && before.hash === h.hash ? before.revision : dataVersion;
      };
      const kept = await tx.updateEntry.findMany({
        where: { generated: true },
        include: { items: { orderBy: { position: 'asc' } } },
        orderBy: { number: 'asc' },
      });
      // Children before parents, so no foreign key is ever dangling.
      for (const model of REPLACED_MODELS) {
        await (tx[model] as unknown as { deleteMany(): Promise<unknown> }).deleteMany();
      }

      await tx.worldGroup.createMany({ data: d['characters/worldGroups.json'] });
      await tx.world.createMany({ data: d['characters/worlds.json'] });
      await tx.seriesTab.createMany({ data: d['characters/seriesTabs.json'] });
      await tx.series.createMany({ data: d['characters/series.json'] });
      await tx.variantGroup.createMany({ data: d['characters/variantGroups.json'] });

      const chars = d['characters/characters.json'];
      const releaseRanks = rankReleaseOrder(chars);
      await tx.character.createMany({
        data: chars.map(
          ({
            aliases: _a,
            colors,
            debutAt,
            debutAfter,
            cnDebutAt,
            generalAt,
            ritualAt,
            rebirthAt,
            rebirthCostumeAt,
            jpDebutAt,
            revealAt,
            ...c
          }) => ({
            ...c,
            colors: colors ?? undefined,
            releaseRank: releaseRanks.get(c.id) ?? 0,
            debutAt: date(debutAt),
            debutAfter: date(debutAfter),
            cnDebutAt: date(cnDebutAt),
            generalAt: date(generalAt),
            ritualAt: date(ritualAt),
            rebirthAt: date(rebirthAt),
            rebirthCostumeAt: date(rebirthCostumeAt),
            jpDebutAt: date(jpDebutAt),
            revealAt: date(revealAt),
          }),
        ),
      });
      let aliasId = 0;
      await tx.characterAlias.createMany({
        data: chars.flatMap((c) =>
          [...new Set([c.shortNameEn, c.nameEn, ...(c.aliases ?? [])].map(normaliseAlias).filter(Boolean))].map((value) => ({
            id: ++aliasId,
            characterId: c.id,
            value,
          })),
        ),
      });
      const batches = d['characters/batches.json'];
      await tx.characterBatch.createMany({
        data: batches.map((b, i) => ({
          id: i + 1,
          kind: b.kind,
          no: b.no,
          date: new Date(b.date),
          datePrecision: b.datePrecision,
          dateAfter: b.dateAfter ? new Date(b.dateAfter) : null,
          dateAfterSource: b.dateAfterSource,
          dateAfterSourceKind: b.dateAfterSourceKind,
          source: b.source,
          sourceKind: b.sourceKind,
        })),
      });
      await tx.characterBatchEntry.createMany({
        data: batches.flatMap((b, i) =>
          [...new Set(b.characters)].map((characterId, position) => ({ batchId: i + 1, characterId, position })),
        ),
      });

      await tx.illustrator.createMany({
        data: d['storyCards/illustrators.json'].map((a) => ({ ...a, searchKey: joinSearchKeys([a.name, a.jpName, a.id]) })),
      });
      const cards = d['storyCards/storyCards.json'];
      await tx.storyCard.createMany({
        data: cards.map(({ aliases, stats: _s, buffs: _b, featured: _f, obtaining: _o, releaseAt, revealAt, sortKey, ...c }) => ({
          ...c,
          sortKey: sortKey ?? c.name.toLowerCase(),
          searchKey: joinSearchKeys([c.name, c.nameOriginal, ...(aliases ?? []).map((a) => a.value)]),
          releaseAt: date(releaseAt),
          revealAt: date(revealAt),
        })),
      });
      let n = 0;
      await tx.storyCardAlias.createMany({
        data: cards.flatMap((c) => (c.aliases ?? []).map((a) => ({ id: ++n, cardId: c.id, value: a.value, priority: a.priority ?? 0 }))),
      });
      n = 0;
      await tx.storyCardStat.createMany({
        data: cards.flatMap((c) => (c.stats ?? []).map((s, position) => ({ id: ++n, cardId: c.id, position, ...s }))),
      });
      n = 0;
      await tx.storyCardBuff.createMany({
        data: cards.flatMap((c) =>
          (c.buffs ?? []).map(({ values, ...b }, position) => ({
            id: ++n,
            cardId: c.id,
            position,
            values: values ?? undefined,
            ...b,
            effect: effectId(b.attrType, b.attr, b.metadata),
          })),
        ),
      });
      await tx.storyCardFigure.createMany({
        data: cards.flatMap((c) => {
          const buffs = (c.buffs ?? []).map((b) => ({ ...b, effect: effectId(b.attrType, b.attr, b.metadata) }));
          return [...cardFigures({ stats: c.stats, buffs })].map(([key, value]) => ({ cardId: c.id, key, value }));
        }),
      });
      await tx.storyCardFeature.createMany({
        data: cards.flatMap((c) => [...new Set(c.featured ?? [])].map((characterId) => ({ cardId: c.id, characterId }))),
      });
      n = 0;
      await tx.storyCardObtain.createMany({
        data: cards.flatMap((c) =>
          (c.obtaining ?? []).map(({ endsAt, ...o }, position) => ({ id: ++n, cardId: c.id, position, ...o, endsAt: date(endsAt) })),
        ),
      });

      const pools = d['prayers/pools.json'];
      await tx.pool.createMany({ data: pools.map(({ entries: _e, ...p }) => p) });
      n = 0;
      await tx.poolEntry.createMany({ data: pools.flatMap((p) => p.entries.map((e) => ({ id: ++n, poolId: p.id, ...e }))) });

      const prayers = d['prayers/prayers.json'];
      const listRanks = rankPrayerList(prayers);
      await tx.prayer.createMany({
        data: prayers.map(({ types: _t, characters: _c, cards: _k, stepUps: _s, startAt, endAt, revealAt, ...p }) => ({
          ...p,
          startAt: date(startAt),
          endAt: date(endAt),
          revealAt: date(revealAt),
          searchName: normaliseSearchName(p.name),
          listRank: listRanks.get(p.id) ?? 0,
        })),
      });
      await tx.prayerType.createMany({ data: prayers.flatMap((p) => [...new Set(p.types)].map((type) => ({ prayerId: p.id, type }))) });
      await tx.prayerRateUpCharacter.createMany({
        data: prayers.flatMap((p) =>
          (p.characters ?? []).map((c, position) => ({ prayerId: p.id, characterId: c.id, status: c.status, position })),
        ),
      });
      await tx.prayerRateUpCard.createMany({
        data: prayers.flatMap((p) =>
          (p.cards ?? []).map((c, position) => ({
            prayerId: p.id,
            cardId: c.id,
            isNew: c.isNew ?? false,
            exchangeAmount: c.exchangeAmount,
            position,
          })),
        ),
      });
      n = 0;
      let itemId = 0;
      const stepUps = prayers.flatMap((p) => (p.stepUps ?? []).map((s) => ({ prayerId: p.id, id: ++n, ...s })));
      await tx.prayerStepUp.createMany({
        data: stepUps.map(({ items: _i, startAt, endAt, ...s }) => ({ ...s, startAt: date(startAt), endAt: date(endAt) })),
      });
      await tx.prayerStepItem.createMany({
        data: stepUps.flatMap((s) => s.items.map((item, position) => ({ id: ++itemId, stepUpId: s.id, position, ...item }))),
      });

      const fps = d['prayers/foreverPrayers.json'];
      await tx.foreverPrayer.createMany({
        data: fps.map(({ characters: _c, thresholds: _t, startAt, endAt, revealAt, ...f }) => ({
          ...f,
          startAt: new Date(startAt),
          endAt: new Date(endAt),
          revealAt: date(revealAt),
        })),
      });
      await tx.foreverPrayerCharacter.createMany({
        data: fps.flatMap((f) =>
          f.characters.map((c, position) => ({ foreverPrayerId: f.id, characterId: c.id, isNew: c.isNew ?? false, position })),
        ),
      });
      n = 0;
      await tx.foreverPrayerThreshold.createMany({
        data: fps.flatMap((f) => f.thresholds.map((t) => ({ id: ++n, foreverPrayerId: f.id, ...t, date: new Date(t.date) }))),
      });

      await tx.towerItem.createMany({ data: d['tower/items.json'].map((item, position) => ({ ...item, position })) });
      const floors = d['tower/floors.json'];
      await tx.towerFloor.createMany({
        data: floors.map(({ rewards: _r, enemies: _e, releaseAt, ...f }) => ({ ...f, releaseAt: date(releaseAt) })),
      });
      n = 0;
      await tx.towerReward.createMany({ data: floors.flatMap((f) => f.rewards.map((r) => ({ id: ++n, floor: f.floor, ...r }))) });
      n = 0;
      await tx.towerEnemy.createMany({
        data: floors.flatMap((f) =>
          f.enemies.map(({ barriers, weaks, resists, affinities, tags, ability, skills, gauges, ...e }) => ({
            id: ++n,
            floor: f.floor,
            ...e,
            barriers: barriers ?? undefined,
            weaks: weaks ?? undefined,
            resists: resists ?? undefined,
            affinities: affinities ?? undefined,
            tags: tags ?? undefined,
            ability: ability ?? undefined,
            skills: skills ?? undefined,
            gauges: gauges ?? undefined,
          })),
        ),
      });

      const updates = d['updates/updates.json'];
      await tx.updateEntry.createMany({
        data: updates.map(({ items: _i, timestamp, ...u }) => ({ ...u, timestamp: new Date(timestamp) })),
      });
      type Item = (typeof updates)[number]['items'][number];
      const rows: {
        id: number;
        entryNumber: number;
        section: string;
        position: number;
        detail: string;
        urls?: string[];
        spoiler?: string | null;
        revealAt: Date | null;
        parentId: number | null;
      }[] = [];
      const flatten = (entryNumber: number, list: Item[], parentId: number | null) =>
        list.forEach((item, position) => {
          const id = rows.length + 1;
          rows.push({
            id,
            entryNumber,
            section: item.section,
            position,
            // Sanitised when the dataset was read (parseDataset).
            detail: item.detail,
            urls: item.urls ?? undefined,
            spoiler: item.spoiler,
            revealAt: date(item.revealAt),
            parentId,
          });
          flatten(entryNumber, item.subItems ?? [], id);
        });
      for (const u of updates) flatten(u.number, u.items, null);

      // Entries earlier imports wrote follow the dataset's own; they keep their numbers unless the
      // dataset now uses one of them, and then move, in order, after the dataset's last.
      const lastOfFile = Math.max(0, ...updates.map((u) => u.number));
      const shift = kept.some((e) => e.number <= lastOfFile);
      let nextNumber = lastOfFile + 1;
      const generated = kept.map((e) => ({ ...e, number: shift ? nextNumber++ : e.number }));
      if (changes.length) {
        // The subtitle is public at once: it names only the files whose changes are.
        const publicNow = changes.find((g) => g.at === null)?.changes ?? [];
        generated.push({
          number: Math.max(lastOfFile, ...generated.map((e) => e.number)) + 1,
          timestamp: now,
          title: 'Data update',
          subtitle: publicNow.length ? publicNow.map((c) => DATASET_FILE_LABELS[c.file]).join(', ') : null,
          complex: false,
          generated: true,
          source: 'import',
          items: changes
            .flatMap((g) => g.changes.map((c) => ({ c, revealAt: g.at })))
            .map(({ c, revealAt }, position) => ({
              id: 0,
              entryNumber: 0,
              section: 'data',
              position,
              detail: describeChanges(c),
              urls: null,
              spoiler: null,
              revealAt,
              parentId: null,
            })),
        });
      }
      await tx.updateEntry.createMany({ data: generated.map(({ items: _i, ...e }) => e) });
      for (const e of generated) {
        for (const item of e.items) {
          rows.push({
            id: rows.length + 1,
            entryNumber: e.number,
            section: item.section,
            position: item.position,
            detail: item.detail,
            urls: Array.isArray(item.urls) ? (item.urls as string[]) : undefined,
            spoiler: item.spoiler,
            revealAt: item.revealAt,
            parentId: null,
          });
        }
      }
      await tx.updateItem.createMany({ data: rows });
      await tx.importedRecord.createMany({ data: hashes.map((h) => ({ ...h, revision: revisionOf(h) })) });
      await tx.maintenance.createMany({
        data: d['updates/maintenance.json'].map((m) => ({ ...m, startAt: date(m.startAt), endAt: new Date(m.endAt) })),
      });
      await tx.devLetter.createMany({
        data: d['updates/devLetters.json'].map((l, i) => ({ id: i + 1, ...l, at: new Date(l.at) })),
      });
      await tx.siteNotice.createMany({ data: d['site/notices.json'] });
      await tx.dataVersion.upsert({
        where: { id: 1 },
        create: { id: 1, version: dataVersion, importedAt: now },
        update: { version: dataVersion, importedAt: now },
      });
      await within?.(tx, dataVersion);
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  // Fresh statistics for the query planner (SQLite keeps none until asked; PostgreSQL takes the
  // same command): with them, the release order reads its index in order instead of sorting.
  await prisma.$executeRawUnsafe('ANALYZE');
  return { counts, dataVersion };
}

/** True when the database holds no game data yet. */
export async function isDatabaseEmpty(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.character.count()) === 0 && (await prisma.updateEntry.count()) === 0;
}
