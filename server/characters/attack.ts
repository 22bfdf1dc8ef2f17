// The Attack node (a Friend's spell card or last word, with its power split as a fan site's attack
// table gives it), a Friend's attacks and Japanese base stats, and the attack comparison list with
// the codes its filters take. Every attack is shown exactly when its Friend is.
import { builder, revealedNode } from '../builder.ts';
import { withColumns } from '../shared/paging.ts';
import { ATTACK_KINDS, BULLET_TYPE_LABELS, ELEMENT_LABELS, YIN_YANG_LABELS } from '../shared/vocabulary.ts';
import { MAX_KILLERS } from './attackDataset.ts';
import { type AttackOrder, descendingByDefault, type PartLabel, partTotal, type StoredPart } from './attackList.ts';
import { attackParts, countAttacks, type FigureSourceRow, listAttacks, visibleAttackById } from './attackRepo.ts';

const AttackKindEnum = builder.enumType('AttackKind', {
  description: "Which of a Friend's attacks: the first or second spell card, or the last word.",
  values: {
    SPELL_CARD_1: { value: 'spell-card-1', description: 'The first spell card.' },
    SPELL_CARD_2: { value: 'spell-card-2', description: 'The second spell card.' },
    LAST_WORD: { value: 'last-word', description: 'The last word.' },
  } as const,
});

const AttackTargetEnum = builder.enumType('AttackTarget', {
  description: 'Whom an attack hits: one enemy, or all of them.',
  values: {
    SINGLE: { value: 'single', description: 'One enemy.' },
    ALL: { value: 'all', description: 'Every enemy.' },
  } as const,
});

const YinYangEnum = builder.enumType('YinYang', {
  description: "The two sides of a bullet's power.",
  values: { YIN: { value: 'yin' }, YANG: { value: 'yang' } } as const,
});

const AttackOrderEnum = builder.enumType('AttackOrder', {
  description: 'How the attack comparison list is ordered.',
  values: {
    TOTAL_POWER: { description: 'Total power (every bullet, Hard and Slice bonuses included).' },
    ELEMENT_POWER: { description: 'Power in the elements named by the `element` filter (total power when none is named).' },
    BULLET_TYPE_POWER: { description: 'Power in the bullet types named by the `bulletType` filter (total power when none).' },
    KILLER_POWER: {
      description:
        'Power of the bullets carrying a killer named by the `killer` filter (total power when none). A bullet may carry several killers, so with several named, the largest of their parts.',
    },
    YIN_YANG_POWER: { description: 'Power on the side named by the `yinYang` filter (total power when none).' },
    CHARACTER: { description: "The Friend's English name, then the attack (spell card 1, 2, last word)." },
    RELEASE: { description: "The Friend's global debut (unknown last), then the attack." },
  } as const,
});

interface Power {
  code: string;
  label: string;
  base: number;
  hard: number;
  slice: number;
  total: number;
  share: number;
}

const AttackPower = builder.objectRef<Power>('AttackPower').implement({
  description: "One part of an attack's power: its Fire bullets, its Yang bullets, its bullets with the Human killer...",
  fields: (t) => ({
    code: t.exposeString('code', {
      description:
        'Stable code. yin/yang: "yin", "yang". Elements: "sun", "moon", "fire", "water", "wood", "metal", "earth", "star", "no" (non-elemental). Bullet types: "normal", "laser", "body", "slash", "heavy", "liquid", "energy", "ofuda", "light", "sharp", "missile". Killers: the source\'s numeric id as a string ("1").',
    }),
    label: t.exposeString('label', { description: 'English label: "Yang", "Fire", "Ofuda", "Human".' }),
    base: t.exposeFloat('base', { description: 'Power of these bullets before bullet properties.' }),
    hard: t.exposeFloat('hard', { description: 'Extra power from Hard bullets.' }),
    slice: t.exposeFloat('slice', { description: 'Extra power from Slice bullets.' }),
    total: t.exposeFloat('total', { description: 'base + hard + slice.' }),
    share: t.exposeFloat('share', {
      description: "total as a share of the attack's total power, 0 to 1 (killers overlap, so their shares need not sum to 1).",
    }),
  }),
});

interface Source {
  name: string;
  url: string;
  asOf: string;
  label: string;
}

const FigureSource = builder.objectRef<Source>('FigureSource').implement({
  description: 'Where a set of figures comes from.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'e.g. "lostwordchronicle.com attack table".' }),
    url: t.exposeString('url', { description: 'The page or repository file.' }),
    asOf: t.exposeString('asOf', { description: "The day the figures are from, YYYY-MM-DD (the snapshot's date)." }),
    label: t.exposeString('label', {
      description: 'What the figures describe, e.g. "Global server, October 2024" or "Japanese server, July 2021".',
    }),
  }),
});

