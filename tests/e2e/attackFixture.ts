// The fixture's attack rows (tests/fixtures/data/characters/attacks.json) as the browser tests
// compare them with the pages: per attack its Friend, kind, target, total power and the power of
// each part (base + Hard + Slice), so the tests follow the file rather than numbers written here.
// Which Friends a visitor sees without the spoiler switch is asked of the site itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_DATA } from '../helpers/database.ts';

export type Kind = 'SPELL_CARD_1' | 'SPELL_CARD_2' | 'LAST_WORD';
export const KINDS: readonly Kind[] = ['SPELL_CARD_1', 'SPELL_CARD_2', 'LAST_WORD'];

export interface FixtureAttack {
  slug: string;
  kind: Kind;
  target: 'SINGLE' | 'ALL';
  total: number;
  /** Power per part code, each base + Hard + Slice. */
  yinYang: Record<string, number>;
  elements: Record<string, number>;
  bulletTypes: Record<string, number>;
  killers: Record<string, number>;
}

/** A record of characters/attacks.json (server/characters/attackDataset.ts validates them). */
interface AttackRecord {
  characterId: string;
  kind: 'spell-card-1' | 'spell-card-2' | 'last-word';
  target: 'single' | 'all';
  totalPower: number;
  yinYang: Part[];
  elements: Part[];
  bulletTypes: Part[];
  killers: Part[];
}
interface Part {
  code: string;
  base: number;
  hard: number;
  slice: number;
}

const byCode = (parts: Part[]): Record<string, number> =>
  Object.fromEntries(parts.map((p) => [p.code, p.base + p.hard + p.slice]).filter(([, n]) => (n as number) > 0));

/** Every attack row of the fixture, by Friend and then in the game's order. */
export function fixtureAttacks(): FixtureAttack[] {
  const rows = JSON.parse(readFileSync(join(FIXTURE_DATA, 'characters', 'attacks.json'), 'utf8')) as AttackRecord[];
  return rows
    .map((r) => ({
      slug: r.characterId,
      kind: r.kind.toUpperCase().replace(/-/g, '_') as Kind,
      target: r.target.toUpperCase() as 'SINGLE' | 'ALL',
      total: r.totalPower,
      yinYang: byCode(r.yinYang),
      elements: byCode(r.elements),
      bulletTypes: byCode(r.bulletTypes),
      killers: byCode(r.killers),
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug) || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}

interface FixtureCharacter {
  id: string;
  nameEn: string;
}

/** The fixture's Friends, by slug. */
export function fixtureCharacters(): Map<string, FixtureCharacter> {
  const rows = JSON.parse(readFileSync(join(FIXTURE_DATA, 'characters', 'characters.json'), 'utf8')) as FixtureCharacter[];
  return new Map(rows.map((c) => [c.id, c]));
}

/** The slugs of the Friends the site shows a visitor without the spoiler switch. */
export async function publicSlugs(base: string): Promise<Set<string>> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ characters(first: 100) { edges { node { slug } } } }' }),
  });
  const body = (await res.json()) as { data: { characters: { edges: { node: { slug: string } }[] } } };
  return new Set(body.data.characters.edges.map((e) => e.node.slug));
}
