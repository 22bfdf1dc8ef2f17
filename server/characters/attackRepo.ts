// The attacks' repo: every attack with the columns of its Friend that the list filters and orders
// by, read once per data version; the attacks a viewer may see (their Friend's reveal rule) and
// each filtered order, once per data version and reveal epoch; and the rows of a page, loaded with
// the selection the operation asks for. A Friend's own attacks and stats are relations of the
// Character row, reached only through a Character the viewer may see.
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { type Page, pageOfIds, rowsInOrder, withId } from '../shared/paging.ts';
import { isShown, type Viewer } from '../shared/reveal.ts';
import { revealKey, type Snapshot } from '../shared/snapshot.ts';
import { perDataVersion, versionMemo } from '../shared/versionMemo.ts';
import { type AttackFilter, type AttackOrder, filterKey, type ListedAttack, orderAttacks, parseFilter, partLabels } from './attackList.ts';
import { characterHiddenUntil, visibleCharacters } from './reveal.ts';

type AttackQuery = { include?: Prisma.AttackInclude; select?: Prisma.AttackSelect };

interface StoredAttack extends ListedAttack {
  /** Until when (ms) the attack's Friend is hidden from a viewer without the spoiler switch. */
  hiddenUntil: number;
  source: FigureSourceRow;
}

export interface FigureSourceRow {
  sourceName: string;
  sourceUrl: string;
  sourceDate: string;
  sourceLabel: string;
}

/** Every attack with its Friend's list columns, in id order (read once per data version). */
const allAttacks = perDataVersion(async (): Promise<StoredAttack[]> => {
  const rows = await db.attack.findMany({
    orderBy: { id: 'asc' },
    select: {
      id: true,
      characterId: true,
      kind: true,
      target: true,
      totalPower: true,
      yinYang: true,
      elements: true,
      bulletTypes: true,
      killers: true,
      sourceName: true,
      sourceUrl: true,
      sourceDate: true,
      sourceLabel: true,
      character: {
        select: { nameEn: true, releaseKey: true, worldId: true, type: true, role: true, revealAt: true, unreleasedGroup: true },
      },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    characterId: r.characterId,
    kind: r.kind,
    target: r.target,
    totalPower: r.totalPower,
    yinYang: r.yinYang as unknown as ListedAttack['yinYang'],
    elements: r.elements as unknown as ListedAttack['elements'],
    bulletTypes: r.bulletTypes as unknown as ListedAttack['bulletTypes'],
    killers: r.killers as unknown as ListedAttack['killers'],
    character: r.character,
    hiddenUntil: characterHiddenUntil(r.character),
    source: { sourceName: r.sourceName, sourceUrl: r.sourceUrl, sourceDate: r.sourceDate, sourceLabel: r.sourceLabel },
  }));
});

/** Values computed from the attacks a viewer may see, per data version and reveal epoch. */
const epochValues = versionMemo(256);
const perEpoch = <T>(name: string, viewer: Snapshot, compute: () => Promise<T>) =>
  epochValues.get(viewer, `attacks|${name}|${revealKey(viewer)}`, compute);

/** The attacks whose Friend the viewer may see. */
function visibleAttacks(viewer: Snapshot): Promise<StoredAttack[]> {
  return perEpoch('visible', viewer, async () => (await allAttacks(viewer)).filter((a) => isShown(a.hiddenUntil, viewer)));
}

/** The ids of the attacks the viewer may see that match the filter, in the order asked. */
function orderedAttackIds(filter: AttackFilter, order: AttackOrder, descending: boolean, viewer: Snapshot): Promise<string[]> {
  const parsed = parseFilter(filter);
  return perEpoch(`${order}|${descending}|${filterKey(parsed)}`, viewer, async () =>
    orderAttacks(await visibleAttacks(viewer), parsed, order, descending),
  );
}

/** A page of the attack list, each row with the selection the operation asks for. */
export async function listAttacks(
  query: AttackQuery & Page<Prisma.AttackWhereUniqueInput>,
  filter: AttackFilter,
  order: AttackOrder,
  descending: boolean,
  viewer: Snapshot,
) {
  const { take, skip, cursor, ...selection } = query;
  const ids = pageOfIds(await orderedAttackIds(filter, order, descending, viewer), { take, skip, cursor });
  return rowsInOrder(ids, (list) => db.attack.findMany({ ...withId(selection), where: { id: { in: list } } }));
}

/** How many attacks the viewer may see match the filter. */
export async function countAttacks(filter: AttackFilter, viewer: Snapshot): Promise<number> {
  return (await orderedAttackIds(filter, 'CHARACTER', false, viewer)).length;
}

/** The codes of the filters, counted over the attacks the viewer may see, and the source most of those come from. */
export function attackParts(viewer: Snapshot) {
  return perEpoch('parts', viewer, async () => {
    const visible = await visibleAttacks(viewer);
    return { ...partLabels(visible), source: commonSource(visible) };
  });
}

/** The source most of the attacks name; null when there is none. */
function commonSource(rows: readonly StoredAttack[]): FigureSourceRow | null {
  const counts = new Map<string, { source: FigureSourceRow; n: number }>();
  for (const a of rows) {
    const key = JSON.stringify(a.source);
    const c = counts.get(key) ?? { source: a.source, n: 0 };
    c.n++;
    counts.set(key, c);
  }
  let best: { source: FigureSourceRow; n: number } | null = null;
  for (const c of counts.values()) if (!best || c.n > best.n) best = c;
  return best?.source ?? null;
}

/** The unique where of node(id): the attack, if the viewer may see its Friend. */
export function visibleAttackById(id: string, viewer: Viewer): Prisma.AttackWhereUniqueInput {
  return { id, AND: [{ character: visibleCharacters(viewer) }] };
}
