// The sync for tools: what changed in the public export since a mirror's copy, record by record, so
// a mirror keeps itself equal to the export without downloading it again.
//   GET /export/changes?since=<cursor>[&jpContent=1]
// A cursor is `<data version>.<instant in ms>`: the data a copy was made from and the instant whose
// reveal rule it follows, the change instant its epoch began at (the export's `bundle.cursor`, and
// every answer's `cursor`), so every copy of one data version and epoch has the same cursor and
// the same sync is one cached answer until the data or the epoch changes. The answer is
// the difference between the export as it was at the cursor and the export now, per file: records
// added, changed and removed, and the file's order where records came, went or moved. Both exports
// are made by the one reveal rule (dataset/reveal.ts), so records a reveal instant brought into view
// since the cursor arrive as added, with no data version of their own.
// The export at the cursor is the stored dataset with the audited change sets of every later data
// version taken back, newest first: the write path's own change sets (an edit, an import, an undo,
// an accepted suggestion). A whole dataset loaded in place of the data (the seed) has none, so the
// history a sync can reach starts at the newest such load.
import { changesByFile, type RecordChange, revertChanges, same } from '../dataset/diff.ts';
import { DATASET_FILE_NAMES, type Dataset, type DatasetFile, recordKey } from '../dataset/files.ts';
import { type PublicFiles, publicData } from '../dataset/reveal.ts';
import { errorBody } from '../shared/errorBody.ts';
import { createViewer, SPOILER_PARAM } from '../shared/reveal.ts';
import { type Snapshot, takeSnapshot } from '../shared/snapshot.ts';
import { changesSince, readStoredRecords } from './repo.ts';

export const SYNC_PATH = '/export/changes';
export const SYNC_PARAMS = ['since', SPOILER_PARAM] as const;

/** How far ahead of this server's clock a cursor's instant may be (another server's clock). */
const CLOCK_SKEW_MS = 60_000;

/** A copy's cursor: its data version and the instant of the reveal rule it follows. */
export const cursorOf = (dataVersion: number, at: number) => `${dataVersion}.${at}`;

export interface FileSync {
  added: { key: string; record: unknown }[];
  changed: { key: string; record: unknown }[];
  removed: string[];
  /** Every record's key in the file's order: present when a record came, went or moved. */
  order?: string[];
}

export interface SyncAnswer {
  since: string;
  /** The cursor of the export now: the next sync's `since`. */
  cursor: string;
  dataVersion: number;
  /** When the data version was applied (UTC). */
  importedAt: string | null;
  /** The instant the export now is made at (UTC). */
  at: string;
  jpContent: boolean;
  /** The files with any change, by file name. */
  files: Partial<Record<DatasetFile, FileSync>>;
}

export interface SyncResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  cacheUntil?: number | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

class SyncRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A cursor as a request gives it: `<data version>.<instant in ms>`. */
function readCursor(params: URLSearchParams, now: number): { version: number; at: number; text: string } {
  const values = params.getAll('since');
  if (values.length !== 1) {
    throw new SyncRefusal(400, `Give since once: the cursor of your copy (the export's bundle.cursor, or the last answer's cursor).`);
  }
  const text = values[0];
  const match = /^(\d{1,9})\.(\d{1,15})$/.exec(text);
  if (!match) {
    throw new SyncRefusal(
      400,
      `since must be a cursor such as 12.1764288000000 (a data version, a dot, an instant in milliseconds); got ${JSON.stringify(text.slice(0, 40))}.`,
    );
  }
  const at = Number(match[2]);
  if (at > now + CLOCK_SKEW_MS) throw new SyncRefusal(400, `The cursor's instant ${new Date(at).toISOString()} is in the future.`);
  return { version: Number(match[1]), at, text };
}

