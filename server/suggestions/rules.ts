// What a visitor may suggest, as plain rules on dataset records: the facts that are still a bound,
// a derivation or unknown (a Friend's debut "out by", a prayer without a start, a forever prayer
// without its list, an enemy of a sample floor without its HP), the value each takes, and the
// record with a suggestion applied; how long the queue keeps a suggestion, the address it came
// from and what reached it, and how many may wait at once. The public API checks a suggestion by
// them; the admin area's writer applies an accepted one by them, through the same write road as an edit.

/** The facts a suggestion may correct, by field. */
export const SUGGESTION_FIELDS = {
  debut: { file: 'characters/characters.json', kind: 'date', label: 'Global debut' },
  start: { file: 'prayers/prayers.json', kind: 'date', label: 'Start' },
  characters: { file: 'prayers/foreverPrayers.json', kind: 'characters', label: 'Friends' },
  hp: { file: 'tower/floors.json', kind: 'number', label: "An enemy's HP" },
} as const;

export type SuggestionField = keyof typeof SUGGESTION_FIELDS;
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

/**
 * Open suggestions at once: from one address, from one network (an IPv4 /24, an IPv6 /48), and
 * about one fact of one record. There is no cap on the whole queue, so a flood about some records
 * or from some networks leaves the queue open to everyone else.
 */
export const QUEUE_CAPS = { perAddress: 10, perNetwork: 30, perRecordField: 20 } as const;

/** How exact a suggested date is. */
export const SUGGESTED_PRECISIONS = ['instant', 'day', 'month'] as const;
export type SuggestedPrecision = (typeof SUGGESTED_PRECISIONS)[number];

/** A value a suggestion proposes. */
export type SuggestedValue = { date: string; precision: SuggestedPrecision } | { characters: string[] } | { number: number; slot: number };

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

type Row = Record<string, unknown>;

const exactDate = (at: unknown, precision: unknown) =>
  typeof at === 'string' && ['instant', 'day', 'launch'].includes(String(precision ?? 'instant'));

/**
 * Whether the record's fact is still open to a suggestion: a debut or start that is unknown, a
 * bound or only a month; a forever prayer whose Friends are unknown or sample; an enemy of a
 * sample floor, or one with no HP or a round figure.
 */
export function isOpenFact(field: SuggestionField, record: Row, slot?: number): boolean {
  switch (field) {
    case 'debut':
      return !exactDate(record.debutAt, record.debutPrecision);
    case 'start':
      return !exactDate(record.startAt, record.startPrecision);
    case 'characters':
      return record.sample === true || !(record.characters as unknown[] | undefined)?.length;
    case 'hp': {
      const enemy = (record.enemies as Row[] | undefined)?.find((e) => e.slot === slot);
      if (!enemy) return false;
      return record.sample === true || enemy.hp == null || enemy.hpApprox === true;
    }
  }
}

/**
 * The source as the record keeps it: the page's address, or the screenshot's with the day it was
 * seen in the game (the address first, so the site links it).
 */
export function sourceText(source: SuggestionSource, suggestionId: number): string {
  if (source.url) return source.url;
  return `${source.screenshotUrl} (screenshot, seen in the game on ${source.inGameOn}; suggestion ${suggestionId})`;
}

/** A record's `source` with another source added for one of its facts. */
const withSource = (record: Row, what: string, source: string) => {
  const before = typeof record.source === 'string' && record.source ? `${record.source}; ` : '';
  return `${before}${what}: ${source}`;
};

/** The instant a suggested date stands for: the first instant of its day or month when that is all it gives. */
export function suggestedInstant(date: string, precision: SuggestedPrecision): string {
  const t = new Date(date);
  if (precision === 'day') return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate())).toISOString();
  if (precision === 'month') return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 1)).toISOString();
  return t.toISOString();
}

/**
 * The record with the suggestion applied and its source recorded (a debut's own source fields, or
 * the record's `source` for the others). `sourceKind` is what the maintainer says the source is.
 */
export function applySuggestion(field: SuggestionField, record: Row, value: SuggestedValue, source: string, sourceKind: string): Row {
  switch (field) {
    case 'debut': {
      const { date, precision } = value as { date: string; precision: SuggestedPrecision };
      // An exact date replaces a bound and the lower bound that went with it.
      const { debutAfter: _a, debutAfterSource: _s, debutAfterSourceKind: _k, debutAfterTimeKnown: _t, ...rest } = record;
      return {
        ...rest,
        debutAt: suggestedInstant(date, precision),
        debutPrecision: precision,
        debutTimeKnown: precision === 'instant',
        debutSource: source,
        debutSourceKind: sourceKind,
      };
    }
    case 'start': {
      const { date, precision } = value as { date: string; precision: SuggestedPrecision };
      return {
        ...record,
        startAt: suggestedInstant(date, precision),
        startPrecision: precision,
        source: withSource(record, 'start', source),
      };
    }
    case 'characters': {
      const { characters } = value as { characters: string[] };
      return { ...record, characters: characters.map((id) => ({ id })), source: withSource(record, 'Friends', source) };
    }
    case 'hp': {
      const { number, slot } = value as { number: number; slot: number };
      const enemies = (record.enemies as Row[]).map((e) => (e.slot === slot ? { ...e, hp: number, hpApprox: false } : e));
      return { ...record, enemies, source: withSource(record, `HP of enemy ${slot}`, source) };
    }
  }
}

/** The value in one canonical spelling, so the same suggestion made twice is one. */
export function canonicalValue(value: SuggestedValue): string {
  if ('date' in value) return JSON.stringify({ date: suggestedInstant(value.date, value.precision), precision: value.precision });
  if ('characters' in value) return JSON.stringify({ characters: [...value.characters].sort() });
  return JSON.stringify({ number: value.number, slot: value.slot });
}
