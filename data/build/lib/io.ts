// Reading raw sources and writing the dataset deterministically.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (two levels above data/build/lib). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where the raw source files live: RAW_DIR, or data/raw inside the repository. */
export function rawDir(): string {
  const env = process.env.RAW_DIR;
  if (env) return isAbsolute(env) ? env : resolve(REPO_ROOT, env);
  return resolve(REPO_ROOT, 'data', 'raw');
}

export function rawPath(...parts: string[]): string {
  const path = join(rawDir(), ...parts);
  if (!existsSync(path)) {
    throw new Error(`Raw source file not found: ${path}. Set RAW_DIR to the folder holding the raw sources.`);
  }
  return path;
}

export function readRawJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(rawPath(...parts), 'utf8').replace(/^\uFEFF/, '')) as T;
}

export function readRawCsv(...parts: string[]): Record<string, string>[] {
  return parseCsv(readFileSync(rawPath(...parts), 'utf8'));
}

/** A small RFC-4180 CSV parser (quoted fields, doubled quotes, CRLF). The first row is the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== '');
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), (r[i] ?? '').trim()])));
}

/** Drops undefined and null fields so optional fields are omitted rather than written as null. */
export function clean<T extends object>(record: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined || v === null) continue;
    if (
      Array.isArray(v) &&
      v.length === 0 &&
      k !== 'entries' &&
      k !== 'rewards' &&
      k !== 'enemies' &&
      k !== 'items' &&
      k !== 'characters' &&
      k !== 'thresholds'
    )
      continue;
    out[k] = v;
  }
  return out as T;
}

/** Writes a JSON array with 2-space indentation and a trailing newline. */
export function writeJson(path: string, records: unknown[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(records, null, 2)}\n`);
}

export function shortHash(text: string, length = 8): string {
  return createHash('sha1').update(text).digest('hex').slice(0, length);
}

/** Lowercase ASCII slug: letters, digits and single hyphens. */
/**
 * A slug for a name with no Latin spelling: its letters and digits as written (NFKC, lowercase),
 * runs of anything else as one hyphen. Browsers show it as written in the address bar.
 */
export function slugifyNative(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
