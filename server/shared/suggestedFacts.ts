// What a fact open to a visitor's suggestion is, as a domain declares it in its manifest: the file
// of its record, the kind of value it takes, when the record's fact is still open (a bound, a
// derivation, unknown), and the record with a suggested value applied. The suggestions module
// reads these from the domains' manifests (server/domains.ts) and names no domain's file.

/** How exact a suggested date is. */
export const SUGGESTED_PRECISIONS = ['instant', 'day', 'month'] as const;
export type SuggestedPrecision = (typeof SUGGESTED_PRECISIONS)[number];

/** A value a suggestion proposes: a date, a list of Friends, an enemy's HP, or a whole new record (its fields as the visitor gave them). */
export type SuggestedValue =
  | { date: string; precision: SuggestedPrecision }
  | { characters: string[] }
  /** Story cards, by id (as text). */
  | { cards: string[] }
  | { number: number; slot: number }
  | { record: Row }
  /** A picture (a Friend's portrait): the first 16 hex digits of the SHA-256 of the picture uploaded with the suggestion. */
  | { picture: string }
  /** Several facts of a record at once, in the record's own fields (a tower floor's enemies), as its domain checks them. */
  | { facts: Row };

/** A dataset record, as the suggestion rules read and write it. */
export type Row = Record<string, unknown>;

/** A fact a visitor may suggest a value for. */
export interface SuggestionFieldSpec {
  /** The dataset file of the record the fact belongs to. */
  readonly file: string;
  /**
   * The value it takes: a date, a list of Friends (character ids), a number (an enemy's HP, with
   * its slot), a whole record the file does not hold yet (`newRecord` says how it is made), or a
   * picture (a portrait, uploaded with the suggestion and set through the admin's portrait road).
   */
  readonly kind: 'date' | 'characters' | 'cards' | 'number' | 'record' | 'picture' | 'facts';
  /** For a list of Friends (or a new record's Friends), the dataset file whose records they are (a hidden one may not be named). */
  readonly valueFile?: string;
  /** Its name, as the site and the admin area show it. */
  readonly label: string;
  /** What it is and what the key of its record is (the GraphQL enum's description). */
  readonly description: string;
  /**
   * Whether the record's fact is still open (for a number, the enemy in `slot`): a bound, a
   * derivation or unknown, which the pages ask players to help with. A known fact may be corrected too.
   */
  isOpen(record: Row, slot?: number): boolean;
  /** Whether the fact is one the record can have at all (a rebirth's day, for a Friend that has one); every record when absent. */
  applies?(record: Row): boolean;
  /** The record's name, as the form shows it, where its name, title or floor number does not give it. */
  recordName?(record: Row): string;
  /** For a date: the fields of the record that hold it and its precision (what the site holds now). */
  readonly dateFields?: { readonly at: string; readonly precision: string };
  /** The record with the value applied and its source recorded; `sourceKind` is what the maintainer says the source is. */
  apply(record: Row, value: SuggestedValue, source: string, sourceKind: string): Row;
  /**
   * For several facts at once: the GraphQL input field of SuggestCorrectionInput that holds them,
   * and how the visitor's input is checked into the record's fields (throws an Error saying what is wrong).
   */
  readonly facts?: { readonly input: string; check(given: Row, record: Row): Row };
  /**
   * For a picture: what it becomes, a character's portrait (set through the portrait road, cropped
   * square in every size) or a card's art (drawn as one picture, and `apply` names it in the record).
   */
  readonly picture?: 'portrait' | 'art';
  /** The value the record holds now where the kind's own reading does not give it (a picture's hash). */
  held?(record: Row): SuggestedValue | null;
  /** For a new record: how a visitor's proposal is checked, grouped, told apart from a record held, and made a record. */
  readonly newRecord?: NewRecordSpec;
}

/** A record a visitor proposes that the file does not hold yet (a new prayer). */
export interface NewRecordSpec {
  /** The GraphQL input field of SuggestCorrectionInput that holds the proposal (`prayer`, `friend`). */
  readonly input: string;
  /** The admin area's task page a maintainer completes and saves it in (the domain's `tasks`), filled in from it. */
  readonly task: string;
  /**
   * The proposal as the visitor gave it (the input's fields), checked and in its canonical form, the
   * record's own field names; `date` reads a date of it (null when none; throws past the game's
   * global years). Throws an Error whose message says what is wrong.
   */
  check(given: Row, date: (value: unknown) => string | null): Row;
  /** The key the suggestion is filed under (the proposal's name, normalised): the same record proposed twice is one group. */
  groupKey(proposal: Row): string;
  /** What makes two proposals the same suggestion: the proposal with its name as the group key spells it (two spellings, one Friend). */
  identity(proposal: Row): Row;
  /** The name a held record is matched by (a duplicate), normalised as the record access's `named` matches it; it reads a held record as well as a proposal, whose fields are the record's own. */
  name(proposal: Row): string;
  /** The Friends the proposal names (character ids), each one the viewer must be able to see. */
  characters(proposal: Row): string[];
  /** The record the proposal makes among `records` (the file's records now), its source recorded. */
  create(records: readonly unknown[], proposal: Row, source: string): Row;
}

/** A name a visitor gives, as plain text: spaces made single, no HTML, at most `max` characters; empty when none was given. */
export function plainName(value: unknown, what: string, max: number): string {
  const name = String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name.length > max) throw new Error(`The ${what} is longer than ${max} characters.`);
  if (/[<>]/.test(name)) throw new Error(`The ${what} is plain text: no HTML.`);
  return name;
}

/** A date that is exact to the day or better (not a bound, a month or unknown). */
export const exactDate = (at: unknown, precision: unknown) =>
  typeof at === 'string' && ['instant', 'day', 'launch'].includes(String(precision ?? 'instant'));

/** The instant a suggested date stands for: the first instant of its day or month when that is all it gives. */
export function suggestedInstant(date: string, precision: SuggestedPrecision): string {
  const t = new Date(date);
  if (precision === 'day') return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate())).toISOString();
  if (precision === 'month') return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 1)).toISOString();
  return t.toISOString();
}

/** A record's `source` with another source added for one of its facts. */
export const withSource = (record: Row, what: string, source: string) => {
  const before = typeof record.source === 'string' && record.source ? `${record.source}; ` : '';
  return `${before}${what}: ${source}`;
};

/** A date fact of a record (its instant and precision fields): open while it is not exact, set with its precision and source. */
export function dateFact(
  spec: Pick<SuggestionFieldSpec, 'file' | 'label' | 'description' | 'applies'> & { at: string; precision: string; what: string },
): SuggestionFieldSpec {
  const { at, precision, what } = spec;
  return {
    file: spec.file,
    kind: 'date',
    label: spec.label,
    description: spec.description,
    dateFields: { at, precision },
    applies: spec.applies,
    isOpen: (record) => (spec.applies?.(record) ?? true) && !exactDate(record[at], record[precision]),
    apply: (record, value, source) => {
      const { date, precision: given } = value as { date: string; precision: SuggestedPrecision };
      return { ...record, [at]: suggestedInstant(date, given), [precision]: given, source: withSource(record, what, source) };
    },
  };
}
