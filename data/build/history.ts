// The game's history on the global server: each character's debut (with its precision and source),
// the CN tie-breaker, rebirths, pool batches, maintenance windows and developer letters.
//
// A character's debut is, in this order of strength:
//   1. `day`/`instant`: the start of the first dated prayer that features it as new (prayers.ts);
//   2. `month`: a page that states the month (curated/history.ts);
//   3. `by`: the tightest upper bound any source gives: a page showing the Friend available
//      (curated/history.ts), a dated prayer that features it (its start, else its end), the first
//      LostWordTracker commit that lists it enabled (raw news/tracker_history.csv, April-June 2022),
//      the lostwordchronicle attack table (commit of 2024-10-26) and the first THLWTierlist commit
//      that lists it (July-August 2026, curated/tierlistHistory.ts).
// A stronger date must not be later than any bound; the build fails naming the character if it is.
// Every date and bound carries its source kind (official post, guide page, fan tracker row, repository
// snapshot, derived) and whether the source gives its time or only its day.
// CN-server dates (UnitDate.csv) become `cnDebutAt`, a tie-breaker for the release order only.
import type { z } from 'zod';
import { type batch, GLOBAL_LAUNCH } from '../../server/characters/dataset.ts';
import type { DATE_PRECISIONS } from '../../server/shared/datasetSpec.ts';
import type { SOURCE_KINDS } from '../../server/shared/vocabulary.ts';
import type { devLetter, maintenance } from '../../server/updates/dataset.ts';
import type { Character, CharacterBuild } from './characters.ts';
import {
  BATCHES,
  DEBUTS,
  DEV_LETTERS,
  FIRST_REBIRTH,
  LATER_THAN_POOL,
  LAUNCH_ROSTER,
  MAINTENANCE,
  NOT_YET_OUT,
  POOL_COUNTS,
  TRACKER_DISABLED_ALSO,
  TRACKER_NAME_OVERRIDES,
} from './curated/history.ts';
import { TIERLIST_FIRST_SEEN, TIERLIST_REPO_FILE } from './curated/tierlistHistory.ts';
import { clean, compareStrings, readRawCsv } from './lib/io.ts';
import { notStored, type PrayerBuild } from './prayers.ts';
import { makeResolver } from './resolve.ts';
import { RAW, SRC } from './sources.ts';

type Batch = z.infer<typeof batch>;
type Maintenance = z.infer<typeof maintenance>;
type DevLetter = z.infer<typeof devLetter>;
type Precision = (typeof DATE_PRECISIONS)[number];
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The kind of a page source, from its first address: the official global site, else a guide page. */
export function pageKind(source: string): SourceKind {
  return /^https:\/\/global\.touhoulostword\.com\//.test(source.trim()) ? 'official-post' : 'guide-page';
}

export { GLOBAL_LAUNCH };
/** The dataset's "today": every date must lie between the global launch and it. */
export const HISTORY_TODAY = '2026-11-23T23:59:59Z';

const TRACKER_FILE = 'MaddoScientisto/LostWordTracker/LostWordTracker/wwwroot/Characters.json';
/** The lostwordchronicle attack table snapshot: commit 06feddd5, 2024-10-26T01:24:28+02:00. */
const ATTACK_TABLE_AT = '2024-10-25T23:24:28Z';
/**
 * LostWordTracker commit b77abab0 (2022-04-13T17:13:26Z) is the first to enable Friends: before it every row
 * was disabled, so a row listed disabled is a sign of "not yet out" only from then on.
 */
const TRACKER_ENABLING_FROM = '2022-04-13T17:13:26Z';
/** LostWordTracker commit a82b3242 "Added rebirth and new characters (disabled)" introduced HasRebirth. */
const REBIRTH_COMMIT = 'a82b32422cd338515c58b9c51a390b6c4dd710bc';

