// The public data export, on the edge:
//   GET /export/lostword-data.json              what a visitor without the spoiler switch may see
//   GET /export/lostword-data.json?jpContent=1  also what the switch reveals
// One JSON download in the bundle format the admin area imports, made once per data version,
// variant and reveal epoch (a reveal or release instant passing changes what it holds), and kept
// with its brotli and gzip copies, each compressed once, so a request only sends bytes. Making it
// reads and writes the records in slices with a turn of the event loop between them, so no other
// request waits long behind it; only the newest export of each variant is kept.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  BUNDLE_FORMAT,
  BUNDLE_FORMAT_VERSION,
  BUNDLE_INFO_KEY,
  type BundleInfo,
  DATASET_FILE_NAMES,
  type Dataset,
  type DatasetFile,
  FILE_SPECS,
  recordKey,
} from '../dataset/files.ts';
import { type PublicFiles, publicData } from '../dataset/reveal.ts';
import { compress, type Encoding, preferredEncoding } from '../http/compression.ts';
import { API_HEADERS, PREFLIGHT_HEADERS } from '../http/headers.ts';
import { errorBody } from '../legacy/types.ts';
import { readSpoilerSwitch } from '../shared/reveal.ts';
import { takeSnapshot } from '../shared/snapshot.ts';
import { readStoredRecords } from './repo.ts';
import { cursorOf } from './sync.ts';

export const EXPORT_PATH = '/export/lostword-data.json';

/** The longest stretch (ms) spent reading or writing records before other requests get a turn. */
const SLICE_MS = 8;

interface Export {
  dataVersion: number;
  /** The instant (ms) it stands for: it holds from then until `changesAt`. */
  from: number;
  /** When its snapshot stops holding: the next instant at which the data changes by itself (ms); null: never by itself. */
  changesAt: number | null;
  body: Buffer;
  /** The body's hash: each encoding's strong ETag is made from it. */
  hash: string;
  filename: string;
  /** The compressed copies, made once, as soon as the body is. */
  copies: Record<Encoding, Promise<Buffer>>;
}

export interface ExportOptions {
  /** The data version of the moment, as the edge reads it. */
  dataVersion: () => number;
  /** The clock (ms) the reveal rule is applied at. */
  now?: () => number;
}

export type ExportHandler = (req: IncomingMessage, res: ServerResponse, query: string) => Promise<void>;

