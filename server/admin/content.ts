// What an admin change does to the dataset, as pure functions: an edit is a one-record bundle, a
// bundle replaces the files it holds, and every change is described record by record and field by
// field (with the records before and after, so it can be undone).
import {
  BUNDLE_FORMAT,
  BUNDLE_FORMAT_VERSION,
  BUNDLE_INFO_KEY,
  type Dataset,
  type DatasetFile,
  DATASET_FILE_NAMES as FILES,
  isDatasetFile,
} from '../../prisma/seed/format.ts';
import { DatasetError, type DatasetIssue, parseDataset, recordKey } from '../../prisma/seed/load.ts';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface RecordChange {
  file: DatasetFile;
  key: string;
  /** A moved record has the same content in another place of its file (a changed one may move too: see `from`). */
  kind: 'added' | 'changed' | 'removed' | 'moved';
  /** For a changed record, its top-level fields that differ. */
  fields: FieldChange[];
  before: unknown;
  after: unknown;
  /** Where the record stands in its file (before for a removed one). */
  position: number;
  /** Where a moved record stood before (absent when the order around it is kept). */
  from?: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Which of the keys both lists hold moved: the fewest whose taking out leaves the rest in the same
 * order in both (all but a longest run that keeps its order, found in n log n).
 */
function movedKeys(beforeOrder: readonly string[], afterOrder: readonly string[]): Set<string> {
  const rank = new Map(beforeOrder.map((k, i) => [k, i]));
  const common = afterOrder.filter((k) => rank.has(k));
  const sequence = common.map((k) => rank.get(k) as number);
  // Patience sorting: tails[l] is the index (in sequence) ending the best run of length l + 1.
  const tails: number[] = [];
  const previous: number[] = new Array(sequence.length).fill(-1);
  for (let i = 0; i < sequence.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sequence[tails[mid]] < sequence[i]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const kept = new Set<string>();
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = previous[i]) kept.add(common[i]);
  return new Set(common.filter((k) => !kept.has(k)));
}

/**
 * The records `after` adds, changes (field by field), removes and moves against `before`, file by
 * file: with the records before and after and their places, so the change can be undone exactly.
 */
export function diffDatasets(before: Dataset, after: Dataset): RecordChange[] {
  const changes: RecordChange[] = [];
  for (const file of FILES) {
    const old = new Map((before[file] as unknown[]).map((r, i) => [recordKey(r, i), { r, i }]));
    const afterRows = after[file] as unknown[];
    const afterKeys = afterRows.map((r, i) => recordKey(r, i));
    const moved = movedKeys([...old.keys()], afterKeys);
    const seen = new Set<string>();
    afterRows.forEach((r, i) => {
      const key = afterKeys[i];
      seen.add(key);
      const was = old.get(key);
      if (!was) {
        changes.push({ file, key, kind: 'added', fields: [], before: null, after: r, position: i });
        return;
      }
      const from = moved.has(key) ? { from: was.i } : {};
      if (same(was.r, r)) {
        if (moved.has(key)) changes.push({ file, key, kind: 'moved', fields: [], before: was.r, after: r, position: i, ...from });
        return;
      }
      const a = was.r as Record<string, unknown>;
      const b = r as Record<string, unknown>;
      const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])]
        .filter((f) => !same(a[f], b[f]))
        .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
      changes.push({ file, key, kind: 'changed', fields, before: was.r, after: r, position: i, ...from });
    });
    for (const [key, { r, i }] of old) {
      if (!seen.has(key)) changes.push({ file, key, kind: 'removed', fields: [], before: r, after: null, position: i });
    }
  }
  return changes;
}

/** One line per file: "Prayers: 1 changed (start)". */
export function summarise(changes: readonly RecordChange[]): string {
  if (!changes.length) return 'No change';
  const byFile = new Map<DatasetFile, RecordChange[]>();
  for (const c of changes) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);
  return [...byFile]
    .map(([file, list]) => {
      const count = (kind: RecordChange['kind']) => list.filter((c) => c.kind === kind).length;
      const parts = (['added', 'changed', 'removed', 'moved'] as const).filter((k) => count(k)).map((k) => `${count(k)} ${k}`);
      const keys = list.length <= 3 ? ` (${list.map((c) => c.key).join(', ')})` : '';
      return `${file}: ${parts.join(', ')}${keys}`;
    })
    .join('; ');
}

/** A copy of the dataset with the files of `patch` replaced. */
function withFiles(d: Dataset, patch: Partial<Record<DatasetFile, unknown[]>>): Record<DatasetFile, unknown> {
  return { ...d, ...patch } as Record<DatasetFile, unknown>;
}

/**
 * The dataset with one record of `file` replaced (`key` given) or added (`key` null) by `record`,
 * or removed (`record` null, `key` given: the one way to delete, deleteRecord). Validated whole:
 * throws DatasetError naming the fields at fault.
 */
