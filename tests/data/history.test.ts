// Consistency checks of the release history: dates in range, debuts against the banners that feature
// them, reruns after debuts, featured names resolving to exactly one character, and coverage.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCharacters } from '../../data/build/characters.ts';
import { PRAYERS } from '../../data/build/curated/prayers.ts';
import { cnDate, GLOBAL_LAUNCH, HISTORY_TODAY, toUtc } from '../../data/build/history.ts';
import { makeResolver, UnresolvedNameError } from '../../data/build/resolve.ts';
import { readDataset } from '../../prisma/seed/load.ts';

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
      expect(['instant', 'day', 'month', 'by'], c.id).toContain(c.debutPrecision);
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

  it('lists real batches, each with a date, precision, characters and source', () => {
    const batches = d['characters/batches.json'];
    expect(batches.some((b) => b.kind === 'rebirth')).toBe(true);
    for (const b of batches) {
      expect(b.datePrecision, `${b.kind} ${b.no}`).toBeTruthy();
      expect(b.source, `${b.kind} ${b.no}`).toBeTruthy();
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
