// The attack list's rules, on rows in memory: which attacks a filter keeps, the figure each order
// sorts by, and the codes the filters offer. The rows are every attack the viewer may see (about a
// thousand), read once per data version and reveal epoch by the repo (attackRepo.ts).
import { badUserInput } from '../shared/errors.ts';
import { ATTACK_KINDS, type AttackKind, BULLET_TYPE_LABELS, ELEMENT_LABELS, YIN_YANG_LABELS } from '../shared/vocabulary.ts';

/** One part of an attack's power as stored: a code and its base, Hard and Slice power (a killer with its label). */
export interface StoredPart {
  code: string;
  label?: string;
  base: number;
  hard: number;
  slice: number;
}

/** What the list filters and orders an attack by: its own figures and its Friend's columns. */
export interface ListedAttack {
  id: string;
  characterId: string;
  kind: string;
  target: string;
  totalPower: number;
  yinYang: readonly StoredPart[];
  elements: readonly StoredPart[];
  bulletTypes: readonly StoredPart[];
  killers: readonly StoredPart[];
  character: { nameEn: string; releaseKey: string; worldId: string | null; type: string; role: string | null };
}

export type AttackOrder =
  | 'TOTAL_POWER'
  | 'ELEMENT_POWER'
  | 'BULLET_TYPE_POWER'
  | 'KILLER_POWER'
  | 'YIN_YANG_POWER'
  | 'CHARACTER'
  | 'RELEASE';

export interface AttackFilter {
  kind?: readonly string[] | null;
  target?: string | null;
  yinYang?: string | null;
  element?: readonly string[] | null;
  bulletType?: readonly string[] | null;
  killer?: readonly string[] | null;
  world?: readonly string[] | null;
  type?: readonly string[] | null;
  role?: readonly string[] | null;
}

export const partTotal = (p: StoredPart) => p.base + p.hard + p.slice;

/** The codes of a filter, checked against the codes that exist (a misspelt code is refused, not ignored). */
function codesOf(values: readonly string[] | null | undefined, known: readonly string[] | null, what: string): Set<string> | null {
  const list = [...new Set((values ?? []).map((v) => v.trim().toLowerCase()))];
  if (!list.length) return null;
  for (const v of list) {
    const ok = known ? known.includes(v) : /^[1-9][0-9]{0,5}$/.test(v);
    if (!ok)
      throw badUserInput(
        `Unknown ${what} ${JSON.stringify(v.slice(0, 40))}${known ? `: one of ${known.join(', ')}` : ': a killer id such as "1"'}`,
      );
  }
  return new Set(list);
}

const listOf = (values: readonly string[] | null | undefined) => (values?.length ? new Set(values) : null);
const ELEMENTS = Object.keys(ELEMENT_LABELS);
const BULLET_TYPES = Object.keys(BULLET_TYPE_LABELS);

/** A filter checked once: each kind of filter as a set of codes (null: no filter). */
export interface ParsedFilter {
  kinds: Set<string> | null;
  target: string | null;
  yinYang: string | null;
  elements: Set<string> | null;
  bulletTypes: Set<string> | null;
  killers: Set<string> | null;
  worlds: Set<string> | null;
  types: Set<string> | null;
  roles: Set<string> | null;
}

export function parseFilter(f: AttackFilter): ParsedFilter {
  return {
    kinds: listOf(f.kind),
    target: f.target ?? null,
    yinYang: f.yinYang ?? null,
    elements: codesOf(f.element, ELEMENTS, 'element'),
    bulletTypes: codesOf(f.bulletType, BULLET_TYPES, 'bullet type'),
    killers: codesOf(f.killer, null, 'killer'),
    worlds: listOf(f.world),
    types: listOf(f.type),
    roles: listOf(f.role),
  };
}

/** A key of the filter that names it whatever the order of its lists (what the memo keeps its answer under). */
export function filterKey(f: ParsedFilter): string {
  return JSON.stringify(Object.entries(f).map(([k, v]) => [k, v instanceof Set ? [...v].sort() : v]));
}

/** Whether the attack has power in one of the codes (a part above zero). */
const hasPower = (parts: readonly StoredPart[], codes: Set<string>) => parts.some((p) => codes.has(p.code) && partTotal(p) > 0);

/** Filters of one kind are alternatives; filters of different kinds must all hold. */
export function matches(a: ListedAttack, f: ParsedFilter): boolean {
  const c = a.character;
  if (f.kinds && !f.kinds.has(a.kind)) return false;
  if (f.target && a.target !== f.target) return false;
  if (f.yinYang && !hasPower(a.yinYang, new Set([f.yinYang]))) return false;
  if (f.elements && !hasPower(a.elements, f.elements)) return false;
  if (f.bulletTypes && !hasPower(a.bulletTypes, f.bulletTypes)) return false;
  if (f.killers && !hasPower(a.killers, f.killers)) return false;
  if (f.worlds && !(c.worldId && f.worlds.has(c.worldId))) return false;
  if (f.types && !f.types.has(c.type)) return false;
  if (f.roles && !(c.role && f.roles.has(c.role))) return false;
  return true;
}

