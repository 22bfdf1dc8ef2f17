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
// CN-server dates (UnitDate.csv) become `cnDebutAt`, a tie-breaker for the release order only.
import type { z } from 'zod';
import type { batch, DATE_PRECISIONS, devLetter, maintenance } from '../../prisma/seed/format.ts';
import type { Character, CharacterBuild } from './characters.ts';
import { BATCHES, DEBUTS, DEV_LETTERS, FIRST_REBIRTH, MAINTENANCE, TRACKER_NAME_OVERRIDES } from './curated/history.ts';
import { TIERLIST_FIRST_SEEN, TIERLIST_REPO_FILE } from './curated/tierlistHistory.ts';
import { clean, compareStrings, readRawCsv } from './lib/io.ts';
import type { PrayerBuild } from './prayers.ts';
import { makeResolver } from './resolve.ts';
import { RAW, SRC } from './sources.ts';

type Batch = z.infer<typeof batch>;
type Maintenance = z.infer<typeof maintenance>;
type DevLetter = z.infer<typeof devLetter>;
type Precision = (typeof DATE_PRECISIONS)[number];

/** The global launch and the dataset's "today": every date must lie between them. */
export const GLOBAL_LAUNCH = '2021-05-11T00:00:00Z';
export const HISTORY_TODAY = '2026-11-23T23:59:59Z';

const TRACKER_FILE = 'MaddoScientisto/LostWordTracker/LostWordTracker/wwwroot/Characters.json';
/** The lostwordchronicle attack table snapshot: commit 06feddd5, 2024-10-26T01:24:28+02:00. */
const ATTACK_TABLE_AT = '2024-10-25T23:24:28Z';
/** LostWordTracker commit a82b3242 "Added rebirth and new characters (disabled)" introduced HasRebirth. */
const REBIRTH_COMMIT = 'a82b32422cd338515c58b9c51a390b6c4dd710bc';

export interface DateFact {
  at: string;
  precision: Precision;
  source: string;
  /** What kind of source gave it, for the report. */
  origin: 'prayer-new' | 'page' | 'prayer-feature' | 'tracker' | 'attack-table' | 'tierlist';
}

export interface HistoryBuild {
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
  for (const [id, d] of prayerBuild.debutOf) add(id, { at: d.at, precision: d.precision, source: d.source, origin: 'prayer-new' });

  // 2. Curated page facts.
  for (const d of DEBUTS)
    add(resolve(d.name, `debut row "${d.name}"`), { at: d.at, precision: d.precision, source: d.source, origin: 'page' });

  // 3. Every dated prayer that features a Friend bounds its debut: by the start, else by the end.
  for (const p of prayerBuild.prayers) {
    const at = p.startAt ?? p.endAt;
    if (!at) continue;
    for (const c of p.characters ?? []) add(c.id, { at, precision: 'by', source: p.source as string, origin: 'prayer-feature' });
  }

  // 4. LostWordTracker history: the first commit listing the Friend enabled.
  const byTrackerName = new Map<string, string>();
  for (const [id, o] of origins) if (o.trackerName) byTrackerName.set(o.trackerName.toLowerCase(), id);
  const trackerRows = readRawCsv(...RAW.trackerHistory);
  const rebirthByName = new Map<string, string>();
  for (const r of trackerRows) {
    if (r.rebirth_first_listed_utc) rebirthByName.set(r.name.toLowerCase(), toUtc(r.rebirth_first_listed_utc));
    if (!r.first_enabled_utc) continue; // listed but disabled: announced, not yet out
    const id = TRACKER_NAME_OVERRIDES[r.name] ?? byTrackerName.get(r.name.toLowerCase()) ?? resolveTrackerRow(r, resolve);
    add(id, { at: toUtc(r.first_enabled_utc), precision: 'by', source: `${TRACKER_FILE}@${r.first_enabled_commit}`, origin: 'tracker' });
  }

  // 5. Snapshots: the attack table (October 2024) and the tierlist's first commit per entry (2026).
  const tierlistSeen = new Map<string, { at: string; commit: string }>();
  for (const c of TIERLIST_FIRST_SEEN) for (const n of c.names) tierlistSeen.set(n, { at: c.at, commit: c.commit });
  for (const [id, o] of origins) {
    if (o.inAttackTable) add(id, { at: ATTACK_TABLE_AT, precision: 'by', source: SRC.attackData, origin: 'attack-table' });
    if (o.tierName) {
      const seen = tierlistSeen.get(o.tierName.trim());
      if (!seen) throw new Error(`Tierlist entry ${o.tierName} has no first-seen commit (curated/tierlistHistory.ts)`);
      add(id, { at: seen.at, precision: 'by', source: `${TIERLIST_REPO_FILE}@${seen.commit}`, origin: 'tierlist' });
    }
  }

  // Pick each character's debut.
  for (const c of characters) {
    const list = facts.get(c.id) ?? [];
    const bounds = list.filter((f) => f.precision === 'by');
    const strong =
      pickEarliest(list.filter((f) => f.precision === 'day' || f.precision === 'instant')) ??
      pickEarliest(list.filter((f) => f.precision === 'month'));
    if (strong) {
      const late = bounds.find((b) => day(b.at) < day(strong.at));
      if (late) throw new Error(`${c.id}: debut ${strong.at} (${strong.source}) is later than the bound ${late.at} (${late.source})`);
      setDebut(c, strong);
    } else {
      const bound = pickEarliest(bounds);
      if (bound) setDebut(c, bound);
    }
  }

  // CN-server dates: a tie-breaker only.
  const cnByUnit = new Map<number, string>();
  for (const r of readRawCsv(...RAW.unitDate)) {
    const at = cnDate(r.date);
    if (at) cnByUnit.set(Number(r.id), at);
  }
  for (const c of characters) if (c.gameUnitId && cnByUnit.has(c.gameUnitId)) c.cnDebutAt = cnByUnit.get(c.gameUnitId);

  // Rebirths: LostWordTracker added its HasRebirth flag in one commit (2022-04-21), so every Friend it
  // flags had a rebirth by then. The first global rebirth was on 2021-09-22 (GamePress; Friends not named).
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
      datePrecision: 'by',
      characters: ids.sort(compareStrings),
      source: `${TRACKER_FILE}@${REBIRTH_COMMIT}`,
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
      source: b.source,
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

  return { batches, maintenance: maintenanceRows, devLetters, facts };
}

/** Earliest fact; on a tie, a page before a prayer feature before the repository snapshots. */
function pickEarliest(list: DateFact[]): DateFact | undefined {
  const order: DateFact['origin'][] = ['prayer-new', 'page', 'prayer-feature', 'tracker', 'attack-table', 'tierlist'];
  return [...list].sort((a, b) => compareStrings(a.at, b.at) || order.indexOf(a.origin) - order.indexOf(b.origin))[0];
}

function setDebut(c: Character, f: DateFact) {
  c.debutAt = f.at;
  c.debutPrecision = f.precision;
  c.debutSource = f.source;
}

/** A tracker_history row whose name is not a LostWordTracker name of today's snapshot (renamed rows). */
function resolveTrackerRow(r: Record<string, string>, resolve: ReturnType<typeof makeResolver>): string {
  const base = (r.short_name || r.name).replace(/\s*\([^)]*\)\s*$/, '').trim();
  const code = r.universe || 'L1';
  return resolve(`${code} ${base}`, `tracker_history.csv row "${r.name}"`);
}
