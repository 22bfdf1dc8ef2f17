import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.ts';
import type { PortraitImage } from './shared/portraits.ts';
import { SOURCE_KINDS } from './shared/vocabulary.ts';

/**
 * The ISO text of each date answered: the dates of the rows kept per data version (shared/readCache.ts)
 * are the same objects from one answer to the next, and writing one out costs sixty times a look-up
 * (a list of 463 Friends: 0.14 ms an answer). Kept as long as its date is.
 */
const ISO_TEXTS = new WeakMap<Date, string>();
function isoOf(date: Date): string {
  let text = ISO_TEXTS.get(date);
  if (text === undefined) {
    text = date.toISOString();
    ISO_TEXTS.set(date, text);
  }
  return text;
}

builder.scalarType('DateTime', {
  description: 'An instant in UTC, as an ISO-8601 string ending in Z (e.g. 2026-11-21T00:00:00.000Z).',
  serialize: (value) => (value instanceof Date ? isoOf(value) : new Date(value as string | number).toISOString()),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) {
      throw new GraphQLError('DateTime must be an ISO-8601 string');
    }
    return new Date(ast.value);
  },
});

/** How exact a stored date is (the seed format's `instant`, `day`, `month` or `by`; a debut may also be `between` or `launch`). */
export const DatePrecisionEnum = builder.enumType('DatePrecision', {
  description: 'How exact a date is. Dates known to a day or a month are stored as the first instant of that day or month (UTC).',
  values: {
    INSTANT: { value: 'instant', description: 'The time is stated.' },
    DAY: { value: 'day', description: 'Known to the day.' },
    MONTH: { value: 'month', description: 'Known to the month.' },
    BY: { value: 'by', description: 'An upper bound: released no later than this instant (a page shows it already available then).' },
    BETWEEN: {
      value: 'between',
      description: 'A debut between two bounds: later than debutAfter (a source shows it not yet out then), no later than the date.',
    },
    LAUNCH: { value: 'launch', description: 'A debut at the global launch: there when the server opened (the date is that day).' },
  } as const,
});

/** What kind of source gives a date or bound (the seed format's `SOURCE_KINDS`). */
export const SourceKindEnum = builder.enumType('SourceKind', {
  description: 'What kind of source gives a date or a bound.',
  values: {
    OFFICIAL_POST: { value: 'official-post', description: 'An official global news post.' },
    GUIDE_PAGE: { value: 'guide-page', description: 'A guide or fan page (GamePress and other public pages).' },
    FAN_TRACKER: { value: 'fan-tracker', description: "A row of a fan tracker's history (LostWordTracker), not an announcement." },
    REPOSITORY_SNAPSHOT: { value: 'repository-snapshot', description: 'A commit of a public data repository.' },
    DERIVED: { value: 'derived', description: 'Derived from several sources; the source text gives the rule.' },
    IN_GAME: {
      value: 'in-game',
      description: 'Seen in the game by a player (a suggestion with a screenshot, checked by a maintainer); the source text gives the day.',
    },
  } as const,
});
type SourceKind = (typeof SOURCE_KINDS)[number];
const SOURCE_KIND_SET = new Set<string>(SOURCE_KINDS);
/** A stored source kind, or null for an unknown value. */
export const sourceKindOf = (kind: string | null | undefined): SourceKind | null =>
  kind && SOURCE_KIND_SET.has(kind) ? (kind as SourceKind) : null;

type Precision = 'instant' | 'day' | 'month' | 'by' | 'between' | 'launch';
const PRECISIONS = new Set<string>(['day', 'month', 'by', 'between', 'launch']);

/** The precision of a stored date: its own, `instant` for a date stated without one, null without a date. */
export function precisionOf(date: Date | null | undefined, precision: string | null | undefined): Precision | null {
  if (!date) return null;
  return precision && PRECISIONS.has(precision) ? (precision as Precision) : 'instant';
}

/**
 * A character's portrait as the views draw it: square image files under /images in several widths,
 * as AVIF and WebP, for a <picture> with srcset (server/shared/portraits.ts).
 */
export const PortraitRef = builder.objectRef<PortraitImage>('Portrait').implement({
  description:
    "A character's portrait: square AVIF and WebP files under /images in several widths, never wider than the source picture. The paths of a character still hidden from global players end in ?jpContent=1, which /images needs to serve them.",
  fields: (t) => ({
    set: t.exposeString('set', {
      description:
        'Where the picture comes from: THLWTierlist or LostWordTracker (the two fan sites credited on the about page), or upload.',
    }),
    width: t.exposeInt('width', { description: 'Side of the largest file in px (the files are square).' }),
    src: t.exposeString('src', { description: 'Path of the largest WebP file.' }),
    avifSrcSet: t.exposeString('avifSrcSet', { description: 'The AVIF files as a srcset: "<path> <width>w, ...".' }),
    webpSrcSet: t.exposeString('webpSrcSet', { description: 'The WebP files as a srcset: "<path> <width>w, ...".' }),
  }),
});
