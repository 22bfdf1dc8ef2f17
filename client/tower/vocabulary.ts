// The tower's words and display rules: element labels (English or kanji), anomalies, ability and
// effect types, spell colour levels and the reward glow.

export const ELEMENTS = ['sun', 'moon', 'fire', 'water', 'wood', 'metal', 'earth', 'star', 'no'] as const;
export type Element = (typeof ELEMENTS)[number];

const ELEMENT_LABELS: Record<Element, { en: string; jp: string; colour: string }> = {
  sun: { en: 'Sun', jp: '日', colour: '#f2994a' },
  moon: { en: 'Moon', jp: '月', colour: '#bb9af7' },
  fire: { en: 'Fire', jp: '火', colour: '#eb5757' },
  water: { en: 'Water', jp: '水', colour: '#4ea8de' },
  wood: { en: 'Wood', jp: '木', colour: '#6fcf97' },
  metal: { en: 'Metal', jp: '金', colour: '#d0d4dc' },
  earth: { en: 'Earth', jp: '土', colour: '#c49a6c' },
  star: { en: 'Star', jp: '星', colour: '#f2c94c' },
  no: { en: 'None', jp: '無', colour: '#9e9e9e' },
};

function element(id: string) {
  const found = ELEMENT_LABELS[id.toLowerCase() as Element];
  if (!found) throw new Error('element not found!');
  return found;
}

/** The label of an element (API enum or id, any case): kanji when the element setting is jp. Unknown: "element not found!". */
export function elementLabel(id: string, lang: 'en' | 'jp'): string {
  return element(id)[lang];
}

export function elementColour(id: string): string {
  return element(id).colour;
}

export const ANOMALIES = ['blind', 'burn', 'freeze', 'paralyze', 'poison'] as const;
export const ANOMALY_COLOURS: Record<string, string> = {
  blind: '#9575cd',
  burn: '#ef6c00',
  freeze: '#29b6f6',
  paralyze: '#fdd835',
  poison: '#66bb6a',
};

/** The anomalies of an effect as shown: all five together read as "all". */
export function anomalyList(anomalies: readonly string[]): string[] {
  const set = new Set(anomalies.map((a) => a.toLowerCase()));
  if (ANOMALIES.every((a) => set.has(a))) return ['all'];
  return ANOMALIES.filter((a) => set.has(a));
}

export const ABILITY_LABELS: Record<string, string> = {
  'anomaly-counter': 'Anomaly counter',
  'anomaly-effect': 'Anomaly effect',
  'anomaly-immunity': 'Anomaly immunity',
  'anomaly-nullify': 'Anomaly nullify',
  boost: 'Boost',
  graze: 'Graze',
  'dmg-boost': 'Damage boost',
  'dmg-reduction': 'Damage reduction',
};

const EFFECT_LABELS: Record<string, string> = {
  layer: 'Anomaly',
  bullet: 'Bullet',
  tag: 'Tag',
  elem: 'Element',
  immune: 'Immunity',
  disable: 'Disable',
  stat: 'Stat',
  attack: 'Attack',
  temp: 'Temporary',
  turn: 'Turn',
  delay: 'Delay',
  random: 'Random',
  misc: 'Misc',
};

/** The label of an effect type; a type the site does not know shows as "NOT FOUND <type>". */
export function effectTypeLabel(type: string): string {
  return EFFECT_LABELS[type] ?? `NOT FOUND ${type}`;
}

/** Colours of the five spell levels: the first spell card is level 1, the fifth and later level 5. */
export const SPELL_COLOURS = ['#6fcf97', '#4ea8de', '#bb6bd9', '#f2994a', '#eb5757'] as const;

export function spellLevel(index: number): number {
  return Math.min(Math.max(index, 1), SPELL_COLOURS.length);
}

/** HP gauge colours, in order. */
export const GAUGE_COLOURS = ['#4fc47a', '#f2c94c', '#eb5757'] as const;
export const GAUGE_NAMES = ['green', 'yellow', 'red'] as const;

const RED_GLOW = new Set(['kyara-2', 'rakoku-2', 'manaka-2', 'manaban-2', 'sumotara-2', 'sasora-2']);

/** Reward items that glow: red for six named items, gold for ids ending in -3. */
export function rewardGlow(itemId: string): 'red' | 'gold' | null {
  if (RED_GLOW.has(itemId)) return 'red';
  if (itemId.endsWith('-3')) return 'gold';
  return null;
}

/** 1234567 -> "1,234,567". */
export function formatNumber(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** The floor query parameter: an integer (clamped by the API), or null when absent or not a number. */
export function readFloorParam(params: URLSearchParams): number | null {
  const raw = params.get('floor')?.trim();
  if (!raw || !/^-?\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** The floor selector keeps digits only. */
export function floorDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 9);
}

/** A chosen floor clamped between 1 and the highest floor listed. */
export function clampFloor(n: number, highest: number): number {
  return Math.min(Math.max(n, 1), Math.max(highest, 1));
}
