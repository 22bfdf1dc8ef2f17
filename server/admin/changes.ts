// Changes of the data as commands: an edit, a deletion, an import, an undo or a portrait, worked
// out against the stored dataset and applied with its audit entry in one transaction. They run in
// the writer (writer.ts: a worker thread with its own database connection), so the edge's thread
// never waits for a save; what crosses to it and back is plain data, a refusal included.
import { diffDatasets, type RecordChange } from '../dataset/diff.ts';
import { type Dataset, type DatasetFile, FILE_SPECS, recordKey } from '../dataset/files.ts';
import { DatasetError, positionOf } from '../dataset/validate.ts';
import type { FileSpec } from '../shared/datasetSpec.ts';
import { isDatabaseUnavailable } from '../shared/errors.ts';
import { acceptance, creditedPicture, creditedProposal, SuggestionRefusal } from '../suggestions/review.ts';
import * as auditRepo from './auditRepo.ts';
import * as changeRepo from './changeRepo.ts';
import { editRecord, readBundle, readCsvFile, summarise, UndoConflictError, undoChanges } from './content.ts';
import * as datasetRepo from './datasetRepo.ts';

export type ChangeCommand =
  | {
      kind: 'save';
      file: DatasetFile;
      key: string | null;
      record: Record<string, unknown>;
      revision?: number | null;
      /** A portrait set in the same change (a new Friend with her picture), for a file whose records have portraits. */
      portrait?: { upload: changeRepo.UploadInput; side: number };
      /** The suggestion of a new record the save accepts (the task page filled in from it): credited and marked accepted with it. */
      suggestionId?: number;
    }
  | { kind: 'delete'; file: DatasetFile; key: string; revision: number }
  /** A bundle's JSON text, or its bytes (UTF-8) as a request brought them. */
  /** A bundle; or with `csv`, one dataset file as CSV (made from `dataVersion` when it is known). */
  | { kind: 'import'; bundle: string | Uint8Array; csv?: { file: string; dataVersion: number | null } }
  | { kind: 'undo'; auditId: number }
  /** A portrait; with `suggestionId`, the picture a visitor proposed, credited and marked accepted with it. */
  | { kind: 'portrait'; character: string; upload: changeRepo.UploadInput; side: number; suggestionId?: number }
  /** Accepts a visitor's suggestion: its fact applied to its record, its source kept as `sourceKind`. */
  | { kind: 'suggestion'; id: number; sourceKind: string; upload?: changeRepo.UploadInput };

export interface ChangeRequest {
  command: ChangeCommand;
  dryRun: boolean;
  /** Where the change comes from, as the audit log shows it. */
  source: string;
  actor: { userId: number; actorName: string };
  /** The instant (ms) the change is made at. */
  now: number;
}

/** A record an import left as it is: it changed after the data version the bundle was made from. */
export interface KeptRecord {
  file: string;
  key: string;
  revision: number;
  fields: string[];
}

export interface ChangeResult {
  applied: boolean;
  summary: string;
  changes: RecordChange[];
  auditId: number | null;
  dataVersion: number;
  /** Records an import would change that changed after the data version its bundle was made from: kept as they are. */
  kept?: KeptRecord[];
}

export interface Refusal {
  message: string;
  issues: { file: string; record?: string; field?: string; message: string }[];
  /** 400, or 409 for a change made from an old revision. */
  status: 400 | 409;
  /** More for the client to read (a conflict's current revision and fields). */
  extra: Record<string, unknown>;
}

export type ChangeOutcome = { ok: true; result: ChangeResult } | { ok: false; refusal: Refusal };

