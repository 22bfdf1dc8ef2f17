// Writing the dataset to the database. Two roads, one set of writers (each domain's, in
// dataset.ts): a whole dataset in place of the data (the seed, the first start), and a change set
// written record by record (an admin save, an import, an undo), which touches the rows of the
// records it changes and nothing else. Both keep the stored records (ImportedRecord, what an export
// gives back), write the update log's entry for what visitors will see change, and bump the data
// version, with the caller's audit entry, in one transaction.
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { Prisma, PrismaClient } from '../../prisma/connect.ts';
import { type Tx, table } from '../shared/datasetSpec.ts';
import { ALWAYS } from '../shared/reveal.ts';
import { changesByFile, type RecordChange, same } from './diff.ts';
import { DATASET_FILE_LABELS, DATASET_FILE_NAMES, type Dataset, type DatasetFile, FILE_SPECS, recordKey } from './files.ts';
import { type PartialDataset, revealIn, viewIn } from './reveal.ts';
import { positionOf, readDataset } from './validate.ts';

const hash = (body: string) => createHash('sha1').update(body).digest('base64url');

/** The key, content hash, position and JSON of every record of the dataset, by file. */
function hashDataset(d: Dataset): { file: DatasetFile; key: string; hash: string; position: number; body: string }[] {
  return (Object.entries(d) as [DatasetFile, unknown[]][]).flatMap(([file, rows]) =>
    rows.map((row, position) => {
      const body = JSON.stringify(row);
      return { file, key: recordKey(row, position), hash: hash(body), position, body };
    }),
  );
}

/**
 * The dataset as last applied, read back from the database in the dataset's own format (what an
 * export gives); null when the database holds no applied dataset, or one applied before records
 * were kept whole (apply a dataset once, with npm run db:seed, to start keeping them).
 */
export async function readStoredDataset(prisma: PrismaClient | Prisma.TransactionClient): Promise<Dataset | null> {
  const rows = await prisma.importedRecord.findMany({ orderBy: [{ file: 'asc' }, { position: 'asc' }] });
  if (!rows.length || rows.some((r) => r.body === '')) return null;
  const d = Object.fromEntries(DATASET_FILE_NAMES.map((f) => [f, [] as unknown[]])) as Record<string, unknown[]>;
  for (const r of rows) if (r.file in d) d[r.file].push(JSON.parse(r.body));
  return d as Dataset;
}

/** A record a change adds, changes or removes, with its content before and after (null: not there). */
interface Diff {
  file: DatasetFile;
  kind: 'added' | 'changed' | 'removed';
  before: unknown;
  after: unknown;
}

/** What one change does to one file, as the update log counts it. */
export interface FileChanges {
  file: DatasetFile;
  added: number;
  changed: number;
  removed: number;
}

/**
 * What a change's update-log entry says, counted as a visitor without the spoiler switch sees it:
 * per instant from which it is public (`null`: now), what each file gains, changes and loses. A
 * record hidden when the change is applied is counted when it is revealed (the entry's item for it
 * carries that reveal time, so the log tells of it then and not before); a hidden record that was
 * changed counts as added then, since that is when the visitor first sees it; a hidden record
 * removed, or one hidden for ever (a JP-only announcement), is never counted. A public record whose
 * change a visitor cannot see (it only names a hidden record, or only its spelling of an instant
 * changed) is not counted either.
 */
