// An enemy of a tower floor, its unit (linked to a character where the data says so), elements,
// tags, ability and skills. Structured values are JSON columns, checked on import.
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { characterImageQuery, isCharacterPublic } from '../characters/reveal.ts';
import { PortraitRef } from '../scalars.ts';
import { type PortraitImage, portraitImage } from '../shared/portraits.ts';
import { TOWER_ANOMALIES, TOWER_EFFECT_TYPES, TOWER_ELEMENTS, TOWER_LIMITS, type TowerElement } from './constants.ts';

const imageUrl = (file: string) => `/images/${encodeURIComponent(file)}`;
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'enemy';

export const TowerElementEnum = builder.enumType('TowerElement', {
  description: 'An element (weakness, resistance or affinity). NO is "no element".',
  values: Object.fromEntries(TOWER_ELEMENTS.map((e) => [e.toUpperCase(), { value: e }])) as Record<
    Uppercase<TowerElement>,
    { value: TowerElement }
  >,
});

/** Stored element ids; an id the API does not know is the spec's "element not found!" error. */
function elements(value: unknown): TowerElement[] {
  return list<string>(value).map((e) => {
    if (!(TOWER_ELEMENTS as readonly string[]).includes(e)) {
      throw new GraphQLError('element not found!', { extensions: { code: 'INTERNAL_SERVER_ERROR', element: e } });
    }
    return e as TowerElement;
  });
}

export const TowerAnomalyEnum = builder.enumType('TowerAnomaly', {
  description: 'One of the five anomalies.',
  values: Object.fromEntries(TOWER_ANOMALIES.map((a) => [a.toUpperCase(), { value: a }])) as Record<
    Uppercase<(typeof TOWER_ANOMALIES)[number]>,
    { value: (typeof TOWER_ANOMALIES)[number] }
  >,
});

interface Unit {
  slug: string | null;
  name: string;
  translit: string | null;
  jpName: string | null;
  image: string;
  universe: string | null;
  revealed: boolean;
  portrait: PortraitImage | null;
}
const TowerUnit = builder.objectRef<Unit>('TowerUnit').implement({
  description: "Who the enemy is: the unit's names and picture, and the character it is, where the data links one.",
  fields: (t) => ({
    slug: t.exposeString('slug', {
      nullable: true,
      description: 'Slug of the character the unit is (opens the character modal); null for units that are no playable character.',
    }),
    name: t.exposeString('name', { description: 'English name.' }),
    translit: t.exposeString('translit', { nullable: true, description: 'Transliterated Japanese name.' }),
    jpName: t.exposeString('jpName', { nullable: true, description: 'Japanese name.' }),
    image: t.exposeString('image', { description: 'Path of the picture under /images (a placeholder where there is no file).' }),
    universe: t.exposeString('universe', { nullable: true, description: 'World code, such as L1 or A6.' }),
    portrait: t.field({
      type: PortraitRef,
      nullable: true,
      description: "The linked character's portrait (as Character.portrait), where the unit has no picture of its own.",
      resolve: (u) => u.portrait,
    }),
    revealed: t.exposeBoolean('revealed', {
      description: 'False while the linked character is a JP spoiler (such units are listed only with JP content).',
    }),
  }),
});

interface Tag {
  id: string;
  name: string;
}
const TowerTag = builder.objectRef<Tag>('TowerTag').implement({
  description: 'A character tag of the enemy.',
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name') }),
});

