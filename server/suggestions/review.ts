// A maintainer's decision on a suggestion, as plain rules the admin area calls: the record with an
// accepted suggestion's fact applied (refused, with why, when the suggestion or its record no
// longer allows it), the source kind and audit source of an acceptance, a rejection's reason, and
// when the arrivals of the queue are a flood. The admin area's writer applies the plan through the
// write road; reviewRepo.ts marks the suggestion within that change's transaction.
import { type Dataset, type DatasetFile, recordKey } from '../dataset/files.ts';
import { positionOf } from '../dataset/validate.ts';
import { pictureHash } from '../shared/portraits.ts';
import { SOURCE_KINDS } from '../shared/vocabulary.ts';
import { picturesOf } from './evidenceRepo.ts';
import { findSuggestion, type SuggestionRow } from './repo.ts';
import { applySuggestion, holdsAlready, isSuggestionField, SUGGESTION_FIELDS, type SuggestedValue, sourceText } from './rules.ts';

/** Why a suggestion cannot be accepted as it stands: its message is the maintainer's answer. */
export class SuggestionRefusal extends Error {}

/** The record an accepted suggestion makes: its fact applied, its source recorded. */
export interface Acceptance {
  file: DatasetFile;
  /** The record's key; null for a new record. */
  key: string | null;
  record: Record<string, unknown>;
}

/**
 * The record the suggestion makes of the dataset as it is: refused when the suggestion is not
 * open, is about a field the site no longer takes, names a record that is gone, or corrects a fact
 * that was set meanwhile.
 */
export async function acceptance(current: Dataset, id: number, sourceKind: string): Promise<Acceptance> {
  const s = await findSuggestion(id);
  if (!s) throw new SuggestionRefusal(`There is no suggestion ${id}.`);
  if (s.status !== 'open') throw new SuggestionRefusal(`Suggestion ${id} was ${s.status} already.`);
  if (!isSuggestionField(s.field)) throw new SuggestionRefusal(`Suggestion ${id} is about a field the site no longer takes (${s.field}).`);
  const file = s.file as DatasetFile;
  const source = sourceText({ url: s.sourceUrl, inGameOn: s.inGameOn, screenshotUrl: s.screenshotUrl }, id);
  if (SUGGESTION_FIELDS[s.field].picture === 'portrait')
    throw new SuggestionRefusal(`Suggestion ${id} proposes a picture: it is accepted as a portrait upload (acceptSuggestion does so).`);
  const proposal = SUGGESTION_FIELDS[s.field].newRecord;
  if (proposal) {
    // A new record: made as proposed, with the next key of its file (the task page lets a maintainer change it first).
    const proposed = (JSON.parse(s.value) as { record: Record<string, unknown> }).record;
    const record = proposal.create(current[file], proposed, source);
    // A proposal's fields are the record's own, so its rule of names reads the held records alike.
    const name = proposal.name(proposed);
    const rows = current[file] as Record<string, unknown>[];
    const at = rows.findIndex((r) => proposal.name(r) === name);
    const held = at < 0 ? null : recordKey(rows[at], at);
    if (held)
      throw new SuggestionRefusal(
        `The data holds a record like the one suggestion ${id} proposes (${held}), added meanwhile: open it in its task page to check, or reject it.`,
      );
    return { file, key: null, record };
  }
  const at = positionOf(current, file, s.recordKey);
  if (at < 0) throw new SuggestionRefusal(`The record of suggestion ${id} (${s.recordKey}) is gone; reject it.`);
  const record = current[file][at] as Record<string, unknown>;
  const value = JSON.parse(s.value) as SuggestedValue;
  if (holdsAlready(s.field, record, value))
    throw new SuggestionRefusal(`The record holds the value suggestion ${id} gives already (it was set meanwhile); reject it.`);
  return { file, key: s.recordKey, record: applySuggestion(s.field, record, value, source, sourceKind) };
}

/**
 * The suggestion a maintainer's own save of a new record accepts (the task page, filled in from it):
 * refused unless it is open and proposes a record of that file. Its source is the record's to keep.
 */
export async function creditedProposal(id: number, file: string): Promise<SuggestionRow> {
  const s = await openSuggestion(id);
  if (!SUGGESTION_FIELDS[s.field]?.newRecord || s.file !== file)
    throw new SuggestionRefusal(`Suggestion ${id} does not propose a new record of ${file}: accept it from the queue.`);
  return s;
}

/** The suggestion of a picture a portrait change accepts: refused unless it is open and proposes that record's picture. */
export async function creditedPicture(id: number, key: string): Promise<SuggestionRow> {
  const s = await openSuggestion(id);
  if (SUGGESTION_FIELDS[s.field]?.kind !== 'picture' || s.recordKey !== key)
    throw new SuggestionRefusal(`Suggestion ${id} does not propose a picture of ${key}.`);
  return s;
}

/** The picture a suggestion proposes, among the pictures it holds (named by the hash of its bytes); refused when it is gone. */
export async function proposedPicture(s: SuggestionRow): Promise<Uint8Array> {
  const { picture } = JSON.parse(s.value) as { picture: string };
  const found = (await picturesOf(s.id)).find((bytes) => pictureHash(bytes) === picture);
  if (!found) throw new SuggestionRefusal(`The picture of suggestion ${s.id} is no longer kept; reject it.`);
  return found;
}

async function openSuggestion(id: number): Promise<SuggestionRow> {
  const s = await findSuggestion(id);
  if (!s) throw new SuggestionRefusal(`There is no suggestion ${id}.`);
  if (s.status !== 'open') throw new SuggestionRefusal(`Suggestion ${id} was ${s.status} already.`);
  return s;
}

/** The source kind an accepted suggestion's source is kept as: the maintainer's, else a page's or the game's. */
export const sourceKindOf = (kind: string | null | undefined, s: SuggestionRow): string => kind ?? (s.sourceUrl ? 'guide-page' : 'in-game');

/** Whether the data knows the source kind. */
export const isSourceKind = (kind: string): boolean => (SOURCE_KINDS as readonly string[]).includes(kind);

/** Where the change that accepts a suggestion comes from, as the audit log shows it. */
export const acceptedSource = (s: SuggestionRow): string => `suggestion ${s.id}: ${s.sourceUrl ?? `in game, ${s.inGameOn}`}`;

/** A rejection's reason as its public page shows it (empty: none was given). */
export const rejectionReason = (reason: string): string => reason.trim().slice(0, 500);

/**
 * Above normal: more arrivals than this in an hour (or 24 times it in a day), and more than
 * FLOOD_TIMES what the week before brought in as long. A few players with a new banner's dates stay below.
 */
export const FLOOD_FLOOR_PER_HOUR = 60;
export const FLOOD_TIMES = 4;

/** Whether `arrived` in `hours` is above normal against the usual rate: a flood may be under way. */
export const aboveNormal = (arrived: number, hours: number, usualPerHour: number): boolean =>
  arrived > FLOOD_FLOOR_PER_HOUR * hours && arrived > FLOOD_TIMES * usualPerHour * hours;
