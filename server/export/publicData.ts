// The public data export's content: the dataset as last applied, record by record in the bundle
// format, as one viewer may see it. Every record and every nested list goes through the reveal
// rule of server/shared/reveal.ts, the same rule the API and the pages apply; a record the viewer
// may not see is left out, and so is every reference to it. Pure: it reads no database.
import type { Dataset } from '../dataset/files.ts';
import {
  floorHiddenUntil,
  isCardReleasedFor,
  isCardVisible,
  isCharacterVisible,
  isEnemyVisible,
  isShown,
  prayerHiddenUntil,
  spoilerSafeText,
  updateItemHiddenUntil,
  type Viewer,
} from '../shared/reveal.ts';

type Row<F extends keyof Dataset> = Dataset[F][number];
type UpdateItem = Row<'updates/updates.json'>['items'][number];

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** The files, each a list of records, in the dataset's order. */
export type PublicFiles = Record<keyof Dataset, unknown[]>;

/** The dataset as `viewer` may see it (`viewer.now` is the instant it stands for). */
export function publicData(d: Dataset, viewer: Viewer): PublicFiles {
  const characterRule = (c: Row<'characters/characters.json'>) => ({
    revealAt: date(c.revealAt),
    unreleasedGroup: c.unreleasedGroup ?? null,
  });
  const characters = new Map(d['characters/characters.json'].map((c) => [c.id, characterRule(c)]));
  const characterShown = (id: string | null | undefined) => {
    const row = id ? characters.get(id) : undefined;
    if (!row) return false;
    return isCharacterVisible(row, viewer);
  };
  const cardRule = (c: Row<'storyCards/storyCards.json'>) => ({ revealAt: date(c.revealAt), releaseAt: date(c.releaseAt) });
  const cardRows = new Map(d['storyCards/storyCards.json'].map((c) => [c.id, cardRule(c)]));
  const cardShown = (id: number) => {
    const row = cardRows.get(id);
    if (!row) return false;
    return isCardVisible(row, viewer);
  };

  const shownCharacters = d['characters/characters.json'].filter((c) => characterShown(c.id));
  // A group or an artist known only through hidden records would name them: left out with them.
  const groupsShown = new Set(shownCharacters.map((c) => c.variantGroupId));
  const groupsUsed = new Set(d['characters/characters.json'].map((c) => c.variantGroupId));
  const shownCards = d['storyCards/storyCards.json'].filter((c) => cardShown(c.id));
  const artistsShown = new Set(shownCards.map((c) => c.artistId));
  const artistsUsed = new Set(d['storyCards/storyCards.json'].map((c) => c.artistId));

  const updateItem = (item: UpdateItem): UpdateItem[] => {
    const revealAt = date(item.revealAt);
    if (!isShown(updateItemHiddenUntil({ revealAt }), viewer)) return [];
    const detail = spoilerSafeText({ detail: item.detail, spoiler: item.spoiler ?? null, revealAt }, viewer);
    const subItems = item.subItems?.flatMap(updateItem);
    return [{ ...item, detail, ...(subItems ? { subItems } : {}) }];
  };

  const files: PublicFiles = {
    'characters/worldGroups.json': d['characters/worldGroups.json'],
    'characters/worlds.json': d['characters/worlds.json'],
    'characters/seriesTabs.json': d['characters/seriesTabs.json'],
    'characters/series.json': d['characters/series.json'],
    'characters/variantGroups.json': d['characters/variantGroups.json'].filter((g) => groupsShown.has(g.id) || !groupsUsed.has(g.id)),
    'characters/characters.json': shownCharacters,
    'characters/batches.json': d['characters/batches.json'].flatMap((b) => {
      const members = b.characters.filter(characterShown);
      // A batch of hidden characters only is a spoiler itself.
      return members.length ? [{ ...b, characters: members }] : [];
    }),
    'storyCards/illustrators.json': d['storyCards/illustrators.json'].filter((a) => artistsShown.has(a.id) || !artistsUsed.has(a.id)),
    'storyCards/storyCards.json': shownCards.map((card) => cardAsSeen(card, viewer, characterShown)),
    'prayers/pools.json': d['prayers/pools.json'].map((p) => ({
      ...p,
      entries: p.entries.filter((e) => (e.kind === 'character' ? characterShown(e.characterId) : e.cardId != null && cardShown(e.cardId))),
    })),
    'prayers/prayers.json': d['prayers/prayers.json'].flatMap((p) => {
      const hiddenUntil = prayerHiddenUntil({ revealAt: date(p.revealAt) });
      if (!isShown(hiddenUntil, viewer)) return [];
      return [
        {
          ...p,
          ...(p.characters ? { characters: p.characters.filter((c) => characterShown(c.id)) } : {}),
          ...(p.cards ? { cards: p.cards.filter((c) => cardShown(c.id)) } : {}),
        },
      ];
    }),
    // Forever prayers follow the prayers' rule.
    'prayers/foreverPrayers.json': d['prayers/foreverPrayers.json'].flatMap((p) => {
      const hiddenUntil = prayerHiddenUntil({ revealAt: date(p.revealAt) });
      if (!isShown(hiddenUntil, viewer)) return [];
      return [{ ...p, characters: p.characters.filter((c) => characterShown(c.id)) }];
    }),
    'tower/items.json': d['tower/items.json'],
    'tower/floors.json': d['tower/floors.json'].flatMap((f) => {
      const hiddenUntil = floorHiddenUntil({ releaseAt: date(f.releaseAt) });
      if (!isShown(hiddenUntil, viewer)) return [];
      const enemies = f.enemies.filter((e) => {
        const row = e.characterId ? characters.get(e.characterId) : undefined;
        return isEnemyVisible(row ?? null, viewer);
      });
      return [{ ...f, enemies }];
    }),
    'updates/updates.json': d['updates/updates.json'].map((u) => ({ ...u, items: u.items.flatMap(updateItem) })),
    'updates/maintenance.json': d['updates/maintenance.json'],
    'updates/devLetters.json': d['updates/devLetters.json'],
    'site/notices.json': d['site/notices.json'],
  };
  return files;
}

/** A story card the viewer may see: hidden characters left out of it, level-0 figures unknown until its release. */
function cardAsSeen(card: Row<'storyCards/storyCards.json'>, viewer: Viewer, characterShown: (id: string | null | undefined) => boolean) {
  const releaseAt = date(card.releaseAt);
  // Level-0 figures stay unknown until the release: null, as the site's "?".
  const minimum = isCardReleasedFor({ releaseAt }, viewer);
  return {
    ...card,
    ...(card.featured ? { featured: card.featured.filter(characterShown) } : {}),
    ...(card.stats && !minimum ? { stats: card.stats.map((s) => ({ ...s, min: null })) } : {}),
    ...(card.buffs
      ? {
          buffs: card.buffs.map((b) => ({
            ...b,
            ...(b.characterId && !characterShown(b.characterId) ? { characterId: null } : {}),
            ...(!minimum && b.values ? { values: b.values.map((v, i) => (i === 0 ? null : v)) } : {}),
            ...(!minimum && b.text ? { text: null } : {}),
          })),
        }
      : {}),
  };
}
