// Validation of the dataset: every record against its file's schema, every key once, every
// reference resolved and every record's own rules kept. A whole dataset is checked whole; a change
// set (an edit, an undo) is checked record by record, so a save costs the same at any data size.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  DATASET_FILE_NAMES,
  type Dataset,
  type DatasetFile,
  FILE_SPECS,
  MAY_BE_EMPTY,
  recordKey,
  recordKeyField,
  specOf,
} from './files.ts';

export interface DatasetIssue {
  file: string;
  /** Index of the record in its file, and its id when it has one. */
  record?: string;
  field?: string;
  message: string;
}

export class DatasetError extends Error {
  constructor(readonly issues: DatasetIssue[]) {
    super(
      `The dataset is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n` +
        issues
          .slice(0, 50)
          .map((i) => `  ${i.file}${i.record ? ` record ${i.record}` : ''}${i.field ? ` field ${i.field}` : ''}: ${i.message}`)
          .join('\n'),
    );
    this.name = 'DatasetError';
  }
}

function recordLabel(record: unknown, index: number): string {
  if (record && typeof record === 'object') {
    const r = record as Record<string, unknown>;
    const id = r.id ?? r.number ?? r.floor ?? (r.kind && r.no ? `${r.kind}-${r.no}` : undefined);
    if (id !== undefined) return `#${index} (${String(id)})`;
  }
  return `#${index}`;
}

/** Reads and validates every file. Throws DatasetError naming each missing, empty or invalid file. */
export function readDataset(dir: string): Dataset {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new DatasetError([{ file: dir, message: 'the data folder does not exist' }]);
  }
  const raw: Partial<Record<DatasetFile, unknown>> = {};
  const issues: DatasetIssue[] = [];
  for (const file of DATASET_FILE_NAMES) {
    const path = join(dir, file);
    if (!existsSync(path)) {
      issues.push({ file, message: `missing (looked for ${path})` });
      continue;
    }
    const text = readFileSync(path, 'utf8');
    if (text.trim() === '') {
      issues.push({ file, message: 'the file is empty' });
      continue;
    }
    try {
      raw[file] = JSON.parse(text);
    } catch (e) {
      issues.push({ file, message: `not valid JSON: ${(e as Error).message}` });
    }
  }
  return parseDataset(raw, issues);
}

/**
 * Validates a whole dataset given as parsed JSON, one value per file (a folder's files, or a
 * bundle's). Throws DatasetError naming every file, record and field at fault, with `issues`
 * found before (files that could not be read) first.
 */
export function parseDataset(raw: Partial<Record<DatasetFile, unknown>>, issues: DatasetIssue[] = []): Dataset {
  issues = [...issues];
  const dataset = {} as Record<string, unknown[]>;
  for (const file of DATASET_FILE_NAMES) {
    dataset[file] = [];
    if (!(file in raw)) {
      if (!issues.some((i) => i.file === file)) issues.push({ file, message: 'missing' });
      continue;
    }
    const rows = raw[file];
    if (!Array.isArray(rows)) {
      issues.push({ file, message: 'must be a JSON array of records' });
      continue;
    }
    if (rows.length === 0 && !MAY_BE_EMPTY.has(file)) {
      issues.push({ file, message: 'holds no record; this file must not be empty' });
      continue;
    }
    rows.forEach((record, index) => {
      const parsed = parseRecord(file, record, index, issues);
      if (parsed !== undefined) dataset[file].push(parsed);
    });
  }
  if (issues.length) throw new DatasetError(issues);
  const valid = dataset as Dataset;
  const refIssues = checkReferences(valid);
  if (refIssues.length) throw new DatasetError(refIssues);
  return valid;
}

/** One record checked against its file's schema: the clean record, or undefined with its issues added. */
export function parseRecord(file: DatasetFile, record: unknown, index: number, issues: DatasetIssue[]): unknown {
  // Checked before the schema, whose checks recurse: a record nested without bound is refused, not a crash.
  const deep = tooDeep(record);
  if (deep) {
    issues.push({
      file,
      record: recordLabel(record, index),
      field: deep.join('.'),
      message: `nested more than ${MAX_NESTING} levels deep`,
    });
    return undefined;
  }
  const result = specOf(file).schema.safeParse(record);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    issues.push({
      file,
      record: recordLabel(record, index),
      field: issue.path.length ? issue.path.join('.') : undefined,
      message: issue.message,
    });
  }
  return undefined;
}

/** How deep arrays and objects may nest within one record (update items have a lower bound of their own). */
export const MAX_NESTING = 16;

/** The path of the first value nested deeper than MAX_NESTING in `record`, or null; iterative, so any depth is safe. */
function tooDeep(record: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: record, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop() as (typeof stack)[number];
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_NESTING) return path;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return null;
}