function publicChanges(
  diffs: readonly Diff[],
  before: PartialDataset,
  after: Dataset,
  now: Date,
): { at: Date | null; changes: FileChanges[] }[] {
  const was = revealIn(before);
  const is = revealIn(after);
  const viewer = { jpContent: false, now };
  const seenBefore = viewIn(before, was, viewer);
  const seenAfter = viewIn(after, is, viewer);
  const t = now.getTime();
  const groups = new Map<number, Map<DatasetFile, FileChanges>>();
  const count = (at: number, file: DatasetFile, kind: Diff['kind']) => {
    if (!Number.isFinite(at) && at > 0) return;
    const key = Math.max(at, t);
    const files = groups.get(key) ?? new Map<DatasetFile, FileChanges>();
    groups.set(key, files);
    const c = files.get(file) ?? { file, added: 0, changed: 0, removed: 0 };
    files.set(file, c);
    c[kind]++;
  };
  for (const d of diffs) {
    // A record not kept whole by an older import counts as public, as it was shown.
    const wasHidden = d.before ? was.of(d.file, d.before) : ALWAYS;
    const isHidden = d.after ? is.of(d.file, d.after) : ALWAYS;
    if (d.kind === 'added') count(isHidden, d.file, 'added');
    else if (d.kind === 'removed') count(wasHidden <= t ? t : Number.POSITIVE_INFINITY, d.file, 'removed');
    else if (wasHidden <= t) {
      if (isHidden > t || !same(seenBefore(d.file, d.before), seenAfter(d.file, d.after))) count(t, d.file, 'changed');
    } else count(isHidden, d.file, 'added');
  }
  const order = new Map(DATASET_FILE_NAMES.map((f, i) => [f, i]));
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([at, files]) => ({
      at: at <= t ? null : new Date(at),
      changes: [...files.values()].sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0)),
    }));
}

function describeChanges(c: FileChanges): string {
  const parts = [c.added && `${c.added} added`, c.changed && `${c.changed} changed`, c.removed && `${c.removed} removed`].filter(Boolean);
  return `${DATASET_FILE_LABELS[c.file]}: ${parts.join(', ')}`;
}

type LogEntry = Prisma.UpdateEntryGetPayload<{ include: { items: true } }>;

/** An entry the site writes itself, with its items (flat). */
interface GeneratedEntry {
  number: number;
  timestamp: Date;
  title: string;
  subtitle: string | null;
  complex: boolean;
  generated: true;
  source: string | null;
  /** The data version of the change the entry tells of. */
  dataVersion: number | null;
  items: { section: string; position: number; detail: string; urls: unknown; spoiler: string | null; revealAt: Date | null }[];
}

/** The update-log entry of a change, or null when a visitor will never see anything of it. */
function logEntry(
  groups: ReturnType<typeof publicChanges>,
  number: number,
  now: Date,
  dataVersion: number,
  credit?: ApplyOptions['credit'],
): GeneratedEntry | null {
  if (!groups.length) return null;
  // The subtitle is public at once: it names only the files whose changes are.
  const publicNow = groups.find((g) => g.at === null)?.changes ?? [];
  return {
    number,
    timestamp: now,
    title: 'Data update',
    subtitle: publicNow.length ? publicNow.map((c) => DATASET_FILE_LABELS[c.file]).join(', ') : null,
    complex: false,
    generated: true,
    source: 'import',
    dataVersion,
    items: groups
      .flatMap((g) => g.changes.map((c) => ({ c, revealAt: g.at })))
      .map(({ c, revealAt }, position) => ({
        section: 'data',
        position,
        // The detail is HTML (the log's own entries are sanitised on import): the credit is the site's own link.
        detail: credit ? `${describeChanges(c)} (<a href="${credit.url}">${credit.text}</a>)` : describeChanges(c),
        urls: null,
        spoiler: null,
        revealAt,
      })),
  };
}

/** Writes entries the site wrote itself (each item at the top level). */
async function writeGenerated(tx: Tx, entries: readonly GeneratedEntry[]) {
  if (!entries.length) return;
  await tx.updateEntry.createMany({ data: entries.map(({ items: _i, ...e }) => e) });
  const first = ((await tx.updateItem.aggregate({ _max: { id: true } }))._max.id ?? 0) + 1;
  const items = entries.flatMap((e) => e.items.map((item) => ({ ...item, entryNumber: e.number, parentId: null })));
  await tx.updateItem.createMany({
    data: items.map(({ urls, ...item }, i) => ({ ...item, id: first + i, urls: Array.isArray(urls) ? (urls as string[]) : undefined })),
  });
}

/** The entries the site wrote itself, in order, with their items. */
async function readGenerated(tx: Tx): Promise<GeneratedEntry[]> {
  const entries: LogEntry[] = await tx.updateEntry.findMany({
    where: { generated: true },
    include: { items: { orderBy: { position: 'asc' } } },
    orderBy: { number: 'asc' },
  });
  return entries.map((e) => ({ ...e, generated: true }));
}

