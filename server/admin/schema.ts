// The admin API (/admin/graphql): a schema of its own, so the public schema tool authors read shows
// no admin operation and no anonymous caller can reach one. Who may call what is decided before
// execution, by the access plugin of yoga.ts (401 without a session, 403 without the CSRF token);
// the resolvers here can rely on `session` for everything but `signIn` and `me`.
import SchemaBuilder from '@pothos/core';
import { z } from 'zod';
import type { RecordChange } from '../dataset/diff.ts';
import { DATASET_FILE_LABELS, DATASET_FILE_NAMES, DATASET_FILES, type DatasetFile, isDatasetFile, specOf } from '../dataset/files.ts';
import type { TaskDeclaration } from '../domain.ts';
import { DOMAINS } from '../domains.ts';
import { drawCardArt } from '../shared/cardArt.ts';
import { ClientError } from '../shared/errors.ts';
import { drawPortrait, inspectUpload, PortraitInputError, UPLOAD_MAX_BYTES } from '../shared/portraitPipeline.ts';
import { type PortraitRow, portraitImage } from '../shared/portraits.ts';
import { SOURCE_KINDS } from '../shared/vocabulary.ts';
import { holdsUserInfo, USER_INFO_REFUSAL } from '../shared/webAddress.ts';
import { findSuggestion, type SuggestionRow } from '../suggestions/repo.ts';
import {
  aboveNormal,
  acceptedSource,
  FLOOD_FLOOR_PER_HOUR,
  FLOOD_TIMES,
  isSourceKind,
  proposedPicture,
  rejectionReason,
  SuggestionRefusal,
  sourceKindOf,
} from '../suggestions/review.ts';
import {
  type Arrivals,
  REJECT_AT_ONCE,
  rejectSuggestion,
  rejectSuggestions,
  suggestionArrivals,
  suggestionQueue,
} from '../suggestions/reviewRepo.ts';
import { currentValue, expiresAt, isSuggestionField, SUGGESTION_FIELDS } from '../suggestions/rules.ts';
import * as accountRepo from './accountRepo.ts';
import * as auditRepo from './auditRepo.ts';
import * as auth from './auth.ts';
import type { ChangeCommand, ChangeOutcome, ChangeRequest, ChangeResult, KeptRecord } from './changes.ts';
import * as datasetRepo from './datasetRepo.ts';
import { evidencePath } from './evidence.ts';
import { queueLoaders } from './queueLoaders.ts';

export interface AdminContext {
  session: auth.Session | null;
  ip: string;
  userAgent: string | null;
  now: () => Date;
  /** Where portrait files are drawn (IMAGES_DIR); undefined where uploads are not taken. */
  imagesDir?: string;
  /** Sets the session cookie (a token, until the session's absolute end) or clears it (null). */
  setSessionCookie(token: string | null, expiresAt?: Date): void;
  /** Runs a change of the data in the writer (writer.ts). */
  changes(request: ChangeRequest): Promise<ChangeOutcome>;
  /** Told of each sign-in's outcome (the metrics). */
  observe?: { signIn(outcome: 'signed-in' | 'refused' | 'throttled'): void };
}

const builder = new SchemaBuilder<{
  Context: AdminContext;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  // The public builder's plugins declare their options on every builder's type; this one uses none.
}>({ defaultFieldNullability: false } as unknown as never);

builder.scalarType('DateTime', {
  serialize: (d) => d.toISOString(),
  parseValue: (v) => new Date(String(v)),
});

const ADMIN_CODES = {
  400: 'BAD_USER_INPUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'BAD_USER_INPUT',
} as const;

/** A refusal the admin screens show as it is: a message, and the fields at fault. */
class AdminError extends ClientError {
  constructor(
    message: string,
    readonly issues: { file: string; record?: string; field?: string; message: string }[] = [],
    /** The HTTP status of the answer: 400; 409 for a change made from an old revision; 413/415/422 for an upload that cannot be used. */
    override readonly status: 400 | 409 | 413 | 415 | 422 = 400,
    extra: Record<string, unknown> = {},
  ) {
    super(message, status, ADMIN_CODES[status], { issues, ...extra });
  }
}

const User = builder.objectRef<auth.Session['user']>('AdminUser').implement({
  fields: (t) => ({
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName', { nullable: true }),
  }),
});

const SessionRef = builder.objectRef<auth.Session>('AdminSession').implement({
  description: 'The signed-in session: send `csrfToken` in the x-csrf-token header of every mutation.',
  fields: (t) => ({
    user: t.field({ type: User, resolve: (s) => s.user }),
    csrfToken: t.exposeString('csrfToken'),
    expiresAt: t.field({ type: 'DateTime', resolve: (s) => s.expiresAt }),
  }),
});

const FieldChangeRef = builder.objectRef<{ field: string; before: unknown; after: unknown }>('FieldChange').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.string({ description: 'The value before, as JSON.', resolve: (f) => JSON.stringify(f.before ?? null) }),
    after: t.string({ description: 'The value after, as JSON.', resolve: (f) => JSON.stringify(f.after ?? null) }),
  }),
});

const RecordChangeRef = builder.objectRef<RecordChange>('RecordChange').implement({
  fields: (t) => ({
    file: t.exposeString('file'),
    key: t.exposeString('key'),
    kind: t.exposeString('kind', { description: 'added, changed, removed or moved (the same content in another place of its file).' }),
    fields: t.field({ type: [FieldChangeRef], resolve: (c) => c.fields }),
    position: t.exposeInt('position', {
      description: 'Where the record stands in its file after the change (before it, for a removed one), from 0.',
    }),
    from: t.int({
      nullable: true,
      description: 'Where a moved record stood before the change, from 0; null when the order around it was kept.',
      resolve: (c) => c.from ?? null,
    }),
  }),
});

