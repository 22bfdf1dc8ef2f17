// The attack table's join to the Friends and the Japanese base stats, against the raw files: every
// row accounted for (joined, or reported with its reason), each joined row's figures as the table
// gives them, killer names for every killer id, and the committed files and the test fixture as the
// builder makes them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attackRecord, buildAttacks, buildJapaneseBaseStats, readAttackRows, readKillers } from '../../data/build/attacks.ts';
import { buildCharacters } from '../../data/build/characters.ts';
import { FIXTURE_CHARACTERS, fixtureFigures } from '../../data/build/fixtureAttacks.ts';
import { readRawCsv } from '../../data/build/lib/io.ts';
import { ATTACK_FILES } from '../../server/characters/attackDataset.ts';
import { readDataset } from '../../server/dataset/validate.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const RAW = readAttackRows();
const built = buildCharacters();
const attacks = buildAttacks(built);
const sum = (split: Record<string, number[]>) => Object.values(split).reduce((n, [b, h, s]) => n + b + h + s, 0);
const partsTotal = (parts: { base: number; hard: number; slice: number }[]) => parts.reduce((n, p) => n + p.base + p.hard + p.slice, 0);

describe('the attack table joined to the Friends', () => {
  it('accounts for every row of the raw file: joined to one Friend, or reported with its reason', () => {
    expect(RAW.length).toBe(873);
    expect(new Set(RAW.map((r) => r.character)).size).toBe(293);
    expect(attacks.stats).toMatchObject({ rows: RAW.length, variants: 293 });
    expect(attacks.attacks.length + attacks.unmatched.length).toBe(RAW.length);
    // As the build finds them today: every row joins (a row that stops joining is reported, and this fails).
    expect(attacks.attacks.length).toBe(873);
    expect(attacks.unmatched).toEqual([]);
    for (const u of attacks.unmatched) expect(u.reason).toMatch(/\w/);
    const ids = new Set(built.characters.map((c) => c.id));
    for (const a of attacks.attacks) expect(ids.has(a.characterId), a.id).toBe(true);
    expect(new Set(attacks.attacks.map((a) => a.id)).size).toBe(attacks.attacks.length);
  });

  it("gives each row to the Friend of the row's variant, one Friend per variant", () => {
    const friendsOf = new Map<string, Set<string>>();
    for (const a of attacks.attacks)
      friendsOf.set(a.sourceRow as string, (friendsOf.get(a.sourceRow as string) ?? new Set()).add(a.characterId));
    for (const [row, friends] of friendsOf) expect(friends.size, row).toBe(1);
    expect(friendsOf.get('L1_Reimu')).toEqual(new Set(['l1-reimu']));
    expect(friendsOf.get('A6_Reimu')).toEqual(new Set(['a6-reimu']));
  });

  it("keeps each row's figures: total = the sum of each split's parts (yin/yang, elements, bullet types)", () => {
    const byKey = new Map(RAW.map((r) => [`${r.character} ${r.which_attack}`, r]));
    const KIND = { 'spell-card-1': 2, 'spell-card-2': 3, 'last-word': 4 } as const;
    for (const a of attacks.attacks) {
      const raw = byKey.get(`${a.sourceRow} ${KIND[a.kind]}`);
      expect(raw, a.id).toBeDefined();
      if (!raw) continue;
      expect(a.totalPower).toBeCloseTo(raw.total_power, 3);
      expect(a.basePower + a.hardPower + a.slicePower).toBeCloseTo(a.totalPower, 2);
      for (const [ours, theirs] of [
        [a.yinYang, raw.tao_power],
        [a.elements, raw.elemental_power],
        [a.bulletTypes, raw.bullet_power],
      ] as const) {
        expect(partsTotal(ours)).toBeCloseTo(a.totalPower, 2);
        expect(partsTotal(ours)).toBeCloseTo(sum(theirs), 2);
        expect(ours.length).toBe(Object.keys(theirs).length);
      }
      expect(a.killers.map((k) => k.code).sort()).toEqual(Object.keys(raw.killer_power).sort());
      expect(a.target).toBe(raw.target === 1 ? 'single' : 'all');
      expect(a.scale).toBe(raw.scale);
      expect(a.durationSeconds ?? null).toBe(raw.duration);
      expect(a.timingRank ?? null).toBe(raw.timing_rank);
    }
  });

  it('names every killer id the table uses, as its own rows show them', () => {
    const killers = readKillers();
    const used = new Set(RAW.flatMap((r) => Object.keys(r.killer_power).map(Number)));
    expect([...used].filter((id) => !killers.has(id))).toEqual([]);
    expect(killers.get(1)).toBe('Human');
    expect(killers.get(2)).toBe('Shrine Maiden');
    expect(killers.get(7)).toBe('Fairy');
    expect(killers.get(204)).toBe('Yukkuri');
    // Each row's own display of its killers names the same killers.
    for (const r of RAW) {
      const shown = [...(r.killer_power_display ?? '').matchAll(/<th class="fs-6">([^<]*)<\/th>/g)].map((m) => m[1]).sort();
      expect(shown, r.character).toEqual(
        Object.keys(r.killer_power)
          .map((id) => killers.get(Number(id)))
          .sort(),
      );
    }
    // A killer id without a name stops the build rather than guessing.
    const row = { ...RAW[0], killer_power: { 999999: [1, 0, 0] as [number, number, number] } };
    expect(() => attackRecord(row, 'l1-reimu', killers)).toThrow(/killer 999999 has no name/);
  });
});