/**
 * Entries the site wrote follow the dataset's own; they keep their numbers unless the dataset now
 * uses one of them, and then move, in order, after the dataset's last.
 */
function renumber(kept: readonly GeneratedEntry[], lastOfFile: number): GeneratedEntry[] {
  if (!kept.some((e) => e.number <= lastOfFile)) return [...kept];
  let next = lastOfFile + 1;
  return kept.map((e) => ({ ...e, number: next++ }));
}

const lastNumber = (d: Dataset) => Math.max(0, ...d['updates/updates.json'].map((u) => u.number));

/**
 * How long a write of the whole dataset may hold its transaction: the bound stops a write that
 * hangs, and a large dataset (a 500-fold synthetic one holds tens of thousands of records) takes
 * time in proportion to its records, more on a busy machine, without hanging.
 */
const wholeWriteTimeout = (records: number) => 120_000 + 2 * records;

export interface ApplyOptions {
  now?: Date;
  /**
   * More writes in the same transaction (an admin change's audit entry), given the new data
   * version: if they fail, nothing of the change is applied either.
   */
  within?: (tx: Prisma.TransactionClient, dataVersion: number) => Promise<void>;
  /**
   * The data version of the change this one undoes: the update log's entry for that change is
   * taken back instead of a second entry telling of the change undone, so a change and its undo
   * are not announced as two changes. (Without that entry, the undo is counted as any change is.)
   */
  undoes?: number | null;
  /** Whom the update log's entry thanks for the change (an accepted suggestion): told in each item, linking its page (a path of the site). */
  credit?: { text: string; url: string } | null;
}

async function bumpVersion(tx: Tx, now: Date): Promise<number> {
  const version = await tx.dataVersion.findUnique({ where: { id: 1 } });
  const dataVersion = (version?.version ?? 0) + 1;
  await tx.dataVersion.upsert({
    where: { id: 1 },
    create: { id: 1, version: dataVersion, importedAt: now },
    update: { version: dataVersion, importedAt: now },
  });
  return dataVersion;
}

/**
 * Replaces the game data with a validated dataset in one transaction (the seed, the first start):
 * every file's records through its writer, in the order the relations ask for. Writes an update-log
 * entry when it changes what was applied before, and bumps the data version. Returns record counts
 * and the new version.
 */
export async function applyDataset(
  prisma: PrismaClient,
  d: Dataset,
  { now = new Date(), within }: ApplyOptions = {},
): Promise<{ counts: Record<string, number>; dataVersion: number }> {
  let dataVersion = 0;
  const counts = Object.fromEntries(Object.entries(d).map(([file, rows]) => [file, rows.length]));
  const hashes = hashDataset(d);
  await prisma.$transaction(
    async (tx) => {
      const previous = await tx.importedRecord.findMany();
      // The records of the last load, by file (a file whose records were not kept whole is left out).
      const files: Record<string, unknown[]> = {};
      for (const r of previous) {
        if (!r.body) continue;
        files[r.file] ??= [];
        files[r.file].push(JSON.parse(r.body));
      }
      const before = files as PartialDataset;
      const old = new Map(previous.map((r) => [`${r.file}\u0000${r.key}`, r]));
      const fresh = new Set(hashes.map((h) => `${h.file}\u0000${h.key}`));
      const diffs: Diff[] = [];
      for (const h of hashes) {
        const was = old.get(`${h.file}\u0000${h.key}`);
        const after = (d[h.file] as unknown[])[h.position];
        if (!was) diffs.push({ file: h.file, kind: 'added', before: null, after });
        else if (was.hash !== h.hash) diffs.push({ file: h.file, kind: 'changed', before: was.body ? JSON.parse(was.body) : null, after });
      }
      for (const r of previous) {
        if (!fresh.has(`${r.file}\u0000${r.key}`) && r.file in DATASET_FILE_LABELS)
          diffs.push({ file: r.file as DatasetFile, kind: 'removed', before: r.body ? JSON.parse(r.body) : null, after: null });
      }
      // The first load is described by the dataset's own entries.
      const groups = previous.length ? publicChanges(diffs, before, d, now) : [];
      dataVersion = await bumpVersion(tx, now);
      // A record whose content changes takes the new version as its revision; the others keep theirs.
      const revisionOf = (h: { file: string; key: string; hash: string }) => {
        const was = old.get(`${h.file}\u0000${h.key}`);
        return was && was.hash === h.hash ? was.revision : dataVersion;
      };
      // The update log is the tracker's own changelog: entries the site wrote are kept.
      const kept = await readGenerated(tx);
      // Children before parents, so no foreign key is ever dangling.
      await tx.importedRecord.deleteMany();
      for (const spec of [...FILE_SPECS].reverse())
        for (const model of [...spec.models].reverse()) await table(tx, model).deleteMany({ where: {} });
      for (const spec of FILE_SPECS)
        await spec.writer.insert(
          tx,
          (d[spec.file as DatasetFile] as unknown[]).map((record, position) => ({ record, position })),
        );
      const generated = renumber(kept, lastNumber(d));
      const entry = logEntry(groups, Math.max(lastNumber(d), ...generated.map((e) => e.number)) + 1, now, dataVersion);
      await writeGenerated(tx, entry ? [...generated, entry] : generated);
      await tx.importedRecord.createMany({ data: hashes.map((h) => ({ ...h, revision: revisionOf(h) })) });
      await within?.(tx, dataVersion);
    },
    { timeout: wholeWriteTimeout(hashes.length), maxWait: 10_000 },
  );
  // Fresh statistics for the query planner (SQLite keeps none until asked; PostgreSQL takes the
  // same command): with them, the release order reads its index in order instead of sorting.
  await prisma.$executeRawUnsafe('ANALYZE');
  return { counts, dataVersion };
}

