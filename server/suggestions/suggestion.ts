// Suggestions of corrections, for players and tool authors: suggestCorrection files one (no
// account; counted against the address's allowance, checked for what it may hold and capped per
// address, per network and per fact: filing.ts), suggestion(id) is its public status, and suggestions(field, key)
// the open ones about a record. A suggestion names only records the viewer may see (the record it
// is about, the Friends of its value, the enemy it gives the HP of), or it does not exist for them.
// What is suggested is a fact still a bound, a derivation or unknown (rules.ts);
// a maintainer accepts or rejects it in the admin area.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { storedRecord } from '../shared/repo.ts';
import { fileCorrection } from './filing.ts';
import { findSuggestion, isRecordVisible, openSuggestions, recordPage, type SuggestionRow, shownTo, visibleEnemySlots } from './repo.ts';
import {
  expiresAt,
  isOpenFact,
  QUEUE_CAPS,
  SUGGESTION_FIELDS,
  SUGGESTION_LIMITS,
  type SuggestionField,
  statusAt,
  WAITING_DAYS,
} from './rules.ts';

const SuggestionFieldEnum = builder.enumType('SuggestionField', {
  description: 'What a suggestion corrects.',
  // Each domain's facts, from its manifest: the enum's name is the field's in capitals.
  values: Object.fromEntries(
    Object.entries(SUGGESTION_FIELDS).map(([field, spec]) => [field.toUpperCase(), { value: field, description: spec.description }]),
  ),
});

const SuggestionStatusEnum = builder.enumType('SuggestionStatus', {
  values: {
    OPEN: { value: 'open', description: 'Waiting for a maintainer.' },
    ACCEPTED: { value: 'accepted', description: 'Checked and applied to the data.' },
    REJECTED: { value: 'rejected', description: 'Checked and not applied (see reason).' },
    EXPIRED: {
      value: 'expired',
      description: `Not checked within ${WAITING_DAYS} days, so no longer waiting: if it still holds, suggest it again.`,
    },
  } as const,
});

const SuggestedPrecisionEnum = builder.enumType('SuggestedPrecision', {
  values: {
    INSTANT: { value: 'instant', description: 'The time is known (as the source states it, in UTC).' },
    DAY: { value: 'day', description: 'The day is known.' },
    MONTH: { value: 'month', description: 'Only the month is known.' },
  } as const,
});

type Proposed = Partial<{
  date: string;
  precision: string;
  characters: string[];
  cards: string[];
  number: number;
  slot: number;
  record: unknown;
  facts: unknown;
}>;
/** A suggestion's value, read once per row however many of its fields are asked for. */
const values = new WeakMap<SuggestionRow, Proposed>();
function proposed(s: SuggestionRow): Proposed {
  let value = values.get(s);
  if (!value) {
    value = JSON.parse(s.value) as Proposed;
    values.set(s, value);
  }
  return value;
}

