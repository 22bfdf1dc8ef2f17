import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../../server/dataset/validate.ts';
import { parseGuarantee } from '../../server/prayers/simulator.ts';

const ROOT = join(__dirname, '..', '..');
const d = readDataset(join(ROOT, 'data'));
const prayers = d['prayers/prayers.json'];
const SYP = 'https://gamepress.gg/lostword/should-you-pull';

function prayer(name: string) {
  const p = prayers.find((x) => x.name === name);
  if (!p) throw new Error(`no prayer named ${name}`);
  return p;
}

describe('prayers as their pages state them', () => {
  it('ends the 72-Hour Starter Festivals 72 hours after the last day one can begin, and says so', () => {
    for (const part of [1, 2]) {
      const p = prayer(`72-Hour Starter Festival Part ${part}`);
      // The page's April 21st is the last day to begin; each part then runs 72 hours.
      expect(p.startAt).toBe('2022-03-24T00:00:00Z');
      expect(p.endAt).toBe('2022-04-24T00:00:00Z');
      expect(p.endPrecision).toBe('day');
      expect(p.note).toMatch(/April 21st, the last day to begin.*72 hours.*April 24th/);
    }
    expect(prayer('72-Hour Starter Festival Part 2').id).toBe(3);
  });

  it("guarantees two Friends on the Water EX Festival's last step, as the simulator reads it", () => {
    const p = prayer('Water EX Festival');
    expect(p.id).toBe(48);
    const items = p.stepUps?.[0].items ?? [];
    expect(items.map((i) => i.cost)).toEqual([60, 160, 260, 360, 460]);
    expect(items.at(-1)?.guaranteed).toBe('2 Friends');
    expect(parseGuarantee(items.at(-1)?.guaranteed)).toEqual({ characters: 2, card5: 0 });
  });

  it('links the featured cards the story cards hold from the same pages', () => {
    const cards = new Map(d['storyCards/storyCards.json'].map((c) => [c.id, c]));
    const linked = (name: string) => (prayer(name).cards ?? []).map((c) => c.id);
    expect(linked('Moon EX Festival')).toEqual([5]);
    expect(prayer('Star EX Festival').cards).toEqual([{ id: 199, isNew: true }]);
    expect(linked('Story Card Collection (June-July 2022)')).toEqual([58, 33, 45, 194, 218, 11, 5, 307]);
    expect([5, 199, 58, 33, 45, 218, 307].map((id) => cards.get(id)?.name)).toEqual([
      'Standing Behind You',
      'Serene Sage',
      "It's Spring!",
      'Midnight Tea',
      'Rabbit of Good Fortune',
      'Mega Flare',
      'Mansion of Memories',
    ]);
    for (const p of prayers) expect(p.note ?? '', p.name).not.toMatch(/not matched to a card id/);
  });

  it('holds the A6 Patchouli debut, the Loyal Elemental Magician, the 20M Downloads and the Mysterious Sword Master prayers, with what their pages leave open', () => {
    const librarian = prayer('Festival: Librarian of the Scarlet Night (A6 Prayer)');
    expect(librarian.source).toBe(`${SYP}/should-you-pull-festival-librarian-scarlet-night-a6-prayer`);
    expect(librarian.types).toEqual(['debut']);
    expect(librarian.characters).toEqual([
      { id: 'a6-patchouli', status: 'new' },
      { id: 'a6-reimu' },
      { id: 'a6-marisa' },
      { id: 'a6-sakuya' },
      { id: 'a6-cirno' },
    ]);
    expect(librarian.cards).toEqual([{ id: 155, isNew: true, exchangeAmount: 30 }]);
    expect(librarian.stepUps?.map((s) => [s.code, s.items.length])).toEqual([['desc', 0]]);
    // "until August 1st" with no year: the end stays unknown, the day is in the note.
    expect(librarian.endAt).toBeUndefined();
    expect(librarian.note).toMatch(/until August 1st but gives no year/);

    const loyal = `${SYP}/should-you-pull-ultra-festival-loyal-elemental-magician`;
    const magician = prayer('Ultra Festival: Loyal Elemental Magician');
    expect(magician.source).toBe(loyal);
    expect(magician.characters?.map((c) => c.id)).toEqual(['e1-patchouli', 'e1-koakuma']);
    const downloads = prayer('20M Downloads Prayer (title not stated)');
    expect(downloads.source).toBe(loyal);
    expect(downloads.characters?.map((c) => c.id)).toEqual(['a6-reimu', 'a6-sakuya', 'a6-patchouli', 'a7-alice', 'a11-koishi', 'a13-miko']);
    for (const p of [magician, downloads]) {
      expect(p.startAt ?? p.endAt, p.name).toBeUndefined();
      expect(p.note, p.name).toMatch(/no dates/i);
    }

    const swordMaster = prayer('Ultra Festival: Mysterious Sword Master');
    expect(swordMaster.characters).toEqual([{ id: 'r8-youmu' }]);

    // Added after the others: every earlier prayer keeps its id (its page's address).
    expect([librarian.id, magician.id, downloads.id, swordMaster.id]).toEqual([49, 50, 51, 52]);
    expect(prayers.map((p) => p.id)).toEqual(prayers.map((_, i) => i + 1));
  });

  it('says where a quote could not be checked because its page is not among the stored ones', () => {
    const unchecked =
      /^https:\/\/gamepress\.gg\/lostword\/node\/14101 \(not among the stored pages, so the quote ".+" is carried from an earlier table, unchecked\)$/;
    const rerun = prayer('48-Hour Rerun Festival: The Sages of Gensokyo');
    expect(rerun.id).toBe(19);
    expect(rerun.source).toMatch(unchecked);
    expect(rerun.note).toMatch(/not among the stored copies/);
    const batch = d['characters/batches.json'].find((b) => b.kind === 'standard' && b.no === 1);
    expect(batch?.source).toMatch(unchecked);
    // No other record cites the page.
    const cites = (records: readonly { source?: string | null }[]) => records.filter((r) => r.source?.includes('node/14101'));
    expect(cites(prayers)).toEqual([rerun]);
    expect(cites(d['characters/batches.json'])).toEqual([batch]);
  });

  it("marks the 'Tis the Season step-ups as sample data: their pages give no step costs", () => {
    for (const name of ["Festival: 'Tis the Season for Bullets", "Festival: 'Tis the Season for Bullets Part 2"]) {
      const p = prayer(name);
      expect(p.stepUps?.length, name).toBe(1);
      expect(
        p.stepUps?.every((s) => s.sample === true),
        name,
      ).toBe(true);
      expect(p.sample, name).toBeUndefined();
      expect(p.note, name).toMatch(/sample data/);
    }
    // Only those: a step-up its page states is not sample data.
    const sampled = prayers.filter((p) => p.stepUps?.some((s) => s.sample)).map((p) => p.name);
    expect(sampled).toEqual(["Festival: 'Tis the Season for Bullets", "Festival: 'Tis the Season for Bullets Part 2"]);
  });
});

describe('the README and data/README', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const dataReadme = readFileSync(join(ROOT, 'data', 'README.md'), 'utf8');

  it("give the tower's floor count as the data holds it", () => {
    const floors = d['tower/floors.json'];
    for (const m of readme.matchAll(/the (\d+) Scarlet Devil Tower floors/g)) expect(Number(m[1])).toBe(floors.length);
    expect(readme).toMatch(new RegExp(`the ${floors.length} Scarlet Devil Tower floors`));
  });

  it('do not call the stored Librarian and Loyal Elemental Magician pages missing', () => {
    expect(dataReadme).not.toMatch(/the Librarian page is not in the store/);
    expect(dataReadme).not.toMatch(
      /not in the\s+store: the official news posts for individual prayers, GamePress node 14101, the Librarian/,
    );
    expect(dataReadme).toMatch(/should-you-pull-festival-librarian-scarlet-night-a6-prayer/);
    expect(dataReadme).toMatch(/should-you-pull-ultra-festival-loyal-elemental-magician/);
    expect(dataReadme).toMatch(/node 14101[^.]*not among the stored pages/);
  });
});
