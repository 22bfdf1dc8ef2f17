// The admin area's bundle endpoints: GET /admin/export (the stored records, a page at a time, naming
// their data version) and POST /admin/bundle (a bundle as the request body, for one too large for
// a GraphQL request; its bytes go to the writer thread unread).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordsToCsv } from '../dataset/csv.ts';
import { BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION, BUNDLE_INFO_KEY, DATASET_FILE_NAMES, isDatasetFile } from '../dataset/files.ts';
import { readBody } from '../http/body.ts';
import { SECURITY_HEADERS } from '../http/headers.ts';
import { errorBody } from '../legacy/types.ts';
import { ClientError } from '../shared/errors.ts';
import { send } from './answers.ts';
import { actorName, csrfMatches, type Session } from './auth.ts';
import type { ChangeOutcome, ChangeRequest } from './changes.ts';
import * as datasetRepo from './datasetRepo.ts';
import { sourceText } from './schema.ts';
import { sameOrigin } from './yoga.ts';

/** The largest bundle /admin/bundle takes (a dataset a hundred times the real one is about 150 MB). */
export const IMPORT_MAX_BYTES = 512 * 1024 * 1024;
/** How many of an import's record changes its answer lists (the summary counts them all). */
const LISTED_CHANGES = 200;

/** A refusal of the request itself, with the code /admin/graphql gives the same refusal. */
const refused = (status: number, code: string, message: string) => ({ ...errorBody(status, message), code });

interface BundleDeps {
  session(req: IncomingMessage): Promise<Session | null>;
  now(): Date;
}

export async function exportBundle(req: IncomingMessage, res: ServerResponse, { session }: Pick<BundleDeps, 'session'>) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(res, 405, errorBody(405, `Method ${req.method} is not allowed on /admin/export`), { allow: 'GET, HEAD' });
  }
  if (!(await session(req))) return send(res, 401, errorBody(401, 'Sign in to export the data.'));
  if (!(await datasetRepo.hasStoredDataset()))
    return send(res, 409, errorBody(409, 'The database holds no dataset applied record by record yet: run npm run db:seed once.'));
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  if (query.has('format') || query.has('file')) return exportCsv(req, res, query);
  const version = await datasetRepo.currentDataVersion();
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-disposition': `attachment; filename="lostword-data-v${version}.json"`,
  });
  if (req.method === 'HEAD') return void res.end();
  // The stored records as they were stored, a page at a time: the thread is never held for the
  // whole dataset. The bundle names the data version it was made from, so an import of it is
  // checked record by record. A change made meanwhile makes the download end short (invalid
  // JSON, refused by an import) rather than mix two versions.
  const info = { format: BUNDLE_FORMAT, formatVersion: BUNDLE_FORMAT_VERSION, dataVersion: version };
  res.write(`{\n${JSON.stringify(BUNDLE_INFO_KEY)}: ${JSON.stringify(info)}`);
  for (const file of DATASET_FILE_NAMES) {
    res.write(`,\n${JSON.stringify(file)}: [`);
    let first = true;
    await datasetRepo.eachStoredPage(file, (bodies) => {
      res.write(`${first ? '\n' : ',\n'}${bodies.join(',\n')}`);
      first = false;
    });
    if ((await datasetRepo.currentDataVersion()) !== version) return void res.destroy();
    res.write('\n]');
  }
  res.end('\n}\n');
}

/** The name a file's CSV is downloaded as: `lostword-<domain>-<file>-v<data version>.csv`, which the import page reads back. */
export const csvFileName = (file: string, version: number) => `lostword-${file.replace(/\.json$/, '').replace('/', '-')}-v${version}.csv`;