const SuggestionRef = builder.objectRef<SuggestionRow>('Suggestion').implement({
  description:
    'A correction a visitor suggested: one fact of one record, its source, and where it stands. Its public page is /suggestions/<id>.',
  fields: (t) => ({
    suggestionId: t.exposeInt('id', { description: "The suggestion's number (its page is /suggestions/<number>)." }),
    field: t.field({ type: SuggestionFieldEnum, resolve: (s) => s.field as SuggestionField }),
    key: t.exposeString('recordKey', { description: 'The record: a character id, a prayer or forever prayer id, or a floor number.' }),
    date: t.field({ type: 'DateTime', nullable: true, resolve: (s) => (proposed(s).date ? new Date(proposed(s).date as string) : null) }),
    precision: t.field({
      type: SuggestedPrecisionEnum,
      nullable: true,
      resolve: (s) => (proposed(s).precision as 'instant' | 'day' | 'month' | undefined) ?? null,
    }),
    characters: t.stringList({
      nullable: true,
      extensions: { maxItems: SUGGESTION_LIMITS.characters },
      resolve: (s) => proposed(s).characters ?? null,
    }),
    cards: t.intList({
      nullable: true,
      extensions: { maxItems: SUGGESTION_LIMITS.characters },
      description: "For CARDS: the story cards' ids.",
      resolve: (s) => proposed(s).cards?.map(Number) ?? null,
    }),
    number: t.float({ nullable: true, resolve: (s) => proposed(s).number ?? null }),
    slot: t.int({ nullable: true, resolve: (s) => proposed(s).slot ?? null }),
    prayer: t.field({
      type: SuggestedPrayerRef,
      nullable: true,
      description: 'For NEW_PRAYER: the prayer proposed.',
      resolve: (s) => (s.field === 'new_prayer' ? ((proposed(s).record as ProposedPrayer | undefined) ?? null) : null),
    }),
    enemies: t.field({
      type: [SuggestedEnemyRef],
      nullable: true,
      extensions: { maxItems: 3 },
      description: "For FLOOR: the floor's enemies proposed.",
      resolve: (s) => (proposed(s).facts as { enemies?: SuggestedEnemy[] } | undefined)?.enemies ?? null,
    }),
    friend: t.field({
      type: SuggestedFriendRef,
      nullable: true,
      description: 'For NEW_FRIEND: the Friend proposed.',
      resolve: (s) => (s.field === 'new_friend' ? ((proposed(s).record as ProposedFriend | undefined) ?? null) : null),
    }),
    sourceUrl: t.exposeString('sourceUrl', { nullable: true, description: 'The page that states it (http or https).' }),
    inGameOn: t.exposeString('inGameOn', { nullable: true, description: 'The day it was seen in the game (YYYY-MM-DD).' }),
    screenshotUrl: t.exposeString('screenshotUrl', { nullable: true }),
    moreSources: t.stringList({
      extensions: { maxItems: 5 },
      description: 'Other sources the same suggestion came with.',
      resolve: (s) => JSON.parse(s.moreSources) as string[],
    }),
    note: t.exposeString('note', { description: 'Plain text.' }),
    count: t.exposeInt('count', { description: 'How many addresses made it (each counted once, however often it sent it).' }),
    status: t.field({
      type: SuggestionStatusEnum,
      resolve: (s, _args, ctx) => statusAt(s, ctx.viewer.now) as 'open' | 'accepted' | 'rejected' | 'expired',
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: `While it is open: when it expires if no maintainer has checked it by then (${WAITING_DAYS} days after it was made).`,
      resolve: (s, _args, ctx) => (statusAt(s, ctx.viewer.now) === 'open' ? expiresAt(s.createdAt) : null),
    }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it was rejected.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    path: t.string({ description: 'Its public page.', resolve: (s) => `/suggestions/${s.id}` }),
    recordPath: t.string({
      nullable: true,
      description: 'The page of the record it is about (null for a new record, which has none yet).',
      resolve: (s) => (SUGGESTION_FIELDS[s.field]?.newRecord ? null : recordPage(s.file, s.recordKey)),
    }),
  }),
});

/** A proposed new prayer, as its suggestion holds it. */
interface ProposedPrayer {
  name: string;
  types: string[];
  startAt: string | null;
  startPrecision: 'instant' | 'day' | 'month' | null;
  endAt: string | null;
  endPrecision: 'instant' | 'day' | 'month' | null;
  characters: string[];
}

const SuggestedPrayerRef = builder.objectRef<ProposedPrayer>('SuggestedPrayer').implement({
  description: 'A prayer a visitor proposes that the site does not list yet (NEW_PRAYER).',
  fields: (t) => ({
    name: t.exposeString('name'),
    types: t.exposeStringList('types', { extensions: { maxItems: 12 }, description: "The prayer's kinds (as Prayer.types)." }),
    start: t.field({ type: 'DateTime', nullable: true, resolve: (p) => (p.startAt ? new Date(p.startAt) : null) }),
    startPrecision: t.field({ type: SuggestedPrecisionEnum, nullable: true, resolve: (p) => p.startPrecision }),
    end: t.field({ type: 'DateTime', nullable: true, resolve: (p) => (p.endAt ? new Date(p.endAt) : null) }),
    endPrecision: t.field({ type: SuggestedPrecisionEnum, nullable: true, resolve: (p) => p.endPrecision }),
    characters: t.exposeStringList('characters', {
      extensions: { maxItems: SUGGESTION_LIMITS.characters },
      description: "The Friends it features (characters' ids).",
    }),
  }),
});

/** An enemy of a floor a suggestion gives, in the floor record's fields. */
interface SuggestedEnemy {
  slot: number;
  unitName: string;
  unitJpName?: string;
  affinities?: string[];
  weaks?: string[];
  resists?: string[];
  gauges?: number[];
  barriers?: number | number[];
  hp?: number;
}

const SuggestedEnemyRef = builder.objectRef<SuggestedEnemy>('SuggestedEnemy').implement({
  description: 'An enemy of a tower floor, as a suggestion gives it (FLOOR).',
  fields: (t) => ({
    slot: t.exposeInt('slot'),
    name: t.exposeString('unitName'),
    nameJp: t.string({ nullable: true, resolve: (e) => e.unitJpName ?? null }),
    elements: t.stringList({ extensions: { maxItems: 9 }, resolve: (e) => e.affinities ?? [] }),
    weaknesses: t.stringList({ extensions: { maxItems: 9 }, resolve: (e) => e.weaks ?? [] }),
    resistances: t.stringList({ extensions: { maxItems: 9 }, resolve: (e) => e.resists ?? [] }),
    gauges: t.floatList({ extensions: { maxItems: 3 }, description: 'The HP of each gauge.', resolve: (e) => e.gauges ?? [] }),
    barriers: t.intList({
      extensions: { maxItems: 3 },
      description: 'One count for the whole enemy, or one per gauge.',
      resolve: (e) => (e.barriers === undefined ? [] : Array.isArray(e.barriers) ? e.barriers : [e.barriers]),
    }),
    hp: t.float({ nullable: true, resolve: (e) => e.hp ?? null }),
  }),
});

/** A proposed new Friend, as her suggestion holds her. */
interface ProposedFriend {
  nameEn: string;
  shortNameEn: string;
  nameJp: string | null;
  worldId: string;
  type: string;
  debutAt: string | null;
  debutPrecision: 'instant' | 'day' | 'month' | null;
}

const SuggestedFriendRef = builder.objectRef<ProposedFriend>('SuggestedFriend').implement({
  description: 'A Friend a visitor proposes that the site does not list yet (NEW_FRIEND).',
  fields: (t) => ({
    name: t.exposeString('nameEn'),
    shortName: t.exposeString('shortNameEn'),
    nameJp: t.exposeString('nameJp', { nullable: true }),
    world: t.exposeString('worldId', { description: 'Her world, as Character.worldCode.' }),
    type: t.exposeString('type', { description: 'Her rarity type, as Character.type.' }),
    debut: t.field({ type: 'DateTime', nullable: true, resolve: (f) => (f.debutAt ? new Date(f.debutAt) : null) }),
    debutPrecision: t.field({ type: SuggestedPrecisionEnum, nullable: true, resolve: (f) => f.debutPrecision }),
  }),
});

const FloorEnemyInput = builder.inputType('FloorEnemyInput', {
  description: 'One enemy of a tower floor, as the game shows it.',
  fields: (t) => ({
    slot: t.int({ required: true, description: 'Its place: 0, 1 or 2.' }),
    name: t.string({ required: true, description: 'Its name; plain text, at most 80 characters.' }),
    nameJp: t.string({ required: false }),
    elements: t.stringList({ required: false, description: 'Its elements: sun, moon, fire, water, wood, metal, earth, star, no.' }),
    weaknesses: t.stringList({ required: false, description: 'The elements it is weak to.' }),
    resistances: t.stringList({ required: false, description: 'The elements it resists.' }),
    gauges: t.floatList({
      required: false,
      description: 'The HP of each of its gauges, in order (green, yellow, red; at most 3): they sum to its HP.',
    }),
    barriers: t.intList({ required: false, description: 'Its barriers: one count for the whole enemy, or one for each gauge.' }),
    hp: t.float({ required: false, description: 'Its total HP (the sum of its gauges, where they are given).' }),
  }),
});

const FloorInput = builder.inputType('FloorFactsInput', {
  description: "A tower floor's enemies, all of them.",
  fields: (t) => ({ enemies: t.field({ type: [FloorEnemyInput], required: true }) }),
});

const NewFriendInput = builder.inputType('NewFriendInput', {
  description: 'A Friend the site does not list yet: her names, world, rarity type and, where it is announced, her global debut.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Her English name, as the game gives it; plain text, at most 80 characters.' }),
    shortName: t.string({ required: false, description: 'Her short name (default: the first word of her name).' }),
    nameJp: t.string({ required: false, description: 'Her Japanese name.' }),
    world: t.string({ required: true, description: 'Her world, as the site names worlds (L1, A6, R8...).' }),
    type: t.string({
      required: true,
      description: 'Her rarity type, as Character.type: gen, fes, afes, sfes, mfes, exfes, relic, genic, epic, wfes, ds, yukkuri...',
    }),
    debut: t.field({ type: 'DateTime', required: false, description: 'Her global debut (UTC), where it is announced.' }),
    debutPrecision: t.field({ type: SuggestedPrecisionEnum, required: false, description: 'How exact the debut is (default DAY).' }),
  }),
});