const sourceOf = (s: FigureSourceRow): Source => ({ name: s.sourceName, url: s.sourceUrl, asOf: s.sourceDate, label: s.sourceLabel });
/** What attackParts names while the viewer may see no attack. */
const NO_SOURCE: Source = { name: 'none', url: '', asOf: '', label: 'No attack figures are held' };

/** An attack's parts as the API gives them: labelled, totalled, as shares of the whole, largest first. */
function powers(stored: unknown, labels: Record<string, string> | null, totalPower: number): Power[] {
  const parts = (Array.isArray(stored) ? stored : []) as StoredPart[];
  return parts
    .map((p) => {
      const total = partTotal(p);
      return {
        code: p.code,
        label: (labels ? labels[p.code] : p.label) ?? p.code,
        base: p.base,
        hard: p.hard,
        slice: p.slice,
        total,
        share: totalPower > 0 ? total / totalPower : 0,
      };
    })
    .sort((a, b) => b.total - a.total);
}

const AttackNode = revealedNode('Attack', visibleAttackById, {
  id: { field: 'id' },
  select: { id: true, kind: true, target: true, totalPower: true },
  description: "A Friend's spell card or last word, with its power split as a fan site's attack table gives it.",
  fields: (t) => ({
    character: t.relation('character', { description: 'The Friend whose attack this is.' }),
    kind: t.field({ type: AttackKindEnum, resolve: (a) => a.kind as (typeof ATTACK_KINDS)[number] }),
    target: t.field({ type: AttackTargetEnum, resolve: (a) => a.target as 'single' | 'all' }),
    scale: t.exposeString('scale', { description: 'Power step of each bullet line per level, as the source writes it, e.g. "3-1-1".' }),
    durationSeconds: t.exposeFloat('durationSeconds', {
      nullable: true,
      description: "How long the attack's animation runs, in seconds, where known.",
    }),
    timingRank: t.exposeInt('timingRank', {
      nullable: true,
      description: "Rank of that duration among all attacks of the source's table (1 = quickest), where known.",
    }),
    totalPower: t.float({ resolve: (a) => a.totalPower, description: 'base + Hard + Slice power of every bullet.' }),
    basePower: t.exposeFloat('basePower', { description: 'Power of every bullet before bullet properties.' }),
    hardPower: t.exposeFloat('hardPower', { description: 'Extra power from Hard bullets.' }),
    slicePower: t.exposeFloat('slicePower', { description: 'Extra power from Slice bullets.' }),
    yinYang: t.field({
      type: [AttackPower],
      description: 'Yin and yang, largest first.',
      extensions: { maxItems: Object.keys(YIN_YANG_LABELS).length },
      select: { yinYang: true },
      resolve: (a) => powers(a.yinYang, YIN_YANG_LABELS, a.totalPower),
    }),
    elements: t.field({
      type: [AttackPower],
      description: 'Elements, largest first.',
      extensions: { maxItems: Object.keys(ELEMENT_LABELS).length },
      select: { elements: true },
      resolve: (a) => powers(a.elements, ELEMENT_LABELS, a.totalPower),
    }),
    bulletTypes: t.field({
      type: [AttackPower],
      description: 'Bullet types, largest first.',
      extensions: { maxItems: Object.keys(BULLET_TYPE_LABELS).length },
      select: { bulletTypes: true },
      resolve: (a) => powers(a.bulletTypes, BULLET_TYPE_LABELS, a.totalPower),
    }),
    killers: t.field({
      type: [AttackPower],
      description: 'Killers, largest first (a bullet may carry several, so these overlap).',
      extensions: { maxItems: MAX_KILLERS },
      select: { killers: true },
      resolve: (a) => powers(a.killers, null, a.totalPower),
    }),
    source: t.field({
      type: FigureSource,
      description: 'Where the figures come from.',
      select: { sourceName: true, sourceUrl: true, sourceDate: true, sourceLabel: true },
      resolve: sourceOf,
    }),
  }),
});

builder.prismaObject('JapaneseBaseStats', {
  description: "A Friend's base stats on the Japanese server, from a source of July 2021 (not global figures).",
  fields: (t) => ({
    hp: t.exposeInt('hp'),
    yangAttack: t.exposeInt('yangAttack'),
    yangDefense: t.exposeInt('yangDefense'),
    agility: t.exposeInt('agility'),
    yinAttack: t.exposeInt('yinAttack'),
    yinDefense: t.exposeInt('yinDefense'),
    source: t.field({
      type: FigureSource,
      select: { sourceName: true, sourceUrl: true, sourceDate: true, sourceLabel: true },
      resolve: sourceOf,
    }),
  }),
});

