// Characters, worlds, world groups, series and variant groups.
//
// The character list is the union of three global sources, joined on (base character, world code):
//   1. THLWTierlist (364 global characters, "<world> <short name>", rarity and role flags): primary;
//   2. the lostwordchronicle attack table (293 global variants, short English names);
//   3. LostWordTracker (120 characters to June 2022, full English names, rebirth flags).
// Game unit ids, Chinese names and Japanese names come from UnitDate.csv (CN wiki) and thlost (JP/TW
// pages); those servers' dates are never used as global dates.
import type { z } from 'zod';
import type { character, series, seriesTab, variantGroup, world, worldGroup } from '../../server/characters/dataset.ts';
import {
  AYA_PASS_SOURCE,
  GENIC_WORLDS,
  HIFUU_SOURCE,
  HIFUU_WORLDS,
  JP_ROLES,
  NOT_TITLES,
  ROLE_FLAGS,
  SONG_SORTER_SOURCE,
  TITLE_FIXES,
  TRACKER_PERSON_OVERRIDES,
  TRACKER_WORLD_OVERRIDES,
  TYPE_FLAGS,
  TYPE_NOTES,
} from './curated/characterRules.ts';
import { COLORS } from './curated/colors.ts';
import { L1_FESTIVAL } from './curated/l1Festival.ts';
import { GROUP_NAMES, PERSONS, type Person } from './curated/persons.ts';
import { clean, compareStrings, readRawCsv, readRawJson } from './lib/io.ts';
import { RAW, SRC, sources } from './sources.ts';
import { encodeWorldId, WORLD_GROUP_NAMES, WORLD_NAME_SOURCES, WORLD_NAMES, worldGroupOf, worldNumber } from './worlds.ts';

export type Character = z.infer<typeof character>;
type World = z.infer<typeof world>;
type WorldGroup = z.infer<typeof worldGroup>;
type SeriesTab = z.infer<typeof seriesTab>;
type Series = z.infer<typeof series>;
type VariantGroup = z.infer<typeof variantGroup>;

interface TierRow {
  name: string;
  img: string;
  tier: string;
  opts: Record<string, boolean>;
}
interface AttackRow {
  character: string;
  universe: string;
  name: string;
}
interface TrackerRow {
  Id: number;
  Name: string;
  ShortName: string;
  Universe: string | null;
  Portrait: string;
  ObtainType: string | null;
  Enabled: boolean;
  HasRebirth: boolean | null;
  RebirthPortrait?: string | null;
}

export interface UnitRow {
  id: number;
  cn: string;
  code: string | null;
  person: Person | undefined;
}

export interface CharacterOrigin {
  tierName?: string;
  trackerName?: string;
  inAttackTable: boolean;
  /** The attack table's own keys of the rows joined to this character (`L1_Reimu`); one, unless the join is ambiguous. */
  attackKeys: string[];
  /** The LostWordTracker row whose rebirth portrait shows this character's unit. */
  rebirthTrackerName?: string;
}

export interface JoinIssue {
  source: string;
  record: string;
  problem: string;
}

export interface CharacterBuild {
  worldGroups: WorldGroup[];
  worlds: World[];
  seriesTabs: SeriesTab[];
  series: Series[];
  variantGroups: VariantGroup[];
  characters: Character[];
  /** Base character key of each character id. */
  personOf: Map<string, Person>;
  /** Chinese (UnitDate.csv) and Japanese (thlost) names of the base characters. */
  cnNames: Map<string, Person>;
  units: UnitRow[];
  /** Where each character was found: its tierlist entry, its LostWordTracker name, the attack table. */
  origins: Map<string, CharacterOrigin>;
  joinIssues: JoinIssue[];
  stats: Record<string, number>;
}

