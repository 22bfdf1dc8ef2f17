// The suggestions' database access for visitors: whether a viewer may see what a suggestion names,
// and the suggestions a page lists. Filing is filingRepo.ts, the maintainers' queue reviewRepo.ts,
// and what the queue keeps and for how long retentionRepo.ts.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import type { RecordAccess } from '../domain.ts';
import { DOMAINS } from '../domains.ts';
import type { Viewer } from '../shared/reveal.ts';
import { visibleEnemies } from '../tower/reveal.ts';
import { SUGGESTION_FIELDS, waitingAt } from './rules.ts';

/** A suggestion as stored. */
export type SuggestionRow = Prisma.SuggestionGetPayload<object>;

/** Each dataset file's records as the domains declare them, with the reveal rule of their kind. */
const RECORDS = new Map(DOMAINS.flatMap((d) => Object.entries(d.records ?? {})) as [string, RecordAccess][]);

/** The keys of a file's records, of `keys`, that the viewer may see (none of a file whose records are never named). */
async function visibleKeys(file: string, keys: readonly string[], viewer: Viewer): Promise<Set<string>> {
  const records = RECORDS.get(file);
  if (!keys.length || !records) return new Set();
  return new Set(await records.keys(viewer, { among: keys }));
}

/** Whether the viewer may see the record (the reveal rule of its kind): a suggestion about a hidden one is refused and never shown. */
export async function isRecordVisible(file: string, key: string, viewer: Viewer): Promise<boolean> {
  return (await visibleKeys(file, [key], viewer)).has(key);
}

/** The key of a record of `file` the viewer may see by a proposed new record's name (normalised), or null. */
export async function namedRecord(file: string, searchName: string, viewer: Viewer): Promise<string | null> {
  return (await RECORDS.get(file)?.named?.(viewer, searchName)) ?? null;
}

/** The page of a record of `file`. */
export const recordPage = (file: string, key: string): string | null => RECORDS.get(file)?.path(key) ?? null;

/** The slots of a floor's enemies the viewer may see (an enemy that is a hidden Friend is not there for them). */
export async function visibleEnemySlots(floor: number, viewer: Viewer): Promise<number[]> {
  if (!Number.isInteger(floor)) return [];
  const rows = await db.towerEnemy.findMany({ where: { AND: [{ floor }, visibleEnemies(viewer)] }, select: { slot: true } });
  return rows.map((r) => r.slot);
}

type Named = Pick<SuggestionRow, 'file' | 'recordKey' | 'field' | 'value'>;

/**
 * The suggestions the viewer may see: those whose every record named is one the viewer may see
 * (the record it is about, the Friends of its value, the enemy it gives the HP of). What a visitor
 * with the spoiler switch sent is shown only with it.
 */
export async function shownTo<S extends Named>(rows: readonly S[], viewer: Viewer): Promise<S[]> {
  // The keys each suggestion names, by file: its record's, and those of the Friends of its value.
  const byFile = new Map<string, Set<string>>();
  const named = (file: string, key: string) => byFile.set(file, (byFile.get(file) ?? new Set()).add(key));
  const enemies: { floor: number; slot: number }[] = [];
  // A new record's Friends are its value's Friends; the record itself is the suggestion (there is none to see yet).
  const parsed = rows.map((s) => {
    const value = JSON.parse(s.value) as { characters?: string[]; cards?: string[]; slot?: number; record?: Record<string, unknown> };
    const proposal = SUGGESTION_FIELDS[s.field]?.newRecord;
    // The records of its value's file it names: Friends, or story cards.
    if (proposal && value.record) return { characters: proposal.characters(value.record) };
    return value.cards ? { ...value, characters: value.cards } : value;
  });
  const isNew = (s: Named) => !!SUGGESTION_FIELDS[s.field]?.newRecord;
  const valueFile = (s: Named) => SUGGESTION_FIELDS[s.field]?.valueFile ?? '';
  rows.forEach((s, i) => {
    if (!isNew(s)) named(s.file, s.recordKey);
    for (const id of parsed[i].characters ?? []) named(valueFile(s), id);
    if (s.field === 'hp' && parsed[i].slot !== undefined) enemies.push({ floor: Number(s.recordKey), slot: parsed[i].slot as number });
  });
  const [visible, shownEnemies] = await Promise.all([
    Promise.all([...byFile].map(async ([file, keys]) => [file, await visibleKeys(file, [...keys], viewer)] as const)).then(
      (entries) => new Map(entries),
    ),
    enemies.length
      ? db.towerEnemy
          .findMany({ where: { AND: [{ OR: enemies }, visibleEnemies(viewer)] }, select: { floor: true, slot: true } })
          .then((found) => new Set(found.map((e) => `${e.floor}:${e.slot}`)))
      : new Set<string>(),
  ]);
  return rows.filter((s, i) => {
    const { characters = [], slot } = parsed[i];
    return (
      (isNew(s) || !!visible.get(s.file)?.has(s.recordKey)) &&
      characters.every((id) => !!visible.get(valueFile(s))?.has(id)) &&
      (s.field !== 'hp' || shownEnemies.has(`${s.recordKey}:${slot}`))
    );
  });
}

export const findSuggestion = (id: number): Promise<SuggestionRow | null> => db.suggestion.findUnique({ where: { id } });

/** The suggestions still waiting about one record, most made first. */
export const openSuggestions = (file: string, recordKey: string, first: number, now: Date): Promise<SuggestionRow[]> =>
  db.suggestion.findMany({
    where: { file, recordKey, ...waitingAt(now) },
    orderBy: [{ count: 'desc' }, { id: 'asc' }],
    take: first,
  });

/** How many of the Friends a value of `field` names the viewer may see. */
export const visibleValueCount = async (field: string, ids: string[], viewer: Viewer): Promise<number> =>
  (await visibleKeys(SUGGESTION_FIELDS[field]?.valueFile ?? '', ids, viewer)).size;
