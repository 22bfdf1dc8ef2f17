// The tower facts a visitor may suggest: an enemy's HP, on a sample floor, or where it is unknown or
// a round figure.
import { type Row, type SuggestionFieldSpec, withSource } from '../shared/suggestedFacts.ts';

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