const normName = (s: string) => s.toLowerCase().replace(/[^a-z0-9']/g, '');

export function personIndex(): Map<string, Person> {
  const index = new Map<string, Person>();
  for (const p of PERSONS) {
    for (const name of [p.short, p.full, ...(p.aliases ?? [])]) {
      const k = normName(name);
      const prev = index.get(k);
      if (prev && prev !== p) throw new Error(`Person alias ${name} is ambiguous (${prev.key}, ${p.key})`);
      index.set(k, p);
    }
  }
  return index;
}

/** UnitDate.csv: `<Chinese name><world code>`; a few rows lack the code. */
export function readUnits(): UnitRow[] {
  const byUnit = new Map(PERSONS.filter((p) => p.unit).map((p) => [p.unit as number, p]));
  return readRawCsv(...RAW.unitDate).map((r) => {
    const id = Number(r.id);
    const m = /^(.*?)([A-Z][A-Za-z0-9.&#<>=~'∫;≥≦æ-]*)$/u.exec(r.name);
    let cn = m ? m[1] : r.name;
    let code = m ? m[2] : null;
    if (!code && id >= 1001 && id <= 1199) code = 'L1'; // the L1 unit range; every other row in it says L1
    if (!code && cn.startsWith('油库里')) code = 'AA'; // yukkuri units: the coded ones all say AA
    cn = cn.trim();
    return { id, cn, code, person: byUnit.get(id % 1000) };
  });
}

function parseTierName(name: string): { code: string; short: string } {
  const i = name.indexOf(' ');
  return { code: name.slice(0, i), short: name.slice(i + 1).trim() };
}

/** Splits "Youmu Konpaku (Lunar War Gardener)" into the title part. */
function trackerTitle(name: string): string | undefined {
  const m = /\(([^)]*)\)\s*$/.exec(name);
  if (!m) return undefined;
  let title = m[1].trim();
  const colon = title.indexOf(':');
  if (colon >= 0) {
    const head = title.slice(0, colon).trim();
    if (NOT_TITLES.includes(head)) title = title.slice(colon + 1).trim();
  }
  if (NOT_TITLES.includes(title)) return undefined;
  return TITLE_FIXES[title] ?? title;
}

function trackerBase(short: string): string {
  return short.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

interface Candidate {
  person: Person;
  code: string;
  shortRaw: string[];
  tier?: TierRow;
  attack?: AttackRow;
  /** Every attack-table key joined to this candidate. */
  attackKeys?: string[];
  tracker?: TrackerRow;
  sources: string[];
}

const GROUP_ORDER = ['l1', 'l', 'a', 'b', 'c', 'd', 'e', 'f', 'h', 'r', 's', 't', 'w', 'y', 'z'];

function groupRank(g: string): number {
  const i = GROUP_ORDER.indexOf(g);
  return i >= 0 ? i : GROUP_ORDER.length + g.charCodeAt(0);
}

/** Natural order of world codes: group, then letters, then numbers, then the rest. */
export function compareCodes(a: string, b: string): number {
  const ga = groupRank(worldGroupOf(a));
  const gb = groupRank(worldGroupOf(b));
  if (ga !== gb) return ga - gb;
  const ka = /^([A-Za-z]+)(\d*)(.*)$/.exec(a) ?? ['', a, '', ''];
  const kb = /^([A-Za-z]+)(\d*)(.*)$/.exec(b) ?? ['', b, '', ''];
  if (ka[1] !== kb[1]) return compareStrings(ka[1], kb[1]);
  const na = ka[2] === '' ? -1 : Number(ka[2]);
  const nb = kb[2] === '' ? -1 : Number(kb[2]);
  if (na !== nb) return na - nb;
  return compareStrings(ka[3], kb[3]);
}

export function buildCharacters(): CharacterBuild {
  const people = personIndex();
  const joinIssues: JoinIssue[] = [];
  const tier = readRawJson<{ characterData: TierRow[] }>(...RAW.tierlist).characterData;
  const attack = readRawJson<{ data: AttackRow[] }>(...RAW.attackData).data;
  const trackerRows = Object.values(readRawJson<{ Characters: Record<string, TrackerRow> }>(...RAW.tracker).Characters);
  const units = readUnits();
  const thlost = readRawCsv(...RAW.thlost).filter((r) => r.jp_alias !== '_TEST');
  const thlostById = new Map(thlost.map((r) => [Number(r.unit_id), r]));

  // Canonical spelling of each code: UnitDate's, when it has the code in another case.
  const unitCodes = new Map<string, string>();
  for (const u of units) if (u.code) unitCodes.set(u.code.toLowerCase(), u.code);
  const canon = (code: string) => unitCodes.get(code.toLowerCase()) ?? code;

  const candidates = new Map<string, Candidate>();
  const keyOf = (p: Person, code: string) => `${p.key}|${canon(code).toLowerCase()}`;
  const lookup = (name: string) => people.get(normName(name));

  for (const row of tier) {
    const { code, short } = parseTierName(row.name);
    const person = lookup(short);
    if (!person) {
      joinIssues.push({ source: 'tierlist', record: row.name, problem: 'short name matches no base character' });
      continue;
    }
    const key = keyOf(person, code);
    if (candidates.has(key)) {
      joinIssues.push({ source: 'tierlist', record: row.name, problem: 'duplicate of another tierlist entry' });
      continue;
    }
    candidates.set(key, { person, code: canon(code), shortRaw: [`${code} ${short}`], tier: row, sources: [SRC.tierlist] });
  }

  const seenAttack = new Set<string>();
  for (const row of attack) {
    if (seenAttack.has(row.character)) continue;
    seenAttack.add(row.character);
    const person = lookup(row.name);
    if (!person) {
      joinIssues.push({ source: 'attackData', record: row.character, problem: 'short name matches no base character' });
      continue;
    }
    const key = keyOf(person, row.universe);
    const c = candidates.get(key);
    if (c) {
      c.attack = row;
      c.attackKeys = [...(c.attackKeys ?? []), row.character];
      c.shortRaw.push(`${row.universe} ${row.name}`);
      c.sources.push(SRC.attackData);
    } else {
      joinIssues.push({ source: 'attackData', record: row.character, problem: 'not in the tierlist; added from the attack table' });
      candidates.set(key, {
        person,
        code: canon(row.universe),
        shortRaw: [`${row.universe} ${row.name}`],
        attack: row,
        attackKeys: [row.character],
        sources: [SRC.attackData],
      });
    }
  }

  for (const row of trackerRows) {
    if (!row.Enabled) {
      joinIssues.push({ source: 'tracker', record: `${row.Id} ${row.Name}`, problem: 'disabled placeholder row; not used' });
      continue;
    }
    const personKey = TRACKER_PERSON_OVERRIDES[String(row.Id)];
    const person = personKey
      ? PERSONS.find((p) => p.key === personKey)
      : (lookup(trackerBase(row.ShortName)) ?? lookup(trackerBase(row.Name)));
    const code = row.Universe ?? TRACKER_WORLD_OVERRIDES[String(row.Id)];
    if (!person || !code) {
      joinIssues.push({ source: 'tracker', record: `${row.Id} ${row.Name}`, problem: 'no base character or world' });
      continue;
    }
    const key = keyOf(person, code);
    const c = candidates.get(key);
    if (c) {
      c.tracker = row;
      c.sources.push(SRC.tracker);
    } else {
      joinIssues.push({
        source: 'tracker',
        record: `${row.Id} ${row.Name}`,
        problem: 'in neither the tierlist nor the attack table; added',
      });
      candidates.set(key, { person, code: canon(code), shortRaw: [], tracker: row, sources: [SRC.tracker] });
    }
  }

  // L1 Festival Friends: LostWordTracker's ObtainType "Fes", or a page naming them Festival Friends.
  const isL1Festival = (c: Candidate) => c.code === 'L1' && (c.tracker?.ObtainType === 'Fes' || Boolean(L1_FESTIVAL[c.person.key]));

  // Types seen per world in the tierlist, to type characters that only the other sources list.
  const tierTypesByCode = new Map<string, Set<string>>();
  const typeOf = (c: Candidate): { type: string; note?: string; flag?: string } | undefined => {
    const opts = c.tier?.opts;
    if (!opts) return undefined;
    for (const [flag, type] of TYPE_FLAGS) {
      if (!opts[flag]) continue;
      let t = type;
      if (flag === 'r') t = GENIC_WORLDS.includes(c.code) ? 'genic' : 'relic';
      if (flag === 'u' && HIFUU_WORLDS.includes(c.code)) t = 'mfes';
      if (flag === 'g' && isL1Festival(c)) t = 'fes';
      return { type: t, note: TYPE_NOTES[flag], flag };
    }
    return undefined;
  };
  for (const c of candidates.values()) {
    const t = typeOf(c);
    if (!t) continue;
    const set = tierTypesByCode.get(c.code) ?? new Set();
    set.add(t.flag === 'g' ? 'gen' : t.type);
    tierTypesByCode.set(c.code, set);
  }

  // Unit ids: (base character, world) against UnitDate.csv.
  const unitByKey = new Map<string, UnitRow[]>();
  for (const u of units) {
    if (!u.person) continue;
    const k = u.code ? `${u.person.key}|${u.code.toLowerCase()}` : `${u.person.key}|`;
    unitByKey.set(k, [...(unitByKey.get(k) ?? []), u]);
  }
  const unitFor = (c: Candidate): UnitRow | undefined => {
    const exact = unitByKey.get(`${c.person.key}|${c.code.toLowerCase()}`);
    if (exact?.length === 1) return exact[0];
    if (exact && exact.length > 1) {
      joinIssues.push({
        source: 'unitDate',
        record: `${c.code} ${c.person.short}`,
        problem: `several units match: ${exact.map((u) => u.id).join(', ')}`,
      });
      return undefined;
    }
    // Units named after a relic partner carry no code: unique per base character.
    const bare = unitByKey.get(`${c.person.key}|`);
    if (bare?.length === 1 && c.person.cn && bare[0].cn === c.person.cn) return bare[0];
    return undefined;
  };

  // Rebirths: LostWordTracker's HasRebirth rows, given to the unit their rebirth portrait shows
  // (Chara_Square_Thumbnail_<unit><costume>): row 4 (B3 Youmu) carries portrait 101105, unit 1011,
  // which is L1 Youmu's.
  const rebirthUnits = new Map<number, string>();
  for (const row of trackerRows) {
    if (!row.HasRebirth) continue;
    const m = /_(\d{6,7})(?:_\d+)?\.\w+$/.exec(row.RebirthPortrait ?? '');
    if (!m) {
      joinIssues.push({ source: 'tracker', record: `${row.Id} ${row.Name}`, problem: 'rebirth flag without a readable rebirth portrait' });
      continue;
    }
    const unitId = Math.floor(Number(m[1]) / 100);
    rebirthUnits.set(unitId, row.Name);
    if (!row.Portrait.startsWith(String(unitId)))
      joinIssues.push({
        source: 'tracker',
        record: `${row.Id} ${row.Name}`,
        problem: `rebirth portrait shows unit ${unitId}; the rebirth is given to that unit`,
      });
  }

  const usedIds = new Map<string, string>();
  const origins = new Map<string, CharacterOrigin>();
  const characters: Character[] = [];
  const personOf = new Map<string, Person>();
  const usedUnits = new Set<number>();
  let missingType = 0;
  for (const c of [...candidates.values()].sort(
    (a, b) =>
      compareCodes(a.code, b.code) || (a.person.unit ?? 9999) - (b.person.unit ?? 9999) || compareStrings(a.person.key, b.person.key),
  )) {
    const worldId = encodeWorldId(c.code);
    const id = `${worldId.toLowerCase()}-${c.person.key}`;
    if (usedIds.has(id)) throw new Error(`Character id collision: ${id} (${usedIds.get(id)} and ${c.shortRaw.join(', ')})`);
    usedIds.set(id, c.shortRaw.join(', '));

    let t = typeOf(c);
    let typeSource: string | undefined;
    if (!t) {
      if (c.code === 'L1') t = { type: isL1Festival(c) ? 'fes' : 'gen' };
      else {
        const seen = tierTypesByCode.get(c.code);
        if (seen?.size === 1) t = { type: [...seen][0] };
      }
      typeSource = 'inferred';
    }
    if (!t) {
      missingType++;
      joinIssues.push({ source: 'characters', record: id, problem: 'no rarity type derivable; skipped' });
      continue;
    }

    const unit = unitFor(c);
    if (unit) usedUnits.add(unit.id);
    const jpRow = unit ? thlostById.get(unit.id) : undefined;
    const jpBase = c.person.unit ? thlostById.get(1000 + c.person.unit) : undefined;
    const tierRole = c.tier ? Object.keys(ROLE_FLAGS).find((f) => c.tier?.opts[f]) : undefined;
    const role = tierRole ? ROLE_FLAGS[tierRole] : jpRow ? JP_ROLES[jpRow.jp_role] : undefined;
    const isGeneral = t.type === 'gen' || (c.code === 'L1' && t.type === 'fes');
    const title = c.tracker ? trackerTitle(c.tracker.Name) : undefined;
    const notes: string[] = [];
    if (t.note) notes.push(t.note);
    if (typeSource === 'inferred' && c.code !== 'L1') notes.push(`Type inferred from the other ${c.code} characters of the tierlist.`);
    const aliases = [
      ...new Set([
        ...c.shortRaw,
        ...(c.tracker ? [c.tracker.ShortName, c.tracker.Name] : []),
        ...(c.person.aliases ?? []),
        `${c.code} ${c.person.short}`,
      ]),
    ].filter((a) => normAlias(a) !== normAlias(c.person.short) && normAlias(a) !== normAlias(c.person.full));

    const record: Character = clean({
      id,
      gameUnitId: unit?.id,
      titleEn: title,
      titleJp: jpRow?.jp_alias || undefined,
      nameEn: c.person.full,
      shortNameEn: c.person.short,
      nameJp: jpBase?.jp_name || undefined,
      status: isGeneral ? 'non-limited' : 'limited',
      type: t.type as Character['type'],
      role,
      worldId,
      variantGroupId: undefined as string | undefined,
      seriesId: undefined as string | undefined,
      colors: colorsOf(c.person),
      hasRebirth: unit && rebirthUnits.has(unit.id) ? true : undefined,
      note: notes.length ? notes.join(' ') : undefined,
      aliases: aliases.length ? aliases : undefined,
      source: sources(
        ...c.sources,
        unit ? SRC.unitDate : undefined,
        jpRow || jpBase ? SRC.thlost : undefined,
        t.type === 'mfes' ? HIFUU_SOURCE : undefined,
        t.type === 'fes' ? L1_FESTIVAL[c.person.key] : undefined,
        t.type === 'genic' || t.type === 'relic' ? SONG_SORTER_SOURCE : undefined,
        t.type === 'aya-assistance' ? AYA_PASS_SOURCE : undefined,
      ),
    });
    characters.push(record);
    personOf.set(id, c.person);
    origins.set(id, {
      tierName: c.tier?.name,
      trackerName: c.tracker?.Name,
      inAttackTable: Boolean(c.attack),
      attackKeys: c.attackKeys ?? [],
      rebirthTrackerName: unit ? rebirthUnits.get(unit.id) : undefined,
    });
  }

  // Tierlist entries the other global sources do not list (LostWordTracker stops in June 2022).
  for (const c of candidates.values()) {
    if (!c.tier) continue;
    if (!c.attack) joinIssues.push({ source: 'tierlist', record: c.tier.name, problem: 'not found in the attack table (AttackData)' });
    if (!c.tracker) joinIssues.push({ source: 'tierlist', record: c.tier.name, problem: 'not found in LostWordTracker' });
  }

  for (const u of units) {
    if (!usedUnits.has(u.id))
      joinIssues.push({ source: 'unitDate', record: `${u.id} ${u.cn}${u.code ?? ''}`, problem: 'unit matches no global character' });
  }

  // Variant groups: one per base character (or per listed group) with two or more variants.
  const byGroup = new Map<string, Character[]>();
  for (const ch of characters) {
    const p = personOf.get(ch.id) as Person;
    const g = p.group ?? p.key;
    byGroup.set(g, [...(byGroup.get(g) ?? []), ch]);
  }
  const variantGroups: VariantGroup[] = [];
  for (const [g, list] of [...byGroup].sort((a, b) => compareStrings(a[0], b[0]))) {
    if (list.length < 2) continue;
    const p = PERSONS.find((x) => x.key === g);
    const jp = p?.unit ? thlostById.get(1000 + p.unit)?.jp_name : undefined;
    variantGroups.push(
      clean({
        id: g,
        enName: p?.full ?? GROUP_NAMES[g]?.enName ?? g,
        jpName: jp || undefined,
        source: sources(
          `derived: the ${list.length} Friends of one base character in characters.json`,
          jp ? `Japanese name: ${SRC.thlost}` : undefined,
        ),
      }),
    );
    for (const ch of list) ch.variantGroupId = g;
  }

  // Worlds: every code in use, plus A0..A15.
  const worldCodes = new Set<string>([...candidates.values()].map((c) => c.code));
  for (let n = 0; n <= 15; n++) worldCodes.add(`A${n}`);
  const sortedCodes = [...worldCodes].sort(compareCodes);
  const encoded = new Map<string, string>();
  for (const code of sortedCodes) {
    const wid = encodeWorldId(code);
    if (encoded.has(wid)) throw new Error(`World id collision: ${code} and ${encoded.get(wid)} both give ${wid}`);
    encoded.set(wid, code);
  }
  // A world's provenance: the sources whose Friends carry its code, and where its name comes from.
  const codeSources = new Map<string, string[]>();
  for (const c of candidates.values()) codeSources.set(c.code, [...(codeSources.get(c.code) ?? []), ...c.sources]);
  const worlds: World[] = sortedCodes.map((code, i) =>
    clean({
      id: encodeWorldId(code),
      name: WORLD_NAMES[code],
      number: worldNumber(code),
      sortKey: (i + 1) * 10,
      groupId: worldGroupOf(code),
      source: sources(
        ...(codeSources.get(code) ?? ['derived: A0-A15 are all listed so the universe tracker shows every numbered A world']),
        WORLD_NAMES[code] ? `name: ${WORLD_NAME_SOURCES[code]}` : undefined,
      ),
    }),
  );
  const groupIds = [...new Set(sortedCodes.map(worldGroupOf))].sort((a, b) => groupRank(a) - groupRank(b));
  const worldGroups: WorldGroup[] = groupIds.map((g, i) => ({
    id: g,
    name: WORLD_GROUP_NAMES[g] ?? `${g.toUpperCase()} worlds`,
    sortKey: (i + 1) * 10,
    source: 'derived: the first letter of the world codes in worlds.json (L1 alone)',
  }));

  // Series: blocks derivable from the world code alone.
  // Series: blocks derivable from the world code alone. L1 = main world; Hifuu = the Hifuu LostWord
  // story world B3 and the Renko/Maribel genic units; MV = the L80 music-video relic characters.
  const fromCodes = 'derived: world codes of characters.json';
  const seriesTabs: SeriesTab[] = [
    { id: 'l1', name: 'L1', sortKey: 10, source: fromCodes },
    { id: 'hifuu', name: 'Hifuu', sortKey: 20, source: `${fromCodes}; ${HIFUU_SOURCE}` },
    { id: 'mv', name: 'MV', sortKey: 30, source: fromCodes },
  ];
  const seriesList: Series[] = [
    { id: 'l1-main', enTitle: 'Main world (L1)', large: true, sortKey: 10, tabId: 'l1', source: fromCodes },
    { id: 'hifuu-you-of-the-end', enTitle: 'You of the End (B3)', sortKey: 20, tabId: 'hifuu', source: `${fromCodes}; ${HIFUU_SOURCE}` },
    {
      id: 'hifuu-genic',
      enTitle: 'Renko and Maribel genic units (LR1, LM1)',
      sortKey: 30,
      tabId: 'hifuu',
      source: `${fromCodes}; ${SONG_SORTER_SOURCE}`,
    },
    { id: 'mv', enTitle: 'LostWord MV (L80)', sortKey: 40, tabId: 'mv', source: fromCodes },
  ];
  for (const ch of characters) {
    const code = encoded.get(ch.worldId as string) as string;
    if (code === 'L1') ch.seriesId = 'l1-main';
    else if (HIFUU_WORLDS.includes(code)) ch.seriesId = 'hifuu-you-of-the-end';
    else if (GENIC_WORLDS.includes(code)) ch.seriesId = 'hifuu-genic';
    else if (code === 'L80') ch.seriesId = 'mv';
  }
  // Re-run clean so unset optional fields are not written.
  for (let i = 0; i < characters.length; i++) characters[i] = clean(characters[i]);

  // Chinese name index for story-card lore (full L1 names and the short names of later rows).
  const cnNames = new Map<string, Person>();
  for (const u of units) if (u.person && !u.cn.startsWith('油库里') && u.cn) cnNames.set(u.cn, u.person);
  // Japanese names of the same units (thlost), for lore written in Japanese.
  const byUnitNo = new Map(PERSONS.filter((p) => p.unit).map((p) => [p.unit as number, p]));
  for (const r of thlost) {
    const p = byUnitNo.get(Number(r.unit_id) % 1000);
    if (p && r.jp_name) cnNames.set(r.jp_name, p);
  }

  return {
    worldGroups,
    worlds,
    seriesTabs,
    series: seriesList,
    variantGroups,
    characters,
    personOf,
    cnNames,
    units,
    origins,
    joinIssues,
    stats: { candidates: candidates.size, missingType, unitsJoined: usedUnits.size },
  };
}

function colorsOf(person: Person): string[] {
  const colors = COLORS[person.key];
  if (!colors) throw new Error(`No signature colours for base character ${person.key} (data/build/curated/colors.ts)`);
  return [...colors];
}

function normAlias(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9']/g, '');
}