export interface DateFact {
  at: string;
  precision: Precision;
  source: string;
  /** What kind of source gave it, for the report. */
  origin: 'prayer-new' | 'page' | 'prayer-feature' | 'tracker' | 'attack-table' | 'tierlist' | 'pool-count';
  kind: SourceKind;
  /** The source gives the time (else the day only, stored as 00:00 UTC). */
  timeKnown: boolean;
}

/** A lower bound: a source shows the Friend not yet out at `at`. */
export interface LowerBound {
  at: string;
  source: string;
  origin: 'page' | 'tracker-disabled';
  kind: SourceKind;
  timeKnown: boolean;
}

/** A counted pool matched (or not) against the Friends known out: what the report lists. */
export interface PoolDerivation {
  label: string;
  type: string;
  count: number;
  how: string;
  /** L1 Friends of the type known out by the prayer's start, not known later than the pool's end. */
  candidates: string[];
  /** Friends left out because a source shows them later than the pool's end. */
  excluded: { id: string; why: string }[];
  derived: boolean;
  rule: string;
}

export interface HistoryBuild {
  /** Forever prayers whose counted pool is exactly the Friends known out by its date: their members. */
  poolMembers: { foreverPrayer: string; ids: string[]; reason: string; counts: Record<string, number> }[];
  /** Every counted pool per type, derived or not, with its rule. */
  poolDerivations: PoolDerivation[];
  batches: Batch[];
  maintenance: Maintenance[];
  devLetters: DevLetter[];
  /** Every date fact per character, for the tests and the report. */
  facts: Map<string, DateFact[]>;
}

/** "2022-04-13T19:13:26+02:00" -> "2022-04-13T17:13:26Z". */
export function toUtc(offsetDate: string): string {
  const d = new Date(offsetDate);
  if (Number.isNaN(d.getTime())) throw new Error(`Not a date: ${offsetDate}`);
  return d.toISOString().replace(/\.000Z$/, 'Z');
}

/** The day (YYYY-MM-DD) a stored instant falls on: bounds and day dates compare at day granularity. */
const day = (iso: string) => iso.slice(0, 10);