/** The power of the parts named by a filter (the attack's total when the filter names none). */
function powerIn(parts: readonly StoredPart[], codes: Set<string> | null, total: number): number {
  if (!codes) return total;
  return parts.reduce((n, p) => (codes.has(p.code) ? n + partTotal(p) : n), 0);
}

/**
 * The figure a power order sorts by. Elements, bullet types and yin/yang each divide every bullet,
 * so the named parts add up. A bullet may carry several killers, so killer parts overlap: with
 * several named, the largest of them (never counting a bullet twice).
 */
export function orderFigure(a: ListedAttack, order: AttackOrder, f: ParsedFilter): number {
  switch (order) {
    case 'ELEMENT_POWER':
      return powerIn(a.elements, f.elements, a.totalPower);
    case 'BULLET_TYPE_POWER':
      return powerIn(a.bulletTypes, f.bulletTypes, a.totalPower);
    case 'YIN_YANG_POWER':
      return powerIn(a.yinYang, f.yinYang ? new Set([f.yinYang]) : null, a.totalPower);
    case 'KILLER_POWER': {
      const named = f.killers;
      if (!named) return a.totalPower;
      return a.killers.reduce((m, p) => (named.has(p.code) ? Math.max(m, partTotal(p)) : m), 0);
    }
    default:
      return a.totalPower;
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const kindRank = (kind: string) => ATTACK_KINDS.indexOf(kind as AttackKind);
const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
/** One Friend's attacks together (Friends by id, as the character lists break ties), spell card 1, 2, last word. */
const byFriendThenKind = (a: ListedAttack, b: ListedAttack) =>
  compare(a.characterId, b.characterId) || kindRank(a.kind) - kindRank(b.kind) || compare(a.id, b.id);
/** The Friend's English name, then the attack (spell card 1, 2, last word). */
const byCharacter = (a: ListedAttack, b: ListedAttack) =>
  collator.compare(a.character.nameEn, b.character.nameEn) || byFriendThenKind(a, b);
/** The Friend's place in the global release order (unknown debuts last either way), then the attack. */
const UNDATED = '9999999999999999';
const byRelease = (descending: boolean) => (a: ListedAttack, b: ListedAttack) => {
  const x = a.character.releaseKey;
  const y = b.character.releaseKey;
  const ux = x === '' || x.startsWith(UNDATED);
  const uy = y === '' || y.startsWith(UNDATED);
  if (ux !== uy) return ux ? 1 : -1;
  const d = compare(x, y) || compare(a.characterId, b.characterId);
  return (descending ? -d : d) || kindRank(a.kind) - kindRank(b.kind) || compare(a.id, b.id);
};

/** Whether an order runs largest first when `descending` is not given. */
export const descendingByDefault = (order: AttackOrder) => order !== 'CHARACTER' && order !== 'RELEASE';

/**
 * The attacks that match, in the order asked: a power order by its figure (ties by the Friend's
 * name and the attack), CHARACTER by name, RELEASE by the release order.
 */
export function orderAttacks(rows: readonly ListedAttack[], filter: ParsedFilter, order: AttackOrder, descending: boolean): string[] {
  const kept = rows.filter((a) => matches(a, filter));
  if (order === 'CHARACTER') {
    const dir = descending ? -1 : 1;
    return kept.sort((a, b) => dir * collator.compare(a.character.nameEn, b.character.nameEn) || byCharacter(a, b)).map((a) => a.id);
  }
  if (order === 'RELEASE') return kept.sort(byRelease(descending)).map((a) => a.id);
  const figures = new Map(kept.map((a) => [a.id, orderFigure(a, order, filter)]));
  const dir = descending ? -1 : 1;
  return kept.sort((a, b) => dir * ((figures.get(a.id) as number) - (figures.get(b.id) as number)) || byCharacter(a, b)).map((a) => a.id);
}

/** A code the filters offer, with its label and how many of the attacks have power in it. */
export interface PartLabel {
  code: string;
  label: string;
  attackCount: number;
}

/** The codes some attack has power in, in the vocabulary's order (killers by name), each counted. */
export function partLabels(rows: readonly ListedAttack[]) {
  const count = (pick: (a: ListedAttack) => readonly StoredPart[]) => {
    const counts = new Map<string, { label?: string; n: number }>();
    for (const a of rows)
      for (const p of pick(a))
        if (partTotal(p) > 0) {
          const c = counts.get(p.code) ?? { label: p.label, n: 0 };
          c.n++;
          counts.set(p.code, c);
        }
    return counts;
  };
  const fixed = (labels: Record<string, string>, pick: (a: ListedAttack) => readonly StoredPart[]): PartLabel[] => {
    const counts = count(pick);
    return Object.entries(labels).flatMap(([code, label]) => {
      const n = counts.get(code)?.n;
      return n ? [{ code, label, attackCount: n }] : [];
    });
  };
  const killers = [...count((a) => a.killers)]
    .map(([code, c]) => ({ code, label: c.label ?? code, attackCount: c.n }))
    .sort((a, b) => collator.compare(a.label, b.label) || Number(a.code) - Number(b.code));
  return {
    yinYang: fixed(YIN_YANG_LABELS, (a) => a.yinYang),
    elements: fixed(ELEMENT_LABELS, (a) => a.elements),
    bulletTypes: fixed(BULLET_TYPE_LABELS, (a) => a.bulletTypes),
    killers,
  };
}
