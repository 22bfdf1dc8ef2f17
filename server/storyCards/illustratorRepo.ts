// The illustrators' repo: every artist with a card the viewer may see, their counts and earliest
// releases (kept per epoch), in the tracker's orders.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { searchKeyOf } from '../shared/cardEffects.ts';
import { type Page, pageOfIds, rowsInOrder, withId } from '../shared/paging.ts';
import type { Viewer } from '../shared/reveal.ts';
import type { Snapshot } from '../shared/snapshot.ts';
import { perEpoch } from './cardEpochs.ts';
import { visibleCards } from './reveal.ts';

type IllustratorQuery = { include?: Prisma.IllustratorInclude; select?: Prisma.IllustratorSelect };

export type IllustratorOrder = 'NAME' | 'EARLIEST' | 'CARD_COUNT';
export type IllustratorCardOrder = 'NAME' | 'RELEASE';

/** Illustrators with at least one card the viewer may see; the others are left out. */
function illustratorWhere(viewer: Viewer, artist?: string | null): Prisma.IllustratorWhereInput {
  const key = searchKeyOf(artist);
  return { storyCards: { some: visibleCards(viewer) }, ...(key ? { searchKey: { contains: key } } : {}) };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

interface ArtistStat {
  count: number;
  /** Release of the earliest card (ms), where known. */
  earliest: number | null;
}

/** Each artist's number of cards the viewer may see and the earliest release among them. */
function artistStats(viewer: Snapshot): Promise<Map<string, ArtistStat>> {
  return perEpoch('artist-stats', viewer, async () => {
    const groups = await db.storyCard.groupBy({
      by: ['artistId'],
      where: visibleCards(viewer),
      _count: { _all: true },
      _min: { releaseAt: true },
    });
    return new Map(groups.map((g) => [g.artistId ?? '', { count: g._count._all, earliest: g._min.releaseAt?.getTime() ?? null }]));
  });
}

/** The ids of the illustrators the viewer may see (found by `artist`), in the chosen order. */
function orderedIllustrators(order: IllustratorOrder, descending: boolean, viewer: Snapshot, artist?: string | null): Promise<string[]> {
  const key = searchKeyOf(artist) ?? '';
  return perEpoch(`illustrators|${order}|${descending}|${key}`, viewer, async () => {
    const [people, stats] = await Promise.all([
      db.illustrator.findMany({ where: illustratorWhere(viewer, artist), select: { id: true, name: true } }),
      artistStats(viewer),
    ]);
    const dir = descending ? -1 : 1;
    const byName = (a: { id: string; name: string }, b: { id: string; name: string }) =>
      collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    // A copy: what the database returned is shared by every request of the data version.
    return [...people]
      .sort((a, b) => {
        if (order === 'CARD_COUNT') {
          const d = (stats.get(a.id)?.count ?? 0) - (stats.get(b.id)?.count ?? 0);
          if (d) return dir * d;
        } else if (order === 'EARLIEST') {
          const x = stats.get(a.id)?.earliest ?? null;
          const y = stats.get(b.id)?.earliest ?? null;
          if (x !== y) {
            if (x === null) return 1;
            if (y === null) return -1;
            return dir * (x - y);
          }
        } else {
          return dir * byName(a, b);
        }
        return byName(a, b);
      })
      .map((p) => p.id);
  });
}

/**
 * Illustrators in the chosen order (ties by name, then id): by name, by their earliest card's
 * release (unknown dates last either way) or by their number of cards. Counts and dates cover the
 * cards the viewer may see.
 */
export async function listIllustrators(
  query: IllustratorQuery & Page<Prisma.IllustratorWhereUniqueInput>,
  order: IllustratorOrder,
  descending: boolean,
  viewer: Snapshot,
  artist?: string | null,
) {
  const { take, skip, cursor, ...selection } = query;
  const ids = pageOfIds(await orderedIllustrators(order, descending, viewer, artist), { take, skip, cursor });
  return rowsInOrder(ids, (list) => db.illustrator.findMany({ ...withId(selection), where: { id: { in: list } } }));
}

export async function countIllustrators(viewer: Snapshot, artist?: string | null) {
  return (await orderedIllustrators('NAME', false, viewer, artist)).length;
}

/** An illustrator's number of cards the viewer may see, and the release of the earliest of them. */
export async function illustratorStat(id: string, viewer: Snapshot): Promise<ArtistStat> {
  return (await artistStats(viewer)).get(id) ?? { count: 0, earliest: null };
}

/** The unique where of node(id): the illustrator, if they have a card the viewer may see. */
export function visibleIllustratorById(id: string, viewer: Viewer): Prisma.IllustratorWhereUniqueInput {
  return { id, AND: [illustratorWhere(viewer)] };
}

export function findIllustrator(query: IllustratorQuery, id: string, viewer: Snapshot) {
  return db.illustrator.findFirst({ ...query, where: { AND: [{ id }, illustratorWhere(viewer)] } });
}

/** Relation arguments for an illustrator's cards the viewer may see, by name or by release (unknown dates last). */
export function illustratorCardsQuery(order: IllustratorCardOrder, descending: boolean, viewer: Snapshot) {
  const dir = descending ? ('desc' as const) : ('asc' as const);
  return {
    where: visibleCards(viewer),
    orderBy: order === 'RELEASE' ? [{ releaseAt: { sort: dir, nulls: 'last' as const } }, { id: dir }] : [{ sortKey: dir }, { id: dir }],
  };
}