const KeptRecordRef = builder.objectRef<KeptRecord>('KeptRecord').implement({
  description: 'A record an import left as it is: it changed after the data version the bundle was made from.',
  fields: (t) => ({
    file: t.exposeString('file'),
    key: t.exposeString('key'),
    revision: t.exposeInt('revision', { description: 'The data version at which the record took its present content.' }),
    fields: t.exposeStringList('fields', { description: "The fields the bundle's older copy would have set (empty: the whole record)." }),
  }),
});

const ChangeResultRef = builder.objectRef<ChangeResult>('ChangeResult').implement({
  fields: (t) => ({
    applied: t.exposeBoolean('applied', { description: 'False for a dry run, or when nothing would change.' }),
    summary: t.exposeString('summary'),
    changes: t.field({ type: [RecordChangeRef], resolve: (r) => r.changes }),
    auditId: t.exposeInt('auditId', { nullable: true }),
    dataVersion: t.exposeInt('dataVersion'),
    kept: t.field({
      type: [KeptRecordRef],
      description: 'Records an import left as they are, having changed after the data version its bundle was made from.',
      resolve: (r) => r.kept ?? [],
    }),
  }),
});

const AuditRef = builder.objectRef<auditRepo.AuditRow>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.field({ type: 'DateTime', resolve: (a) => a.at }),
    user: t.string({
      nullable: true,
      description: 'Who acted, as they were named at the time (null: the command line).',
      resolve: (a) => a.actorName,
    }),
    action: t.exposeString('action'),
    summary: t.exposeString('summary'),
    source: t.exposeString('source'),
    dataVersion: t.exposeInt('dataVersion', {
      nullable: true,
      description: 'The data version a data change made; null for an account event.',
    }),
    undoneBy: t.int({ nullable: true, resolve: (a) => a.undoneBy?.id ?? null }),
    undoOf: t.exposeInt('undoOfId', { nullable: true }),
    changes: t.field({ type: [RecordChangeRef], resolve: (a) => JSON.parse(a.changes) as RecordChange[] }),
  }),
});

const EntityRef = builder.objectRef<{ file: DatasetFile; count: number }>('Entity').implement({
  description: 'One file of the dataset: a kind of record an admin can edit.',
  fields: (t) => ({
    file: t.exposeString('file'),
    label: t.string({ resolve: (e) => DATASET_FILE_LABELS[e.file] }),
    count: t.exposeInt('count'),
    portraits: t.boolean({
      description: 'Whether its records have portraits a maintainer may upload.',
      resolve: (e) => !!specOf(e.file).portrait,
    }),
    schema: t.string({
      description: "The JSON Schema of one record (the seed format's own rules).",
      resolve: (e) => JSON.stringify(z.toJSONSchema(DATASET_FILES[e.file] as z.ZodType, { unrepresentable: 'any', io: 'input' })),
    }),
  }),
});

type StoredRecord = { file: DatasetFile; key: string; body: unknown };

const RecordRef = builder.objectRef<StoredRecord>('DataRecord').implement({
  fields: (t) => ({
    id: t.id({
      description: "The record's file and key, unique among records: the admin client's store keeps one copy of each record by it.",
      resolve: (r) => `${r.file}:${r.key}`,
    }),
    file: t.exposeString('file'),
    key: t.exposeString('key'),
    label: t.string({ resolve: (r) => recordLabel(r.body, r.key) }),
    json: t.string({ description: 'The record, as JSON.', resolve: (r) => JSON.stringify(r.body, null, 2) }),
    portrait: t.string({
      nullable: true,
      description:
        "For a record with a portrait (a Friend): its smallest WebP, shown to a maintainer whatever the reveal rule (a picker's thumbnail).",
      resolve: (r) =>
        specOf(r.file).portrait ? (portraitImage(r.body as PortraitRow, '?jpContent=1')?.webpSrcSet.split(' ')[0] ?? null) : null,
    }),
    revision: t.int({
      description: 'The data version at which the record took its present content: a change of it names this revision.',
      resolve: async (r) => (await datasetRepo.recordRevision(r.file, r.key)) ?? 0,
    }),
  }),
});

/** What a change wrote, for the admin client's store: the records as they are now and the audit entry. */
builder.objectFields(ChangeResultRef, (t) => ({
  records: t.field({
    type: [RecordRef],
    description:
      'The records the change wrote, as they are after it (with their new revisions): none for a dry run, a change that changed nothing, or a removed record.',
    resolve: async (r) => {
      if (!r.applied) return [];
      const written = r.changes.filter((c) => c.kind !== 'removed');
      const bodies = await Promise.all(written.map((c) => datasetRepo.storedRecord(c.file, c.key)));
      return written.flatMap((c, i) => (bodies[i] === null ? [] : [{ file: c.file, key: c.key, body: bodies[i] }]));
    },
  }),
  audit: t.field({
    type: AuditRef,
    nullable: true,
    description: 'The audit entry the change wrote (null for a dry run or a change that changed nothing).',
    resolve: (r) => (r.auditId === null ? null : auditRepo.findAudit(r.auditId)),
  }),
}));

/** The most records a task's picker lists at once: every Friend of the data, with room to grow. */
const CHOICES_MAX = 2000;