/** Each file's records by key (the first place of each key), kept while the file's list is the same list. */
const indexes = new WeakMap<readonly unknown[], Map<string, number>>();
function keysOf(rows: readonly unknown[]): Map<string, number> {
  let index = indexes.get(rows);
  if (!index) {
    index = new Map();
    for (let i = 0; i < rows.length; i++) {
      const k = recordKey(rows[i], i);
      if (!index.has(k)) index.set(k, i);
    }
    indexes.set(rows, index);
  }
  return index;
}

/** Where a record of `file` stands, by key; -1 when there is none. */
export const positionOf = (d: Dataset, file: DatasetFile, key: string): number => keysOf(d[file] as unknown[]).get(key) ?? -1;

/** A record's own problems and the references it makes that do not resolve in `d`. */
function recordIssues(d: Dataset, file: DatasetFile, record: unknown, index: number): DatasetIssue[] {
  const spec = specOf(file);
  const label = `#${index} (${recordKey(record, index)})`;
  const issues: DatasetIssue[] = (spec.problems?.(record) ?? []).map((p) => ({ file, record: label, ...p }));
  for (const ref of spec.references?.(record) ?? []) {
    if (ref.key === null || ref.key === undefined) continue;
    if (!keysOf(d[ref.file as DatasetFile] as unknown[]).has(String(ref.key)))
      issues.push({ file, record: `#${index}`, field: ref.field, message: `unknown ${ref.what} ${ref.key}` });
  }
  return issues;
}

/** Keys a file holds twice. */
function duplicateKeys(file: DatasetFile, rows: readonly unknown[]): DatasetIssue[] {
  if (keysOf(rows).size === rows.length) return [];
  const seen = new Set<string>();
  // A record known by its time (a letter) names the field its key is.
  const field = rows.length && recordKeyField(rows[0]) === 'at' ? { field: 'at' } : {};
  return rows.flatMap((r, i) => {
    const k = recordKey(r, i);
    const twice = seen.has(k);
    seen.add(k);
    return twice ? [{ file, record: `#${i} (${k})`, ...field, message: `duplicate id ${k}` }] : [];
  });
}

/**
 * Duplicate keys, references that do not resolve and records breaking their own rules, in the
 * whole dataset. Every record is stored under its key (ImportedRecord), so a key given twice would
 * fail the write after a dry run passed.
 */
export function checkReferences(d: Dataset): DatasetIssue[] {
  const issues: DatasetIssue[] = [];
  for (const { file } of FILE_SPECS) issues.push(...duplicateKeys(file as DatasetFile, d[file as DatasetFile]));
  for (const { file } of FILE_SPECS) {
    const rows = d[file as DatasetFile] as unknown[];
    for (let i = 0; i < rows.length; i++) issues.push(...recordIssues(d, file as DatasetFile, rows[i], i));
  }
  return issues;
}

/** A record a change set adds, changes or removes, as the check of a change reads it. */
export interface ChangedRecord {
  file: DatasetFile;
  key: string;
  kind: 'added' | 'changed' | 'removed' | 'moved';
  /** The record after (added, changed), validated by its schema. */
  after: unknown;
  position: number;
}

/** Records of `d` that point at a record of `file` with one of `keys`, as issues of the records pointing. */
function referrersOf(d: Dataset, file: DatasetFile, keys: ReadonlySet<string>): DatasetIssue[] {
  const issues: DatasetIssue[] = [];
  for (const spec of FILE_SPECS) {
    if (!spec.references) continue;
    const rows = d[spec.file as DatasetFile] as unknown[];
    rows.forEach((r, i) => {
      for (const ref of spec.references?.(r) ?? []) {
        if (ref.file === file && ref.key != null && keys.has(String(ref.key)))
          issues.push({ file: spec.file, record: `#${i}`, field: ref.field, message: `unknown ${ref.what} ${ref.key}` });
      }
    });
  }
  return issues;
}

/**
 * The dataset `next` made by `changes` from a valid one, checked as a whole dataset would be but
 * looking only at what changed: the records added and changed (their own rules, their references,
 * their keys once), the records that pointed at a removed one, and files left empty.
 */
export function checkChanges(next: Dataset, changes: readonly ChangedRecord[]): DatasetIssue[] {
  const issues: DatasetIssue[] = [];
  const files = new Set(changes.map((c) => c.file));
  for (const file of files) {
    if (!next[file].length && !MAY_BE_EMPTY.has(file)) issues.push({ file, message: 'holds no record; this file must not be empty' });
    issues.push(...duplicateKeys(file, next[file]));
  }
  for (const c of changes) if (c.kind === 'added' || c.kind === 'changed') issues.push(...recordIssues(next, c.file, c.after, c.position));
  const removed = new Map<DatasetFile, Set<string>>();
  for (const c of changes) if (c.kind === 'removed') removed.set(c.file, (removed.get(c.file) ?? new Set()).add(c.key));
  for (const [file, keys] of removed) issues.push(...referrersOf(next, file, keys));
  return issues;
}
