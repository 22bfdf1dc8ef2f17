// The facts a suggestion may correct, as the pages name them and link to their records.

/** What kind of value each field takes. */
export const FIELDS: Record<string, 'date' | 'characters' | 'number'> = {
  DEBUT: 'date',
  REBIRTH: 'date',
  BATCH: 'date',
  START: 'date',
  END: 'date',
  FEATURED: 'characters',
  CHARACTERS: 'characters',
  HP: 'number',
};

export const FIELD_LABELS: Record<string, string> = {
  DEBUT: 'Global debut',
  REBIRTH: 'Fantasy Rebirth',
  BATCH: 'Batch date',
  START: 'Start',
  END: 'End',
  FEATURED: 'Featured Friends',
  CHARACTERS: 'Friends',
  HP: "An enemy's HP",
};

export const PRECISION_LABELS: Record<string, string> = {
  DAY: 'The day',
  INSTANT: 'The day and the time',
  MONTH: 'Only the month',
};

/** A suggested value in words: a date as exact as it was given, a list of Friends, or an enemy's HP. */
export function describeValue(s: {
  date?: string | null;
  precision?: string | null;
  characters?: readonly string[] | null;
  number?: number | null;
  slot?: number | null;
}): string {
  if (s.date) {
    const shown = s.date.slice(0, s.precision === 'MONTH' ? 7 : s.precision === 'INSTANT' ? 16 : 10).replace('T', ' ');
    return `${shown}${s.precision === 'INSTANT' ? ' UTC' : ''} (${PRECISION_LABELS[s.precision ?? 'DAY']?.toLowerCase()})`;
  }
  if (s.characters) return s.characters.join(', ');
  return `${s.number?.toLocaleString('en-US')} HP, enemy in slot ${(s.slot ?? 0) + 1}`;
}

/** The page that lists the batches of each kind. */
const BATCH_PAGES: Record<string, string> = {
  rebirth: '/characters/rebirth-order',
  'rebirth-costume': '/characters/rebirth-costume-order',
  standard: '/prayer/standard-prayer/date-order',
  ritual: '/prayer/ritual-prayer/date-order',
};

/** The page of the record a suggestion is about. */
export function recordPath(field: string, key: string): string {
  switch (field) {
    case 'DEBUT':
    case 'REBIRTH':
      return `/characters/${encodeURIComponent(key)}`;
    case 'START':
    case 'END':
    case 'FEATURED':
      return `/prayer/info/${encodeURIComponent(key)}`;
    case 'BATCH':
      return BATCH_PAGES[key.replace(/-\d+$/, '')] ?? '/characters/rebirth-order';
    case 'CHARACTERS':
      return `/prayer/forever-prayer?id=${encodeURIComponent(key)}`;
    default:
      return `/stages/scarlet-devil-tower?floor=${encodeURIComponent(key)}`;
  }
}