/** The dataset as it stood at `version`: the stored one with every later change set taken back. */
async function datasetAt(current: Dataset, currentVersion: number, version: number): Promise<Dataset> {
  if (version === currentVersion) return current;
  const entries = await changesSince(version);
  // Every version after the cursor's needs its change set, in an unbroken run down to the cursor's.
  let expected = currentVersion;
  let d = current;
  for (const entry of entries) {
    if (entry.dataVersion > currentVersion) continue;
    if (entry.dataVersion !== expected || entry.action === 'seed') break;
    const { rows, conflicts } = revertChanges(d, changesByFile(JSON.parse(entry.changes) as RecordChange[]));
    if (conflicts.length) break;
    d = rows as Dataset;
    expected -= 1;
  }
  if (expected !== version) {
    throw new SyncRefusal(
      410,
      `The history kept for the sync starts at data version ${expected}, after ${version}: download /export/lostword-data.json again and sync from its bundle.cursor.`,
    );
  }
  return d;
}

/** What changed in each file between two exports. */
export function diffExports(before: PublicFiles, after: PublicFiles): Partial<Record<DatasetFile, FileSync>> {
  const files: Partial<Record<DatasetFile, FileSync>> = {};
  for (const file of DATASET_FILE_NAMES) {
    const was = new Map(before[file].map((r, i) => [recordKey(r, i), r]));
    const keys = after[file].map((r, i) => recordKey(r, i));
    const sync: FileSync = { added: [], changed: [], removed: [] };
    after[file].forEach((record, i) => {
      const old = was.get(keys[i]);
      if (old === undefined) sync.added.push({ key: keys[i], record });
      else if (!same(old, record)) sync.changed.push({ key: keys[i], record });
    });
    const now = new Set(keys);
    sync.removed = [...was.keys()].filter((k) => !now.has(k));
    const oldKeys = [...was.keys()];
    const moved = !sync.added.length && !sync.removed.length && oldKeys.some((k, i) => k !== keys[i]);
    if (sync.added.length || sync.removed.length || moved) sync.order = keys;
    if (sync.added.length || sync.changed.length || sync.removed.length || sync.order) files[file] = sync;
  }
  return files;
}

/** Answers a sync request for the viewer (its spoiler switch, instant and data version). */
export async function renderSync(url: URL, viewer: Snapshot): Promise<SyncResponse> {
  const json = (status: number, body: unknown, cacheUntil?: number | null): SyncResponse => ({
    status,
    headers: { 'content-type': JSON_TYPE },
    body: JSON.stringify(body),
    ...(cacheUntil !== undefined ? { cacheUntil } : {}),
  });
  try {
    for (const name of url.searchParams.keys()) {
      if (!(SYNC_PARAMS as readonly string[]).includes(name)) {
        throw new SyncRefusal(
          400,
          `Unknown query parameter ${JSON.stringify(name.slice(0, 40))}: the sync takes since and ${SPOILER_PARAM}.`,
        );
      }
    }
    const now = viewer.now.getTime();
    const since = readCursor(url.searchParams, now);
    const stored = await readStoredRecords();
    if (!stored.files) throw new SyncRefusal(503, 'No dataset has been loaded yet.');
    if (since.version > stored.dataVersion) {
      throw new SyncRefusal(
        409,
        `The cursor's data version ${since.version} is newer than this server's (${stored.dataVersion}): ask again in a moment.`,
      );
    }
    // The place in time of the data read (a change may have landed since the edge read its version).
    const place = stored.dataVersion === viewer.dataVersion ? viewer : await takeSnapshot(viewer.jpContent, viewer.now, stored.dataVersion);
    const current = Object.fromEntries([...stored.files].map(([file, bodies]) => [file, bodies.map((b) => JSON.parse(b))])) as Dataset;
    const then = await datasetAt(current, stored.dataVersion, since.version);
    const before = publicData(then, createViewer(viewer.jpContent, new Date(since.at)));
    const after = publicData(current, createViewer(viewer.jpContent, viewer.now));
    const answer: SyncAnswer = {
      since: since.text,
      cursor: cursorOf(stored.dataVersion, place.from),
      dataVersion: stored.dataVersion,
      importedAt: stored.importedAt?.toISOString() ?? null,
      at: viewer.now.toISOString(),
      jpContent: viewer.jpContent,
      files: diffExports(before, after),
    };
    return json(200, answer, place === viewer ? viewer.until : undefined);
  } catch (e) {
    if (!(e instanceof SyncRefusal)) throw e;
    return json(e.status, errorBody(e.status, e.message));
  }
}
