// Story-card effects in words, from their structured fields (so a figure still hidden before a
// card's release shows as "?" instead of leaking through the stored text).

export interface BuffFields {
  attr: string;
  attrName?: string | null;
  attrType: string;
  values: readonly (number | null | undefined)[];
  turn?: number | null;
  target?: string | null;
  role?: string | null;
  metadata?: string | null;
}

const TARGETS: Record<string, string> = { self: 'the user', solo: 'one enemy', party: 'all allies', aoe: 'all enemies' };

const number = (v: number | null | undefined) => (v === null || v === undefined ? '?' : String(Math.round(v * 100) / 100));

/** "1 → 2" from base to max limit break; one figure when both are the same; "?" for a hidden base. */
export function valueRange(values: readonly (number | null | undefined)[], unit = ''): string {
  if (values.length === 0) return '';
  const base = values[0];
  const max = values[values.length - 1];
  if (values.length === 1 || (base !== null && base !== undefined && base === max)) return `${number(max)}${unit}`;
  return `${number(base)}${unit} → ${number(max)}${unit}`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One effect as a sentence, e.g. "Yang ATK of the user up 1 → 2 levels for 3 turns". */
export function describeBuff(b: BuffFields): string {
  const direction = (b.metadata ?? '').split(';')[0].trim();
  const name = b.attrName ?? b.attr;
  const target = TARGETS[b.target ?? ''] ?? 'the user';
  let text: string;
  if (b.attrType === 'stat') {
    const levels = b.values[b.values.length - 1] === 1 ? 'level' : 'levels';
    text = `${name} of ${target} ${direction === 'down' ? 'down' : 'up'} ${valueRange(b.values)} ${levels}`;
  } else if (direction === 'damage-taken') {
    const from = b.attrType === 'tag' ? `${name} (character tag)` : b.attrType === 'bullet' ? `${name} bullets` : `${name} attacks`;
    text = `Damage ${target} takes from ${from} −${valueRange(b.values, '%')}`;
  } else if ((b.attrType === 'elem' || b.attrType === 'bullet') && direction === 'power') {
    text = `${name} ${b.attrType === 'elem' ? 'element' : 'bullet'} power of the equipped spell card +${valueRange(b.values, '%')}`;
  } else if (b.attr === 'hp') {
    text = `${capitalise(target)} recover ${valueRange(b.values, '%')} HP`;
  } else if (b.attr === 'spirit-power') {
    text = `Spirit power of ${target} +${valueRange(b.values)}`;
  } else if (b.attr === 'barrier') {
    text = `${capitalise(target)} ${direction === 'recover' ? 'recover' : 'gain'} ${valueRange(b.values)} barrier${b.values[b.values.length - 1] === 1 ? '' : 's'}`;
  } else {
    text = `${name} ${direction} ${valueRange(b.values, b.attrType === 'misc' ? '%' : '')}`.replace(/\s+/g, ' ').trim();
  }
  if (b.turn) text += ` for ${b.turn} turn${b.turn === 1 ? '' : 's'}`;
  if (b.role) text = `${capitalise(b.role)} units: ${text}`;
  return text;
}
