// The character facts a visitor may suggest: a Friend's global debut, while it is a bound, a month
// or unknown, and the day of its Fantasy Rebirth on the global server, while it is not known to the day.
import { normaliseSearchName } from '../shared/nameSearch.ts';
import {
  dateFact,
  exactDate,
  plainName,
  type SuggestedPrecision,
  type SuggestionFieldSpec,
  suggestedInstant,
} from '../shared/suggestedFacts.ts';
import { CHARACTER_TYPES } from '../shared/vocabulary.ts';

export const debutField: SuggestionFieldSpec = {
  file: 'characters/characters.json',
  kind: 'date',
  label: 'Global debut',
  description: "A Friend's global debut (the key is the character's id).",
  dateFields: { at: 'debutAt', precision: 'debutPrecision' },
  isOpen: (record) => !exactDate(record.debutAt, record.debutPrecision),
  apply: (record, value, source, sourceKind) => {
    const { date, precision } = value as { date: string; precision: SuggestedPrecision };
    // An exact date replaces a bound and the lower bound that went with it.
    const { debutAfter: _a, debutAfterSource: _s, debutAfterSourceKind: _k, debutAfterTimeKnown: _t, ...rest } = record;
    return {
      ...rest,
      debutAt: suggestedInstant(date, precision),
      debutPrecision: precision,
      debutTimeKnown: precision === 'instant',
      debutSource: source,
      debutSourceKind: sourceKind,
    };
  },
};

export const rebirthField: SuggestionFieldSpec = dateFact({
  file: 'characters/characters.json',
  label: 'Fantasy Rebirth',
  description: "The day a Friend's Fantasy Rebirth came to the global server, for a Friend that has one (the key is the character's id).",
  at: 'rebirthAt',
  precision: 'rebirthPrecision',
  what: 'Fantasy Rebirth',
  applies: (record) => record.hasRebirth === true,
});

/** The day a release batch came (a rebirth batch, an addition to the standard or ritual prayer), while it is a bound, a span or a month. */
export const batchDateField: SuggestionFieldSpec = {
  file: 'characters/batches.json',
  kind: 'date',
  label: 'Batch date',
  description: 'The day a release batch came (the key is its kind and number, e.g. rebirth-1).',
  dateFields: { at: 'date', precision: 'datePrecision' },
  recordName: (record) => `${record.kind} batch ${record.no}`,
  isOpen: (record) => !exactDate(record.date, record.datePrecision),
  apply: (record, value, source, sourceKind) => {
    const { date, precision } = value as { date: string; precision: SuggestedPrecision };
    // An exact date replaces the span's lower bound.
    const { dateAfter: _a, dateAfterSource: _s, dateAfterSourceKind: _k, ...rest } = record;
    return { ...rest, date: suggestedInstant(date, precision), datePrecision: precision, source, sourceKind };
  },
};

/**
 * A Friend's portrait, while she has none (one she has may be replaced too): the picture uploaded
 * with the suggestion, seen by the maintainers only until one accepts it, and then drawn in every
 * size the site uses like a maintainer's own upload.
 */
export const portraitField: SuggestionFieldSpec = {
  file: 'characters/characters.json',
  kind: 'picture',
  picture: 'portrait',
  label: 'Portrait',
  description:
    "A Friend's portrait (the key is the character's id; `picture` is the token of the image uploaded to POST /suggestions/evidence).",
  isOpen: (record) => !record.portraitHash,
  held: (record) => (typeof record.portraitHash === 'string' ? { picture: record.portraitHash } : null),
  // The picture is set through the portrait road (drawn, then the record's portrait fields), not here.
  apply: (record) => record,
};

/** The longest name a proposed Friend may have. */
const NAME_MAX = 80;

/**
 * A Friend the site does not list yet (a character announced for the global server), as a visitor
 * proposes her: her names, world, rarity type and debut where it is announced. Filed under her
 * world and name, so the same Friend sent by many players is one suggestion; a Friend the viewer
 * can see of that world and name is a duplicate. A maintainer opens it in the "New Friend" page,
 * filled in, adds her portrait there and saves her.
 */
export const newFriendField: SuggestionFieldSpec = {
  file: 'characters/characters.json',
  kind: 'record',
  label: 'New Friend',
  description: 'A Friend the site does not list yet (the key is `new`; the Friend is `friend`).',
  isOpen: () => true,
  recordName: (record) => String(record.nameEn ?? ''),
  apply: (record) => record,
  newRecord: {
    input: 'friend',
    task: 'new-friend',
    check(given, date) {
      const nameEn = plainName(given.name, 'name', NAME_MAX);
      if (!normaliseSearchName(nameEn)) throw new Error("Give the Friend's name.");
      const shortNameEn = plainName(given.shortName, 'short name', NAME_MAX) || nameEn.split(' ')[0];
      const nameJp = plainName(given.nameJp, 'Japanese name', NAME_MAX) || null;
      const worldId = String(given.world ?? '').trim();
      if (!/^[A-Za-z0-9]{1,12}$/.test(worldId)) throw new Error('Name her world as the site does (L1, A6, R8...).');
      const type = String(given.type ?? '');
      if (!(CHARACTER_TYPES as readonly string[]).includes(type)) throw new Error(`Unknown rarity type: ${type.slice(0, 20)}.`);
      const at = date(given.debut);
      const precision = (given.debutPrecision ?? 'day') as SuggestedPrecision;
      return {
        nameEn,
        shortNameEn,
        nameJp,
        worldId,
        type,
        debutAt: at ? suggestedInstant(at, precision) : null,
        debutPrecision: at ? precision : null,
      };
    },
    groupKey: (proposal) => `${proposal.worldId}-${normaliseSearchName(String(proposal.nameEn))}`.toLowerCase().slice(0, 100),
    name: (proposal) => `${String(proposal.worldId).toLowerCase()}:${normaliseSearchName(String(proposal.nameEn))}`,
    identity: (proposal) => ({
      ...proposal,
      nameEn: normaliseSearchName(String(proposal.nameEn)),
      shortNameEn: normaliseSearchName(String(proposal.shortNameEn)),
    }),
    characters: () => [],
    create(records, proposal, source) {
      const base = `${String(proposal.worldId).toLowerCase()}-${normaliseSearchName(String(proposal.shortNameEn))}`;
      const taken = new Set(records.map((r) => String((r as { id?: unknown }).id)));
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      return {
        id,
        nameEn: proposal.nameEn,
        shortNameEn: proposal.shortNameEn,
        ...(proposal.nameJp ? { nameJp: proposal.nameJp } : {}),
        status: 'announced',
        type: proposal.type,
        worldId: proposal.worldId,
        ...(proposal.debutAt
          ? {
              debutAt: proposal.debutAt,
              debutPrecision: proposal.debutPrecision,
              debutTimeKnown: proposal.debutPrecision === 'instant',
              debutSource: source,
            }
          : {}),
        source,
      };
    },
  },
};