/** Gives the event loop a turn when the current slice of work has run long. */
function slicer() {
  let start = performance.now();
  return async () => {
    if (performance.now() - start < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    start = performance.now();
  };
}

const tagOf = (hash: string, encoding: Encoding | 'identity') => `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;

/** The entity tags a conditional request names (weak or strong: If-None-Match compares weakly). */
function namedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((t) => t.trim().replace(/^W\//, ''));
}

class NoDatasetError extends Error {}

/** The files of every portrait in the export, by record key (a character's id). */
function portraitFilesOf(files: PublicFiles): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const spec of FILE_SPECS) {
    if (!spec.portrait) continue;
    files[spec.file as DatasetFile].forEach((record, i) => {
      const names = spec.portrait?.files(record);
      if (names) out[recordKey(record, i)] = names;
    });
  }
  return out;
}

async function makeExport(jpContent: boolean, now: number): Promise<Export> {
  const pause = slicer();
  const stored = await readStoredRecords(pause);
  if (!stored.files) throw new NoDatasetError();
  const dataset = {} as Record<string, unknown[]>;
  for (const [file, bodies] of stored.files) {
    const records: unknown[] = [];
    for (const body of bodies) {
      records.push(JSON.parse(body));
      await pause();
    }
    dataset[file] = records;
  }
  // Kept while the snapshot it was made under holds (a reveal or release instant passing ends it).
  const viewer = await takeSnapshot(jpContent, new Date(now), stored.dataVersion);
  const files = publicData(dataset as Dataset, viewer);
  await pause();
  const info: BundleInfo = {
    format: BUNDLE_FORMAT,
    formatVersion: BUNDLE_FORMAT_VERSION,
    dataVersion: stored.dataVersion,
    importedAt: stored.importedAt?.toISOString() ?? null,
    jpContent,
    portraitFiles: portraitFilesOf(files),
    cursor: cursorOf(stored.dataVersion, viewer.from),
  };
  // One record a line: readable, and a change shows as a changed line.
  const parts: string[] = [`{\n${JSON.stringify(BUNDLE_INFO_KEY)}: ${JSON.stringify(info)}`];
  for (const file of DATASET_FILE_NAMES) {
    const records = files[file];
    parts.push(`,\n${JSON.stringify(file)}: [`);
    records.forEach((record, i) => parts.push(`${i ? ',' : ''}\n${JSON.stringify(record)}`));
    parts.push(records.length ? '\n]' : ']');
    await pause();
  }
  parts.push('\n}\n');
  const body = Buffer.from(parts.join(''));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const day = (stored.importedAt ?? new Date(now)).toISOString().slice(0, 10);
  // At the levels the response cache keeps for answers asked for often.
  const copies = { br: compress(body, 'br', 'best'), gzip: compress(body, 'gzip', 'best') };
  // A copy nobody asked for yet must not fail unheard.
  for (const copy of Object.values(copies)) copy.catch(() => undefined);
  return {
    dataVersion: stored.dataVersion,
    from: now,
    changesAt: viewer.until,
    body,
    hash,
    filename: `lostword-data${jpContent ? '-jp' : ''}-${day}.json`,
    copies,
  };
}

export function createExportHandler(options: ExportOptions): ExportHandler {
  const clock = options.now ?? Date.now;
  /** The newest export of each variant (false: default, true: with the spoiler switch), and one being made. */
  const kept = new Map<boolean, Export>();
  const making = new Map<boolean, Promise<Export>>();

  const isCurrent = (e: Export | undefined, version: number, now: number): e is Export =>
    // (Only a test's clock goes back before an export's instant.)
    !!e && e.dataVersion >= version && now >= e.from && (e.changesAt === null || now < e.changesAt);

  /** The export for this moment: the one kept, or one made now (requests that arrive meanwhile share it). */
  async function exportFor(jpContent: boolean): Promise<Export> {
    for (let attempt = 0; ; attempt++) {
      const version = options.dataVersion();
      const now = clock();
      const have = kept.get(jpContent);
      if (isCurrent(have, version, now)) return have;
      let pending = making.get(jpContent);
      if (!pending) {
        pending = makeExport(jpContent, now).finally(() => making.delete(jpContent));
        making.set(jpContent, pending);
      }
      const made = await pending;
      const latest = kept.get(jpContent);
      if (!latest || made.dataVersion >= latest.dataVersion) kept.set(jpContent, made);
      // One made before this request's version was read is not current for it: made again, once.
      if (isCurrent(made, options.dataVersion(), clock()) || attempt > 0) return made;
    }
  }

  return async (req, res, query) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS).end();
      return;
    }
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      res
        .writeHead(status, {
          ...API_HEADERS,
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(Buffer.byteLength(text)),
          'cache-control': 'no-store',
          ...headers,
        })
        .end(req.method === 'HEAD' ? undefined : text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(405, errorBody(405, `Method ${req.method} is not allowed on ${EXPORT_PATH}`), { allow: 'GET, HEAD, OPTIONS' });
    }
    let jpContent: boolean;
    try {
      jpContent = readSpoilerSwitch(new URLSearchParams(query));
    } catch (e) {
      return send(400, errorBody(400, (e as Error).message));
    }
    let made: Export;
    try {
      made = await exportFor(jpContent);
    } catch (e) {
      if (e instanceof NoDatasetError) {
        return send(503, errorBody(503, 'No dataset has been applied record by record yet: run npm run db:seed once.'), {
          'retry-after': '60',
        });
      }
      throw e;
    }
    const encoding = preferredEncoding(req);
    const etag = tagOf(made.hash, encoding);
    const headers: Record<string, string> = {
      ...API_HEADERS,
      etag,
      'cache-control': 'public, no-cache',
      vary: 'Accept-Encoding',
      'content-disposition': `attachment; filename="${made.filename}"`,
    };
    const known = new Set([tagOf(made.hash, 'identity'), tagOf(made.hash, 'br'), tagOf(made.hash, 'gzip')]);
    const asked = namedTags(req.headers['if-none-match']);
    if (asked.some((t) => t === '*' || known.has(t))) {
      res.writeHead(304, headers).end();
      return;
    }
    const bytes = encoding === 'identity' ? made.body : await made.copies[encoding];
    res
      .writeHead(200, {
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-length': String(bytes.length),
      })
      .end(req.method === 'HEAD' ? undefined : bytes);
  };
}