/** GET /admin/export?format=csv&file=<dataset file>: that file's stored records as CSV (server/dataset/csv.ts). */
async function exportCsv(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
  const file = query.get('file') ?? '';
  if (query.get('format') !== 'csv') return send(res, 400, errorBody(400, 'format=csv is the one format of a single file.'));
  if (!isDatasetFile(file)) return send(res, 400, errorBody(400, `file must be a dataset file, one of ${DATASET_FILE_NAMES.join(', ')}.`));
  const version = await datasetRepo.currentDataVersion();
  const records: unknown[] = [];
  await datasetRepo.eachStoredPage(file, (bodies) => {
    for (const body of bodies) records.push(JSON.parse(body));
  });
  // A change made meanwhile: the file would mix two versions under the name of one.
  if ((await datasetRepo.currentDataVersion()) !== version)
    return send(res, 409, errorBody(409, 'The data changed meanwhile: export again.'));
  const text = recordsToCsv(records);
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'text/csv; charset=utf-8',
    'cache-control': 'no-store',
    'content-disposition': `attachment; filename="${csvFileName(file, version)}"`,
    'content-length': Buffer.byteLength(text),
    'x-data-version': String(version),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * POST /admin/bundle: a bundle as the body, or one dataset file as CSV (text/csv, ?file= and
 * ?dataVersion=); ?dryRun=1, and its source as ?url= or ?inGameOn= (with ?note=).
 */
export async function importBundle(
  req: IncomingMessage,
  res: ServerResponse,
  { session, now, runChange }: BundleDeps & { runChange(request: ChangeRequest): Promise<ChangeOutcome> },
) {
  // The same guard, in the same order and words, as /admin/graphql's (yoga.ts): a form, multipart
  // or text/plain body, what another site's page can send without asking, is never read.
  if (req.method !== 'POST')
    return send(res, 405, refused(405, 'METHOD_NOT_ALLOWED', `Method ${req.method} is not allowed on /admin/bundle`), { allow: 'POST' });
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && type !== 'text/csv') {
    const message = 'A bundle is sent as an application/json body, or one dataset file as a text/csv body (with ?file=).';
    return send(res, 415, refused(415, 'UNSUPPORTED_MEDIA_TYPE', message), { connection: 'close' });
  }
  if (!sameOrigin(req)) return send(res, 403, refused(403, 'FORBIDDEN', 'Requests from other sites are refused.'));
  const current = await session(req);
  if (!current) return send(res, 401, refused(401, 'UNAUTHENTICATED', 'Sign in first.'));
  const token = req.headers['x-csrf-token'];
  if (typeof token !== 'string' || !token) {
    return send(
      res,
      403,
      refused(403, 'CSRF_TOKEN_MISSING', 'This change needs the x-csrf-token header of your session, and none was sent (reload the page).'),
    );
  }
  if (!csrfMatches(current, token)) {
    return send(res, 403, refused(403, 'CSRF_TOKEN_MISSING', 'The x-csrf-token header is not the one of your session (reload the page).'));
  }
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  let source: string;
  try {
    source = sourceText({ url: query.get('url'), inGameOn: query.get('inGameOn'), note: query.get('note') }, now());
  } catch (e) {
    if (e instanceof ClientError) return send(res, 400, { ...errorBody(400, e.message), ...(e.extensions ?? {}) });
    throw e;
  }
  let csv: { file: string; dataVersion: number | null } | undefined;
  if (type === 'text/csv') {
    const file = query.get('file') ?? '';
    const version = query.get('dataVersion');
    if (!isDatasetFile(file))
      return send(res, 400, errorBody(400, `A CSV is one dataset file: ?file= names it (one of ${DATASET_FILE_NAMES.join(', ')}).`));
    if (version !== null && !/^\d{1,9}$/.test(version))
      return send(res, 400, errorBody(400, '?dataVersion= is the data version of an export: a whole number.'));
    csv = { file, dataVersion: version === null ? null : Number(version) };
  }
  const read = await readBody(req, IMPORT_MAX_BYTES);
  if (!read.ok) {
    if (read.reason === 'aborted') return;
    return send(res, 413, errorBody(413, `A bundle is limited to ${IMPORT_MAX_BYTES} bytes.`), { connection: 'close' });
  }
  const outcome = await runChange({
    command: { kind: 'import', bundle: read.body, ...(csv ? { csv } : {}) },
    dryRun: ['1', 'true'].includes(query.get('dryRun') ?? ''),
    source,
    actor: { userId: current.user.id, actorName: actorName(current.user) },
    now: now().getTime(),
  });
  if (!outcome.ok) {
    const { message, issues, status, extra } = outcome.refusal;
    return send(res, status, { ...errorBody(status, message), issues, ...extra });
  }
  const { changes, ...result } = outcome.result;
  send(res, 200, {
    ...result,
    changeCount: changes.length,
    changes: changes
      .slice(0, LISTED_CHANGES)
      .map((c) => ({ file: c.file, key: c.key, kind: c.kind, fields: c.fields.map((f) => f.field) })),
  });
}
