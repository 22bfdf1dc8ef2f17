// Story-card effects as the advanced search names them, and the text keys the name and artist
// searches match. Shared by the seed loader (which stores both with each row) and the story-card
// domain (which reads search input the same way).

/** The part of a buff's metadata that says which way it works (`up`, `down`, `power`, ...). */
export function effectDirection(metadata: string | null | undefined): string {
  return (metadata ?? '').split(';')[0].trim();
}

/**
 * The effect id of a buff: its attr, followed by its direction where the direction is not the
 * attr's usual one. `yang-atk` (up) and `yang-atk-down`; `sun` (power) and `sun-resist` (damage
 * taken from Sun down); a character tag such as `human` (damage taken from humans down); `hp`
 * (recovery), `barrier` (gain) and `barrier-recover`.
 */
export function effectId(attrType: string, attr: string, metadata: string | null | undefined): string {
  const direction = effectDirection(metadata);
  switch (direction) {
    case '':
    case 'up':
    case 'power':
    case 'gain':
      return attr;
    case 'damage-taken':
      return attrType === 'tag' ? attr : `${attr}-resist`;
    case 'recover':
      return attr === 'hp' ? attr : `${attr}-recover`;
    default:
      return `${attr}-${direction.replace(/[^a-z0-9-]/g, '')}`;
  }
}

const DIRECTION_LABELS: Record<string, string> = {
  up: ' Up',
  down: ' Down',
  power: ' Power',
  'damage-taken': ' Resistance',
  recover: ' Recovery',
  gain: '',
};

/** The picker's label for an effect: "Yang ATK Up", "Sun Power", "Sun Resistance", "HP Recovery"; a character tag is its name. */
export function effectLabel(attrType: string, attrName: string, metadata: string | null | undefined): string {
  if (attrType === 'tag') return attrName;
  const direction = effectDirection(metadata);
  return `${attrName}${DIRECTION_LABELS[direction] ?? (direction ? ` (${direction})` : '')}`;
}

/** Lowercase letters and digits only (any script), the form card names and artists are matched in. */
export function searchKeyOf(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Several names as one stored key: each normalised, empty ones dropped, joined by "|" so a term never matches across two. */
export function joinSearchKeys(texts: readonly (string | null | undefined)[]): string {
  return [...new Set(texts.map(searchKeyOf).filter(Boolean))].join('|');
}

/**
 * The terms of a story-card name search: lowercased, stripped of everything but letters, digits
 * and commas, split on commas, empty terms dropped (`"Scarlet Moon, , Ghost!"` -> `["scarletmoon", "ghost"]`).
 */
export function nameSearchTerms(query: string | null | undefined): string[] {
  return [...new Set((query ?? '').normalize('NFKC').split(',').map(searchKeyOf).filter(Boolean))];
}
