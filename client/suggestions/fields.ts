// The facts a suggestion may correct, as the pages name them and link to their records.

/** What kind of value each field takes. */
export const FIELDS: Record<string, 'date' | 'characters' | 'number'> = {
  DEBUT: 'date',
  START: 'date',
  CHARACTERS: 'characters',
  HP: 'number',
};

export const FIELD_LABELS: Record<string, string> = {
  DEBUT: 'Global debut',
  START: 'Start',
  CHARACTERS: 'Friends',
  HP: "An enemy's HP",
};

export const PRECISION_LABELS: Record<string, string> = {
  DAY: 'The day',
  INSTANT: 'The day and the time',
  MONTH: 'Only the month',
};

/** The page of the record a suggestion is about. */
export function recordPath(field: string, key: string): string {
  switch (field) {
    case 'DEBUT':
      return `/characters/${encodeURIComponent(key)}`;
    case 'START':
      return `/prayer/info/${encodeURIComponent(key)}`;
    case 'CHARACTERS':
      return `/prayer/forever-prayer?id=${encodeURIComponent(key)}`;
    default:
      return `/stages/scarlet-devil-tower?floor=${encodeURIComponent(key)}`;
  }
}