/** Shifts stored records' places: runs of records that move by the same amount, each one statement. */
async function placeStoredRecords(tx: Tx, file: DatasetFile, before: readonly unknown[], after: readonly unknown[]) {
  const was = new Map(before.map((r, i) => [recordKey(r, i), i]));
  const runs: { from: number; to: number; by: number }[] = [];
  after.forEach((r, i) => {
    const old = was.get(recordKey(r, i));
    if (old === undefined || old === i) return;
    const last = runs.at(-1);
    if (last && last.by === i - old && last.to === old - 1) last.to = old;
    else runs.push({ from: old, to: old, by: i - old });
  });
  if (!runs.length) return;
  // Through negative places first, so a run moved never lands in the range of the next.
  const OFFSET = 1_000_000_000;
  for (const run of runs) {
    await tx.importedRecord.updateMany({
      where: { file, position: { gte: run.from, lte: run.to } },
      data: { position: { increment: run.by - OFFSET } },
    });
  }
  await tx.importedRecord.updateMany({ where: { file, position: { lt: 0 } }, data: { position: { increment: OFFSET } } });
}

/**
 * Writes a change set (worked out by diffDatasets or recordChange from `before` to `next`) record by
 * record in one transaction: the removed records' rows go, children before parents; the added
 * records' rows are inserted and the changed ones rewritten in place, parents before children; the
 * stored records follow, and the update log and the data version. The rows of records the change
 * leaves alone are not touched.
 */
