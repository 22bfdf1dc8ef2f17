// What one dataset is to another, record by record and field by field: the change set every save,
// import and undo is worked out as, written as, audited as and undone from.
import { type Dataset, type DatasetFile, DATASET_FILE_NAMES as FILES, recordKey } from './files.ts';

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

/** Two records (or values) with the same content. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A change set by file, each file's changes in their order. */
export function changesByFile(changes: readonly RecordChange[]): Map<DatasetFile, RecordChange[]> {
  const byFile = new Map<DatasetFile, RecordChange[]>();
  for (const c of changes) {
    const list = byFile.get(c.file);
    if (list) list.push(c);
    else byFile.set(c.file, [c]);
  }
  return byFile;
}

/** The top-level fields of two records that differ. */
function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((f) => !same(a[f], b[f]))
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}

/**
 * The change of one record kept in its place (or added at the end, or removed): what an edit makes,
 * worked out without comparing the rest of its file. Null when it changes nothing.
 */
export function recordChange(file: DatasetFile, key: string, before: unknown, after: unknown, position: number): RecordChange | null {
  if (before === null || before === undefined) return { file, key, kind: 'added', fields: [], before: null, after, position };
  if (after === null || after === undefined) return { file, key, kind: 'removed', fields: [], before, after: null, position };
  if (same(before, after)) return null;
  return { file, key, kind: 'changed', fields: fieldChanges(before, after), before, after, position };
}

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
export function diffDatasets(before: Dataset, after: Dataset, files: readonly DatasetFile[] = FILES): RecordChange[] {
  const changes: RecordChange[] = [];
  for (const file of files) {
    // A file both hold as the same list has not changed.
    if (before[file] === after[file]) continue;
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
      changes.push({ file, key, kind: 'changed', fields: fieldChanges(was.r, r), before: was.r, after: r, position: i, ...from });
    });
    for (const [key, { r, i }] of old) {
      if (!seen.has(key)) changes.push({ file, key, kind: 'removed', fields: [], before: r, after: null, position: i });
    }
  }
  return changes;
}

/**
 * A dataset with changes taken back, each record where it stood before them: the records a change
 * added, moved or removed leave their places, and each one that was there before goes back to the
 * place it had, in order of those places, among the records the change left where they were (the
 * order before, exactly). `conflicts` names the records that are no longer as the change left them;
 * their files are left as they are. Nothing is validated: an undo reads the records put back again.
 */
export function revertChanges(
  d: Dataset,
  byFile: ReadonlyMap<DatasetFile, readonly RecordChange[]>,
): { rows: Record<DatasetFile, unknown[]>; conflicts: string[] } {
  const conflicts: string[] = [];
  // Only the files the change touched are copied: the others stay the same lists.
  const rows = { ...d } as Record<DatasetFile, unknown[]>;
  for (const file of byFile.keys()) rows[file] = [...(d[file] as unknown[])];
  for (const [file, list] of byFile) {
    const keys = rows[file].map((r, i) => recordKey(r, i));
    const now = new Map(keys.map((k, i) => [k, rows[file][i]]));
    for (const c of list) if (!same(now.get(c.key) ?? null, c.after)) conflicts.push(`${file} ${c.key}`);
    if (conflicts.length) continue;
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
  return { rows, conflicts };
}
