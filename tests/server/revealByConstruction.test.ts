// The reveal rule by construction. The Node types are read from the built schema, so a new one is
// held to this test without an edit here: it must be declared through `revealedNode`, and it must
// have a recipe below for a record of its kind that is still hidden. With those records imported,
// `node`, `nodes` and every root field (with each hidden record's ids and names as arguments) must
// answer, without the spoiler switch, exactly what they answer when the records do not exist, and
// with the switch they must show them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVEALED_NODE_TYPES } from '../../server/builder.ts';
import { DATASET_FILE_NAMES, type DatasetFile } from '../../server/dataset/files.ts';
import { parseDataset } from '../../server/dataset/validate.ts';
import { applyDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { schema } from '../../server/schema.ts';
import { createTestDatabase, FIXTURE_DATA, type TestDatabase } from '../helpers/database.ts';
import { graphql } from '../helpers/graphql.ts';

/**
 * Sooner than the fixture's other future instants (2030, 2031): a field that tells when something
 * next changes must not move because a hidden record is revealed then, since that instant is itself a
 * spoiler.
 */
const LATER = '2027-01-01T00:00:00Z';
const IMPORTED_AT = new Date('2026-06-01T00:00:00Z');

type Raw = Record<DatasetFile, Record<string, unknown>[]>;

/** A hidden record of one Node type: where it goes, its global id's key, and the text that gives it away. */
interface Recipe {
  /** Adds the hidden record (and what it needs) to the dataset; `publicPart` is what stays when it is left out. */
  add(d: Raw, publicPart: boolean): void;
  /** The key of its global id (`<Type>:<key>`). */
  key: string;
  /** Text only the hidden record holds: no answer without the switch may contain it. */
  secrets: string[];
  /** Of those, what `node` with the switch shows (an update item shows its teaser, never its detail). */
  shown: string[];
  /** The Node itself is public and only something inside it is hidden (an update-log entry and its items). */
  publicNode?: boolean;
}

const RECIPES: Record<string, Recipe> = {
  Character: {
    add: (d, publicPart) => {
      if (publicPart) return;
      d['characters/variantGroups.json'].push({ id: 'qzhidgroup', enName: 'Qzhidgroup Marker' });
      d['characters/characters.json'].push({
        id: 'zz-hiddenchar',
        nameEn: 'Qzhidchar Marker (Scarlet)',
        shortNameEn: 'Qzhidchar',
        status: 'upcoming',
        type: 'fes',
        role: 'attack',
        worldId: 'A6',
        seriesId: 'eosd',
        variantGroupId: 'qzhidgroup',
        aliases: ['qzhidalias'],
        colors: ['#123456', '#654321'],
        debutAt: LATER,
        revealAt: LATER,
      });
    },
    key: 'zz-hiddenchar',
    secrets: ['zz-hiddenchar', 'Qzhidchar', 'qzhidchar', 'Qzhidgroup', 'qzhidgroup', 'qzhidalias'],
    shown: ['zz-hiddenchar', 'Qzhidchar'],
  },
  Attack: {
    // The hidden character's last word, with a killer no public attack carries.
    add: (d, publicPart) => {
      if (publicPart) return;
      const part = { base: 900, hard: 100, slice: 0 };
      d['characters/attacks.json'].push({
        id: 'zz-hiddenchar.last-word',
        characterId: 'zz-hiddenchar',
        kind: 'last-word',
        target: 'all',
        scale: '1-2-2',
        totalPower: 1000,
        basePower: 900,
        hardPower: 100,
        slicePower: 0,
        yinYang: [{ code: 'yang', ...part }],
        elements: [{ code: 'star', ...part }],
        bulletTypes: [{ code: 'missile', ...part }],
        killers: [{ code: '999999', label: 'Qzhidkiller Marker', ...part }],
        sourceRow: 'Qzhidrow',
        sourceName: 'Qzhidsource Marker',
        sourceUrl: 'https://example.org/attacks',
        sourceDate: '2024-10-26',
        sourceLabel: 'Global server, October 2024',
      });
    },
    key: 'zz-hiddenchar.last-word',
    secrets: ['Qzhidkiller', 'Qzhidsource'],
    shown: ['Qzhidkiller', 'Qzhidsource'],
  },
  StoryCard: {
    add: (d, publicPart) => {
      if (publicPart) return;
      d['storyCards/storyCards.json'].push({
        id: 990001,
        name: 'Qzhidcard Marker',
        rarity: 4,
        suit: 'bamboo',
        artistId: 'qzhidartist',
        revealAt: LATER,
        releaseAt: LATER,
        featured: ['zz-hiddenchar'],
        aliases: [{ value: 'qzhidcardalias' }],
        stats: [{ stat: 'yang-atk', min: 11, max: 22 }],
      });
    },
    key: '990001',
    secrets: ['Qzhidcard', 'qzhidcard'],
    shown: ['Qzhidcard'],
  },
  Illustrator: {
    // Known only through the hidden card above.
    add: (d, publicPart) => {
      if (!publicPart) d['storyCards/illustrators.json'].push({ id: 'qzhidartist', name: 'Qzhidartist Marker' });
    },
    key: 'qzhidartist',
    secrets: ['qzhidartist', 'Qzhidartist'],
    shown: ['Qzhidartist'],
  },
  Prayer: {
    add: (d, publicPart) => {
      if (publicPart) return;
      d['prayers/prayers.json'].push({
        id: 990001,
        name: 'Qzhidprayer Marker',
        types: ['debut'],
        startAt: LATER,
        endAt: '2099-01-15T00:00:00Z',
        revealAt: LATER,
        // A public Friend too: its banner history must not show the prayer.
        characters: [{ id: 'zz-hiddenchar', status: 'new' }, { id: 'l1-reimu' }],
        cards: [{ id: 990001, isNew: true }],
      });
    },
    key: '990001',
    secrets: ['Qzhidprayer', 'qzhidprayer'],
    shown: ['Qzhidprayer'],
  },
  ForeverPrayer: {
    add: (d, publicPart) => {
      if (publicPart) return;
      d['prayers/foreverPrayers.json'].push({
        id: 990001,
        title: 'Qzhidforever Marker',
        startAt: LATER,
        endAt: '2099-12-31T00:00:00Z',
        revealAt: LATER,
        characters: [{ id: 'zz-hiddenchar', isNew: true }],
        thresholds: [{ rarity: 'fes', date: LATER, rate: 0.5, count: 1 }],
      });
    },
    key: '990001',
    secrets: ['Qzhidforever', 'qzhidforever'],
    shown: ['Qzhidforever'],
  },
  TowerFloor: {
    add: (d, publicPart) => {
      if (publicPart) return;
      d['tower/floors.json'].push({
        floor: 99,
        releaseAt: LATER,
        rewards: [{ itemId: 'qzhiditem', amount: 7 }],
        enemies: [{ slot: 0, unitName: 'Qzhidunit Marker', hp: 12345 }],
      });
    },
    key: '99',
    secrets: ['Qzhidunit'],
    shown: ['Qzhidunit'],
  },
  TowerItem: {
    // Given only by the hidden floor above.
    add: (d, publicPart) => {
      if (!publicPart) d['tower/items.json'].push({ id: 'qzhiditem', name: 'Qzhiditem Marker' });
    },
    key: 'qzhiditem',
    secrets: ['qzhiditem', 'Qzhiditem'],
    shown: ['Qzhiditem'],
  },
  UpdateEntry: {
    // The entry is public; its item is hidden until LATER.
    add: (d, publicPart) => {
      d['updates/updates.json'].push({
        number: 99,
        timestamp: '2026-05-01T00:00:00Z',
        title: 'An entry with a hidden item',
        items: publicPart ? [] : [{ section: 'features', detail: 'Qzhiddetail Marker', spoiler: 'Qzhidteaser Marker', revealAt: LATER }],
      });
    },
    key: '99',
    secrets: ['Qzhiddetail', 'Qzhidteaser'],
    shown: ['Qzhidteaser'],
    publicNode: true,
  },
};

const fixture = (): Raw =>
  Object.fromEntries(DATASET_FILE_NAMES.map((f) => [f, JSON.parse(readFileSync(join(FIXTURE_DATA, f), 'utf8'))])) as Raw;

function dataset(publicPart: boolean) {
  const d = fixture();
  for (const recipe of Object.values(RECIPES)) recipe.add(d, publicPart);
  return parseDataset(d);
}

/** Applies a dataset as an import would, without the entry the import writes (its own test is in updateLogReveal.test.ts). */
async function apply(publicPart: boolean) {
  await applyDataset(db, dataset(publicPart), { now: IMPORTED_AT });
  await db.updateEntry.deleteMany({ where: { generated: true } });
}

const globalId = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64');

// ---------------------------------------------------------------- documents made from the schema

const NODE_TYPES = Object.values(schema.getTypeMap())
  .filter((t): t is GraphQLObjectType => isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Node'))
  .map((t) => t.name)
  .sort();

/** Values given to arguments: every hidden record's id and name (so lookups, filters and searches meet them). */
const STRING_VALUES = [...new Set(Object.values(RECIPES).flatMap((r) => [r.key, ...r.shown]))].filter((s) => !/^\d+$/.test(s));
const INT_VALUES = [...new Set(Object.values(RECIPES).flatMap((r) => (/^\d+$/.test(r.key) ? [Number(r.key)] : [])))];

/** A literal for a nested field's required argument, or null when there is no harmless one (the field is then left out). */
function nestedLiteral(type: ReturnType<typeof getNamedType>): string | null {
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isScalarType(type) && type.name === 'Int') return '5';
  if (isScalarType(type) && type.name === 'Boolean') return 'true';
  return null;
}

/** Every field of `type` down to `depth` levels, nested fields with required arguments given a harmless value. */
function selection(type: GraphQLObjectType | GraphQLInterfaceType, depth: number, path: readonly string[]): string {
  const parts = ['__typename'];
  for (const field of Object.values(type.getFields())) {
    const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
    const literals = required.map((a) => nestedLiteral(getNamedType(a.type)));
    if (literals.includes(null)) continue;
    const args = required.length ? `(${required.map((a, i) => `${a.name}: ${literals[i]}`).join(', ')})` : '';
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(`${field.name}${args}`);
    else if (depth > 1 && !path.includes(named.name)) {
      if (isObjectType(named) || isInterfaceType(named)) {
        parts.push(`${field.name}${args} { ${selection(named, depth - 1, [...path, named.name])} }`);
      } else if (isUnionType(named)) {
        const members = named.getTypes().map((t) => `... on ${t.name} { ${selection(t, depth - 1, [...path, t.name])} }`);
        parts.push(`${field.name}${args} { __typename ${members.join(' ')} }`);
      }
    }
  }
  return parts.join(' ');
}

interface Case {
  name: string;
  /** The document at each depth, deepest first: the deepest one the limits accept is used. */
  documents: (depth: number) => string;
  variables?: Record<string, unknown>;
  operation: 'query' | 'mutation';
}

/** A value of an argument's type from the hidden records' ids and names, or every enum value. */
function valuesFor(type: Parameters<typeof getNullableType>[0]): unknown[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return valuesFor(nullable.ofType).map((v) => [v]);
  const named = getNamedType(nullable);
  if (isEnumType(named)) return named.getValues().map((v) => v.name);
  if (isScalarType(named) && (named.name === 'String' || named.name === 'ID')) return STRING_VALUES;
  if (isScalarType(named) && named.name === 'Int') return INT_VALUES;
  return [];
}

/** The calls of a root field: its required arguments over every value, and each optional one in turn. */
function casesOf(field: GraphQLField<unknown, unknown>, operation: 'query' | 'mutation'): Case[] {
  const named = getNamedType(field.type);
  const body = (depth: number) => (isLeafType(named) ? '' : ` { ${selection(named as GraphQLObjectType, depth, [named.name])} }`);
  const required = field.args.filter((a) => isNonNullType(a.type));
  const optional = field.args.filter((a) => !isNonNullType(a.type));
  let calls: Record<string, unknown>[] = [{}];
  for (const arg of required) {
    const type = getNamedType(arg.type);
    if (isInputObjectType(type)) {
      // An input object: its required fields over every value, with the hidden records' numbers in its others.
      const fields = Object.values(type.getFields());
      let inputs: Record<string, unknown>[] = [{}];
      for (const f of fields.filter((f) => isNonNullType(f.type)))
        inputs = inputs.flatMap((i) => valuesFor(f.type).map((v) => ({ ...i, [f.name]: v })));
      inputs = inputs.flatMap((i) => [
        i,
        ...fields
          .filter((f) => !isNonNullType(f.type) && getNamedType(f.type).name === 'Int')
          .flatMap((f) => INT_VALUES.map((v) => ({ ...i, [f.name]: v }))),
      ]);
      calls = calls.flatMap((c) => inputs.map((i) => ({ ...c, [arg.name]: i })));
    } else calls = calls.flatMap((c) => valuesFor(arg.type).map((v) => ({ ...c, [arg.name]: v })));
  }
  for (const arg of optional) {
    const type = getNamedType(arg.type);
    if (isEnumType(type) || ['first', 'last', 'after', 'before'].includes(arg.name)) continue;
    calls = [...calls, ...calls.slice(0, 1).flatMap((c) => valuesFor(arg.type).map((v) => ({ ...c, [arg.name]: v })))];
  }
  return calls.map((variables, i) => {
    const names = Object.keys(variables);
    const declared = names.map((n) => `$${n}: ${field.args.find((a) => a.name === n)?.type.toString()}`).join(', ');
    const passed = names.map((n) => `${n}: $${n}`).join(', ');
    return {
      name: `${field.name} #${i} ${JSON.stringify(variables)}`,
      operation,
      variables,
      documents: (depth) => `${operation}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${body(depth)} }`,
    };
  });
}

const ROOTS = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {})
    .filter((f) => f.name !== 'node' && f.name !== 'nodes')
    .map((f) => ({ field: f, operation: 'query' as const })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ({ field: f, operation: 'mutation' as const })),
];
const CASES = new Map(ROOTS.map(({ field, operation }) => [field.name, casesOf(field, operation)]));

