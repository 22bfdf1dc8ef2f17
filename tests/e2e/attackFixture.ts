// The fixture's attack rows (tests/fixtures/data/characters/attacks.json) as the browser tests
// compare them with the pages: per attack its Friend, kind, target, total power and the power of
// each part (base + Hard + Slice), and which Friends a visitor sees without the spoiler switch
// (the characters' reveal rule, over the fixture's characters.json). The rows are read in the
// dataset's form, or in the source's own (lostwordchronicle.com's AttackData rows), so the tests
// follow the file rather than numbers written here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_DATA } from '../helpers/database.ts';

export type Kind = 'SPELL_CARD_1' | 'SPELL_CARD_2' | 'LAST_WORD';
export const KINDS: readonly Kind[] = ['SPELL_CARD_1', 'SPELL_CARD_2', 'LAST_WORD'];

export interface FixtureAttack {
  slug: string;
  kind: Kind;
  /** SINGLE or ALL; null where the file's form does not say it in words. */
  target: 'SINGLE' | 'ALL' | null;
  total: number;
  /** Power per part code, each base + Hard + Slice. */
  yinYang: Record<string, number>;
  elements: Record<string, number>;
  bulletTypes: Record<string, number>;
  killers: Record<string, number>;
}

type Row = Record<string, unknown>;

// The source's numeric codes, in the order the API's codes list them (AttackPower.code).
const SOURCE_YIN_YANG: Record<string, string> = { '0': 'yin', '1': 'yang' };
const SOURCE_ELEMENTS = ['sun', 'moon', 'fire', 'water', 'wood', 'metal', 'earth', 'star', 'no'];
const SOURCE_BULLETS = ['normal', 'laser', 'body', 'slash', 'heavy', 'liquid', 'energy', 'ofuda', 'light', 'sharp', 'missile'];

const pick = (row: Row, names: string[]): unknown => names.map((n) => row[n]).find((v) => v !== undefined && v !== null);

function kindOf(value: unknown): Kind {
  if (typeof value === 'number') return KINDS[value - 1];
  const v = String(value)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  if (v === 'SPELLCARD1' || v === 'SC1' || v === '1') return 'SPELL_CARD_1';
  if (v === 'SPELLCARD2' || v === 'SC2' || v === '2') return 'SPELL_CARD_2';
  if (v === 'LASTWORD' || v === 'LW' || v === '3') return 'LAST_WORD';
  throw new Error(`attacks.json: unknown attack kind ${JSON.stringify(value)}`);
}

function targetOf(value: unknown): 'SINGLE' | 'ALL' | null {
  const v = typeof value === 'string' ? value.toUpperCase() : '';
  return v === 'SINGLE' || v === 'ALL' ? v : null;
}

/** A slug from the dataset's id, or from the source's "L1_Reimu" key. */
function slugOf(row: Row): string {
  const id = pick(row, ['characterId', 'characterSlug', 'character', 'slug', 'friend']);
  if (typeof id === 'object' && id !== null) return slugOf(id as Row);
  const text = String(id);
  return /_/.test(text) ? text.replace('_', '-').toLowerCase() : text;
}

/** A part's power: a number, [base, hard, slice], or { base, hard, slice, total }. */
function amount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + Number(v), 0);
  const v = value as { total?: number; base?: number; hard?: number; slice?: number };
  return v.total ?? (v.base ?? 0) + (v.hard ?? 0) + (v.slice ?? 0);
}

/** Parts as an object by code, or a list of { code, ... }; numeric source codes become the API's. */
function parts(value: unknown, sourceCodes?: (code: string) => string | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (code: string, v: unknown) => {
    const named = /^\d+$/.test(code) && sourceCodes ? (sourceCodes(code) ?? code) : code;
    const n = amount(v);
    if (n > 0) out[named] = (out[named] ?? 0) + n;
  };
  if (Array.isArray(value)) for (const p of value as Row[]) add(String(p.code), p);
  else if (value && typeof value === 'object') for (const [code, v] of Object.entries(value)) add(code, v);
  return out;
}

function attackOf(row: Row): FixtureAttack {
  const power = (pick(row, ['power']) as Row | undefined) ?? row;
  const a: FixtureAttack = {
    slug: slugOf(row),
    kind: kindOf(pick(row, ['kind', 'attack', 'which_attack', 'whichAttack'])),
    target: targetOf(pick(row, ['target'])),
    total: 0,
    yinYang: parts(pick(power, ['yinYang', 'yin_yang', 'tao_power', 'taoPower', 'tao']), (c) => SOURCE_YIN_YANG[c]),
    elements: parts(pick(power, ['elements', 'element', 'elemental_power', 'elementalPower']), (c) => SOURCE_ELEMENTS[Number(c) - 1]),
    bulletTypes: parts(pick(power, ['bulletTypes', 'bullets', 'bullet_power', 'bulletPower']), (c) => SOURCE_BULLETS[Number(c) - 1]),
    killers: parts(pick(power, ['killers', 'killer', 'killer_power', 'killerPower'])),
  };
  const total = pick(row, ['totalPower', 'total_power', 'total']);
  a.total = typeof total === 'number' ? total : Object.values(a.yinYang).reduce((n, v) => n + v, 0);
  return a;
}

/** Every attack row of the fixture. */
export function fixtureAttacks(): FixtureAttack[] {
  const raw = JSON.parse(readFileSync(join(FIXTURE_DATA, 'characters', 'attacks.json'), 'utf8')) as unknown;
  const rows = (Array.isArray(raw) ? raw : ((raw as Row).records ?? (raw as Row).attacks ?? (raw as Row).data)) as Row[];
  return rows.map(attackOf).sort((a, b) => a.slug.localeCompare(b.slug) || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}

interface FixtureCharacter {
  id: string;
  nameEn: string;
  revealAt?: string | null;
  unreleasedGroup?: string | null;
}

/** The fixture's Friends, by slug. */
export function fixtureCharacters(): Map<string, FixtureCharacter> {
  const rows = JSON.parse(readFileSync(join(FIXTURE_DATA, 'characters', 'characters.json'), 'utf8')) as FixtureCharacter[];
  return new Map(rows.map((c) => [c.id, c]));
}

/** Whether a visitor without the spoiler switch sees a Friend (server/characters/reveal.ts). */
export function isPublic(c: FixtureCharacter | undefined, now = Date.now()): boolean {
  if (!c) return false;
  if (c.unreleasedGroup === 'jp') return false;
  return !c.revealAt || new Date(c.revealAt).getTime() <= now;
}