const kindRank = (kind: string) => ATTACK_KINDS.indexOf(kind as (typeof ATTACK_KINDS)[number]);

builder.prismaObjectFields('Character', (t) => ({
  attacks: t.field({
    type: [AttackNode],
    description: 'Spell card 1, spell card 2, last word, in that order; empty when no source gives them.',
    extensions: { maxItems: ATTACK_KINDS.length },
    // Reached through a Character the viewer may see, whose attacks are shown with it.
    select: (_args, _ctx, nestedSelection) => ({ attacks: withColumns(nestedSelection(true), { kind: true }) }),
    resolve: (c) => [...c.attacks].sort((a, b) => kindRank(a.kind) - kindRank(b.kind)),
  }),
  japaneseBaseStats: t.relation('japaneseBaseStats', {
    nullable: true,
    description: 'Only where a source gives them; null otherwise. Figures of the Japanese server, not the global one.',
  }),
}));

interface Parts {
  yinYang: PartLabel[];
  elements: PartLabel[];
  bulletTypes: PartLabel[];
  killers: PartLabel[];
  source: FigureSourceRow | null;
}

const AttackPartLabel = builder.objectRef<PartLabel>('AttackPartLabel').implement({
  description: 'A code and its English label, for filters.',
  fields: (t) => ({
    code: t.exposeString('code'),
    label: t.exposeString('label'),
    attackCount: t.exposeInt('attackCount', { description: 'How many attacks (visible to the viewer) have power in it.' }),
  }),
});

const AttackParts = builder.objectRef<Parts>('AttackParts').implement({
  description: 'What the attack list can be filtered by, with labels: only codes some visible attack uses.',
  fields: (t) => ({
    yinYang: t.field({ type: [AttackPartLabel], extensions: { maxItems: 2 }, resolve: (p) => p.yinYang }),
    elements: t.field({ type: [AttackPartLabel], extensions: { maxItems: 9 }, resolve: (p) => p.elements }),
    bulletTypes: t.field({ type: [AttackPartLabel], extensions: { maxItems: 11 }, resolve: (p) => p.bulletTypes }),
    killers: t.field({ type: [AttackPartLabel], extensions: { maxItems: 1000 }, resolve: (p) => p.killers }),
    source: t.field({
      type: FigureSource,
      description: "Where most of the attacks' figures come from.",
      resolve: (p) => (p.source ? sourceOf(p.source) : NO_SOURCE),
    }),
  }),
});

builder.queryField('attackParts', (t) =>
  t.field({
    type: AttackParts,
    description: 'The codes the attack list filters take, with labels and counts of the attacks the viewer may see.',
    resolve: (_root, _args, ctx) => attackParts(ctx.viewer),
  }),
);

builder.queryField('attacks', (t) =>
  t.prismaConnection(
    {
      type: 'Attack',
      cursor: 'id',
      // The site's own operations may read the whole table in one page; tool authors 100.
      maxSize: 2000,
      description:
        'Every attack the viewer may see (the reveal rule of its Friend), filtered and ordered. Filters of one kind are alternatives (element: ["fire", "water"] = power in fire or water); filters of different kinds must all hold. An unknown element, bullet type or killer code is refused. first and last are capped at 100 for tool authors.',
      args: {
        kind: t.arg({ type: [AttackKindEnum], required: false }),
        target: t.arg({ type: AttackTargetEnum, required: false }),
        yinYang: t.arg({ type: YinYangEnum, required: false }),
        element: t.arg.stringList({ required: false, description: 'Element codes (fire, water, ..., no).' }),
        bulletType: t.arg.stringList({ required: false, description: 'Bullet type codes (normal, laser, ..., missile).' }),
        killer: t.arg.stringList({ required: false, description: 'Killer ids, as AttackPower.code gives them ("1").' }),
        world: t.arg.stringList({ required: false, description: 'World ids, e.g. "L1".' }),
        type: t.arg.stringList({ required: false, description: 'Rarity types, as Character.type (gen, fes, ...).' }),
        role: t.arg.stringList({ required: false, description: 'Roles, as Character.role (attack, defense, ...).' }),
        orderBy: t.arg({ type: AttackOrderEnum, defaultValue: 'TOTAL_POWER' }),
        descending: t.arg.boolean({
          required: false,
          description: 'Largest first by default for the power orders; A to Z and earliest first for CHARACTER and RELEASE.',
        }),
      },
      resolve: (query, _root, args, ctx) => {
        const order = args.orderBy as AttackOrder;
        return listAttacks(query, args, order, args.descending ?? descendingByDefault(order), ctx.viewer);
      },
      totalCount: (_conn, args, ctx) => countAttacks(args, ctx.viewer),
    },
    { description: 'A page of attacks.' },
  ),
);
