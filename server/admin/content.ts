// What an admin change does to the dataset, as pure functions: an edit is a one-record bundle, a
// bundle replaces the files it holds, and every change is described record by record and field by
// field (with the records before and after, so it can be undone).
import { CsvError, csvToRecords } from '../dataset/csv.ts';
import { changesByFile, diffDatasets, type RecordChange, recordChange, revertChanges } from '../dataset/diff.ts';
import {
  BUNDLE_FORMAT,
  BUNDLE_FORMAT_VERSION,
  BUNDLE_INFO_KEY,
  type Dataset,
  type DatasetFile,
  DATASET_FILE_NAMES as FILES,
  isDatasetFile,
  recordKey,
} from '../dataset/files.ts';
import { checkChanges, DatasetError, type DatasetIssue, parseDataset, parseRecord, positionOf } from '../dataset/validate.ts';

/** One line per file: "Prayers: 1 changed (start)". */
export function summarise(changes: readonly RecordChange[]): string {
  if (!changes.length) return 'No change';
  const byFile = changesByFile(changes);
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
 * or removed (`record` null, `key` given: the one way to delete, deleteRecord), and that change
 * (null when it changes nothing). Validated as a whole dataset would be, looking at the one record
 * and what points at it: throws DatasetError naming the fields at fault.
 */
export function editRecord(
  d: Dataset,
  file: DatasetFile,
  key: string | null,
  record: unknown,
): { next: Dataset; change: RecordChange | null } {
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
  const at = key === null ? -1 : positionOf(d, file, key);
  if (key !== null && at < 0) throw new DatasetError([{ file, record: key, message: 'no such record' }]);
  const position = at < 0 ? rows.length : at;
  let clean: unknown = null;
  if (record !== null) {
    const newKey = recordKey(record, position);
    if (key !== null && newKey !== key) {
      throw new DatasetError([
        { file, record: key, message: `the record's key cannot change (${key} would become ${newKey}); add a new record instead` },
      ]);
    }
    const issues: DatasetIssue[] = [];
    clean = parseRecord(file, record, position, issues);
    if (issues.length) throw new DatasetError(issues);
  }
  if (clean === null) rows.splice(at, 1);
  else rows[position] = clean;
  const next = { ...d, [file]: rows } as Dataset;
  const change = recordChange(file, key ?? recordKey(clean, position), at < 0 ? null : d[file][at], clean, position);
  if (change) {
    const issues = checkChanges(next, [change]);
    if (issues.length) throw new DatasetError(issues);
  }
  return { next, change };
}

/**
 * Reads a dataset file as a spreadsheet saved it (CSV, server/dataset/csv.ts): the bundle of that
 * one file, made from `madeFrom` (the data version its export named; null when not given).
 */
export function readCsvFile(d: Dataset, file: string, text: string, madeFrom: number | null): { next: Dataset; madeFrom: number | null } {
  if (!isDatasetFile(file)) throw new DatasetError([{ file, message: `not a dataset file (expected one of ${FILES.join(', ')})` }]);
  let records: unknown[];
  try {
    records = csvToRecords(text);
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    const where = e.line === undefined ? '' : `line ${e.line}: `;
    throw new DatasetError([{ file, ...(e.column ? { field: e.column } : {}), message: `${where}${e.message}` }]);
  }
  return { next: parseDataset(withFiles(d, { [file]: records })), madeFrom };
}

/**
 * Reads a bundle: a JSON object of dataset files (a file's name and its records), every file or
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
      { file: 'bundle', message: `must be a JSON object whose keys are dataset files, e.g. ${JSON.stringify(FILES.at(-1))}` },
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
  const byFile = changesByFile(changes);
  const { rows, conflicts } = revertChanges(d, byFile);
  if (conflicts.length) {
    throw new UndoConflictError(`These records changed again since: ${conflicts.join(', ')}. Undo the later change first, or edit them.`);
  }
  // The records put back are read again (the schema may have grown stricter since), and the
  // dataset checked where it changed.
  const issues: DatasetIssue[] = [];
  const back = new Set(changes.map((c) => c.before));
  for (const file of byFile.keys()) rows[file] = rows[file].map((r, i) => (back.has(r) ? parseRecord(file, r, i, issues) : r));
  if (issues.length) throw new DatasetError(issues);
  const next = rows as Dataset;
  const problems = checkChanges(next, diffDatasets(d, next, [...byFile.keys()]));
  if (problems.length) throw new DatasetError(problems);
  return next;
}
