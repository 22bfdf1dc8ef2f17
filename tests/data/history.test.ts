// Consistency checks of the release history: dates in range, debuts against the banners that feature
// them, reruns after debuts, featured names resolving to exactly one character, and coverage.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCharacters } from '../../data/build/characters.ts';
import { knownOutBy, LAUNCH_ROSTER, OUT_BY_COUNTS } from '../../data/build/curated/history.ts';
import { PRAYERS } from '../../data/build/curated/prayers.ts';
import { cnDate, GLOBAL_LAUNCH, HISTORY_TODAY, toUtc } from '../../data/build/history.ts';
import { makeResolver, UnresolvedNameError } from '../../data/build/resolve.ts';
import { rankReleaseOrder } from '../../server/characters/dataset.ts';
import { DATASET_FILE_NAMES, DATASET_FILES, recordKey } from '../../server/dataset/files.ts';
import { readDataset } from '../../server/dataset/validate.ts';

const DATA = join(__dirname, '..', '..', 'data');
const d = readDataset(DATA);
const chars = d['characters/characters.json'];
const prayers = d['prayers/prayers.json'];
const byId = new Map(chars.map((c) => [c.id, c]));
const day = (iso: string) => iso.slice(0, 10);

/** Characters with a global debut date of any precision. */
const MIN_DATED = 300;

/** Every date of the dataset that claims to be a global date, with where it is. */
function globalDates(): [string, string][] {
  const out: [string, string][] = [];
  for (const c of chars) {
    if (c.debutAt) out.push([`${c.id} debutAt`, c.debutAt]);
    if (c.rebirthAt) out.push([`${c.id} rebirthAt`, c.rebirthAt]);
  }
  for (const p of prayers) {
    if (p.startAt) out.push([`prayer ${p.id} startAt`, p.startAt]);
    if (p.endAt) out.push([`prayer ${p.id} endAt`, p.endAt]);
  }
  for (const b of d['characters/batches.json']) out.push([`${b.kind} batch ${b.no}`, b.date]);
  for (const m of d['updates/maintenance.json']) {
    if (m.startAt) out.push([`maintenance ${m.id} startAt`, m.startAt]);
    out.push([`maintenance ${m.id} endAt`, m.endAt]);
  }
  for (const l of d['updates/devLetters.json']) out.push([`dev letter ${l.url ?? l.at}`, l.at]);
  return out;
}

/** When a prayer is known to run: its start, else its end (a prayer known only by its end ran by then). */
const knownAt = (p: (typeof prayers)[number]) => p.startAt ?? p.endAt;