/** The deepest selection the request limits accept (depth, tokens), as the site's own operations run. */
async function run(c: Case, jpContent: boolean) {
  for (let depth = 5; depth >= 1; depth--) {
    const answer = await graphql(c.documents(depth), c.variables, { jpContent, trusted: true });
    const limited = answer.errors?.some((e) => /Token limit|depth limit|too many/i.test(e.message));
    if (!limited) return answer;
  }
  throw new Error(`${c.name}: no selection fits the request limits`);
}

/** The mutation draws at random: its answer is compared by whether it succeeded and what it names, not by its draw. */
const comparable = (c: Case, answer: Awaited<ReturnType<typeof graphql>>) =>
  c.operation === 'mutation' ? { status: answer.status, errors: answer.errors?.map((e) => e.message) ?? [], ok: !!answer.data } : answer;

let database: TestDatabase;
const baseline = new Map<string, unknown>();

beforeAll(async () => {
  database = await createTestDatabase();
  await apply(true);
  for (const cases of CASES.values()) for (const c of cases) baseline.set(c.name, comparable(c, await run(c, false)));
  await apply(false);
}, 300_000);
afterAll(() => database.close());

describe('every Node type is declared through the one rule', () => {
  it('finds the Node types in the schema', () => {
    expect(NODE_TYPES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(NODE_TYPES)('%s is declared through revealedNode and has a hidden-record recipe here', (type) => {
    expect(REVEALED_NODE_TYPES.has(type), `${type} must be declared with revealedNode (server/builder.ts)`).toBe(true);
    expect(RECIPES[type], `add a recipe for a hidden ${type} to this test`).toBeDefined();
  });

  it('declares no prismaNode outside server/builder.ts', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    const root = join(import.meta.dirname, '../../server');
    const offenders = files(root).filter(
      (f) => !f.endsWith('server/builder.ts') && /\.prismaNode\(|\.node\(\s*\{|nodeInterfaceRef\(\)/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('node and nodes answer a hidden record as an unknown id', () => {
  it.each(NODE_TYPES.filter((t) => RECIPES[t]))('%s', async (type) => {
    const recipe = RECIPES[type];
    const id = globalId(type, recipe.key);
    const document = `query($id: ID!, $ids: [ID!]!) { node(id: $id) { id ... on ${type} { ${selection(schema.getType(type) as GraphQLObjectType, 3, [type])} } } nodes(ids: $ids) { id } }`;
    const unknown = globalId(type, /^\d+$/.test(recipe.key) ? '987654' : 'no-such-record');
    const off = await graphql(document, { id, ids: [id, unknown] }, { trusted: true });
    expect(off.errors).toBeUndefined();
    const text = JSON.stringify(off);
    for (const secret of recipe.secrets) expect(text).not.toContain(secret);
    if (recipe.publicNode) expect(off.data?.node?.id).toBe(id);
    else {
      expect(off.data?.node).toBeNull();
      expect(off.data?.nodes).toEqual([null, null]);
      const gone = await graphql(document, { id: unknown, ids: [unknown, unknown] }, { trusted: true });
      expect(gone).toEqual({ ...off, data: { node: null, nodes: [null, null] } });
    }
    const on = await graphql(document, { id, ids: [id, unknown] }, { trusted: true, jpContent: true });
    expect(on.errors).toBeUndefined();
    expect(on.data?.node?.id).toBe(id);
    expect(on.data?.nodes).toEqual([{ id }, null]);
    const shown = JSON.stringify(on.data);
    for (const s of recipe.shown) expect(shown).toContain(s);
    // What a public node holds of a hidden item before its time is its teaser, never the rest.
    const never = recipe.publicNode ? recipe.secrets.filter((x) => !recipe.shown.includes(x)) : [];
    for (const s of never) expect(shown).not.toContain(s);
  });
});

describe('every root field answers without the switch as if the hidden records did not exist', () => {
  it.each([...CASES.keys()])('%s', { timeout: 120_000 }, async (name) => {
    for (const c of CASES.get(name) ?? []) {
      const off = await run(c, false);
      expect(comparable(c, off), c.name).toEqual(baseline.get(c.name));
      // The arguments are the hidden records' names: an error may say them back, as it does when they do not exist.
      const before = JSON.stringify(baseline.get(c.name));
      const text = JSON.stringify(off);
      for (const secret of Object.values(RECIPES).flatMap((r) => r.secrets)) {
        if (!before.includes(secret)) expect(text, c.name).not.toContain(secret);
      }
    }
  });

  it(
    'and with the switch, the root fields show every hidden record, and never an update item’s detail before its time',
    { timeout: 300_000 },
    async () => {
      let text = '';
      // Data only: an error may say an argument back.
      for (const cases of CASES.values()) for (const c of cases) text += JSON.stringify((await run(c, true)).data ?? null);
      for (const [type, recipe] of Object.entries(RECIPES)) {
        for (const s of recipe.shown) expect(text, `${type}: ${s}`).toContain(s);
      }
      expect(text).not.toContain('Qzhiddetail');
    },
  );
});