/** The admin area's task pages, as the domains declare them. */
const TASKS = new Map(DOMAINS.flatMap((d) => Object.entries(d.tasks ?? {})));

const TaskRef = builder.objectRef<{ name: string } & TaskDeclaration>('Task').implement({
  description: 'A task page: a record of one file added in one page, with pickers of records of other files.',
  fields: (t) => ({
    name: t.exposeString('name'),
    file: t.string({ description: 'The dataset file it adds a record to.', resolve: (task) => asFile(task.file) }),
    nextKey: t.string({
      nullable: true,
      description: 'For a file of numbered records: the next free number (null for a file keyed by name).',
      resolve: async (task) => {
        const keys = (await datasetRepo.recordKeys(asFile(task.file))).map(Number);
        return keys.length && keys.every(Number.isSafeInteger) ? String(Math.max(0, ...keys) + 1) : null;
      },
    }),
    choices: t.field({
      type: [RecordRef],
      description:
        "The records one of its pickers lists (by the picker's name), those whose label or JSON holds `search`; at most `first` (up to 2,000: a picker may hold a whole file of Friends).",
      args: { list: t.arg.string({ required: true }), search: t.arg.string({ required: false }), first: t.arg.int({ required: false }) },
      resolve: async (task, { list, search, first }) => {
        const file = task.lists[list];
        if (!file) throw new AdminError(`The task ${task.name} has no list ${list}.`);
        const f = asFile(file);
        await needStoredDataset();
        const needle = search?.trim().toLowerCase() ?? '';
        const keep = (key: string, body: unknown) => !needle || recordLabel(body, key).toLowerCase().includes(needle);
        return (await datasetRepo.listRecords(f, Math.min(Math.max(first ?? 50, 1), CHOICES_MAX), keep, needle)).map((r) => ({
          file: f,
          ...r,
        }));
      },
    }),
  }),
});

/** The forward pagination of a Relay connection (the admin client pages through the audit log with it). */
const PageInfoRef = builder.objectRef<{ hasNextPage: boolean; endCursor: string | null }>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasPreviousPage: t.boolean({ resolve: () => false }),
    startCursor: t.string({ nullable: true, resolve: () => null }),
  }),
});

const AuditEdgeRef = builder.objectRef<auditRepo.AuditRow>('AuditEntryEdge').implement({
  fields: (t) => ({
    cursor: t.string({ resolve: (a) => String(a.id) }),
    node: t.field({ type: AuditRef, resolve: (a) => a }),
  }),
});

const AuditConnectionRef = builder.objectRef<{ rows: auditRepo.AuditRow[]; hasNextPage: boolean }>('AuditEntryConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [AuditEdgeRef], resolve: (c) => c.rows }),
    pageInfo: t.field({
      type: PageInfoRef,
      resolve: (c) => ({ hasNextPage: c.hasNextPage, endCursor: c.rows.length ? String(c.rows[c.rows.length - 1].id) : null }),
    }),
  }),
});

function recordLabel(body: unknown, key: string): string {
  const r = body as Record<string, unknown>;
  const name = r.nameEn ?? r.name ?? r.title ?? r.nameOriginal;
  return typeof name === 'string' && name !== key ? `${key} · ${name}` : key;
}

const SourceInput = builder.inputType('SourceInput', {
  description: 'Where a change comes from: a public page, or the game itself on a given day.',
  fields: (t) => ({
    url: t.string({ required: false }),
    inGameOn: t.string({ required: false, description: 'The day the fact was seen in the game (YYYY-MM-DD).' }),
    note: t.string({ required: false }),
  }),
});

