// A dataset file as a spreadsheet (CSV), and back: a maintainer exports a file, fixes fifty dates
// in a spreadsheet, and imports it through the same validation and dry-run diff as a bundle.
//
// One row a record, one column a field. A field holding an object is spread over a column for each
// of its fields, named by their path (`release.debut`); anything else fills one cell. A text is
// written as it is, so a date or a name reads and edits as itself; a number, a yes/no, null or a
// list is written as JSON (`3`, `true`, `null`, `["L1","L2"]`), and so is a text that would read as
// one of those (`"123"`, `""`). An empty cell is a field the record does not have. Read back, a
// cell that is JSON is that value and any other cell is text, so an export read back gives the
// same records. The CSV itself is written and read by csv-stringify and csv-parse.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** A record, as a dataset file holds it. */
type Row = Record<string, unknown>;

/** A problem of a CSV, at a line of it (1 is the header). */
export class CsvError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: string,
  ) {
    super(message);
  }
}

const isObject = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A record's cells by column path, in its fields' order. */
function flatten(record: Row, into: Map<string, unknown>, prefix = ''): void {
  for (const [key, value] of Object.entries(record)) {
    if (key === '' || key.includes('.')) throw new CsvError(`a field named ${JSON.stringify(key)} has no column of its own`);
    const path = prefix + key;
    if (isObject(value) && Object.keys(value).length > 0) flatten(value, into, `${path}.`);
    else into.set(path, value);
  }
}

/** Whether a text would read back as something else (a number, null, a list, ...) if written as it is. */
function readsAsJson(text: string): boolean {
  if (text === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A value's cell. */
function cellOf(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return readsAsJson(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** A file's records as CSV: a header of column paths (in the order the records first give them), then a row a record. */
export function recordsToCsv(records: readonly unknown[]): string {
  const rows = records.map((r, i) => {
    if (!isObject(r)) throw new CsvError(`record ${i + 1} is not an object`);
    const cells = new Map<string, unknown>();
    flatten(r, cells);
    return cells;
  });
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const cells of rows) {
    for (const path of cells.keys()) {
      if (!seen.has(path)) {
        seen.add(path);
        columns.push(path);
      }
    }
  }
  return stringify([columns, ...rows.map((cells) => columns.map((c) => cellOf(cells.get(c))))], { record_delimiter: 'unix' });
}

/** A cell's value: JSON where it reads as JSON, else its text; undefined for an empty cell. */
function cellValue(cell: string): unknown {
  if (cell === '') return undefined;
  try {
    return JSON.parse(cell);
  } catch {
    return cell;
  }
}

/** Puts a value at a column's path of a record, refusing a path that another column already set whole. */
function place(record: Row, path: string[], value: unknown, line: number, column: string): void {
  let at = record;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      if (Object.hasOwn(at, key))
        throw new CsvError(`${column} is set twice (a column of the same name, or one holding it whole)`, line, column);
      at[key] = value;
      return;
    }
    if (!Object.hasOwn(at, key)) at[key] = {};
    const next = at[key];
    if (!isObject(next)) {
      throw new CsvError(
        `${column} is set, but ${path.slice(0, i + 1).join('.')} is already set whole: empty one of the two`,
        line,
        column,
      );
    }
    at = next;
  }
}

/** The records of a CSV as `recordsToCsv` writes it (and a spreadsheet saves it again). */
export function csvToRecords(text: string): Row[] {
  let table: string[][];
  try {
    table = parse(text, { bom: true, skip_empty_lines: true });
  } catch (e) {
    const { message, lines } = e as Error & { lines?: number };
    throw new CsvError(`not a readable CSV: ${message}`, lines);
  }
  // Rows a spreadsheet left blank (every cell empty) are no records.
  const [header, ...body] = table.filter((row, i) => i === 0 || row.some((cell) => cell !== ''));
  // A file of no records (one that may be empty is exported so): validation says whether it may be.
  if (!header) return [];
  const paths = header.map((column, i) => {
    if (!column) throw new CsvError(`column ${i + 1} has no name in the header`, 1);
    const path = column.split('.');
    if (path.some((p) => !p)) throw new CsvError(`column ${JSON.stringify(column)} is not a field path (a.b.c)`, 1, column);
    if (path.includes('__proto__')) throw new CsvError(`column ${JSON.stringify(column)} names no field`, 1, column);
    return { column, path };
  });
  return body.map((cells, r) => {
    const record: Row = {};
    for (const [i, cell] of cells.entries()) {
      const value = cellValue(cell);
      if (value !== undefined) place(record, paths[i].path, value, r + 2, paths[i].column);
    }
    return record;
  });
}