const NewPrayerInput = builder.inputType('NewPrayerInput', {
  description: 'A prayer the site does not list yet: its name, kinds, start (and end, where known) and the Friends it features.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'As the game or its news post names it; plain text, at most 120 characters.' }),
    types: t.stringList({
      required: true,
      description:
        'Its kinds, any of: debut, rerun, rerun-only, seal-crystal, event, god-crystal, 72-hour, class-gc, story-card, forever-prayer, free-ritual, other.',
    }),
    start: t.field({ type: 'DateTime', required: true, description: 'When it starts (UTC).' }),
    startPrecision: t.field({ type: SuggestedPrecisionEnum, required: false, description: 'How exact the start is (default DAY).' }),
    end: t.field({ type: 'DateTime', required: false, description: 'When it ends (UTC), where the source says.' }),
    endPrecision: t.field({ type: SuggestedPrecisionEnum, required: false, description: 'How exact the end is (default DAY).' }),
    characters: t.stringList({ required: false, description: "The Friends it features (characters' ids, e.g. l1-reimu)." }),
  }),
});

const SourceInput = builder.inputType('SuggestionSourceInput', {
  description: 'Where the fact comes from: a page (url), or the game on a day with a screenshot.',
  fields: (t) => ({
    url: t.string({ required: false, description: 'A page that states it (http or https).' }),
    inGameOn: t.string({
      required: false,
      description: 'The day it was seen in the game (YYYY-MM-DD), with a screenshot (evidence or screenshotUrl).',
    }),
    screenshotUrl: t.string({ required: false, description: 'A screenshot of it in the game (http or https).' }),
    evidence: t.string({
      required: false,
      description:
        'A screenshot uploaded to POST /suggestions/evidence (PNG, JPEG or WebP, up to 6 MB): the token it answered. It is seen by the maintainers only, and may go with any source.',
    }),
  }),
});