describe('release history', () => {
  it('puts every global date between the global launch and today', () => {
    const dates = globalDates();
    expect(dates.length).toBeGreaterThan(500);
    for (const [where, at] of dates) {
      expect(day(at) >= day(GLOBAL_LAUNCH), `${where} ${at} is before the global launch`).toBe(true);
      expect(at <= HISTORY_TODAY, `${where} ${at} is after today`).toBe(true);
    }
  });

  it('gives every dated character a precision and the page or snapshot that states it', () => {
    for (const c of chars) {
      if (!c.debutAt) {
        expect(c.debutPrecision, c.id).toBeFalsy();
        continue;
      }
      expect(['launch', 'instant', 'day', 'month', 'between', 'by'], c.id).toContain(c.debutPrecision);
      expect(c.debutSource, c.id).toBeTruthy();
      if (c.debutPrecision === 'day') expect(c.debutAt.endsWith('T00:00:00Z'), c.id).toBe(true);
      if (c.debutPrecision === 'month') expect(c.debutAt.endsWith('-01T00:00:00Z'), c.id).toBe(true);
      if (c.rebirthAt) expect(c.rebirthPrecision, c.id).toBeTruthy();
    }
  });

  it('never dates a debut later than a dated banner that features the character', () => {
    for (const p of prayers) {
      const at = knownAt(p);
      if (!at) continue;
      for (const f of p.characters ?? []) {
        const c = byId.get(f.id);
        expect(c?.debutAt, `${f.id} is featured by "${p.name}" but has no debut`).toBeTruthy();
        expect(day(c?.debutAt as string) <= day(at), `${f.id} debuts ${c?.debutAt}, after "${p.name}" (${at})`).toBe(true);
      }
    }
  });

  it('never starts a rerun before the debut of a character it features', () => {
    const reruns = prayers.filter((p) => p.types.includes('rerun') || p.types.includes('rerun-only'));
    expect(reruns.length).toBeGreaterThan(10);
    for (const p of reruns) {
      const at = knownAt(p);
      if (!at) continue;
      for (const f of p.characters ?? []) {
        const debut = byId.get(f.id)?.debutAt;
        if (debut) expect(day(at) >= day(debut), `rerun "${p.name}" (${at}) precedes the debut of ${f.id} (${debut})`).toBe(true);
      }
    }
  });

  it('dates every character a dated banner features as new to that banner start, to the day', () => {
    let checked = 0;
    for (const p of prayers) {
      if (!p.startAt || (p.startPrecision !== 'day' && p.startPrecision !== 'instant')) continue;
      for (const f of p.characters ?? []) {
        if (f.status !== 'new') continue;
        const first = prayers
          .filter((q) => q.startAt && q.characters?.some((x) => x.id === f.id && x.status === 'new'))
          .sort((a, b) => (a.startAt as string).localeCompare(b.startAt as string))[0];
        if (first !== p) continue;
        const c = byId.get(f.id);
        expect(['day', 'instant'], f.id).toContain(c?.debutPrecision);
        expect(c?.debutAt, f.id).toBe(p.startAt);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(1);
  });

  it('dates at least 300 of the characters', () => {
    const dated = chars.filter((c) => c.debutAt);
    expect(dated.length).toBeGreaterThanOrEqual(MIN_DATED);
    expect(chars.length).toBe(463);
  });

  it('keeps the CN date a tie-breaker: never the global debut', () => {
    const withCn = chars.filter((c) => c.cnDebutAt);
    expect(withCn.length).toBeGreaterThan(300);
    for (const c of withCn) {
      if (c.debutAt === c.cnDebutAt) expect(c.debutSource ?? '', c.id).not.toContain('UnitDate');
      expect(c.debutSource ?? '', c.id).not.toContain('LostWordBWikiScripts');
    }
  });

  it('dates every rebirth batch after the first global rebirth (22 September 2021), with that source', () => {
    const rebirths = d['characters/batches.json'].filter((b) => b.kind === 'rebirth');
    expect(rebirths.length).toBeGreaterThan(0);
    for (const b of rebirths) {
      expect(b.datePrecision, `rebirth ${b.no}`).toBe('between');
      expect(b.dateAfter, `rebirth ${b.no}`).toBe('2021-09-22T00:00:00Z');
      expect(b.dateAfterSource ?? '', `rebirth ${b.no}`).toContain('9/22 Rebirth is here');
      expect(Date.parse(b.dateAfter ?? '') < Date.parse(b.date), `rebirth ${b.no}`).toBe(true);
    }
  });

  it('lists real batches, each with a date, precision, characters and source', () => {
    const batches = d['characters/batches.json'];
    expect(batches.some((b) => b.kind === 'rebirth')).toBe(true);
    for (const b of batches) {
      expect(b.datePrecision, `${b.kind} ${b.no}`).toBeTruthy();
      expect(b.source, `${b.kind} ${b.no}`).toBeTruthy();
      // Each bound says what kind of source gives it; the rebirth batches' upper bound is a fan tracker's row.
      expect(b.sourceKind, `${b.kind} ${b.no}`).toBeTruthy();
      if (b.dateAfter) expect(b.dateAfterSourceKind, `${b.kind} ${b.no}`).toBeTruthy();
      if (b.kind === 'rebirth') expect(b.sourceKind, `${b.kind} ${b.no}`).toBe('fan-tracker');
      for (const id of b.characters) expect(byId.has(id), `${b.kind} ${b.no}: ${id}`).toBe(true);
    }
    for (const c of chars.filter((x) => x.rebirthAt))
      expect(
        batches.some((b) => b.kind === 'rebirth' && b.characters.includes(c.id)),
        c.id,
      ).toBe(true);
  });

  it('gives every base character two signature colours, shared by its variants', () => {
    const byGroup = new Map<string, string>();
    for (const c of chars) {
      expect(c.colors?.length, c.id).toBe(2);
      const key = `${c.variantGroupId ?? c.id}|${c.shortNameEn}`;
      const colours = JSON.stringify(c.colors);
      if (byGroup.has(key)) expect(colours, c.id).toBe(byGroup.get(key));
      byGroup.set(key, colours);
    }
  });

  it('has global maintenance windows, each with an end and its precision', () => {
    const m = d['updates/maintenance.json'];
    expect(m.length).toBeGreaterThanOrEqual(2);
    for (const w of m) {
      expect(w.endPrecision).toBeTruthy();
      if (w.startAt) expect(w.startAt <= w.endAt).toBe(true);
    }
  });
});

describe('the release order', () => {
  const rank = rankReleaseOrder(chars);
  const launch = chars.filter((c) => c.debutPrecision === 'launch');

  it('has a launch roster, dated to the launch day with its page', () => {
    expect(launch.map((c) => c.id).sort()).toEqual(expect.arrayContaining(['l1-marisa', 'l1-reimu']));
    expect(launch.length).toBe(LAUNCH_ROSTER.flatMap((l) => l.names).length);
    for (const c of launch) {
      expect(c.debutAt, c.id).toBe(GLOBAL_LAUNCH);
      expect(c.debutSource, c.id).toMatch(/^https:\/\//);
    }
  });

  it('puts every launch-roster Friend before every Friend first seen after the launch', () => {
    const lastLaunch = Math.max(...launch.map((c) => rank.get(c.id) as number));
    const later = chars.filter((c) => c.debutPrecision !== 'launch' && c.debutAt);
    for (const c of later) expect(rank.get(c.id) as number, `${c.id} sorts before the launch roster`).toBeGreaterThan(lastLaunch);
    // The launch roster opens the list.
    expect(lastLaunch).toBe(launch.length);
  });

  it('orders by what is known: never a Friend bounded later before one bounded earlier', () => {
    const dated = chars.filter((c) => c.debutAt).sort((a, b) => (rank.get(a.id) as number) - (rank.get(b.id) as number));
    for (let i = 1; i < dated.length; i++)
      expect(Date.parse(dated[i].debutAt as string), `${dated[i - 1].id} then ${dated[i].id}`).toBeGreaterThanOrEqual(
        Date.parse(dated[i - 1].debutAt as string),
      );
  });

  it('keeps each lower bound below its upper bound, with its own source', () => {
    const between = chars.filter((c) => c.debutPrecision === 'between');
    expect(between.length).toBeGreaterThanOrEqual(8);
    for (const c of between) {
      expect(Date.parse(c.debutAfter as string), c.id).toBeLessThan(Date.parse(c.debutAt as string));
      expect(c.debutAfterSource, c.id).toBeTruthy();
    }
    for (const c of chars) if (c.debutPrecision !== 'between') expect(c.debutAfter ?? null, c.id).toBeNull();
    // LostWordTracker still listed Seija and Shinmyoumaru disabled (not out) on 2022-04-21, and B3
    // Sagume disabled at 08:22:20 UTC on 14 April, enabled at 09:06:01 UTC: 44 minutes apart.
    expect(byId.get('l1-seija')?.debutAfter).toBe('2022-04-21T08:17:25Z');
    expect(byId.get('b3-sagume')?.debutAfter).toBe('2022-04-14T08:22:20Z');
    expect(byId.get('b3-sagume')?.debutAt).toBe('2022-04-14T09:06:01Z');
  });

  it('calls a lower bound from a fan tracker a fan tracker row, never an announcement, and gives every bound its source kind', () => {
    for (const c of chars) {
      if (c.debutAt) expect(c.debutSourceKind, c.id).toBeTruthy();
      if (c.debutAfter) expect(c.debutAfterSourceKind, c.id).toBeTruthy();
      if (c.debutSourceKind === 'official-post') expect(c.debutSource, c.id).toMatch(/^https:\/\/global\.touhoulostword\.com\//);
      if ((c.debutAfterSource ?? '').includes('LostWordTracker')) expect(c.debutAfterSourceKind, c.id).toBe('fan-tracker');
      if (c.debutSourceKind === 'derived') expect(c.debutSource, c.id).toContain('derived:');
    }
  });

  it('stores a date the source gives as a day as that day, and an instant only where the source gives the time', () => {
    for (const c of chars) {
      if (c.debutAt && !c.debutTimeKnown) expect(c.debutAt, c.id).toMatch(/T00:00:00Z$/);
      if (c.debutAfter && !c.debutAfterTimeKnown) expect(c.debutAfter, c.id).toMatch(/T00:00:00Z$/);
    }
    for (const p of prayers) {
      if (p.startAt && p.startPrecision !== 'instant') expect(p.startAt, p.name).toMatch(/T00:00:00Z$/);
      if (p.endAt && p.endPrecision !== 'instant') expect(p.endAt, p.name).toMatch(/T00:00:00Z$/);
    }
    // The Moon EX Festival page gives "until April 21st": a day (1:59 UTC is the stage's end, another page).
    const moon = prayers.find((p) => p.name === 'Moon EX Festival');
    expect([moon?.endAt, moon?.endPrecision]).toEqual(['2022-04-21T00:00:00Z', 'day']);
  });

  it('knows at least as many Friends out by each date as the official and guide counts, where a source names them', () => {
    const known = (k: (typeof OUT_BY_COUNTS)[number]) => knownOutBy(chars, k);
    const at = (date: string) => OUT_BY_COUNTS.find((k) => k.at.startsWith(date)) as (typeof OUT_BY_COUNTS)[number];
    // 78 General and Festival Friends by the end of February 2022 (GamePress): never more known than counted.
    expect(known(at('2022-02-28'))).toBeLessThanOrEqual(78);
    // The official Forever Prayer Lite post counts 61 by 2021-11-30 without naming them: the Friends a
    // page names are fewer (see data/README.md). This records the gap, so that a closing of it shows.
    expect(known(at('2021-11-30'))).toBeGreaterThanOrEqual(5);
    expect(known(at('2021-11-30'))).toBeLessThanOrEqual(61);
  });
});

describe('derived bounds no source contradicts', () => {
  const lf = (c: (typeof chars)[number]) => c.worldId === 'L1' && c.type === 'fes';
  const outBy = (date: string, f: (c: (typeof chars)[number]) => boolean) =>
    chars.filter((c) => f(c) && c.debutAt && day(c.debutAt) <= date);

  it('never places Yoshika in the pool of Friends out by February: GamePress shows her new in April 2022', () => {
    const yoshika = byId.get('l1-yoshika');
    expect(day(yoshika?.debutAt ?? '') > '2022-02-28', yoshika?.debutAt ?? '').toBe(true);
    expect(yoshika?.debutSourceKind).not.toBe('derived');
    const third = d['prayers/foreverPrayers.json'].find((f) => f.title.startsWith('Forever Prayer the Third'));
    expect(third?.characters.map((c) => c.id)).not.toContain('l1-yoshika');
  });

  it('knows no more L1 Festival Friends out than the Lucky Bag and the 1.5th Anniversary pages count', () => {
    // 27 L1 Festival Friends up to Saki Kurokoma (early March 2022), so at most 26 by the end of February.
    expect(outBy('2022-02-28', lf).length).toBeLessThanOrEqual(26);
    expect(outBy('2022-03-31', lf).length).toBeLessThanOrEqual(27);
    // 30 L1 Festival Friends on 11 Nov 2022: Yukari and Kasen had joined the General pool (August 2022).
    // The data types Festival at release, so more may be known; the report explains the difference.
    const stillFes = outBy('2022-11-11', (c) => lf(c) && !['l1-yukari', 'l1-kasen'].includes(c.id));
    const count = OUT_BY_COUNTS.find((k) => k.at.startsWith('2022-11-11') && k.count === 30);
    expect(count).toBeTruthy();
    if (stillFes.length > 30) expect(count?.explained).toBeTruthy();
  });

  it('never derives a pool bound for a Friend a prayer features as new, unless that prayer is dated within the pool', () => {
    for (const p of prayers)
      for (const c of p.characters ?? []) {
        if (c.status !== 'new') continue;
        const at = p.startAt ?? p.endAt;
        if (!at || day(at) > '2022-02-28') expect(byId.get(c.id)?.debutSourceKind, `${c.id} (${p.name})`).not.toBe('derived');
      }
  });

  it('derives a bound from a counted pool only for Friends of a type whose count the known Friends meet exactly', () => {
    const derived = chars.filter((c) => c.debutSourceKind === 'derived');
    for (const c of derived) {
      expect(c.worldId, c.id).toBe('L1');
      expect(c.type, c.id).toBe('gen');
      expect(c.debutAt, c.id).toBe('2022-02-28T00:00:00Z');
    }
    // Letty, Seiga and Sekibanki came after February (Kourindou Roulette page): never derived.
    for (const id of ['l1-letty', 'l1-seiga', 'l1-sekibanki']) expect(byId.get(id)?.debutSourceKind, id).not.toBe('derived');
  });
});

describe('prayer windows', () => {
  it('never end a prayer at or before its start', () => {
    for (const p of prayers)
      if (p.startAt && p.endAt) expect(Date.parse(p.endAt), `prayer ${p.id} ${p.name}`).toBeGreaterThan(Date.parse(p.startAt));
  });

  it('run each Star Festival prayer for the 24 hours its page gives, and end the Moon EX Festival with its stage', () => {
    const star = prayers.filter((p) => p.name.startsWith('Star Festival (Guaranteed Step-UP)'));
    expect(star).toHaveLength(3);
    for (const p of star) expect(Date.parse(p.endAt as string) - Date.parse(p.startAt as string), p.name).toBe(24 * 3600_000);
    expect(prayers.find((p) => p.name === 'Moon EX Festival')?.endAt).toBe('2022-04-21T00:00:00Z');
  });
});

describe('forever prayers', () => {
  const forever = d['prayers/foreverPrayers.json'];
  const countOf = (notes: string | null | undefined) => Number(/^(\d+) /.exec(notes ?? '')?.[1]);

  it('lists the Friends of a counted pool type when exactly that many are known, with rates from the counts per type', () => {
    const third = forever.find((f) => f.title.startsWith('Forever Prayer the Third'));
    expect(countOf(third?.notes)).toBe(78);
    // 52 General and 26 Festival: the Lucky Bag counts 27 L1 Festival Friends up to Saki (March).
    expect(Object.fromEntries((third?.thresholds ?? []).map((t) => [t.rarity, t.count]))).toEqual({ gen: 52, fes: 26 });
    // Only the General Friends are identified one by one (52 known of 52); 25 Festival Friends are known of 26.
    expect(third?.characters.length).toBe(52);
    for (const c of third?.characters ?? []) {
      const ch = byId.get(c.id);
      expect(ch?.worldId, c.id).toBe('L1');
      expect(ch?.type, c.id).toBe('gen');
      expect(day(ch?.debutAt ?? '') <= '2022-02-28', c.id).toBe(true);
    }
  });

  it('gives rates that sum to one and counts that match the page, where a page counts the Friends', () => {
    for (const f of forever.filter((x) => x.thresholds.length)) {
      expect(
        f.thresholds.reduce((s, t) => s + t.rate, 0),
        f.title,
      ).toBeCloseTo(1, 9);
      expect(
        f.thresholds.reduce((s, t) => s + t.count, 0),
        f.title,
      ).toBe(countOf(f.notes));
      for (const t of f.thresholds) expect(t.rate, f.title).toBeCloseTo(t.count / (countOf(f.notes) as number), 9);
    }
    expect(forever.filter((x) => x.thresholds.length).map((x) => countOf(x.notes))).toEqual([78, 107]);
  });
});

describe('tower floors from a public floor guide', () => {
  it('gives floor 111 as GamePress lists it, not as sample data', () => {
    const floor = d['tower/floors.json'].find((f) => f.floor === 111);
    expect(floor?.sample).toBeFalsy();
    expect(floor?.source).toContain('https://gamepress.gg/node/69476');
    const enemies = floor?.enemies.map((e) => [e.characterId, e.hp, e.weaks, e.resists, e.barriers, e.spells]);
    expect(enemies).toEqual([
      ['l1-reimu', 567843, ['moon', 'earth'], ['water', 'star'], 6, 3],
      ['l1-flandre', 569734, ['fire', 'wood'], ['moon', 'earth'], 6, 3],
      ['l1-meiling', 563456, ['sun', 'earth'], ['fire', 'wood'], 6, 3],
    ]);
    expect(floor?.enemies[1].ability?.effects).toEqual([{ type: 'anomaly-immunity', anomalies: ['blind'] }]);
  });

  it('gives the floors of the Japanese guides found, each with its source and a note naming the server', () => {
    const floors = d['tower/floors.json'];
    const real = floors.filter((f) => !f.sample);
    // Gamerch's guides for 1-10, 221-230, 241-250, 251-260, 301-310, 311-320, 401-410 (their stored
    // openings), pixiv's HP for 240, and GamePress's 111.
    expect(real.map((f) => f.floor)).toEqual([1, 2, 3, 4, 111, 221, 240, 241, 251, 301, 311, 401, 402]);
    for (const f of real) {
      expect(f.source, `floor ${f.floor}`).toMatch(/^https:\/\//);
      expect(f.note, `floor ${f.floor}`).toBeTruthy();
      if (f.floor !== 111) expect(f.note, `floor ${f.floor}`).toMatch(/Japanese/);
    }
    // The real floor 1 is fairies and spirits with their elements, not the sample floor's named Friends.
    const one = floors.find((f) => f.floor === 1);
    expect(one?.enemies.map((e) => [e.unitJpName, e.characterId ?? null, e.affinities])).toEqual([
      ['小さな精霊', null, ['moon']],
      ['妖精', null, ['fire']],
      ['大きめの妖精', null, ['star']],
    ]);
    // pixiv: about 100,000 HP from the first floor; a round figure, said as such.
    expect(one?.enemies.every((e) => e.hp === 100_000 && e.hpApprox)).toBe(true);
    const seiran = floors.find((f) => f.floor === 401)?.enemies;
    expect(seiran?.map((e) => [e.characterId, e.weaks, e.resists, e.barriers, e.spells])).toEqual([
      ['l1-seiran', ['metal', 'earth'], ['star', 'wood'], 7, 1],
    ]);
    // A guide that gives no HP leaves it out rather than inventing one.
    expect(floors.find((f) => f.floor === 301)?.enemies.every((e) => e.hp == null)).toBe(true);
  });

  it('labels every other floor as sample data, and keeps no sample floor where a real one is known', () => {
    const real = new Set(d['tower/floors.json'].filter((f) => !f.sample).map((f) => f.floor));
    const numbers = d['tower/floors.json'].map((f) => f.floor);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const f of d['tower/floors.json'].filter((x) => !real.has(x.floor))) expect(f.sample, `floor ${f.floor}`).toBe(true);
    for (const f of d['tower/floors.json'].filter((x) => x.sample)) expect(f.note ?? null, `floor ${f.floor}`).toBeNull();
  });
});

describe('provenance', () => {
  it('every record file has a source field, and every record fills it', () => {
    const missing: string[] = [];
    const withoutField = DATASET_FILE_NAMES.filter(
      // A schema that also transforms its record (the update log's) holds its object as its input.
      (file) => {
        const schema = DATASET_FILES[file] as unknown as { shape?: Record<string, unknown>; in?: { shape: Record<string, unknown> } };
        return !('source' in (schema.shape ?? schema.in?.shape ?? {}));
      },
    );
    expect(withoutField).toEqual([]);
    for (const file of DATASET_FILE_NAMES)
      (d[file] as { source?: string | null }[]).forEach((r, i) => {
        if (!r.source) missing.push(`${file} ${recordKey(r, i)}`);
      });
    expect(missing).toEqual([]);
  });
});

describe('featured names', () => {
  const built = buildCharacters();
  const resolve = makeResolver(built.characters);

  it('resolve every curated featured name to exactly one character', () => {
    for (const p of PRAYERS)
      for (const c of p.characters ?? []) expect(built.characters.map((x) => x.id)).toContain(resolve(c.name, p.name));
  });

  it('tell variants apart: "B3 Sagume" is not "Sagume"', () => {
    expect(resolve('B3 Sagume Kishin', 't')).toBe('b3-sagume');
    expect(resolve('Sagume Kishin', 't')).toBe('l1-sagume');
    expect(resolve('E1 Hong Meiling', 't')).toBe('e1-meiling');
    expect(resolve('A14.5& Mamizou', 't')).toBe('a14p5and-mamizou');
  });

  it('fail naming a name that matches no character', () => {
    expect(() => resolve('Rinnosuke Morichika', 'Some Prayer')).toThrow(UnresolvedNameError);
    expect(() => resolve('Rinnosuke Morichika', 'Some Prayer')).toThrow(/Some Prayer: featured name "Rinnosuke Morichika"/);
    expect(() => resolve('Q9 Reimu Hakurei', 'Some Prayer')).toThrow(/q9-reimu/);
  });
});

describe('date helpers', () => {
  it('convert +02:00 author dates to UTC', () => {
    expect(toUtc('2022-04-13T19:13:26+02:00')).toBe('2022-04-13T17:13:26Z');
  });

  it('read CN dates and skip the malformed one', () => {
    expect(cnDate('2021/9/30')).toBe('2021-09-30T00:00:00Z');
    expect(cnDate('7/2')).toBeUndefined();
  });
});