/** The source as one line, or a refusal naming what is missing. */
export function sourceText(source: { url?: string | null; inGameOn?: string | null; note?: string | null }, now: Date): string {
  const note = source.note?.trim() ? ` (${source.note.trim().slice(0, 200)})` : '';
  if (source.url?.trim()) {
    let url: URL;
    try {
      url = new URL(source.url.trim());
    } catch {
      throw new AdminError('The source must be a web address (https://...) or "in game" with a date.', [
        { file: 'source', field: 'url', message: 'not a web address' },
      ]);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new AdminError('The source address must start with https:// or http://.', [
        { file: 'source', field: 'url', message: 'not http(s)' },
      ]);
    }
    if (holdsUserInfo(source.url.trim())) {
      throw new AdminError(`The source address ${USER_INFO_REFUSAL}.`, [
        { file: 'source', field: 'url', message: 'holds user information' },
      ]);
    }
    return `${url.href}${note}`;
  }
  if (source.inGameOn?.trim()) {
    const day = source.inGameOn.trim();
    const at = Date.parse(`${day}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at)) {
      throw new AdminError('The in-game date must be a day, YYYY-MM-DD.', [{ file: 'source', field: 'inGameOn', message: 'not a day' }]);
    }
    if (at > now.getTime() + 24 * 3600_000) {
      throw new AdminError('The in-game date cannot be in the future.', [{ file: 'source', field: 'inGameOn', message: 'in the future' }]);
    }
    return `in game, ${day}${note}`;
  }
  throw new AdminError('Every change needs a source: a web address, or "in game" with a date.', [{ file: 'source', message: 'required' }]);
}

async function needStoredDataset(): Promise<void> {
  if (!(await datasetRepo.hasStoredDataset()))
    throw new AdminError('The database holds no dataset applied record by record yet: run npm run db:seed once.');
}

function asFile(file: string): DatasetFile {
  if (!isDatasetFile(file)) throw new AdminError(`Unknown file ${file}.`, [{ file, message: 'not a dataset file' }]);
  return file;
}

/** Runs a change in the writer (changes.ts): a refusal becomes an AdminError naming what is wrong. */
async function change(ctx: AdminContext, command: ChangeCommand, options: { dryRun: boolean; source: string }): Promise<ChangeResult> {
  const session = ctx.session as auth.Session;
  const outcome = await ctx.changes({
    command,
    dryRun: options.dryRun,
    source: options.source,
    actor: { userId: session.user.id, actorName: auth.actorName(session.user) },
    now: ctx.now().getTime(),
  });
  if (!outcome.ok) {
    const { message, issues, status, extra } = outcome.refusal;
    throw new AdminError(message, issues, status, extra);
  }
  return outcome.result;
}

builder.queryType({
  fields: (t) => ({
    me: t.field({
      type: SessionRef,
      nullable: true,
      description: 'The signed-in session, or null.',
      resolve: (_r, _a, ctx) => ctx.session,
    }),
    entities: t.field({
      type: [EntityRef],
      resolve: async () => {
        await needStoredDataset();
        const counts = await datasetRepo.countRecords();
        return DATASET_FILE_NAMES.map((file) => ({ file, count: counts.get(file) ?? 0 }));
      },
    }),
    records: t.field({
      type: [RecordRef],
      args: { file: t.arg.string({ required: true }), search: t.arg.string({ required: false }), first: t.arg.int({ required: false }) },
      resolve: async (_r, { file, search, first }) => {
        const f = asFile(file);
        await needStoredDataset();
        const needle = search?.trim().toLowerCase() ?? '';
        const keep = (key: string, body: unknown) => !needle || recordLabel(body, key).toLowerCase().includes(needle);
        const rows = await datasetRepo.listRecords(f, Math.min(Math.max(first ?? 50, 1), 500), keep, needle);
        return rows.map((r) => ({ file: f, ...r }));
      },
    }),
    task: t.field({
      type: TaskRef,
      nullable: true,
      description: 'A task page of the admin area (new-prayer, new-friend): the file it adds a record to, and its pickers.',
      args: { name: t.arg.string({ required: true }) },
      resolve: (_r, { name }) => {
        const task = TASKS.get(name);
        return task ? { name, ...task } : null;
      },
    }),
    similarRecords: t.field({
      type: [RecordRef],
      description:
        "Records of the file that may be the one given under another key (a prayer of the same name, or the same start and end; a Friend of the same world and name): a task page's duplicate check before it adds a record. At most 20; none for a file that declares no such rule.",
      args: {
        file: t.arg.string({ required: true }),
        json: t.arg.string({ required: true, description: 'The record about to be added, as JSON.' }),
      },
      resolve: async (_r, { file, json }) => {
        const f = asFile(file);
        const sameAs = specOf(f).sameAs;
        let record: unknown;
        try {
          record = JSON.parse(json);
        } catch {
          return [];
        }
        if (!sameAs || record === null || typeof record !== 'object') return [];
        let wanted: Set<string>;
        try {
          wanted = new Set(sameAs(record));
        } catch {
          // A record too incomplete to name (no name yet) is like no other.
          return [];
        }
        await needStoredDataset();
        // A held record under the very key given is one too (the save would refuse the key as taken).
        const keep = (_key: string, body: unknown) => sameAs(body).some((k) => wanted.has(k));
        const rows = await datasetRepo.listRecords(f, 20, keep);
        return rows.map((r) => ({ file: f, ...r }));
      },
    }),
    record: t.field({
      type: RecordRef,
      nullable: true,
      args: { file: t.arg.string({ required: true }), key: t.arg.string({ required: true }) },
      resolve: async (_r, { file, key }) => {
        const f = asFile(file);
        await needStoredDataset();
        const body = await datasetRepo.storedRecord(f, key);
        return body === null ? null : { file: f, key, body };
      },
    }),
    auditLog: t.field({
      type: [AuditRef],
      args: { first: t.arg.int({ required: false }), before: t.arg.int({ required: false }) },
      resolve: (_r, { first, before }) => auditRepo.listAudit(Math.min(Math.max(first ?? 20, 1), 100), before ?? undefined),
    }),
    auditEntries: t.field({
      type: AuditConnectionRef,
      description: 'The audit log, newest first, as a connection: `after` is the cursor of the last entry already shown.',
      args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
      resolve: async (_r, { first, after }) => {
        const count = Math.min(Math.max(first ?? 20, 1), 100);
        const before = after == null ? undefined : Number(after);
        if (before !== undefined && !Number.isSafeInteger(before)) throw new AdminError(`Not a cursor of the audit log: ${after}.`);
        const rows = await auditRepo.listAudit(count + 1, before);
        return { rows: rows.slice(0, count), hasNextPage: rows.length > count };
      },
    }),
    auditEntry: t.field({
      type: AuditRef,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }) => auditRepo.findAudit(id),
    }),
  }),
});

/** The mutations of the session: signing in and out, the account's own password and profile. */
builder.mutationType({
  fields: (t) => ({
    signIn: t.field({
      type: SessionRef,
      args: { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
      resolve: async (_r, { username, password }, ctx) => {
        const signedIn = await auth
          .signIn(username.trim(), password, { ip: ctx.ip, userAgent: ctx.userAgent }, ctx.now())
          .catch((error) => {
            ctx.observe?.signIn(error instanceof auth.AuthError && error.status === 429 ? 'throttled' : 'refused');
            throw error;
          });
        ctx.observe?.signIn('signed-in');
        const { token, session } = signedIn;
        ctx.setSessionCookie(token, session.expiresAt);
        ctx.session = session;
        return session;
      },
    }),
    signOut: t.boolean({
      resolve: async (_r, _a, ctx) => {
        if (ctx.session) await auth.signOut(ctx.session, ctx.now());
        ctx.setSessionCookie(null);
        return true;
      },
    }),
    changePassword: t.field({
      type: SessionRef,
      description: 'Ends every other session of the account; this one continues with a new token.',
      args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
      resolve: async (_r, { currentPassword, newPassword }, ctx) => {
        const { token, session } = await auth.changePassword(
          ctx.session as auth.Session,
          currentPassword,
          newPassword,
          { ip: ctx.ip, userAgent: ctx.userAgent },
          ctx.now(),
        );
        ctx.setSessionCookie(token, session.expiresAt);
        ctx.session = session;
        return session;
      },
    }),
    changeProfile: t.field({
      type: User,
      args: { displayName: t.arg.string({ required: false }) },
      resolve: async (_r, { displayName }, ctx) => {
        const name = displayName?.trim() || null;
        if (name && [...name].length > 60)
          throw new AdminError('The display name must have at most 60 characters.', [
            { file: 'profile', field: 'displayName', message: 'too long' },
          ]);
        const session = ctx.session as auth.Session;
        await accountRepo.setDisplayName(session.user.id, name);
        session.user = { ...session.user, displayName: name };
        return session.user;
      },
    }),
  }),
});

/** The mutations that change records one by one (each audited). */
builder.mutationFields((t) => ({
  saveRecord: t.field({
    type: ChangeResultRef,
    description:
      'Replaces one record (key given, with the revision it was loaded at) or adds one (key null), validated with the whole dataset. A record changed since its revision is a conflict (409 CONFLICT) naming the fields changed since. The record must be a JSON object: deleteRecord is the one way to remove a record.',
    args: {
      file: t.arg.string({ required: true }),
      key: t.arg.string({ required: false }),
      json: t.arg.string({ required: true, description: 'The record, as JSON.' }),
      revision: t.arg.int({ required: false, description: "The record's revision as loaded; required with a key." }),
      source: t.arg({ type: SourceInput, required: true }),
      dryRun: t.arg.boolean({ required: false }),
      portrait: t.arg.string({
        required: false,
        description:
          "For a file whose records have portraits (the characters'): an image set as the record's portrait in the same change, as uploadPortrait takes it.",
      }),
      suggestion: t.arg.int({
        required: false,
        description:
          'The suggestion of a new record this save accepts (the task page filled in from it): marked accepted and credited by the same change.',
      }),
    },
    resolve: async (_r, { file, key, json, revision, source, dryRun, portrait, suggestion }, ctx) => {
      const f = asFile(file);
      const text = sourceText(source, ctx.now());
      let record: unknown;
      try {
        record = JSON.parse(json);
      } catch (e) {
        throw new AdminError(`The record is not valid JSON: ${(e as Error).message}`, [{ file: f, message: 'not valid JSON' }]);
      }
      if (record === null || typeof record !== 'object' || Array.isArray(record)) {
        throw new AdminError('The record must be a JSON object; deleteRecord removes a record.', [
          { file: f, ...(key ? { record: key } : {}), message: 'not a JSON object' },
        ]);
      }
      const picture = portrait ? await portraitUpload(ctx, portrait, dryRun ?? false) : undefined;
      return change(
        ctx,
        {
          kind: 'save',
          file: f,
          key: key ?? null,
          record: record as Record<string, unknown>,
          revision,
          ...(picture ? { portrait: picture } : {}),
          ...(suggestion != null ? { suggestionId: suggestion } : {}),
        },
        { dryRun: dryRun ?? false, source: text },
      );
    },
  }),
  deleteRecord: t.field({
    type: ChangeResultRef,
    args: {
      file: t.arg.string({ required: true }),
      key: t.arg.string({ required: true }),
      revision: t.arg.int({ required: true, description: "The record's revision as loaded." }),
      source: t.arg({ type: SourceInput, required: true }),
      dryRun: t.arg.boolean({ required: false }),
    },
    resolve: async (_r, { file, key, revision, source, dryRun }, ctx) => {
      const f = asFile(file);
      const text = sourceText(source, ctx.now());
      return change(ctx, { kind: 'delete', file: f, key, revision }, { dryRun: dryRun ?? false, source: text });
    },
  }),
}));

/** The mutations that bring files in: a portrait, a dataset bundle; and undoing any change. */
builder.mutationFields((t) => ({
  uploadPortrait: t.field({
    type: ChangeResultRef,
    description:
      "Sets a character's portrait from an image file: PNG, JPEG, WebP or AVIF (told by its content, not its name), at most 4 MB, at least 64 px a side. It is cropped square and drawn in every size and format the site uses; the change is audited like any edit, and undo puts the previous portrait back.",
    args: {
      character: t.arg.string({ required: true, description: "The character's id (e.g. l1-reimu)." }),
      image: t.arg.string({ required: true, description: 'The file, base64-encoded (a data: URL prefix is allowed).' }),
      source: t.arg({ type: SourceInput, required: true }),
      dryRun: t.arg.boolean({ required: false }),
    },
    resolve: async (_r, { character, image, source, dryRun }, ctx) => {
      const text = sourceText(source, ctx.now());
      const portrait = await portraitUpload(ctx, image, dryRun ?? false);
      return change(ctx, { kind: 'portrait', character, ...portrait }, { dryRun: dryRun ?? false, source: text });
    },
  }),
  importBundle: t.field({
    type: ChangeResultRef,
    description:
      'Imports a bundle (a JSON object of dataset files; files left out are kept). A bundle that names the data version it was made from (the export does) is checked record by record: a record it would change that changed after that version is kept as it is and listed in `kept`. With dryRun, only the diff is given.',
    args: {
      bundle: t.arg.string({ required: true }),
      source: t.arg({ type: SourceInput, required: true }),
      dryRun: t.arg.boolean({ required: false }),
    },
    resolve: async (_r, { bundle, source, dryRun }, ctx) => {
      const text = sourceText(source, ctx.now());
      return change(ctx, { kind: 'import', bundle }, { dryRun: dryRun ?? false, source: text });
    },
  }),
  importCsv: t.field({
    type: ChangeResultRef,
    description:
      'Imports one dataset file as CSV (as `GET /admin/export?format=csv&file=` writes it, edited in a spreadsheet): one row a record, a column a field (`release.debut` for a field of a field); a text cell is text, a cell that reads as JSON is that value (`3`, `true`, `null`, `[...]`, `"123"`), an empty cell a field left out. The file\'s records are replaced by the rows, through the same validation and diff as a bundle; with dataVersion (the export\'s), checked record by record like a bundle that names it. With dryRun, only the diff is given.',
    args: {
      file: t.arg.string({ required: true, description: 'The dataset file, as the bundle names it (`<domain>/<file>.json`).' }),
      csv: t.arg.string({ required: true }),
      dataVersion: t.arg.int({ required: false, description: 'The data version the CSV was exported at (its file name gives it).' }),
      source: t.arg({ type: SourceInput, required: true }),
      dryRun: t.arg.boolean({ required: false }),
    },
    resolve: async (_r, { file, csv, dataVersion, source, dryRun }, ctx) => {
      if (dataVersion != null && dataVersion < 0) {
        const message = 'dataVersion is the data version of an export: 0 or more.';
        throw new AdminError(message, [{ file, field: 'dataVersion', message }], 400);
      }
      const text = sourceText(source, ctx.now());
      const csvOf = { file, dataVersion: dataVersion ?? null };
      return change(ctx, { kind: 'import', bundle: csv, csv: csvOf }, { dryRun: dryRun ?? false, source: text });
    },
  }),
  undo: t.field({
    type: ChangeResultRef,
    description: 'Reverses an audited change, as a change of its own; refused when its records changed again since.',
    args: { auditId: t.arg.int({ required: true }), dryRun: t.arg.boolean({ required: false }) },
    resolve: (_r, { auditId, dryRun }, ctx) =>
      change(ctx, { kind: 'undo', auditId }, { dryRun: dryRun ?? false, source: `undo of change ${auditId}` }),
  }),
}));

/** A picture checked as an upload (type by content, size, pixels, that it decodes), with the folder it is drawn into; a refusal names why. */
async function inspected(ctx: AdminContext, bytes: Uint8Array) {
  const imagesDir = ctx.imagesDir;
  if (!imagesDir) throw new AdminError('This server takes no pictures (it has no images folder).');
  try {
    return { imagesDir, info: await inspectUpload(bytes) };
  } catch (e) {
    if (e instanceof PortraitInputError)
      throw new AdminError(e.message, [{ file: 'upload', field: 'image', message: e.message }], e.status);
    throw e;
  }
}

/**
 * A portrait image sent base64-encoded, checked and (unless a dry run) drawn in every size and
 * format before the change that names it: the upload and the side of its square.
 */
async function portraitUpload(ctx: AdminContext, image: string | Uint8Array, dryRun: boolean) {
  const bytes = typeof image === 'string' ? decodeUpload(image) : image;
  const { imagesDir, info } = await inspected(ctx, bytes);
  const side = Math.min(info.width, info.height);
  // The files exist before any page can name them (named by content, so drawing them for a
  // change that then changes nothing leaves only files no record names).
  if (!dryRun) await drawPortrait(imagesDir, bytes, info.hash, side);
  return { upload: { hash: info.hash, type: info.type, bytes, width: info.width, height: info.height }, side };
}

/** A card's art from a picture: checked as an upload is, and (unless a dry run) drawn before the change that names it. */
async function artUpload(ctx: AdminContext, bytes: Uint8Array, dryRun: boolean) {
  const { imagesDir, info } = await inspected(ctx, bytes);
  if (!dryRun) await drawCardArt(imagesDir, bytes, info.hash);
  return { hash: info.hash, type: info.type, bytes, width: info.width, height: info.height };
}

/** The bytes of a base64 upload; refused (413) before decoding when it cannot fit the limit. */
function decodeUpload(text: string): Uint8Array {
  const body = text.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '');
  if (body.length > Math.ceil(UPLOAD_MAX_BYTES / 3) * 4) {
    const message = `The file is larger than ${UPLOAD_MAX_BYTES} bytes (4 MB), the limit for portraits.`;
    throw new AdminError(message, [{ file: 'upload', field: 'image', message }], 413);
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) {
    const message = 'The image must be sent base64-encoded.';
    throw new AdminError(message, [{ file: 'upload', field: 'image', message }]);
  }
  return new Uint8Array(Buffer.from(body, 'base64'));
}

export { AdminError };
/** Mutations anyone may call: the rest need a session and its CSRF token. */
export const ANONYMOUS_MUTATIONS: ReadonlySet<string> = new Set(['signIn']);
/** Queries anyone may call: the rest need a session. */
export const ANONYMOUS_QUERIES: ReadonlySet<string> = new Set(['me', '__typename']);

const EvidenceRef = builder.objectRef<{ id: number; width: number; height: number; url: string }>('Evidence').implement({
  description: 'A screenshot handed in with a suggestion, written again as WebP (no metadata of the file sent).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    url: t.exposeString('url', { description: 'Where a signed-in maintainer sees it.' }),
  }),
});

const AdminSuggestionRef = builder.objectRef<SuggestionRow>('AdminSuggestion').implement({
  description: "A visitor's suggestion, as the queue shows it: the fact proposed, its source, and the record's fact as it is now.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    file: t.exposeString('file'),
    key: t.exposeString('recordKey'),
    field: t.exposeString('field'),
    label: t.string({ resolve: (s) => (isSuggestionField(s.field) ? SUGGESTION_FIELDS[s.field].label : s.field) }),
    value: t.exposeString('value', {
      description: 'The value proposed, as JSON: `{"record": {...}}` for a new record (a new prayer), in the fields of its dataset file.',
    }),
    newRecord: t.boolean({
      description: 'Whether it proposes a record the file does not hold yet: it is accepted from its task page, filled in from it.',
      resolve: (s) => isSuggestionField(s.field) && !!SUGGESTION_FIELDS[s.field].newRecord,
    }),
    task: t.string({
      nullable: true,
      description: 'For a new record: the task page that completes and saves it (/admin/<task>?suggestion=<id>).',
      resolve: (s) => (isSuggestionField(s.field) ? (SUGGESTION_FIELDS[s.field].newRecord?.task ?? null) : null),
    }),
    current: t.string({
      nullable: true,
      description:
        "The value the record holds now, as JSON in the proposal's form, beside it; null when the record holds none (or is gone).",
      resolve: async (s, _a, ctx) => {
        if (!isSuggestionField(s.field)) return null;
        const record = await queueLoaders(ctx).record.load({ file: s.file, key: s.recordKey });
        const slot = (JSON.parse(s.value) as { slot?: number }).slot;
        const now = record ? currentValue(s.field, record, slot) : null;
        return now ? JSON.stringify(now) : null;
      },
    }),
    sourceUrl: t.exposeString('sourceUrl', { nullable: true }),
    inGameOn: t.exposeString('inGameOn', { nullable: true }),
    screenshotUrl: t.exposeString('screenshotUrl', { nullable: true }),
    evidence: t.field({
      type: [EvidenceRef],
      description: 'The screenshots visitors handed in with it (at /admin/evidence/<id>, to a session only), oldest first.',
      resolve: async (s, _a, ctx) =>
        (await queueLoaders(ctx).evidence.load(s.id)).map(({ id, width, height }) => ({ id, width, height, url: evidencePath(id) })),
    }),
    earlierAccepted: t.int({
      description:
        "A hint of trust: the most suggestions accepted before from any address that made it (by the keyed hash of its address, kept a year after its last accepted one; 0 when none, or once the suggestion's addresses are forgotten).",
      resolve: (s, _a, ctx) => queueLoaders(ctx).trust.load(s.id),
    }),
    moreSources: t.stringList({ resolve: (s) => JSON.parse(s.moreSources) as string[] }),
    note: t.exposeString('note'),
    count: t.exposeInt('count'),
    status: t.exposeString('status'),
    reason: t.exposeString('reason', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'When it expires if no one decides it by then.',
      resolve: (s) => expiresAt(s.createdAt),
    }),
  }),
});

type ArrivalSpan = Arrivals & { hours: number; usualPerHour: number };

const SuggestionArrivalsRef = builder.objectRef<ArrivalSpan>('SuggestionArrivals').implement({
  description: 'What reached the queue of suggestions in a span of time.',
  fields: (t) => ({
    arrived: t.exposeInt('arrived', { description: 'Suggestions sent: taken, or refused by a cap.' }),
    networks: t.exposeInt('networks', { description: 'The distinct networks (IPv4 /24, IPv6 /48) they came from.' }),
    taken: t.exposeInt('taken', { description: 'Filed, or counted on the same suggestion made before.' }),
    refused: t.exposeInt('refused', { description: 'Refused by a cap: per address, per network or per fact of a record.' }),
    aboveNormal: t.boolean({
      description: `More than ${FLOOD_FLOOR_PER_HOUR} an hour and more than ${FLOOD_TIMES} times the week before's rate: a flood may be under way.`,
      resolve: (a) => aboveNormal(a.arrived, a.hours, a.usualPerHour),
    }),
  }),
});