class ChangeRefusal extends Error {
  constructor(
    message: string,
    readonly issues: Refusal['issues'] = [],
    readonly status: Refusal['status'] = 400,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const ISSUE_LIMIT = 100;

/**
 * The dataset as stored, kept between changes for the data version it was read at: the writer is
 * the one process that changes the data, so the next change finds it as it left it unless another
 * process (npm run db:seed) bumped the version, which makes it read the dataset again.
 */
let stored: { version: number; dataset: Dataset } | null = null;

async function storedDataset(version: number): Promise<Dataset> {
  if (stored?.version === version) return stored.dataset;
  const d = await datasetRepo.readDataset();
  if (!d) throw new ChangeRefusal('The database holds no dataset applied record by record yet: run npm run db:seed once.');
  stored = { version, dataset: d };
  return d;
}

/**
 * Refuses (409) a change of an existing record made from a revision the record has since left,
 * naming the fields the audited changes since then changed, who made them, and their values now.
 */
async function checkRevision(file: DatasetFile, key: string, revision: number | null | undefined, current: Dataset): Promise<void> {
  if (revision === null || revision === undefined) {
    throw new ChangeRefusal("A change of an existing record names the revision it was made from (the record's revision as loaded).", [
      { file, record: key, field: 'revision', message: 'required' },
    ]);
  }
  const now = await datasetRepo.recordRevision(file, key);
  // No such record: the change itself says so.
  if (now === null || now === revision) return;
  const fields = new Set<string>();
  const who = new Set<string>();
  let whole = false;
  for (const entry of await auditRepo.changesAfter(revision)) {
    // A dataset loaded whole names no field.
    if (entry.action === 'seed') whole = true;
    for (const c of JSON.parse(entry.changes) as RecordChange[]) {
      if (c.file !== file || c.key !== key) continue;
      who.add(entry.actorName ?? 'the command line');
      if (c.kind === 'changed') for (const f of c.fields) fields.add(f.field);
      else if (c.kind !== 'moved') whole = true;
    }
  }
  const body = current[file][positionOf(current, file, key)] as Record<string, unknown> | undefined;
  const named = [...fields];
  const what = named.length ? named.join(', ') : 'the record';
  throw new ChangeRefusal(
    `${key} changed since you loaded it${who.size ? ` (by ${[...who].join(', ')})` : ''}: ${what}${whole && named.length ? ' and more' : ''}. Load it again, or apply your change to the record as it is now.`,
    named.map((field) => ({ file, record: key, field, message: `changed since: now ${JSON.stringify(body?.[field] ?? null)}` })),
    409,
    { revision: now, fields: named },
  );
}

interface Planned {
  next: Dataset;
  /** The suggestion the change accepts. */
  suggestionId?: number;
  /** The change of an edit, worked out with it (an import or an undo is compared with the dataset). */
  changes?: RecordChange[];
  action: changeRepo.AuditInput['action'];
  undoOf?: number;
  kept?: KeptRecord[];
}

/** An import, record by record when its bundle names the data version it was made from. */
async function planImport(current: Dataset, { bundle, csv }: Extract<ChangeCommand, { kind: 'import' }>): Promise<Planned> {
  const text = typeof bundle === 'string' ? bundle : new TextDecoder().decode(bundle);
  const { next, madeFrom } = csv ? readCsvFile(current, csv.file, text, csv.dataVersion) : readBundle(current, text);
  if (madeFrom === null) return { next, action: 'import' };
  // A change of the bundle to a record that changed after the bundle was made is left out (the
  // record kept as it is, and listed); the rest applies.
  const revisions = await datasetRepo.recordRevisions();
  const revisionOf = (c: RecordChange) => revisions.get(`${c.file}\u0000${c.key}`) ?? 0;
  const stale = diffDatasets(current, next).filter((c) => c.kind !== 'added' && revisionOf(c) > madeFrom);
  const kept = stale.map((c) => ({ file: c.file, key: c.key, revision: revisionOf(c), fields: c.fields.map((f) => f.field) }));
  return { next: stale.length ? undoChanges(next, stale) : next, action: 'import', kept };
}

/** An undo of an audited change of the data, refused for anything else. */
async function planUndo(current: Dataset, auditId: number): Promise<Planned> {
  const entry = await auditRepo.findAudit(auditId);
  if (!entry) throw new ChangeRefusal(`There is no change ${auditId}.`);
  if (entry.dataVersion === null) throw new ChangeRefusal(`Entry ${auditId} is an account event, not a change of the data.`);
  if (entry.action === 'seed')
    throw new ChangeRefusal(`Entry ${auditId} loaded a whole dataset folder; import the export you want back instead.`);
  if (entry.undoneBy) throw new ChangeRefusal(`Change ${auditId} was already undone (by change ${entry.undoneBy.id}).`);
  return { next: undoChanges(current, JSON.parse(entry.changes) as RecordChange[]), action: 'undo', undoOf: auditId };
}

const edited = ({ next, change }: ReturnType<typeof editRecord>): Planned => ({ next, changes: change ? [change] : [], action: 'edit' });

/** A suggestion's fact applied to its record (its rules are the suggestions' own), as an edit crediting the suggestion. */
async function planSuggestion(current: Dataset, id: number, sourceKind: string): Promise<Planned> {
  const { file, key, record } = await acceptance(current, id, sourceKind);
  return { ...edited(editRecord(current, file, key, record)), action: 'suggestion', suggestionId: id };
}

/** A record saved, with the portrait uploaded with it and the suggestion it accepts. */
async function planSave(current: Dataset, command: Extract<ChangeCommand, { kind: 'save' }>): Promise<Planned> {
  const { file, key, portrait, suggestionId } = command;
  if (key) await checkRevision(file, key, command.revision, current);
  let record = command.record;
  if (portrait) {
    const spec = FILE_SPECS.find((s) => s.file === file);
    if (!spec?.portrait) throw new ChangeRefusal(`The records of ${file} have no portraits.`, [{ file, message: 'no portraits' }]);
    record = spec.portrait.uploaded(record, portrait.upload.hash, portrait.side) as Record<string, unknown>;
  }
  const planned = edited(editRecord(current, file, key, record));
  if (suggestionId === undefined) return planned;
  await creditedProposal(suggestionId, file);
  return { ...planned, action: 'suggestion', suggestionId };
}

/** What the command makes of the dataset as it is. */
async function plan(command: ChangeCommand, current: Dataset): Promise<Planned> {
  switch (command.kind) {
    case 'save':
      return planSave(current, command);
    case 'delete':
      await checkRevision(command.file, command.key, command.revision, current);
      return edited(editRecord(current, command.file, command.key, null));
    case 'import':
      return planImport(current, command);
    case 'undo':
      return planUndo(current, command.auditId);
    case 'suggestion':
      return planSuggestion(current, command.id, command.sourceKind);
    case 'portrait': {
      // The file whose records have portraits (the characters').
      const spec = FILE_SPECS.find((s) => s.portrait) as FileSpec;
      const file = spec.file as DatasetFile;
      const record = (current[file] as unknown[]).find((r, i) => recordKey(r, i) === command.character);
      if (!record) throw new DatasetError([{ file, record: command.character, message: 'no such character' }]);
      const next = spec.portrait?.uploaded(record, command.upload.hash, command.side);
      const planned = edited(editRecord(current, file, command.character, next as Record<string, unknown>));
      if (command.suggestionId === undefined) return planned;
      await creditedPicture(command.suggestionId, command.character);
      return { ...planned, action: 'suggestion', suggestionId: command.suggestionId };
    }
  }
}

/** Tries of a change that met a lost database connection. */
const CONNECTION_TRIES = 3;

/**
 * Works a change out against the stored dataset and, unless a dry run, applies it with its audit
 * entry. A change that met a connection the database had closed (a restart of PostgreSQL ends the
 * writer's idle ones, and its pool learns of it only then) is tried again on a new one: it is one
 * transaction, so nothing of the failed try was applied, and a try from a version that moved on
 * is refused as stale like any other.
 */
export async function runChange(request: ChangeRequest): Promise<ChangeOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runChangeOnce(request);
    } catch (e) {
      if (attempt >= CONNECTION_TRIES || !isDatabaseUnavailable(e)) throw e;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

async function runChangeOnce(request: ChangeRequest): Promise<ChangeOutcome> {
  try {
    // The version first: if a change lands between the two reads, this one is refused as stale.
    const basedOn = await datasetRepo.currentDataVersion();
    const before = await storedDataset(basedOn);
    const planned = await plan(request.command, before);
    const { next, action, undoOf, kept, suggestionId } = planned;
    const changes = planned.changes ?? diffDatasets(before, next);
    const summary = summarise(changes);
    const answer = { changes, summary, ...(kept ? { kept } : {}) };
    if (request.dryRun || !changes.length) return { ok: true, result: { applied: false, auditId: null, dataVersion: basedOn, ...answer } };
    const { auditId, dataVersion } = await changeRepo.applyChange(
      before,
      next,
      changes,
      basedOn,
      { ...request.actor, action, summary, source: request.source, changes: JSON.stringify(changes), undoOf, suggestionId },
      new Date(request.now),
      request.command.kind === 'portrait'
        ? request.command.upload
        : request.command.kind === 'save'
          ? request.command.portrait?.upload
          : request.command.kind === 'suggestion'
            ? request.command.upload
            : undefined,
    );
    stored = { version: dataVersion, dataset: next };
    return { ok: true, result: { applied: true, auditId, dataVersion, ...answer } };
  } catch (e) {
    if (e instanceof ChangeRefusal)
      return { ok: false, refusal: { message: e.message, issues: e.issues, status: e.status, extra: e.extra } };
    if (e instanceof DatasetError) {
      const message = `The change is invalid (${e.issues.length} problem${e.issues.length === 1 ? '' : 's'}).`;
      return { ok: false, refusal: { message, issues: e.issues.slice(0, ISSUE_LIMIT), status: 400, extra: {} } };
    }
    if (e instanceof changeRepo.StaleDataError || e instanceof UndoConflictError || e instanceof SuggestionRefusal) {
      return { ok: false, refusal: { message: e.message, issues: [], status: 400, extra: {} } };
    }
    throw e;
  }
}