const SuggestInput = builder.inputType('SuggestCorrectionInput', {
  description: 'One fact of one record, its source and a note.',
  fields: (t) => ({
    field: t.field({ type: SuggestionFieldEnum, required: true }),
    key: t.string({ required: true, description: 'The record: a character id, a prayer or forever prayer id, or a floor number.' }),
    date: t.field({ type: 'DateTime', required: false, description: 'For DEBUT and START: the date (UTC).' }),
    precision: t.field({ type: SuggestedPrecisionEnum, required: false, description: 'For DEBUT and START: how exact the date is.' }),
    characters: t.stringList({ required: false, description: "For CHARACTERS: the Friends' ids." }),
    cards: t.intList({ required: false, description: "For CARDS: the story cards' ids (as in a story card's page address)." }),
    number: t.float({ required: false, description: "For HP: the enemy's HP." }),
    slot: t.int({ required: false, description: 'For HP: which enemy (0, 1 or 2).' }),
    prayer: t.field({ type: NewPrayerInput, required: false, description: 'For NEW_PRAYER (key `new`): the prayer.' }),
    friend: t.field({ type: NewFriendInput, required: false, description: 'For NEW_FRIEND (key `new`): the Friend.' }),
    floor: t.field({ type: FloorInput, required: false, description: "For FLOOR: the floor's enemies." }),
    picture: t.string({
      required: false,
      description:
        "For PORTRAIT and ART: the token POST /suggestions/evidence answered for the picture (a portrait is cropped square, a card's art keeps its shape; at least 64 px a side). Only the maintainers see it until one accepts it.",
    }),
    source: t.field({ type: SourceInput, required: true }),
    note: t.string({ required: false, description: `Plain text, at most ${SUGGESTION_LIMITS.note} characters; no HTML.` }),
    website: t.string({ required: false, description: 'Leave empty. (A field people never see: a form that fills it is not a person.)' }),
  }),
});

