// What a visitor may suggest, as plain rules on dataset records: the facts the domains declare open
// to a suggestion (server/shared/suggestedFacts.ts: a Friend's debut "out by", a prayer without a
// start, a forever prayer without its list, an enemy of a sample floor without its HP), the value
// each takes, and the record with a suggestion applied; how long the queue keeps a suggestion, the address it came
// from and what reached it, and how many may wait at once. The public API checks a suggestion by
// them; the admin area's writer applies an accepted one by them, through the same write road as an edit.
import { DOMAINS } from '../domains.ts';
import {
  type Row,
  type SuggestedPrecision,
  type SuggestedValue,
  type SuggestionFieldSpec,
  suggestedInstant,
} from '../shared/suggestedFacts.ts';

export { SUGGESTED_PRECISIONS, type SuggestedPrecision, type SuggestedValue, suggestedInstant } from '../shared/suggestedFacts.ts';

/** The facts a suggestion may correct, by field, as the domains declare them. */
export const SUGGESTION_FIELDS: Readonly<Record<string, SuggestionFieldSpec>> = Object.fromEntries(
  DOMAINS.flatMap((d) => Object.entries(d.suggestions ?? {})),
);

/** A field a suggestion may correct (a key of SUGGESTION_FIELDS). */
export type SuggestionField = string;
export const isSuggestionField = (field: string): field is SuggestionField => Object.hasOwn(SUGGESTION_FIELDS, field);

/** How long a suggestion waits for a maintainer: left undecided past it, it expires. */
export const WAITING_DAYS = 30;
export const WAITING_MS = WAITING_DAYS * 24 * 3600_000;

/** The instant an open suggestion made at `createdAt` expires. */
export const expiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + WAITING_MS);

/** A suggestion's status as of `now`: an open one past its time is expired, swept or not yet. */
export const statusAt = (s: { status: string; createdAt: Date }, now: Date): string =>
  s.status === 'open' && expiresAt(s.createdAt) <= now ? 'expired' : s.status;

/** Suggestions still waiting at `now`, as a `where` of the Suggestion model. */
export const waitingAt = (now: Date) => ({ status: 'open', createdAt: { gt: new Date(now.getTime() - WAITING_MS) } });

/** How long the keyed hash of a suggestion's address is kept. */
export const ADDRESS_KEPT_MS = 7 * 24 * 3600_000;

/** How long what reached the suggestions' queue is kept: the last day, and the week before it for what is usual. */
export const ARRIVALS_KEPT_MS = 8 * 24 * 3600_000;

/** How long an address's count of accepted suggestions is kept after its last one. */
export const PROPOSERS_KEPT_MS = 365 * 24 * 3600_000;

/**
 * Open suggestions at once: from one address, from one network (an IPv4 /24, an IPv6 /48), and
 * about one fact of one record. There is no cap on the whole queue, so a flood about some records
 * or from some networks leaves the queue open to everyone else.
 */
export const QUEUE_CAPS = { perAddress: 10, perNetwork: 30, perRecordField: 20 } as const;

/** Where a suggestion's fact comes from: a web address, or the game on a day (with a screenshot). */
export interface SuggestionSource {
  url: string | null;
  inGameOn: string | null;
  screenshotUrl: string | null;
}

/** Bounds of what a suggestion may hold. */
export const SUGGESTION_LIMITS = {
  note: 500,
  url: 500,
  characters: 60,
  /** The largest HP a suggestion may give (the game's enemies stay far below it). */
  hp: 1e12,
} as const;

/**
 * Whether the record's fact is still open to a suggestion (each field's rule: a debut or start that
 * is unknown, a bound or only a month; a forever prayer whose Friends are unknown or sample; an
 * enemy of a sample floor, or one with no HP or a round figure).
 */
export const isOpenFact = (field: SuggestionField, record: Row, slot?: number): boolean =>
  SUGGESTION_FIELDS[field]?.isOpen(record, slot) ?? false;

/**
 * The source as the record keeps it: the page's address, or the screenshot's with the day it was
 * seen in the game (the address first, so the site links it).
 */
export function sourceText(source: SuggestionSource, suggestionId: number): string {
  if (source.url) return source.url;
  if (!source.screenshotUrl) return `Seen in the game on ${source.inGameOn} (a screenshot handed in with suggestion ${suggestionId})`;
  return `${source.screenshotUrl} (screenshot, seen in the game on ${source.inGameOn}; suggestion ${suggestionId})`;
}

/**
 * The record with the suggestion applied and its source recorded (a debut's own source fields, or
 * the record's `source` for the others). `sourceKind` is what the maintainer says the source is.
 */
export function applySuggestion(field: SuggestionField, record: Row, value: SuggestedValue, source: string, sourceKind: string): Row {
  return SUGGESTION_FIELDS[field].apply(record, value, source, sourceKind);
}

/**
 * The value the record holds now for the fact (a date with its precision, the Friends listed, an
 * enemy's HP), as a suggestion would give it; null when the record holds none.
 */
export function currentValue(field: SuggestionField, record: Row, slot?: number): SuggestedValue | null {
  const spec = SUGGESTION_FIELDS[field];
  if (spec.held) return spec.held(record);
  if (spec.kind === 'record' || spec.kind === 'picture' || spec.kind === 'facts' || spec.kind === 'cards') return null;
  if (spec.kind === 'date') {
    const at = spec.dateFields ? record[spec.dateFields.at] : undefined;
    if (typeof at !== 'string') return null;
    const precision = spec.dateFields ? record[spec.dateFields.precision] : undefined;
    return { date: at, precision: (typeof precision === 'string' ? precision : 'instant') as SuggestedPrecision };
  }
  if (spec.kind === 'characters') {
    const ids = ((record.characters as { id: string }[] | undefined) ?? []).map((c) => c.id);
    return ids.length ? { characters: ids } : null;
  }
  const enemy = (record.enemies as Row[] | undefined)?.find((e) => e.slot === slot);
  return typeof enemy?.hp === 'number' && slot !== undefined ? { number: enemy.hp, slot } : null;
}

/** Whether a suggested value is what the record holds already (nothing to correct). */
export function holdsAlready(field: SuggestionField, record: Row, value: SuggestedValue): boolean {
  const now = currentValue(field, record, 'slot' in value ? value.slot : undefined);
  // A precision a suggestion cannot give (a bound, a launch) spells differently, so is never the same.
  return !!now && canonicalValue(now) === canonicalValue(value);
}

/** The value in one canonical spelling, so the same suggestion made twice is one. */
export function canonicalValue(value: SuggestedValue): string {
  if ('date' in value) return JSON.stringify({ date: suggestedInstant(value.date, value.precision), precision: value.precision });
  if ('characters' in value) return JSON.stringify({ characters: [...value.characters].sort() });
  if ('cards' in value) return JSON.stringify({ cards: [...value.cards].sort((a, b) => Number(a) - Number(b)) });
  if ('picture' in value) return JSON.stringify({ picture: value.picture });
  if ('facts' in value) return JSON.stringify({ facts: value.facts });
  // A proposal is checked into one spelling (its domain's NewRecordSpec.check); its keys are written in order.
  if ('record' in value)
    return JSON.stringify({ record: Object.fromEntries(Object.entries(value.record).sort(([a], [b]) => (a < b ? -1 : 1))) });
  return JSON.stringify({ number: value.number, slot: value.slot });
}