interface AbilityEffect {
  type: string;
  anomalies?: string[] | null;
  elements?: string[] | null;
  value?: number | null;
  text?: string | null;
}
const TowerAbilityEffect = builder.objectRef<AbilityEffect>('TowerAbilityEffect').implement({
  description: 'One effect of an enemy ability.',
  fields: (t) => ({
    type: t.exposeString('type', {
      description: 'anomaly-counter, anomaly-effect, anomaly-immunity, anomaly-nullify, boost, graze, dmg-boost or dmg-reduction.',
    }),
    anomalies: t.field({
      type: [TowerAnomalyEnum],
      description: 'Anomalies the effect is about; all five means every anomaly.',
      resolve: (e) => list<(typeof TOWER_ANOMALIES)[number]>(e.anomalies),
    }),
    elements: t.field({ type: [TowerElementEnum], description: 'Elements the effect is about.', resolve: (e) => elements(e.elements) }),
    value: t.float({
      nullable: true,
      description: 'Strength of the effect (a percentage for boosts and reductions).',
      resolve: (e) => e.value ?? null,
    }),
    text: t.string({ nullable: true, description: 'Remark.', resolve: (e) => e.text ?? null }),
  }),
});

interface Ability {
  name?: string | null;
  effects: AbilityEffect[];
}
const TowerAbility = builder.objectRef<Ability>('TowerAbility').implement({
  description: "The enemy's passive ability.",
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (a) => a.name ?? null }),
    effects: t.field({
      type: [TowerAbilityEffect],
      extensions: { maxItems: TOWER_LIMITS.effects },
      resolve: (a) => list<AbilityEffect>(a.effects),
    }),
  }),
});

interface Effect {
  attrType: string;
  attr: string;
  attrName?: string | null;
  values?: number[] | null;
  target?: string | null;
  rank?: number | null;
  turn?: number | null;
  role?: string | null;
  metadata?: string | null;
  text?: string | null;
}
const knownEffectTypes = new Set<string>(TOWER_EFFECT_TYPES);
const TowerEffect = builder.objectRef<Effect>('TowerEffect').implement({
  description: 'One effect of a skill or spell card.',
  fields: (t) => ({
    attrType: t.exposeString('attrType', {
      description:
        'layer (anomaly), bullet, tag, elem, immune, disable, stat, attack, temp, turn, delay, random or misc; other types are passed on (see known).',
    }),
    known: t.boolean({ description: 'Whether attrType is one of the types above.', resolve: (e) => knownEffectTypes.has(e.attrType) }),
    attr: t.exposeString('attr', { description: 'What the effect acts on: a stat, an anomaly, an element...' }),
    attrName: t.string({ nullable: true, description: 'Display name.', resolve: (e) => e.attrName ?? null }),
    values: t.floatList({ resolve: (e) => list<number>(e.values) }),
    target: t.string({ nullable: true, description: 'self, solo, party or aoe.', resolve: (e) => e.target ?? null }),
    rank: t.int({ nullable: true, resolve: (e) => e.rank ?? null }),
    turn: t.int({ nullable: true, description: 'Turns the effect lasts.', resolve: (e) => e.turn ?? null }),
    role: t.string({ nullable: true, resolve: (e) => e.role ?? null }),
    metadata: t.string({ nullable: true, resolve: (e) => e.metadata ?? null }),
    text: t.string({ nullable: true, resolve: (e) => e.text ?? null }),
  }),
});

interface Skill {
  name: string;
  spell?: boolean;
  effects?: Effect[];
}
const TowerSkill = builder.objectRef<Skill>('TowerSkill').implement({
  description: 'A skill or spell card of the enemy.',
  fields: (t) => ({
    name: t.exposeString('name'),
    spell: t.boolean({ description: 'A spell card rather than a skill.', resolve: (s) => s.spell ?? false }),
    effects: t.field({ type: [TowerEffect], extensions: { maxItems: TOWER_LIMITS.effects }, resolve: (s) => list<Effect>(s.effects) }),
  }),
});