/** Suggestions change with every visitor, not with the data: their answers are never kept. */
const fresh = (ctx: Context) => {
  ctx.fresh = true;
};

builder.mutationField('suggestCorrection', (t) =>
  t.field({
    type: SuggestionRef,
    description: `Suggests a correction of a fact that is still a bound, a derivation or unknown, with its source: a maintainer checks it within ${WAITING_DAYS} days, or it expires. No account; an address may make 10 suggestions an hour, and have ${QUEUE_CAPS.perAddress} waiting at once (its network ${QUEUE_CAPS.perNetwork}); a fact of a record takes ${QUEUE_CAPS.perRecordField} different suggestions at once. The same suggestion made again is counted on the first, once per address. Errors: NOT_FOUND for a record there is not (or not yet announced to the viewer); BAD_USER_INPUT for a fact already known or a value, source or note it may not hold (a Friend or enemy not yet announced to the viewer is as one there is not); QUEUE_FULL (429) past a cap.`,
    args: { input: t.arg({ type: SuggestInput, required: true }) },
    resolve: (_root, { input }, ctx, info) => {
      fresh(ctx);
      return fileCorrection(input, ctx, info);
    },
  }),
);

/** The suggestion, when the viewer may see every record it names. */
async function visible(s: SuggestionRow | null, ctx: Context): Promise<SuggestionRow | null> {
  return s && (await shownTo([s], ctx.viewer)).length ? s : null;
}

interface Target {
  field: SuggestionField;
  key: string;
  record: Record<string, unknown>;
}

/** A floor's enemies whose HP a suggestion may give, by slot: those the viewer sees. */
const openSlots = async (floor: Record<string, unknown>, ctx: Context) => {
  const shown = await visibleEnemySlots(Number(floor.floor), ctx.viewer);
  return ((floor.enemies as { slot: number }[] | undefined) ?? [])
    .filter((e) => shown.includes(e.slot) && isOpenFact('hp', floor, e.slot))
    .map((e) => e.slot);
};