const SuggestionActivityRef = builder.objectRef<Awaited<ReturnType<typeof suggestionArrivals>>>('SuggestionActivity').implement({
  description: 'How many suggestions reached the queue lately and from how many networks, against what is usual.',
  fields: (t) => ({
    lastHour: t.field({ type: SuggestionArrivalsRef, resolve: (a) => ({ ...a.lastHour, hours: 1, usualPerHour: a.usualPerHour }) }),
    lastDay: t.field({ type: SuggestionArrivalsRef, resolve: (a) => ({ ...a.lastDay, hours: 24, usualPerHour: a.usualPerHour }) }),
    usualPerHour: t.exposeFloat('usualPerHour', { description: 'Arrivals an hour in the week before the last day.' }),
    flood: t.boolean({
      description: 'Whether the last hour or day is above normal (see SuggestionArrivals.aboveNormal).',
      resolve: (a) => aboveNormal(a.lastHour.arrived, 1, a.usualPerHour) || aboveNormal(a.lastDay.arrived, 24, a.usualPerHour),
    }),
  }),
});

/** A source kind the data knows, for an accepted suggestion's source. */
function sourceKindArg(kind: string | null | undefined, s: SuggestionRow): string {
  const chosen = sourceKindOf(kind, s);
  if (!isSourceKind(chosen))
    throw new AdminError(`Unknown source kind ${chosen}.`, [
      { file: 'suggestion', field: 'sourceKind', message: `one of ${SOURCE_KINDS.join(', ')}` },
    ]);
  return chosen;
}

