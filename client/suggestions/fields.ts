// The facts a suggestion may correct, as the pages name them and link to their records.

/** What kind of value each field takes. */
export const FIELDS: Record<string, 'date' | 'characters' | 'cards' | 'number' | 'record' | 'picture' | 'facts'> = {
  DEBUT: 'date',
  REBIRTH: 'date',
  BATCH: 'date',
  START: 'date',
  END: 'date',
  FEATURED: 'characters',
  CARDS: 'cards',
  RELEASE: 'date',
  CHARACTERS: 'characters',
  HP: 'number',
  NEW_PRAYER: 'record',
  NEW_FRIEND: 'record',
  PORTRAIT: 'picture',
  ART: 'picture',
  FLOOR: 'facts',
};

export const FIELD_LABELS: Record<string, string> = {
  DEBUT: 'Global debut',
  REBIRTH: 'Fantasy Rebirth',
  BATCH: 'Batch date',
  START: 'Start',
  END: 'End',
  FEATURED: 'Featured Friends',
  CARDS: 'Featured story cards',
  RELEASE: 'Release',
  CHARACTERS: 'Friends',
  HP: "An enemy's HP",
  NEW_PRAYER: 'New prayer',
  NEW_FRIEND: 'New Friend',
  PORTRAIT: 'Portrait',
  ART: 'Card art',
  FLOOR: "The floor's enemies",
};

export const PRECISION_LABELS: Record<string, string> = {
  DAY: 'The day',
  INSTANT: 'The day and the time',
  MONTH: 'Only the month',
};

/** A suggested value in words: a date as exact as it was given, a list of Friends, or an enemy's HP. */
export function describeValue(s: {
  field?: string;
  date?: string | null;
  precision?: string | null;
  characters?: readonly string[] | null;
  cards?: readonly number[] | null;
  number?: number | null;
  slot?: number | null;
  enemies?:
    | readonly {
        readonly slot: number;
        readonly name: string;
        readonly elements: readonly string[];
        readonly gauges: readonly number[];
        readonly hp?: number | null;
      }[]
    | null;
  friend?: {
    readonly name: string;
    readonly world: string;
    readonly type: string;
    readonly debut?: string | null;
    readonly debutPrecision?: string | null;
  } | null;
  prayer?: {
    readonly name: string;
    readonly types: readonly string[];
    readonly start?: string | null;
    readonly startPrecision?: string | null;
    readonly end?: string | null;
    readonly endPrecision?: string | null;
    readonly characters: readonly string[];
  } | null;
}): string {
  if (s.field === 'PORTRAIT' || s.field === 'ART') return 'a picture (the maintainers see it; the site shows it once one accepts it)';
  if (s.enemies) {
    return s.enemies
      .map((e) => {
        const hp = e.hp ? `, ${e.hp.toLocaleString('en-US')} HP` : '';
        const gauges = e.gauges.length > 1 ? ` in ${e.gauges.length} gauges` : '';
        return `${e.name} (slot ${e.slot + 1}${e.elements.length ? `, ${e.elements.join('/')}` : ''}${hp}${gauges})`;
      })
      .join('; ');
  }
  if (s.friend) {
    const f = s.friend;
    const debut = f.debut ? `, out ${describeValue({ date: f.debut, precision: f.debutPrecision ?? 'DAY' })}` : '';
    return `${f.name} (${f.world}, ${f.type})${debut}`;
  }
  if (s.prayer) {
    const p = s.prayer;
    const when = (at: string | null | undefined, precision: string | null | undefined) =>
      at ? describeValue({ date: at, precision: precision ?? 'DAY' }) : 'unknown';
    const friends = p.characters.length ? `; featuring ${p.characters.join(', ')}` : '';
    return `“${p.name}” (${p.types.join(', ')}), from ${when(p.start, p.startPrecision)} to ${when(p.end, p.endPrecision)}${friends}`;
  }
  if (s.date) {
    const shown = s.date.slice(0, s.precision === 'MONTH' ? 7 : s.precision === 'INSTANT' ? 16 : 10).replace('T', ' ');
    return `${shown}${s.precision === 'INSTANT' ? ' UTC' : ''} (${PRECISION_LABELS[s.precision ?? 'DAY']?.toLowerCase()})`;
  }
  if (s.characters) return s.characters.join(', ');
  if (s.cards) return `story cards ${s.cards.join(', ')}`;
  return `${s.number?.toLocaleString('en-US')} HP, enemy in slot ${(s.slot ?? 0) + 1}`;
}