/** "2021/9/30" -> "2021-09-30T00:00:00Z"; undefined for a malformed date (UnitDate.csv row 5010). */
export function cnDate(text: string): string | undefined {
  const m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text.trim());
  if (!m) return undefined;
  return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}T00:00:00Z`;
}

function checkRange(what: string, at: string) {
  if (day(at) < day(GLOBAL_LAUNCH) || at > HISTORY_TODAY)
    throw new Error(`${what}: ${at} is outside ${day(GLOBAL_LAUNCH)}..${day(HISTORY_TODAY)}`);
}

export function buildHistory(chars: CharacterBuild, prayerBuild: PrayerBuild): HistoryBuild {
  const { characters, origins } = chars;
  const resolve = makeResolver(characters);
  const facts = new Map<string, DateFact[]>();
  const add = (id: string, f: DateFact) => {
    checkRange(`${id} (${f.source})`, f.at);
    facts.set(id, [...(facts.get(id) ?? []), f]);
  };

  // 1. Debuts from prayers that feature a Friend as new.
  for (const [id, d] of prayerBuild.debutOf)
    add(id, {
      at: d.at,
      precision: d.precision,
      source: d.source,
      origin: 'prayer-new',
      kind: pageKind(d.source),
      timeKnown: d.precision === 'instant',
    });

  // 2. Curated page facts.
  for (const d of DEBUTS)
    add(resolve(d.name, `debut row "${d.name}"`), {
      at: d.at,
      precision: d.precision,
      source: d.source,
      origin: 'page',
      kind: pageKind(d.source),
      timeKnown: false,
    });

  // 3. Every dated prayer that features a Friend bounds its debut: by the start, else by the end.
  for (const p of prayerBuild.prayers) {
    const at = p.startAt ?? p.endAt;
    if (!at) continue;
    const timeKnown = (p.startAt ? p.startPrecision : p.endPrecision) === 'instant';
    const source = p.source as string;
    for (const c of p.characters ?? [])
      add(c.id, { at, precision: 'by', source, origin: 'prayer-feature', kind: pageKind(source), timeKnown });
  }

  // 4. LostWordTracker history: the first commit listing the Friend enabled.
  const byTrackerName = new Map<string, string>();
  for (const [id, o] of origins) if (o.trackerName) byTrackerName.set(o.trackerName.toLowerCase(), id);
  const trackerRows = readRawCsv(...RAW.trackerHistory);
  const rebirthByName = new Map<string, string>();
  for (const r of trackerRows) {
    if (r.rebirth_first_listed_utc) rebirthByName.set(r.name.toLowerCase(), toUtc(r.rebirth_first_listed_utc));
    if (!r.first_enabled_utc) continue; // listed but never enabled: no upper bound from the tracker
    const id = TRACKER_NAME_OVERRIDES[r.name] ?? byTrackerName.get(r.name.toLowerCase()) ?? resolveTrackerRow(r, resolve);
    add(id, {
      at: toUtc(r.first_enabled_utc),
      precision: 'by',
      source: `${TRACKER_FILE}@${r.first_enabled_commit}`,
      origin: 'tracker',
      kind: 'fan-tracker',
      timeKnown: true,
    });
  }

  // 5. Snapshots: the attack table (October 2024) and the tierlist's first commit per entry (2026).
  const tierlistSeen = new Map<string, { at: string; commit: string }>();
  for (const c of TIERLIST_FIRST_SEEN) for (const n of c.names) tierlistSeen.set(n, { at: c.at, commit: c.commit });
  for (const [id, o] of origins) {
    if (o.inAttackTable)
      add(id, {
        at: ATTACK_TABLE_AT,
        precision: 'by',
        source: SRC.attackData,
        origin: 'attack-table',
        kind: 'repository-snapshot',
        timeKnown: true,
      });
    if (o.tierName) {
      const seen = tierlistSeen.get(o.tierName.trim());
      if (!seen) throw new Error(`Tierlist entry ${o.tierName} has no first-seen commit (curated/tierlistHistory.ts)`);
      add(id, {
        at: seen.at,
        precision: 'by',
        source: `${TIERLIST_REPO_FILE}@${seen.commit}`,
        origin: 'tierlist',
        kind: 'repository-snapshot',
        timeKnown: true,
      });
    }
  }

  // Lower bounds: pages showing a Friend not yet out, and LostWordTracker's rows still listed but
  // disabled in a commit made after the tracker began enabling released Friends (a fan tracker's
  // sign that the Friend was not out yet, not an announcement).
  const lowerBounds = new Map<string, LowerBound[]>();
  const addLower = (id: string, b: LowerBound) => {
    checkRange(`${id} lower bound (${b.source})`, b.at);
    lowerBounds.set(id, [...(lowerBounds.get(id) ?? []), b]);
  };
  for (const n of NOT_YET_OUT)
    for (const name of n.names) {
      const id = resolve(name, `not-yet-out row "${name}"`);
      addLower(id, { at: n.after, source: n.source, origin: 'page', kind: pageKind(n.source), timeKnown: false });
      if (n.by) add(id, { at: n.by, precision: 'by', source: n.source, origin: 'page', kind: pageKind(n.source), timeKnown: false });
    }
  for (const r of trackerRows) {
    if (!r.last_disabled_utc) continue;
    const at = toUtc(r.last_disabled_utc);
    if (at < TRACKER_ENABLING_FROM) continue; // before the tracker enabled anyone, "disabled" says nothing
    let id: string;
    try {
      id = TRACKER_NAME_OVERRIDES[r.name] ?? byTrackerName.get(r.name.toLowerCase()) ?? resolveTrackerRow(r, resolve);
    } catch {
      continue; // a placeholder name ("Blue Reimu") that names no one character
    }
    const also = TRACKER_DISABLED_ALSO[id];
    addLower(id, {
      at,
      source: `${TRACKER_FILE}@${r.last_disabled_commit} (row "${r.name}" still disabled)${also ? `; ${also}` : ''}`,
      origin: 'tracker-disabled',
      kind: 'fan-tracker',
      timeKnown: true,
    });
  }

  // The launch roster.
  const launchSource = new Map<string, string>();
  for (const l of LAUNCH_ROSTER) for (const name of l.names) launchSource.set(resolve(name, `launch roster "${name}"`), l.source);

  // Pick each character's debut; then match the counted pools, and pick again with what they give.
  const pickAll = () => {
    for (const c of characters) pickDebut(c, facts.get(c.id) ?? [], lowerBounds.get(c.id) ?? [], launchSource.get(c.id));
  };
  pickAll();
  const poolMembers: HistoryBuild['poolMembers'] = [];
  const poolDerivations: PoolDerivation[] = [];
  const laterThanPool = new Map<string, string>();
  for (const l of LATER_THAN_POOL) laterThanPool.set(resolve(l.name, `later-than-pool row "${l.name}"`), `${l.source} ("${l.quote}")`);
  // A Friend a prayer features as new came with that prayer: not in a pool that ended before it,
  // nor in any pool where the prayer has no date (nothing shows it came before the pool's end).
  const newIn = new Map<string, { at?: string; name: string; source: string }>();
  for (const p of prayerBuild.prayers)
    for (const c of p.characters ?? [])
      if (c.status === 'new' && !newIn.has(c.id))
        newIn.set(c.id, { at: p.startAt ?? p.endAt ?? undefined, name: p.name, source: p.source as string });
  for (const pool of POOL_COUNTS) {
    const total = pool.perType.reduce((n, t) => n + t.count, 0);
    if (total !== pool.count) throw new Error(`${pool.label}: the per-type counts add up to ${total}, not ${pool.count}`);
    const members: Character[] = [];
    for (const t of pool.perType) {
      const excluded: PoolDerivation['excluded'] = [];
      const candidates = characters.filter((c) => {
        if (c.worldId !== 'L1' || c.type !== t.type || !c.debutAt || day(c.debutAt) > day(pool.knownBy)) return false;
        const fresh = newIn.get(c.id);
        const why =
          laterThanPool.get(c.id) ??
          (fresh && (!fresh.at || day(fresh.at) > day(pool.outBy))
            ? `new in ${fresh.name} (${fresh.at ? `dated ${day(fresh.at)}` : 'undated'}; ${fresh.source})`
            : undefined) ??
          (c.debutAfter && day(c.debutAfter) >= day(pool.outBy)
            ? `not yet out on ${day(c.debutAfter)} (${c.debutAfterSource})`
            : undefined) ??
          ((c.debutPrecision === 'day' || c.debutPrecision === 'month' || c.debutPrecision === 'instant') &&
          day(c.debutAt) > day(pool.outBy)
            ? `out on ${day(c.debutAt)} (${c.debutSource})`
            : undefined);
        if (why) excluded.push({ id: c.id, why });
        return !why;
      });
      const derived = candidates.length === t.count;
      const rule =
        `derived: the ${t.count} L1 ${t.type} Friends of ${pool.label} (${t.how}) are the ${candidates.length} L1 ${t.type} Friends ` +
        `known out by ${day(pool.knownBy)}, less those a source shows later than ${day(pool.outBy)}`;
      poolDerivations.push({
        label: pool.label,
        type: t.type,
        count: t.count,
        how: t.how,
        candidates: candidates.map((c) => c.id),
        excluded,
        derived,
        rule,
      });
      if (!derived) continue;
      members.push(...candidates);
      for (const c of candidates)
        add(c.id, {
          at: pool.outBy,
          precision: 'by',
          source: `${pool.source}; ${rule}`,
          origin: 'pool-count',
          kind: 'derived',
          timeKnown: false,
        });
    }
    if (pool.foreverPrayer && members.length)
      poolMembers.push({
        foreverPrayer: pool.foreverPrayer,
        ids: members.map((c) => c.id),
        reason: poolDerivations
          .filter((d) => d.label === pool.label)
          .map((d) => (d.derived ? d.rule : `the ${d.count} ${d.type} Friends are not named (${d.candidates.length} candidates known)`))
          .join('; '),
        counts: Object.fromEntries(pool.perType.map((t) => [t.type, t.count])),
      });
  }
  pickAll();

  // CN-server dates: a tie-breaker only.
  const cnByUnit = new Map<number, string>();
  for (const r of readRawCsv(...RAW.unitDate)) {
    const at = cnDate(r.date);
    if (at) cnByUnit.set(Number(r.id), at);
  }
  for (const c of characters) if (c.gameUnitId && cnByUnit.has(c.gameUnitId)) c.cnDebutAt = cnByUnit.get(c.gameUnitId);

  // Rebirths: LostWordTracker added its HasRebirth flag in one commit (2022-04-21), so every Friend it
  // flags had a rebirth by then, and none before the first global rebirth on 2021-09-22 (GamePress; Friends
  // not named): each rebirth batch is dated between the two.
  const rebirthGroups = new Map<string, string[]>();
  for (const c of characters) {
    const name = origins.get(c.id)?.rebirthTrackerName;
    if (!c.hasRebirth || !name) continue;
    const at = rebirthByName.get(name.toLowerCase());
    if (!at) throw new Error(`${c.id}: rebirth row ${name} has no date in tracker_history.csv`);
    checkRange(`${c.id} rebirth`, at);
    if (day(at) < day(FIRST_REBIRTH.at)) throw new Error(`${c.id}: rebirth bound ${at} precedes the first global rebirth`);
    c.rebirthAt = at;
    c.rebirthPrecision = 'by';
    rebirthGroups.set(at, [...(rebirthGroups.get(at) ?? []), c.id]);
  }

  const batches: Batch[] = [];
  for (const [at, ids] of [...rebirthGroups].sort((a, b) => compareStrings(a[0], b[0]))) {
    batches.push({
      kind: 'rebirth',
      no: batches.filter((b) => b.kind === 'rebirth').length + 1,
      date: at,
      // No rebirth existed before the first global one, so every rebirth batch comes after it.
      datePrecision: 'between',
      dateAfter: FIRST_REBIRTH.at,
      dateAfterSource: `${FIRST_REBIRTH.source} ("${FIRST_REBIRTH.quote}"; year: ${FIRST_REBIRTH.yearDerived})`,
      dateAfterSourceKind: pageKind(FIRST_REBIRTH.source),
      characters: ids.sort(compareStrings),
      source: `${TRACKER_FILE}@${REBIRTH_COMMIT}`,
      sourceKind: 'fan-tracker',
    });
  }
  for (const b of [...BATCHES].sort((x, y) => compareStrings(x.kind, y.kind) || compareStrings(x.date, y.date))) {
    checkRange(`${b.kind} batch`, b.date);
    batches.push({
      kind: b.kind,
      no: batches.filter((x) => x.kind === b.kind).length + 1,
      date: b.date,
      datePrecision: b.datePrecision,
      characters: b.names.map((n) => resolve(n, `${b.kind} batch of ${b.date}`)),
      source: b.pageNotStored ? notStored(b.source, b.quote) : b.source,
      sourceKind: pageKind(b.source),
    });
  }

  const maintenanceRows: Maintenance[] = MAINTENANCE.map((m, i) => {
    if (m.startAt) checkRange(m.title, m.startAt);
    checkRange(m.title, m.endAt);
    return clean({
      id: i + 1,
      startAt: m.startAt,
      startPrecision: m.startAt ? m.startPrecision : undefined,
      endAt: m.endAt,
      endPrecision: m.endPrecision,
      title: m.title,
      newsUrl: m.newsUrl,
      source: m.source,
    });
  });
  const devLetters: DevLetter[] = DEV_LETTERS.map((l) => {
    checkRange(l.title ?? l.at, l.at);
    return clean({ at: l.at, url: l.url, title: l.title, source: l.source });
  });

  return { batches, maintenance: maintenanceRows, devLetters, facts, poolMembers, poolDerivations };
}

/** Earliest fact; on a tie, a page before a prayer feature before the repository snapshots. */
function pickEarliest(list: DateFact[]): DateFact | undefined {
  const order: DateFact['origin'][] = ['prayer-new', 'page', 'prayer-feature', 'pool-count', 'tracker', 'attack-table', 'tierlist'];
  return [...list].sort((a, b) => compareStrings(a.at, b.at) || order.indexOf(a.origin) - order.indexOf(b.origin))[0];
}

/**
 * A character's debut from its facts: the launch for the launch roster; else the earliest stated
 * day or month; else the tightest upper bound, with the latest lower bound where one is known
 * (`between`). A date later than an upper bound, or not later than a lower bound, fails the build.
 */
function pickDebut(c: Character, list: DateFact[], lower: LowerBound[], launchSource: string | undefined) {
  const bounds = list.filter((f) => f.precision === 'by');
  const after = [...lower].sort((a, b) => compareStrings(b.at, a.at))[0];
  c.debutAfter = undefined;
  c.debutAfterSource = undefined;
  c.debutAfterSourceKind = undefined;
  c.debutAfterTimeKnown = undefined;
  if (launchSource) {
    if (after) throw new Error(`${c.id}: in the launch roster, but ${after.source} shows it not yet out at ${after.at}`);
    c.debutAt = GLOBAL_LAUNCH;
    c.debutPrecision = 'launch';
    c.debutSource = launchSource;
    c.debutSourceKind = pageKind(launchSource);
    c.debutTimeKnown = false;
    return;
  }
  const strong =
    pickEarliest(list.filter((f) => f.precision === 'day' || f.precision === 'instant')) ??
    pickEarliest(list.filter((f) => f.precision === 'month'));
  if (strong) {
    const late = bounds.find((b) => day(b.at) < day(strong.at));
    if (late) throw new Error(`${c.id}: debut ${strong.at} (${strong.source}) is later than the bound ${late.at} (${late.source})`);
    if (after && (after.timeKnown && strong.timeKnown ? strong.at <= after.at : day(strong.at) < day(after.at)))
      throw new Error(`${c.id}: debut ${strong.at} (${strong.source}) is before the lower bound ${after.at} (${after.source})`);
    setDebut(c, strong);
    return;
  }
  const bound = pickEarliest(bounds);
  if (!bound) return;
  setDebut(c, bound);
  if (after) {
    if (after.timeKnown && bound.timeKnown ? after.at >= bound.at : day(after.at) > day(bound.at))
      throw new Error(`${c.id}: not yet out at ${after.at} (${after.source}) but out by ${bound.at} (${bound.source})`);
    c.debutPrecision = 'between';
    c.debutAfter = after.at;
    c.debutAfterSource = after.source;
    c.debutAfterSourceKind = after.kind;
    c.debutAfterTimeKnown = after.timeKnown;
  }
}

function setDebut(c: Character, f: DateFact) {
  c.debutAt = f.at;
  c.debutPrecision = f.precision;
  c.debutSource = f.source;
  c.debutSourceKind = f.kind;
  c.debutTimeKnown = f.timeKnown;
}

/** A tracker_history row whose name is not a LostWordTracker name of today's snapshot (renamed rows). */
function resolveTrackerRow(r: Record<string, string>, resolve: ReturnType<typeof makeResolver>): string {
  const base = (r.short_name || r.name).replace(/\s*\([^)]*\)\s*$/, '').trim();
  const code = r.universe || 'L1';
  return resolve(`${code} ${base}`, `tracker_history.csv row "${r.name}"`);
}