builder.queryFields((t) => ({
  suggestionQueue: t.field({
    type: [AdminSuggestionRef],
    description: 'The suggestions waiting, by record, and for each record most made first.',
    args: { first: t.arg.int({ required: false }) },
    resolve: (_r, { first }, ctx) => suggestionQueue(Math.min(Math.max(first ?? 100, 1), 500), ctx.now()),
  }),
  queuedSuggestion: t.field({
    type: AdminSuggestionRef,
    nullable: true,
    description: 'One suggestion, whatever its status (a task page filled in from a proposed new record reads it).',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }) => findSuggestion(id),
  }),
  suggestionActivity: t.field({
    type: SuggestionActivityRef,
    description: 'How many suggestions arrived in the last hour and day, from how many networks, flagged when above normal.',
    resolve: (_r, _a, ctx) => suggestionArrivals(ctx.now()),
  }),
}));

builder.mutationFields((t) => ({
  acceptSuggestion: t.field({
    type: ChangeResultRef,
    description:
      "Applies a suggestion's fact to its record through the write road (with dryRun, the diff against the record as it is): the record's source names the suggestion's, the audit entry credits the suggestion, and the suggestion is marked accepted in the same transaction. sourceKind says what the source is (default: guide-page for a page, in-game for a screenshot).",
    args: {
      id: t.arg.int({ required: true }),
      sourceKind: t.arg.string({ required: false }),
      dryRun: t.arg.boolean({ required: false }),
    },
    resolve: async (_r, { id, sourceKind, dryRun }, ctx) => {
      const s = await findSuggestion(id);
      if (!s) throw new AdminError(`There is no suggestion ${id}.`);
      const kind = sourceKindArg(sourceKind, s);
      const options = { dryRun: dryRun ?? false, source: acceptedSource(s) };
      const picture = isSuggestionField(s.field) ? SUGGESTION_FIELDS[s.field].picture : undefined;
      if (!picture) return change(ctx, { kind: 'suggestion', id, sourceKind: kind }, options);
      let bytes: Uint8Array;
      try {
        bytes = await proposedPicture(s);
      } catch (e) {
        if (e instanceof SuggestionRefusal) throw new AdminError(e.message);
        throw e;
      }
      // A card's art: drawn as one picture, kept with the change, and named in the record by the suggestion's rule.
      if (picture === 'art')
        return change(ctx, { kind: 'suggestion', id, sourceKind: kind, upload: await artUpload(ctx, bytes, options.dryRun) }, options);
      // A portrait: drawn as a maintainer's upload is, and set as the record's portrait crediting the suggestion.
      const portrait = await portraitUpload(ctx, bytes, options.dryRun);
      return change(ctx, { kind: 'portrait', character: s.recordKey, ...portrait, suggestionId: id }, options);
    },
  }),
  rejectSuggestion: t.field({
    type: AdminSuggestionRef,
    description: 'Rejects an open suggestion with the reason its public page shows.',
    args: { id: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, { id, reason }, ctx) => {
      const text = rejectionReason(reason);
      if (!text)
        throw new AdminError('Say why the suggestion is rejected.', [{ file: 'suggestion', field: 'reason', message: 'required' }]);
      const session = ctx.session as auth.Session;
      const actor = { userId: session.user.id, actorName: auth.actorName(session.user) };
      if (!(await rejectSuggestion(id, text, actor, ctx.now()))) throw new AdminError(`Suggestion ${id} is not open.`);
      return (await findSuggestion(id)) as SuggestionRow;
    },
  }),
  rejectSuggestions: t.field({
    type: [AdminSuggestionRef],
    description: `Rejects several open suggestions at once with one reason (duplicates, a flood's), at most ${REJECT_AT_ONCE}: all of them, or none when one is not open.`,
    args: { ids: t.arg.intList({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, { ids, reason }, ctx) => {
      const text = rejectionReason(reason);
      if (!text)
        throw new AdminError('Say why the suggestions are rejected.', [{ file: 'suggestion', field: 'reason', message: 'required' }]);
      if (!ids.length || ids.length > REJECT_AT_ONCE)
        throw new AdminError(`Name 1 to ${REJECT_AT_ONCE} suggestions.`, [{ file: 'suggestion', field: 'ids', message: 'count' }]);
      const session = ctx.session as auth.Session;
      const actor = { userId: session.user.id, actorName: auth.actorName(session.user) };
      if (!(await rejectSuggestions(ids, text, actor, ctx.now())))
        throw new AdminError('One of the suggestions is not open (decided meanwhile?): none was rejected. Reload the queue.', [], 409);
      return Promise.all(ids.map(async (id) => (await findSuggestion(id)) as SuggestionRow));
    },
  }),
}));

export const adminSchema = builder.toSchema({ sortSchema: false });