export async function applyChanges(
  prisma: PrismaClient,
  before: Dataset,
  next: Dataset,
  changes: readonly RecordChange[],
  { now = new Date(), within, undoes, credit }: ApplyOptions = {},
): Promise<{ dataVersion: number }> {
  let dataVersion = 0;
  const byFile = changesByFile(changes);
  const diffs: Diff[] = changes.flatMap((c) =>
    c.kind === 'moved' ? [] : [{ file: c.file, kind: c.kind, before: c.before, after: c.after }],
  );
  const groups = publicChanges(diffs, before, next, now);
  await prisma.$transaction(
    async (tx) => {
      dataVersion = await bumpVersion(tx, now);
      // An entry of the dataset may take a number the site's own entries hold: those move first.
      if (byFile.has('updates/updates.json')) {
        const last = lastNumber(next);
        if (await tx.updateEntry.count({ where: { generated: true, number: { lte: last } } })) {
          const kept = await readGenerated(tx);
          await tx.updateItem.deleteMany({ where: { entry: { generated: true } } });
          await tx.updateEntry.deleteMany({ where: { generated: true } });
          await writeGenerated(tx, renumber(kept, last));
        }
      }
      for (const spec of [...FILE_SPECS].reverse()) {
        const removed = (byFile.get(spec.file as DatasetFile) ?? []).filter((c) => c.kind === 'removed');
        if (removed.length)
          await spec.writer.remove(
            tx,
            removed.map((c) => c.before),
          );
      }
      for (const spec of FILE_SPECS) {
        const file = spec.file as DatasetFile;
        const list = byFile.get(file);
        if (!list) continue;
        const added = list.filter((c) => c.kind === 'added');
        if (added.length)
          await spec.writer.insert(
            tx,
            added.map((c) => ({ record: c.after, position: c.position })),
          );
        for (const c of list) if (c.kind === 'changed') await spec.writer.update(tx, c.before, { record: c.after, position: c.position });
        if (spec.writer.reposition) {
          const placed = (next[file] as unknown[]).flatMap((record, position) => {
            const was = positionOf(before, file, recordKey(record, position));
            return was >= 0 && was !== position ? [{ record, position }] : [];
          });
          if (placed.length) await spec.writer.reposition(tx, placed);
        }
      }
      // The stored records: what an export gives back, in file order.
      for (const [file, list] of byFile) {
        const removedKeys = list.filter((c) => c.kind === 'removed').map((c) => c.key);
        if (removedKeys.length) await tx.importedRecord.deleteMany({ where: { file, key: { in: removedKeys } } });
        await placeStoredRecords(tx, file, before[file], next[file]);
        const added = list.filter((c) => c.kind === 'added');
        if (added.length) {
          await tx.importedRecord.createMany({
            data: added.map((c) => {
              const body = JSON.stringify(c.after);
              return { file, key: c.key, position: c.position, body, hash: hash(body), revision: dataVersion };
            }),
          });
        }
        for (const c of list) {
          if (c.kind !== 'changed') continue;
          const body = JSON.stringify(c.after);
          await tx.importedRecord.update({
            where: { file_key: { file, key: c.key } },
            data: { body, hash: hash(body), revision: dataVersion },
          });
        }
      }
      const retracted =
        undoes != null && (await tx.updateEntry.findFirst({ where: { generated: true, dataVersion: undoes }, select: { number: true } }));
      if (retracted) {
        await tx.updateItem.deleteMany({ where: { entryNumber: retracted.number } });
        await tx.updateEntry.delete({ where: { number: retracted.number } });
      } else {
        const last = await tx.updateEntry.aggregate({ _max: { number: true } });
        const entry = logEntry(groups, (last._max.number ?? 0) + 1, now, dataVersion, credit);
        if (entry) await writeGenerated(tx, [entry]);
      }
      await within?.(tx, dataVersion);
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  return { dataVersion };
}

/**
 * Loads the dataset folder in place of the data. With `actor` (who loads it: the command, or the
 * first start), the audit log gets an entry for it in the same transaction.
 */
export async function loadDataset(prisma: PrismaClient, dir: string, now = new Date(), actor?: string): Promise<Record<string, number>> {
  const d = readDataset(dir);
  const records = Object.values(d).reduce((n, rows) => n + rows.length, 0);
  const within = actor
    ? async (tx: Prisma.TransactionClient, dataVersion: number) => {
        await tx.auditEntry.create({
          data: {
            at: now,
            actorName: actor,
            action: 'seed',
            summary: `Loaded the dataset folder ${basename(dir)} in place of the data (${records} records).`,
            source: dir,
            dataVersion,
          },
        });
      }
    : undefined;
  return (await applyDataset(prisma, d, { now, within })).counts;
}

/** True when the database holds no game data yet. */
export async function isDatabaseEmpty(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.character.count()) === 0 && (await prisma.updateEntry.count()) === 0;
}

/**
 * Fills the sort keys of rows written before the keys were stored (a database migrated from one
 * that kept ranks): each from its own row, as the writers compute them.
 */
export async function fillSortKeys(prisma: PrismaClient): Promise<void> {
  await prisma.$transaction(async (tx) => {
    for (const spec of FILE_SPECS) await spec.fillKeys?.(tx);
  });
}
