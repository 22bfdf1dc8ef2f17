// Resolves a Friend as a page names it ("B3 Reisen Udongein Inaba", "A6 Cirno", "Yoshika Miyako") to
// exactly one character id, or fails naming it. A leading world code (a capital letter, optional
// letters, then a digit: L1, A6, B3, E1, Z1, A14.5&, ...) picks the variant; a name without one is
// the L1 Friend, as GamePress and the official news write them. A bare character id is accepted too.
import type { Character } from './characters.ts';
import { personIndex } from './characters.ts';
import { encodeWorldId } from './worlds.ts';

const normName = (s: string) => s.toLowerCase().replace(/[^a-z0-9']/g, '');

export type Resolver = (name: string, where: string) => string;

export class UnresolvedNameError extends Error {
  constructor(
    readonly where: string,
    readonly featuredName: string,
    reason: string,
  ) {
    super(`${where}: featured name "${featuredName}" ${reason}`);
    this.name = 'UnresolvedNameError';
  }
}

export function makeResolver(characters: readonly Character[]): Resolver {
  const ids = new Set(characters.map((c) => c.id));
  const people = personIndex();
  return (name, where) => {
    if (ids.has(name)) return name;
    const m = /^([A-Z][A-Za-z]*\d[^\s]*)\s+(.+)$/.exec(name.trim());
    const code = m ? m[1] : 'L1';
    const rest = m ? m[2] : name.trim();
    const person = people.get(normName(rest)) ?? people.get(normName(rest.replace(/\s*\([^)]*\)\s*$/, '')));
    if (!person) throw new UnresolvedNameError(where, name, 'matches no base character');
    let worldId: string;
    try {
      worldId = encodeWorldId(code);
    } catch {
      throw new UnresolvedNameError(where, name, `has an unreadable world code ${code}`);
    }
    const id = `${worldId.toLowerCase()}-${person.key}`;
    if (!ids.has(id)) throw new UnresolvedNameError(where, name, `gives ${id}, which is not a global character`);
    return id;
  };
}