describe('Japanese base stats', () => {
  it("takes thlost's units with real figures, joined by game unit id and Japanese name", () => {
    const rows = readRawCsv('thlost', 'units_from_html.csv');
    const jp = buildJapaneseBaseStats(built.characters);
    expect(jp.rows).toBe(rows.length);
    const placeholders = rows.filter((r) => r.jp_alias === '_TEST').map((r) => Number(r.unit_id));
    expect(placeholders).toContain(2051);
    for (const r of jp.records) {
      expect(placeholders).not.toContain(r.gameUnitId);
      const c = built.characters.find((x) => x.id === r.id);
      expect(c?.gameUnitId).toBe(r.gameUnitId);
      const row = rows.find((x) => Number(x.unit_id) === r.gameUnitId);
      expect(c?.nameJp).toBe(row?.jp_name);
      expect([r.hp, r.yangAttack, r.yangDefense, r.agility, r.yinAttack, r.yinDefense]).toEqual(
        ['hp', 'yang_atk', 'yang_def', 'agi', 'yin_atk', 'yin_def'].map((k) => Number(row?.[k])),
      );
      expect(r.sourceLabel).toBe('Japanese server, July 2021');
    }
    expect(jp.records.length + jp.refused.length).toBe(rows.length);
    expect(jp.records.length).toBe(88);
  });

  it("refuses a placeholder row, and a unit whose Japanese name is not the Friend's", () => {
    const reimu = built.characters.find((c) => c.id === 'l1-reimu');
    expect(reimu?.gameUnitId).toBe(1001);
    const koishi = built.characters.find((c) => c.gameUnitId === 2051);
    expect(koishi).toBeDefined();
    const renamed = built.characters.map((c) => (c.id === 'l1-reimu' ? { ...c, nameJp: '別人' } : c));
    const jp = buildJapaneseBaseStats(renamed);
    expect(jp.records.map((r) => r.id)).not.toContain('l1-reimu');
    expect(jp.refused.find((r) => r.unit === 1001)?.reason).toMatch(/not l1-reimu's/);
    expect(jp.records.map((r) => r.id)).not.toContain(koishi?.id);
    expect(jp.refused.find((r) => r.unit === 2051)?.reason).toMatch(/_TEST placeholder/);
  });
});

describe('the committed files and the fixture', () => {
  it('are what the builder makes', () => {
    const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
    expect(read(join(ROOT, 'data', 'characters', 'attacks.json'))).toEqual(attacks.attacks);
    expect(read(join(ROOT, 'data', 'characters', 'japaneseBaseStats.json'))).toEqual(buildJapaneseBaseStats(built.characters).records);
    const fixture = fixtureFigures();
    expect(read(join(FIXTURE_CHARACTERS, 'attacks.json'))).toEqual(fixture.attacks);
    expect(read(join(FIXTURE_CHARACTERS, 'japaneseBaseStats.json'))).toEqual(fixture.japaneseBaseStats);
    expect(fixture.attacks.length).toBe(27);
  });

  it('validate as dataset files, with the Friends they point at', () => {
    const d = readDataset(join(ROOT, 'data'));
    expect(d['characters/attacks.json'].length).toBe(873);
    expect(ATTACK_FILES.map((f) => f.file)).toEqual(['characters/attacks.json', 'characters/japaneseBaseStats.json']);
  });
});