const SuggestionTargetRef = builder.objectRef<Target>('SuggestionTarget').implement({
  description: 'A record a suggestion may be about, and what the site holds of the fact now.',
  fields: (t) => ({
    field: t.field({ type: SuggestionFieldEnum, resolve: (r) => r.field }),
    key: t.exposeString('key'),
    path: t.string({
      nullable: true,
      description: "The record's page.",
      resolve: ({ field, key }) => recordPage(SUGGESTION_FIELDS[field].file, key),
    }),
    name: t.string({
      description: "The record's name (a floor's number; a batch's kind and number).",
      resolve: ({ field, record: r, key }) =>
        SUGGESTION_FIELDS[field].recordName?.(r) ?? String(r.nameEn ?? r.name ?? r.title ?? `Floor ${r.floor ?? key}`),
    }),
    open: t.boolean({
      description: 'Whether the fact is still a bound, a derivation or unknown (a suggestion may be made).',
      resolve: async (r, _args, ctx) => (r.field === 'hp' ? (await openSlots(r.record, ctx)).length > 0 : isOpenFact(r.field, r.record)),
    }),
    date: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'For a date (DEBUT, START, END, REBIRTH): the date the site holds now.',
      resolve: ({ field, record }) => {
        const fields = SUGGESTION_FIELDS[field].dateFields;
        const at = fields ? record[fields.at] : null;
        return typeof at === 'string' ? new Date(at) : null;
      },
    }),
    precision: t.string({
      nullable: true,
      description: 'For a date: how exact that date is (instant, day, month, by, between or launch).',
      resolve: ({ field, record }) => {
        const fields = SUGGESTION_FIELDS[field].dateFields;
        const p = fields ? record[fields.precision] : null;
        return typeof p === 'string' ? p : null;
      },
    }),
    slots: t.intList({
      description:
        'For HP: the enemies whose HP is still unknown or a round figure, by slot; every enemy the viewer sees when none is (a correction of a known HP).',
      resolve: async (r, _args, ctx) => {
        if (r.field !== 'hp') return [];
        const open = await openSlots(r.record, ctx);
        return open.length ? open : visibleEnemySlots(Number(r.record.floor), ctx.viewer);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  suggestionTarget: t.field({
    type: SuggestionTargetRef,
    nullable: true,
    description: 'The record a suggestion would be about; null for one there is not, or one not yet announced to the viewer.',
    args: { field: t.arg({ type: SuggestionFieldEnum, required: true }), key: t.arg.string({ required: true }) },
    resolve: async (_root, { field, key }, ctx) => {
      fresh(ctx);
      const file = SUGGESTION_FIELDS[field].file;
      const record = await storedRecord(file, key);
      return record && (await isRecordVisible(file, key, ctx.viewer)) ? { field, key, record } : null;
    },
  }),
  suggestion: t.field({
    type: SuggestionRef,
    nullable: true,
    description:
      'A suggestion and where it stands; null for one there is not, or one naming a record (the one it is about, a Friend of its value, the enemy it gives the HP of) not yet announced to the viewer.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      fresh(ctx);
      return visible(await findSuggestion(id), ctx);
    },
  }),
  suggestions: t.field({
    type: [SuggestionRef],
    extensions: { maxItems: 50 },
    description:
      'The suggestions waiting about one record, most made first: none for a record not yet announced to the viewer, nor any naming a Friend or enemy not yet announced to them.',
    args: {
      field: t.arg({ type: SuggestionFieldEnum, required: true }),
      key: t.arg.string({ required: true }),
      first: t.arg.int({ required: false, description: 'At most 50 (default 20).' }),
    },
    resolve: async (_root, { field, key, first }, ctx) => {
      fresh(ctx);
      const file = SUGGESTION_FIELDS[field].file;
      if (!(await isRecordVisible(file, key, ctx.viewer))) return [];
      // The most a list gives is read whole, so the ones the viewer may not see leave no gap in the first.
      const open = await openSuggestions(file, key, 50, ctx.viewer.now);
      const shown = await shownTo(
        open.filter((s) => s.field === field),
        ctx.viewer,
      );
      return shown.slice(0, Math.min(Math.max(first ?? 20, 1), 50));
    },
  }),
}));
