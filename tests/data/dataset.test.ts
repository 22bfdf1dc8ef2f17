import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../../server/dataset/validate.ts';
import { CHARACTER_TYPES } from '../../server/shared/vocabulary.ts';

const DATA = join(__dirname, '..', '..', 'data');
const d = readDataset(DATA);

/** Every global prayer the sources name, dated or not (see data/README.md). */
const MIN_REAL_PRAYERS = 47;
/** Of those, the ones with a start and the ones with an end. */
const MIN_STARTED_PRAYERS = 25;
const MIN_ENDED_PRAYERS = 32;

describe('seed dataset', () => {
  it('validates against the format and resolves every reference', () => {
    expect(() => readDataset(DATA)).not.toThrow();
  });

  it('has the expected sizes', () => {
    expect(d['characters/characters.json'].length).toBeGreaterThanOrEqual(360);
    expect(d['storyCards/storyCards.json'].length).toBe(553);
    expect(d['storyCards/illustrators.json'].length).toBeGreaterThanOrEqual(300);
    const real = d['prayers/prayers.json'].filter((p) => !p.sample && !p.synthetic);
    expect(real.length).toBeGreaterThanOrEqual(MIN_REAL_PRAYERS);
    expect(real.filter((p) => p.startAt).length).toBeGreaterThanOrEqual(MIN_STARTED_PRAYERS);
    expect(real.filter((p) => p.endAt).length).toBeGreaterThanOrEqual(MIN_ENDED_PRAYERS);
    expect(d['tower/floors.json'].length).toBeGreaterThanOrEqual(30);
  });

  it('gives every illustrator an id made of their name: romanised, or in its own script where the name has no Latin spelling', () => {
    const illustrators = d['storyCards/illustrators.json'];
    expect(illustrators.filter((a) => /^illustrator-[0-9a-f]+$/.test(a.id)).map((a) => a.id)).toEqual([]);
    for (const a of illustrators) {
      const letters = (text: string) =>
        text
          .normalize('NFKC')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]/gu, '');
      // The id is the name's letters (or its romanisation's), not a code.
      if (!/[a-z]/.test(a.id)) expect(letters(a.id), a.name).toBe(letters(a.name).slice(0, letters(a.id).length));
    }
    expect(illustrators.some((a) => !/^[\x20-\x7e]+$/.test(a.id))).toBe(true);
  });

  it('links every rate-up, pool entry, featured character and artist to an existing record', () => {
    const chars = new Set(d['characters/characters.json'].map((c) => c.id));
    const cards = new Set(d['storyCards/storyCards.json'].map((c) => c.id));
    const artists = new Set(d['storyCards/illustrators.json'].map((a) => a.id));
    for (const p of d['prayers/prayers.json']) {
      for (const c of p.characters ?? []) expect(chars.has(c.id), `${p.name}: ${c.id}`).toBe(true);
      for (const c of p.cards ?? []) expect(cards.has(c.id), `${p.name}: card ${c.id}`).toBe(true);
    }
    for (const pool of d['prayers/pools.json']) {
      for (const e of pool.entries) {
        if (e.kind === 'character') expect(chars.has(e.characterId as string), `${pool.id}: ${e.characterId}`).toBe(true);
        else expect(cards.has(e.cardId as number), `${pool.id}: card ${e.cardId}`).toBe(true);
      }
    }
    for (const card of d['storyCards/storyCards.json']) {
      for (const f of card.featured ?? []) expect(chars.has(f), `card ${card.id}: ${f}`).toBe(true);
      expect(card.artistId && artists.has(card.artistId), `card ${card.id}: artist ${card.artistId}`).toBe(true);
    }
    for (const f of d['prayers/foreverPrayers.json']) for (const c of f.characters) expect(chars.has(c.id)).toBe(true);
    for (const fl of d['tower/floors.json']) for (const e of fl.enemies) if (e.characterId) expect(chars.has(e.characterId)).toBe(true);
  });

  it('flags sample data: the pools, and every tower floor no public guide gives', () => {
    for (const pool of d['prayers/pools.json']) expect(pool.sample).toBe(true);
    for (const fl of d['tower/floors.json'])
      expect(
        fl.sample === true || /^https:\/\/(gamepress\.gg|gamerch\.com|dic\.pixiv\.net)\/\S+ \(/.test(fl.source ?? ''),
        `floor ${fl.floor}`,
      ).toBe(true);
    expect(d['tower/floors.json'].filter((fl) => !fl.sample).length).toBeGreaterThan(0);
  });

  it('uses unique, deterministic character ids made of the world code and the base name', () => {
    const ids = d['characters/characters.json'].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of d['characters/characters.json']) {
      expect(c.id.startsWith(`${(c.worldId as string).toLowerCase()}-`)).toBe(true);
      expect(CHARACTER_TYPES).toContain(c.type);
    }
    expect(ids).toContain('l1-reimu');
    expect(ids).toContain('a6-reimu');
  });

  it('keeps story-card stats at level 0 and 10 and structured buffs with base and max values', () => {
    for (const card of d['storyCards/storyCards.json']) {
      expect(card.stats?.length).toBe(2);
      for (const s of card.stats ?? []) expect(s.max).toBeGreaterThanOrEqual(s.min);
      for (const b of card.buffs ?? []) {
        expect(b.values).toHaveLength(2);
        expect(['self', 'solo', 'party', 'aoe']).toContain(b.target);
      }
      if (!card.nameOfficial) expect(card.nameOriginal).toBeTruthy();
    }
    const officialArt = d['storyCards/illustrators.json'].find((a) => a.id === 'official-art');
    expect(officialArt?.name).toBe('Official art');
  });

  it('records the data import in the site update log', () => {
    const first = d['updates/updates.json'].find((u) => u.number === 1);
    expect(first?.title).toBe('Initial dataset');
    expect(first?.items.some((i) => i.section === 'data')).toBe(true);
    const history = d['updates/updates.json'].find((u) => u.number === 2);
    expect(history?.title).toBe('Release history');
  });

  it('writes files as 2-space JSON with a trailing newline', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(join(DATA, 'characters/worlds.json'), 'utf8');
    expect(text.endsWith(']\n')).toBe(true);
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });
});
