// The tower facts a visitor may suggest: an enemy's HP, on a sample floor, or where it is unknown or
// a round figure; and a floor's enemies whole (names, elements, gauges, HP), turning a sample floor real.
import { plainName, type Row, type SuggestionFieldSpec, withSource } from '../shared/suggestedFacts.ts';
import { TOWER_ELEMENTS, TOWER_LIMITS } from './constants.ts';

export const enemyHpField: SuggestionFieldSpec = {
  file: 'tower/floors.json',
  kind: 'number',
  label: "An enemy's HP",
  description: "An enemy's HP on a tower floor (the key is the floor's number; give the enemy's slot).",
  isOpen: (record, slot) => {
    const enemy = (record.enemies as Row[] | undefined)?.find((e) => e.slot === slot);
    if (!enemy) return false;
    return record.sample === true || enemy.hp == null || enemy.hpApprox === true;
  },
  apply: (record, value, source) => {
    const { number, slot } = value as { number: number; slot: number };
    const enemies = (record.enemies as Row[]).map((e) => (e.slot === slot ? { ...e, hp: number, hpApprox: false } : e));
    return { ...record, enemies, source: withSource(record, `HP of enemy ${slot}`, source) };
  },
};

/** The longest name an enemy may be given. */
const NAME_MAX = 80;

/** The facts of an enemy a visitor may give, as the floor's record keeps them. */
const ENEMY_FACTS = ['slot', 'unitName', 'unitJpName', 'affinities', 'weaks', 'resists', 'gauges', 'barriers', 'hp'] as const;

/** Lists whose order is a fact (gauge by gauge): kept as given. */
const ORDERED = ['gauges', 'barriers'];

/** An enemy's facts in one spelling: the fields a visitor gives, lists sorted, absent ones left out. */
function enemyFacts(e: Row): Row {
  const out: Row = {};
  for (const key of ENEMY_FACTS) {
    const v = e[key];
    if (v === null || v === undefined || (Array.isArray(v) && !v.length)) continue;
    out[key] = Array.isArray(v) && !ORDERED.includes(key) ? [...v].map(String).sort() : v;
  }
  return out;
}

/** Elements as the data names them; refused when one is not an element. */
function elements(value: unknown, what: string): string[] {
  const list = [...new Set(((value as unknown[] | null | undefined) ?? []).map((x) => String(x).trim().toLowerCase()))];
  const wrong = list.find((x) => !(TOWER_ELEMENTS as readonly string[]).includes(x));
  if (wrong) throw new Error(`${what}: ${wrong.slice(0, 20)} is not an element (${TOWER_ELEMENTS.join(', ')}).`);
  return list;
}

/** One enemy as a visitor gives it, checked into the record's fields. */
function checkedEnemy(given: Row): Row {
  const slot = Number(given.slot);
  if (!Number.isInteger(slot) || slot < 0 || slot >= TOWER_LIMITS.enemies) throw new Error('Each enemy has a slot: 0, 1 or 2.');
  const unitName = plainName(given.name, `name of the enemy in slot ${slot + 1}`, NAME_MAX);
  if (!unitName) throw new Error(`Give the name of the enemy in slot ${slot + 1}.`);
  const positive = (v: number) => Number.isFinite(v) && v > 0 && v <= 1e12;
  const gauges = ((given.gauges as unknown[] | null | undefined) ?? []).map(Number);
  if (gauges.length > TOWER_LIMITS.gauges || !gauges.every(positive))
    throw new Error(`An enemy has at most ${TOWER_LIMITS.gauges} HP gauges, each with HP above 0.`);
  const sum = gauges.reduce((a, b) => a + b, 0);
  const hp = given.hp === null || given.hp === undefined ? (gauges.length ? sum : null) : Number(given.hp);
  if (hp !== null && !positive(hp)) throw new Error('The HP must be a number above 0.');
  if (gauges.length && hp !== null && Math.abs(sum - hp) > gauges.length)
    throw new Error(`The gauges' HP sum to ${sum}, not the HP given (${hp}).`);
  const barriers = ((given.barriers as unknown[] | null | undefined) ?? []).map(Number);
  if (barriers.some((b) => !Number.isInteger(b) || b < 0 || b > 99)) throw new Error('A barrier count is a whole number from 0 to 99.');
  if (barriers.length > 1 && barriers.length !== Math.max(gauges.length, 1))
    throw new Error('Give one barrier count for the whole enemy, or one for each of its gauges.');
  return enemyFacts({
    slot,
    unitName,
    unitJpName: plainName(given.nameJp, `Japanese name of the enemy in slot ${slot + 1}`, NAME_MAX) || null,
    affinities: elements(given.elements, 'Elements'),
    weaks: elements(given.weaknesses, 'Weaknesses'),
    resists: elements(given.resistances, 'Resistances'),
    gauges: gauges.length ? gauges : null,
    barriers: barriers.length === 1 ? barriers[0] : barriers.length ? barriers : null,
    hp,
  });
}

/**
 * A tower floor's enemies at once, as the game shows them: each one's name, element, weaknesses,
 * resistances, HP gauges (the barriers of each) and HP. Open while the floor is sample data (made-up
 * stand-ins); accepted, the floor's enemies are the ones given and it is sample data no more. A
 * correction of a real floor keeps what it does not give (skills, tags) of an enemy of the same name.
 */
export const floorEnemiesField: SuggestionFieldSpec = {
  file: 'tower/floors.json',
  kind: 'facts',
  label: 'Enemies',
  description:
    "A tower floor's enemies: their names, elements, weaknesses, resistances, HP gauges and HP (the key is the floor's number); a sample floor given its real ones.",
  isOpen: (record) => record.sample === true,
  recordName: (record) => `Floor ${record.floor}`,
  held: (record) =>
    record.sample === true
      ? null
      : {
          facts: { enemies: ((record.enemies as Row[] | undefined) ?? []).map(enemyFacts).sort((a, b) => Number(a.slot) - Number(b.slot)) },
        },
  facts: {
    input: 'floor',
    check(given) {
      const enemies = ((given.enemies as Row[] | null | undefined) ?? []).map(checkedEnemy).sort((a, b) => Number(a.slot) - Number(b.slot));
      if (!enemies.length || enemies.length > TOWER_LIMITS.enemies)
        throw new Error(`Give the floor's enemies: 1 to ${TOWER_LIMITS.enemies}.`);
      if (new Set(enemies.map((e) => e.slot)).size !== enemies.length) throw new Error('Two enemies share a slot.');
      return { enemies };
    },
  },
  apply: (record, value, source) => {
    const { enemies } = (value as { facts: { enemies: Row[] } }).facts;
    const sample = record.sample === true;
    const was = (record.enemies as Row[] | undefined) ?? [];
    const next = enemies.map((e) => {
      const before = was.find((w) => w.slot === e.slot && w.unitName === e.unitName);
      // A sample floor's enemies were stand-ins: nothing of them is kept.
      const kept =
        before && !sample
          ? Object.fromEntries(Object.entries(before).filter(([k]) => !(ENEMY_FACTS as readonly string[]).includes(k)))
          : {};
      return { ...kept, ...e, hpApprox: false };
    });
    if (!sample) return { ...record, enemies: next, source: withSource(record, 'enemies', source) };
    // A sample floor's rewards and note were made up with its enemies: it is real now, its rewards unknown until given.
    const { sample: _sample, note: _note, ...rest } = record;
    return { ...rest, rewards: [], enemies: next, source: withSource({}, 'enemies', source) };
  },
};