export function editRecord(d: Dataset, file: DatasetFile, key: string | null, record: unknown): Dataset {
  // A deletion names its record; anything else must be a record (never null, a list or a bare value).
  if (record === null ? key === null : typeof record !== 'object' || Array.isArray(record)) {
    throw new DatasetError([
      {
        file,
        ...(key === null ? {} : { record: key }),
        message: 'the record must be a JSON object (deleteRecord removes a record by its key)',
      },
    ]);
  }
  const rows = [...(d[file] as unknown[])];
  const at = key === null ? -1 : rows.findIndex((r, i) => recordKey(r, i) === key);
  if (key !== null && at < 0) throw new DatasetError([{ file, record: key, message: 'no such record' }]);
  if (record === null) rows.splice(at, 1);
  else if (at < 0) rows.push(record);
  else rows[at] = record;
  if (record !== null) {
    const newKey = recordKey(record, at < 0 ? rows.length - 1 : at);
    if (key !== null && newKey !== key) {
      throw new DatasetError([
        { file, record: key, message: `the record's key cannot change (${key} would become ${newKey}); add a new record instead` },
      ]);
    }
  }
  return parseDataset(withFiles(d, { [file]: rows }));
}

/**
 * Reads a bundle: a JSON object of dataset files (`"prayers/prayers.json": [...]`), every file or
 * some of them (the others are kept), and the data version it says it was made from (its `bundle`
 * key; null when it names none). Throws DatasetError for anything it cannot read.
 */
export function readBundle(d: Dataset, text: string): { next: Dataset; madeFrom: number | null } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new DatasetError([{ file: 'bundle', message: `not valid JSON: ${(e as Error).message}` }]);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new DatasetError([
      { file: 'bundle', message: 'must be a JSON object whose keys are dataset files, e.g. "prayers/prayers.json"' },
    ]);
  }
  const issues: DatasetIssue[] = [];
  const patch: Partial<Record<DatasetFile, unknown[]>> = {};
  let madeFrom: number | null = null;
  for (const [file, rows] of Object.entries(raw)) {
    if (file === BUNDLE_INFO_KEY) {
      const problem = bundleInfoProblem(rows);
      if (problem) issues.push({ file, message: problem });
      const { dataVersion } = rows as { dataVersion?: unknown };
      if (!problem && typeof dataVersion === 'number' && Number.isInteger(dataVersion) && dataVersion >= 0) madeFrom = dataVersion;
    } else if (!isDatasetFile(file)) issues.push({ file, message: `not a dataset file (expected one of ${FILES.join(', ')})` });
    else if (!Array.isArray(rows)) issues.push({ file, message: 'must be a JSON array of records' });
    else patch[file] = rows;
  }
  if (!Object.keys(patch).length && !issues.length) issues.push({ file: 'bundle', message: 'holds no dataset file' });
  if (issues.length) throw new DatasetError(issues);
  return { next: parseDataset(withFiles(d, patch)), madeFrom };
}

/** What is wrong with a bundle's description of itself (its `bundle` key), if anything. */
function bundleInfoProblem(info: unknown): string | null {
  if (info === null || typeof info !== 'object' || Array.isArray(info)) return 'must be an object naming the format';
  const { format, formatVersion } = info as { format?: unknown; formatVersion?: unknown };
  if (format !== BUNDLE_FORMAT) return `is a bundle of another format (${JSON.stringify(format)}, expected "${BUNDLE_FORMAT}")`;
  if (typeof formatVersion !== 'number' || !Number.isInteger(formatVersion) || formatVersion < 1)
    return 'formatVersion must be a whole number';
  if (formatVersion > BUNDLE_FORMAT_VERSION)
    return `is of format version ${formatVersion}, newer than this site reads (${BUNDLE_FORMAT_VERSION}): update the site first`;
  return null;
}

export class UndoConflictError extends Error {}

/**
 * The dataset with `changes` reversed: every record put back as it was. Refused, naming the
 * records, when one of them has changed again since.
 */
export function undoChanges(d: Dataset, changes: readonly RecordChange[]): Dataset {
  const rows = Object.fromEntries(FILES.map((f) => [f, [...(d[f] as unknown[])]])) as Record<DatasetFile, unknown[]>;
  const conflicts: string[] = [];
  const byFile = new Map<DatasetFile, RecordChange[]>();
  for (const c of changes) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);
  for (const [file, list] of byFile) {
    const keys = rows[file].map((r, i) => recordKey(r, i));
    const now = new Map(keys.map((k, i) => [k, rows[file][i]]));
    for (const c of list) if (!same(now.get(c.key) ?? null, c.after)) conflicts.push(`${file} ${c.key}`);
    if (conflicts.length) continue;
    // The records the change added, moved or removed leave their places; each one that was there
    // before goes back to the place it had, in order of those places, among the records the change
    // left where they were: the order before, exactly.
    const placed = list.filter((c) => c.kind !== 'changed' || c.from !== undefined);
    const out = new Set(placed.map((c) => c.key));
    const restored = new Map(list.filter((c) => c.kind === 'changed').map((c) => [c.key, c.before]));
    const stay = keys.flatMap((k) => (out.has(k) ? [] : [restored.has(k) ? restored.get(k) : now.get(k)]));
    const back = placed
      .filter((c) => c.kind !== 'added')
      .map((c) => ({ at: c.kind === 'removed' ? c.position : (c.from ?? c.position), record: c.before }))
      .sort((a, b) => a.at - b.at);
    for (const { at, record } of back) stay.splice(Math.min(at, stay.length), 0, record);
    rows[file] = stay;
  }
  if (conflicts.length) {
    throw new UndoConflictError(`These records changed again since: ${conflicts.join(', ')}. Undo the later change first, or edit them.`);
  }
  return parseDataset(rows);
}