export const TowerEnemyObject = builder.prismaObject('TowerEnemy', {
  description: 'An enemy of a floor (up to three per floor).',
  fields: (t) => ({
    slot: t.exposeInt('slot', { description: 'Position on the floor: 0, 1 or 2.' }),
    unit: t.field({
      type: TowerUnit,
      select: {
        characterId: true,
        unitName: true,
        unitTranslit: true,
        unitJpName: true,
        unitImage: true,
        unitWorld: true,
        character: {
          select: {
            imgThumb: true,
            imgSpoilerSafe: true,
            revealAt: true,
            unreleasedGroup: true,
            worldId: true,
            portraitSet: true,
            portraitHash: true,
            portraitSize: true,
          },
        },
      },
      resolve: (e, _args, ctx) => {
        const c = e.character;
        const revealed = !c || isCharacterPublic(c, ctx.viewer);
        const spoilerSafe = !revealed && c?.imgSpoilerSafe;
        const characterImage = c ? spoilerSafe || c.imgThumb || `${e.characterId}.png` : null;
        // A hidden character's files are served only with the switch (images/handler.ts).
        const query = c ? characterImageQuery(c, ctx.viewer) : '';
        return {
          slug: e.characterId,
          name: e.unitName,
          translit: e.unitTranslit,
          jpName: e.unitJpName,
          image:
            e.unitImage != null || characterImage === null
              ? imageUrl(e.unitImage ?? `${slugify(e.unitName)}.png`)
              : imageUrl(characterImage) + query,
          universe: e.unitWorld ?? c?.worldId ?? null,
          revealed,
          portrait: c && !e.unitImage && !spoilerSafe ? portraitImage(c, query) : null,
        };
      },
    }),
    character: t.relation('character', {
      nullable: true,
      description: 'The character the unit is, where the data links one (enemies whose character the viewer may not see are left out).',
    }),
    hp: t.exposeFloat('hp', { nullable: true, description: 'Total HP (all gauges); null where the source gives none.' }),
    hpApprox: t.exposeBoolean('hpApprox', { description: 'True when hp is a round figure the source gives ("about 100,000").' }),
    gauges: t.floatList({
      description: 'HP of each gauge in order (green, yellow, red); empty when the enemy has one bar.',
      select: { gauges: true },
      resolve: (e) => list<number>(e.gauges),
    }),
    spells: t.exposeInt('spells', { description: 'Number of spell cards.' }),
    barriers: t.intList({
      description: 'Barriers: one count per gauge when barriersPerGauge, else one count for the whole enemy (empty when unknown).',
      select: { barriers: true },
      resolve: (e) => (Array.isArray(e.barriers) ? (e.barriers as number[]) : typeof e.barriers === 'number' ? [e.barriers] : []),
    }),
    barriersPerGauge: t.boolean({
      description: 'Whether barriers holds one count per gauge.',
      select: { barriers: true },
      resolve: (e) => Array.isArray(e.barriers),
    }),
    weaks: t.field({
      type: [TowerElementEnum],
      description: 'Elements the enemy is weak to.',
      select: { weaks: true },
      resolve: (e) => elements(e.weaks),
    }),
    resists: t.field({
      type: [TowerElementEnum],
      description: 'Elements the enemy resists.',
      select: { resists: true },
      resolve: (e) => elements(e.resists),
    }),
    affinities: t.field({
      type: [TowerElementEnum],
      description: "The enemy's own elements.",
      select: { affinities: true },
      resolve: (e) => elements(e.affinities),
    }),
    tags: t.field({
      type: [TowerTag],
      extensions: { maxItems: TOWER_LIMITS.tags },
      select: { tags: true },
      resolve: (e) => list<Tag>(e.tags),
    }),
    ability: t.field({
      type: TowerAbility,
      nullable: true,
      select: { ability: true },
      resolve: (e) => (e.ability && typeof e.ability === 'object' ? (e.ability as unknown as Ability) : null),
    }),
    skills: t.field({
      type: [TowerSkill],
      description: 'Skills and spell cards, in order.',
      extensions: { maxItems: TOWER_LIMITS.skills },
      select: { skills: true },
      resolve: (e) => list<Skill>(e.skills),
    }),
  }),
});
