// Filing a suggestion of a correction, as suggestCorrection does it: the operation's suggestions
// counted against the address's allowance once, before any is filed; the record it is about (one
// the viewer may see, whose fact is still open); the value, source and note checked for what they
// may hold; then filed in the queue within its caps (filingRepo.ts).
import { createHash } from 'node:crypto';
import { GraphQLError, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';
import type { Context, SuggestionAllowance } from '../context.ts';
import { INSTANT_YEARS } from '../shared/datasetSpec.ts';
import { badUserInput, withCode } from '../shared/errors.ts';
import { pictureHash } from '../shared/portraits.ts';
import { storedRecord } from '../shared/repo.ts';
import { holdsUserInfo, USER_INFO_REFUSAL } from '../shared/webAddress.ts';
import { waitingPicture } from './evidenceRepo.ts';
import { EvidenceGoneError, fileSuggestion, QueueFullError } from './filingRepo.ts';
import { isRecordVisible, namedRecord, recordPage, type SuggestionRow, visibleEnemySlots, visibleValueCount } from './repo.ts';
import {
  canonicalValue,
  holdsAlready,
  isSuggestionField,
  SUGGESTED_PRECISIONS,
  SUGGESTION_FIELDS,
  SUGGESTION_LIMITS,
  type SuggestedPrecision,
  type SuggestedValue,
  type SuggestionField,
} from './rules.ts';

/** The first day a global fact can be: the global server opened on 2021-05-11. */
const FIRST_DAY = Date.UTC(2021, 4, 1);
/** How far ahead a date may be suggested (an announced debut or start). */
const AHEAD_MS = 366 * 24 * 3600_000;

/** What suggestCorrection is given: one fact of one record, its source and a note. */
export interface CorrectionInput {
  field: SuggestionField;
  key: string;
  date?: Date | null;
  precision?: SuggestedPrecision | null;
  characters?: string[] | null;
  number?: number | null;
  slot?: number | null;
  /** For PORTRAIT: the token of the picture uploaded to POST /suggestions/evidence. */
  picture?: string | null;
  /** For CARDS: the story cards' ids. */
  cards?: readonly number[] | null;
  /** For FLOOR: a tower floor's enemies. */
  floor?: { enemies: readonly Record<string, unknown>[] } | null;
  /** For NEW_FRIEND: the Friend the site does not list yet. */
  friend?: {
    name: string;
    shortName?: string | null;
    nameJp?: string | null;
    world: string;
    type: string;
    debut?: Date | null;
    debutPrecision?: SuggestedPrecision | null;
  } | null;
  /** For NEW_PRAYER: the prayer the site does not list yet. */
  prayer?: {
    name: string;
    types: readonly string[];
    start?: Date | null;
    startPrecision?: SuggestedPrecision | null;
    end?: Date | null;
    endPrecision?: SuggestedPrecision | null;
    characters?: readonly string[] | null;
  } | null;
  source: { url?: string | null; inGameOn?: string | null; screenshotUrl?: string | null; evidence?: string | null };
  note?: string | null;
  website?: string | null;
}

/**
 * How many suggestions the operation files: the root fields of it that are this one (`info`'s
 * field), through aliases and fragments, read from the operation being executed, so no spelling
 * of the request hides one.
 */
function suggestionsFiled(info: GraphQLResolveInfo): number {
  const count = (selections: SelectionSetNode, through: ReadonlySet<string>): number =>
    selections.selections.reduce((sum, s) => {
      if (s.kind === Kind.FIELD) return sum + (s.name.value === info.fieldName ? 1 : 0);
      if (s.kind === Kind.INLINE_FRAGMENT) return sum + count(s.selectionSet, through);
      const fragment = info.fragments[s.name.value];
      if (!fragment || through.has(s.name.value)) return sum;
      return sum + count(fragment.selectionSet, new Set([...through, s.name.value]));
    }, 0);
  // The field running is one of them, whatever the count found.
  return Math.max(1, count(info.operation.selectionSet, new Set()));
}

/** The allowance's answer for each request, asked once however many suggestions its operation files. */
const charged = new WeakMap<SuggestionAllowance, Promise<void>>();

/**
 * Counts the operation's suggestions against the address's allowance, all of them at the first
 * one, so an operation that files several is taken or refused whole, as one request. Refused, the
 * whole request is answered 429 with Retry-After and no data, as the edge answered it before it
 * ran. A resolver's error is only one error of a partial answer, and the answer's status is out of
 * its reach (in a worker thread, the edge's response is too), so the refusal is reported on the
 * allowance and execution answers the request with it (server/execution/handler.ts).
 */
async function chargeAllowance(ctx: Context, info: GraphQLResolveInfo): Promise<void> {
  const allowance = ctx.suggestionAllowance;
  if (!allowance) return;
  let verdict = charged.get(allowance);
  if (!verdict) {
    verdict = allowance.charge(suggestionsFiled(info)).then(({ allowed, retryAfter }) => {
      if (allowed) return;
      const message = `Too many suggestions from this address; try again in ${Math.ceil(retryAfter / 60)} minutes.`;
      allowance.refused = { status: 429, code: 'RATE_LIMITED', message, retryAfter };
    });
    charged.set(allowance, verdict);
  }
  await verdict;
  if (allowance.refused) throw withCode(new GraphQLError(allowance.refused.message), 'RATE_LIMITED', 429);
}

/** A web address, http(s) only and bounded; null when none was given. */
function webAddress(value: string | null | undefined, what: string): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.length > SUGGESTION_LIMITS.url) throw badUserInput(`${what} is longer than ${SUGGESTION_LIMITS.url} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badUserInput(`${what} must be a web address (https://...).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badUserInput(`${what} must start with https:// or http://.`);
  if (holdsUserInfo(text)) throw badUserInput(`${what} ${USER_INFO_REFUSAL}.`);
  return url.href;
}

/** The note as plain text: bounded, without control characters, and refused when it holds HTML. */
function plainNote(value: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const text = (value ?? '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  if (text.length > SUGGESTION_LIMITS.note) throw badUserInput(`The note is longer than ${SUGGESTION_LIMITS.note} characters.`);
  if (/<\s*[a-z!/?]/i.test(text)) throw badUserInput('The note is plain text: no HTML.');
  return text;
}

/** A date a suggestion may give: within the game's global history and a year ahead. */
function suggestedDate(date: Date | null | undefined, now: Date): string {
  if (!date) throw badUserInput('Give the date.');
  const t = date.getTime();
  if (t < FIRST_DAY || t > now.getTime() + AHEAD_MS || new Date(t).getUTCFullYear() > INSTANT_YEARS.to)
    throw badUserInput('The date must fall between the global launch (May 2021) and a year from now.');
  return date.toISOString();
}

/** The value of the suggestion, checked against the record it is about. */
async function suggestedValue(
  field: SuggestionField,
  input: CorrectionInput,
  record: Record<string, unknown>,
  ctx: Context,
): Promise<SuggestedValue> {
  switch (SUGGESTION_FIELDS[field].kind) {
    case 'date': {
      const precision = input.precision;
      if (!precision || !SUGGESTED_PRECISIONS.includes(precision)) throw badUserInput('Say how exact the date is (precision).');
      return { date: suggestedDate(input.date, ctx.viewer.now), precision };
    }
    case 'characters': {
      const ids = [...new Set((input.characters ?? []).map((id) => id.trim()).filter(Boolean))];
      if (!ids.length) throw badUserInput('Name the Friends (characters).');
      if (ids.length > SUGGESTION_LIMITS.characters) throw badUserInput(`At most ${SUGGESTION_LIMITS.characters} Friends.`);
      if ((await visibleValueCount(field, ids, ctx.viewer)) !== ids.length)
        throw badUserInput('Every Friend must be a character of the site.');
      return { characters: ids };
    }
    case 'number': {
      const number = input.number;
      const slot = input.slot;
      if (number === null || number === undefined || !Number.isFinite(number) || number <= 0 || number > SUGGESTION_LIMITS.hp)
        throw badUserInput('The HP must be a number above 0.');
      const enemies = (record.enemies as { slot: number }[] | undefined) ?? [];
      if (slot === null || slot === undefined || !enemies.some((e) => e.slot === slot))
        throw badUserInput('Name the enemy by its slot (0, 1 or 2).');
      return { number, slot };
    }
    case 'record':
      throw badUserInput('A new record is proposed whole, not as a fact of one.');
    case 'cards': {
      const ids = [...new Set((input.cards ?? []).map(String))];
      if (!ids.length) throw badUserInput('Name the story cards (cards).');
      if (ids.length > SUGGESTION_LIMITS.characters) throw badUserInput(`At most ${SUGGESTION_LIMITS.characters} story cards.`);
      if ((await visibleValueCount(field, ids, ctx.viewer)) !== ids.length)
        throw badUserInput('Every story card must be a story card of the site.');
      return { cards: ids };
    }
    case 'facts': {
      const facts = SUGGESTION_FIELDS[field].facts;
      const given = facts ? inputPart(input, facts.input) : null;
      if (!facts || !given) throw badUserInput(`Give the facts (${facts?.input ?? 'facts'}).`);
      try {
        return { facts: facts.check(given, record) };
      } catch (e) {
        throw badUserInput((e as Error).message);
      }
    }
    case 'picture': {
      const token = evidenceToken(input.picture);
      if (!token) throw badUserInput('Upload the picture (picture: the token POST /suggestions/evidence answered).');
      const bytes = await waitingPicture(token, ctx.viewer.now);
      if (!bytes) throw badUserInput(new EvidenceGoneError().message);
      // Named by its content, as the portrait it would become is: the same picture sent twice is one suggestion.
      return { picture: pictureHash(bytes) };
    }
  }
}

/** The part of the input a domain's rules read (`prayer`, `friend`, `floor`), by its name; null when not given. */
const inputPart = (input: CorrectionInput, name: string): Record<string, unknown> | null =>
  (input as unknown as Record<string, Record<string, unknown> | null | undefined>)[name] ?? null;

/**
 * A new record as the visitor proposes it: checked by its domain's rules, its dates within the
 * game's global history, its Friends ones the viewer may see, and not one the viewer can see on the
 * site already by its name (a correction of that one goes through its page).
 */
async function proposedRecord(field: SuggestionField, input: CorrectionInput, ctx: Context) {
  const spec = SUGGESTION_FIELDS[field];
  const rules = spec.newRecord;
  const given = rules ? inputPart(input, rules.input) : null;
  if (!rules || !given) throw badUserInput(`Give the ${spec.label.toLowerCase()} (${rules?.input ?? 'record'}).`);
  const now = ctx.viewer.now;
  let proposal: Record<string, unknown>;
  try {
    proposal = rules.check(given, (value) => (value instanceof Date ? suggestedDate(value, now) : null));
  } catch (e) {
    if (e instanceof GraphQLError) throw e;
    throw badUserInput((e as Error).message);
  }
  const ids = rules.characters(proposal);
  if (ids.length > SUGGESTION_LIMITS.characters) throw badUserInput(`At most ${SUGGESTION_LIMITS.characters} Friends.`);
  if (ids.length && (await visibleValueCount(field, ids, ctx.viewer)) !== ids.length)
    throw badUserInput('Every Friend must be a character of the site.');
  const held = await namedRecord(spec.file, rules.name(proposal), ctx.viewer);
  if (held !== null)
    throw badUserInput(
      `The site lists this ${spec.label.replace(/^New /, '').toLowerCase()} already (${recordPage(spec.file, held)}): suggest a correction of its facts from its page.`,
    );
  return { field, file: spec.file, key: rules.groupKey(proposal), record: proposal, value: { record: proposal } as SuggestedValue };
}

/** The record the suggestion is about: one the viewer may see, whose fact (and enemy, for an HP) is still open. */
async function openRecord(
  input: CorrectionInput,
  ctx: Context,
): Promise<{ field: SuggestionField; file: string; key: string; record: Record<string, unknown> }> {
  const field = input.field;
  if (!isSuggestionField(field)) throw badUserInput('Unknown field.');
  const file = SUGGESTION_FIELDS[field].file;
  const key = input.key.trim().slice(0, 100);
  const record = await storedRecord(file, key);
  if (!record || !(await isRecordVisible(file, key, ctx.viewer)))
    throw withCode(new GraphQLError(`There is no such record: ${key}`), 'NOT_FOUND', 404);
  // An enemy the viewer does not see (a hidden Friend) is as one there is not, before its HP is asked about.
  if (field === 'hp' && !(await visibleEnemySlots(Number(key), ctx.viewer)).includes(input.slot ?? -1))
    throw badUserInput('Name the enemy by its slot (0, 1 or 2).');
  // A fact the site knows may be corrected too (with its source); one the record cannot have may not.
  if (!(SUGGESTION_FIELDS[field].applies?.(record) ?? true))
    throw badUserInput(`This record has no ${SUGGESTION_FIELDS[field].label.toLowerCase()} to give.`);
  return { field, file, key, record };
}

/** A screenshot's token, as the upload answered it; null when none was given. */
function evidenceToken(value: string | null | undefined): string | null {
  const token = value?.trim();
  if (!token) return null;
  // Whether it waits unclaimed is checked where it is claimed, in the filing's transaction.
  if (!/^[\w-]{24}$/.test(token)) throw badUserInput(new EvidenceGoneError().message);
  return token;
}

/** The source: a page, or the day it was seen in the game with a screenshot (uploaded, or its address). */
function checkedSource(source: CorrectionInput['source'], now: Date, evidence: string | null) {
  const url = webAddress(source.url, 'The source');
  const screenshotUrl = webAddress(source.screenshotUrl, 'The screenshot');
  const inGameOn = source.inGameOn?.trim() || null;
  if (url && inGameOn) throw badUserInput('Give one source: a page, or the day it was seen in the game.');
  if (!url) {
    const day = inGameOn && /^\d{4}-\d{2}-\d{2}$/.test(inGameOn) ? Date.parse(`${inGameOn}T00:00:00Z`) : Number.NaN;
    if (!inGameOn) throw badUserInput('Give a source: a page (url), or the day it was seen in the game (inGameOn) with a screenshot.');
    if (Number.isNaN(day) || day < FIRST_DAY || day > now.getTime() + 24 * 3600_000)
      throw badUserInput('The day it was seen in the game must be a day (YYYY-MM-DD), not in the future.');
    if (!screenshotUrl && !evidence) throw badUserInput('A fact seen in the game needs a screenshot (evidence, or screenshotUrl).');
  }
  return { sourceUrl: url, inGameOn: url ? null : inGameOn, screenshotUrl };
}

/** A fact of a record the site holds: the record (one the viewer may see) and the value, which the record does not hold already. */
async function knownRecordValue(input: CorrectionInput, ctx: Context) {
  const { field, file, key, record } = await openRecord(input, ctx);
  const value = await suggestedValue(field, input, record, ctx);
  if (holdsAlready(field, record, value)) throw badUserInput('The site says this already: a suggestion gives a value it does not hold.');
  return { field, file, key, value };
}

/** What makes two suggestions one: the value, or for a new record what tells it apart (its name however it is spelt). */
function sameness(field: SuggestionField, value: SuggestedValue): string {
  const rules = SUGGESTION_FIELDS[field].newRecord;
  return rules && 'record' in value ? canonicalValue({ record: rules.identity(value.record) }) : canonicalValue(value);
}

/**
 * Files a suggestion for the request: counted against the address's allowance first, then checked
 * and filed (or counted on the same one made before). A cap of the queue refuses it with QUEUE_FULL (429).
 */
export async function fileCorrection(input: CorrectionInput, ctx: Context, info: GraphQLResolveInfo): Promise<SuggestionRow> {
  await chargeAllowance(ctx, info);
  if (input.website?.trim()) throw badUserInput('Leave the website field empty.');
  if (!isSuggestionField(input.field)) throw badUserInput('Unknown field.');
  const { field, file, key, value } = SUGGESTION_FIELDS[input.field].newRecord
    ? await proposedRecord(input.field, input, ctx)
    : await knownRecordValue(input, ctx);
  // The pictures it claims: a proposed portrait (which shows what it is of), and a screenshot of its source.
  const pictures = [...new Set([input.picture, input.source.evidence].map(evidenceToken).filter((t): t is string => !!t))];
  const evidence = 'picture' in value ? pictures : pictures.filter((t) => t === evidenceToken(input.source.evidence));
  const source = checkedSource(input.source, ctx.viewer.now, evidence[0] ?? null);
  const canonical = canonicalValue(value);
  try {
    const { suggestion } = await fileSuggestion(
      {
        file,
        recordKey: key,
        field,
        value: canonical,
        dedupeKey: createHash('sha256')
          .update(`${file}\u0000${key}\u0000${field}\u0000${sameness(field, value)}`)
          .digest('base64url'),
        ...source,
        note: plainNote(input.note),
        client: ctx.client ?? null,
        evidence,
      },
      ctx.viewer.now,
    );
    return suggestion;
  } catch (e) {
    if (e instanceof QueueFullError) throw withCode(new GraphQLError(e.message), 'QUEUE_FULL', 429);
    if (e instanceof EvidenceGoneError) throw badUserInput(e.message);
    throw e;
  }
}
