// Filing a suggestion: made (or counted on the same one made before) within the queue's caps, one
// at a time in a process, and what reached the queue recorded for the maintainers' view of a flood.
import { createHmac } from 'node:crypto';
import type { Prisma } from '../../prisma/connect.ts';
import { db } from '../db.ts';
import { networkKey } from '../http/rateLimit.ts';
import { addressKey } from '../shared/addressKey.ts';
import { claimEvidence } from './evidenceRepo.ts';
import type { SuggestionRow } from './repo.ts';
import { sweepSuggestions } from './retentionRepo.ts';
import { QUEUE_CAPS, statusAt, waitingAt } from './rules.ts';

/**
 * The keyed hash of an address (shared/addressKey.ts: one key for every thread of the process, or
 * SUGGESTION_SECRET for every process). Only the keyed hash of an address (and of its network) is
 * stored, never the address.
 */
export const addressHash = (client: string) => createHmac('sha256', addressKey()).update(client).digest('base64url');
export const networkHash = (client: string) => addressHash(`network ${networkKey(client)}`);

export interface NewSuggestion {
  file: string;
  recordKey: string;
  field: string;
  value: string;
  dedupeKey: string;
  sourceUrl: string | null;
  inGameOn: string | null;
  screenshotUrl: string | null;
  note: string;
  /** The client's address (its rate-limit key), or null when the request came without one. */
  client: string | null;
  /** The tokens of the pictures uploaded with it (evidenceRepo.ts: a screenshot, a proposed portrait), claimed by the suggestion as it is filed. */
  evidence?: readonly string[];
}

/** The cap that refused a suggestion. */
export type Cap = 'address' | 'network' | 'record';

export class QueueFullError extends Error {
  constructor(
    readonly cap: Cap,
    message: string,
  ) {
    super(message);
  }
}

/** What became of a suggestion that reached the queue (SuggestionArrival.outcome). */
type Outcome = 'filed' | 'counted' | 'repeated' | Cap;

type Tx = Prisma.TransactionClient;

/** How often filing sweeps what the queue keeps past its time (the caps and reads judge expiry by the clock meanwhile). */
const SWEEP_EVERY_MS = 60_000;
let sweptAt = Number.NEGATIVE_INFINITY;

/** Sweeps the queue unless this process did within SWEEP_EVERY_MS: a flood costs no sweep per request. */
async function sweepNow(now: Date, tx: Tx): Promise<void> {
  if (Math.abs(now.getTime() - sweptAt) < SWEEP_EVERY_MS) return;
  sweptAt = now.getTime();
  await sweepSuggestions(now, tx);
}

/** Refuses a new suggestion past one of the queue's caps. */
async function checkCaps(s: NewSuggestion, hashes: { address: string | null; network: string | null }, now: Date, tx: Tx) {
  const open = waitingAt(now);
  if (hashes.address && (await tx.suggestion.count({ where: { ...open, addressHash: hashes.address } })) >= QUEUE_CAPS.perAddress)
    throw new QueueFullError(
      'address',
      `This address has ${QUEUE_CAPS.perAddress} suggestions waiting already; wait until they are checked.`,
    );
  if (hashes.network && (await tx.suggestion.count({ where: { ...open, networkHash: hashes.network } })) >= QUEUE_CAPS.perNetwork)
    throw new QueueFullError(
      'network',
      `The network of this address has ${QUEUE_CAPS.perNetwork} suggestions waiting already; try again once they are checked.`,
    );
  const about = { ...open, file: s.file, recordKey: s.recordKey, field: s.field };
  if ((await tx.suggestion.count({ where: about })) >= QUEUE_CAPS.perRecordField)
    throw new QueueFullError(
      'record',
      `This fact has ${QUEUE_CAPS.perRecordField} suggestions waiting already: if one of them is right, suggest the same value and it is counted.`,
    );
}

/** Counts an address on the same suggestion made before (once per address), with its source among the others. */
async function countAgain(same: SuggestionRow, s: NewSuggestion, address: string | null, now: Date, tx: Tx) {
  const known =
    address &&
    (await tx.suggestionMaker.findUnique({ where: { suggestionId_addressHash: { suggestionId: same.id, addressHash: address } } }));
  if (same.status !== 'open' || !address || known) return { suggestion: same, outcome: 'repeated' as const };
  await tx.suggestionMaker.create({ data: { suggestionId: same.id, addressHash: address, createdAt: now } });
  const sources = JSON.parse(same.moreSources) as string[];
  const source = s.sourceUrl ?? s.screenshotUrl;
  const listed = source === same.sourceUrl || source === same.screenshotUrl || (source !== null && sources.includes(source));
  const moreSources = source && !listed && sources.length < 5 ? JSON.stringify([...sources, source]) : same.moreSources;
  const suggestion = await tx.suggestion.update({ where: { id: same.id }, data: { count: { increment: 1 }, moreSources, updatedAt: now } });
  return { suggestion, outcome: 'counted' as const };
}

/**
 * A filing that met another process's (the same suggestion filed at once, or its address counted
 * at once) is run again: Prisma's code of a unique key met, or the kind a driver adapter's error gives.
 */
const CONFLICTS = new Set(['P2002', 'UniqueConstraintViolation']);
const ATTEMPTS = 8;

const isConflict = (e: unknown) => {
  const error = e as { code?: unknown; cause?: { kind?: unknown } } | null;
  return CONFLICTS.has(String(error?.code)) || CONFLICTS.has(String(error?.cause?.kind));
};

/** The filing under way in this process: the next waits for it, so one process never conflicts with itself. */
let filing: Promise<unknown> = Promise.resolve();

/** Runs `run` after the filing under way in this process, and again when it met another process's. */
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = filing.then(() => retried(run));
  filing = next.catch(() => {});
  return next;
}

async function retried<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= ATTEMPTS || !isConflict(e)) throw e;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}

/**
 * Files a suggestion, one at a time in a process, so the caps hold exactly there (processes sharing
 * a database may each pass one by the filing they run at the same instant). The same one made before (same record, field and value) and still open is
 * counted once more when an address that had not made it makes it, with the new source among its
 * others; one that expired is filed anew in its place. A new one is refused past QUEUE_CAPS (per
 * address, per network, per fact of a record). Whatever becomes of it is recorded as an arrival.
 */
export async function fileSuggestion(s: NewSuggestion, now: Date): Promise<{ suggestion: SuggestionRow; merged: boolean }> {
  const hashes = { address: s.client ? addressHash(s.client) : null, network: s.client ? networkHash(s.client) : null };
  let outcome: Outcome | undefined;
  const { client: _client, evidence, ...fields } = s;
  try {
    const result = await oneAtATime(() =>
      db.$transaction(async (tx) => {
        const filed = await fileIn(tx);
        // The screenshot goes to the suggestion it was uploaded for (the same one made before, when counted on it).
        for (const token of evidence ?? []) if (!(await claimEvidence(tx, token, filed.suggestion.id, now))) throw new EvidenceGoneError();
        return filed;
      }),
    );
    return result;
  } catch (e) {
    if (e instanceof QueueFullError) outcome = e.cap;
    // Nothing was filed: the transaction that counted it was undone.
    if (e instanceof EvidenceGoneError) outcome = undefined;
    throw e;
  } finally {
    // A failure of the database itself is no arrival; the maintainers' count may miss one when it fails here.
    if (outcome) await db.suggestionArrival.create({ data: { at: now, networkHash: hashes.network, outcome } }).catch(() => {});
  }

  /** Files it, or counts it on the same one made before. */
  async function fileIn(tx: Tx): Promise<{ suggestion: SuggestionRow; merged: boolean }> {
    await sweepNow(now, tx);
    const same = await tx.suggestion.findUnique({ where: { dedupeKey: s.dedupeKey } });
    if (same && statusAt(same, now) !== 'expired') {
      const again = await countAgain(same, s, hashes.address, now, tx);
      outcome = again.outcome;
      return { suggestion: again.suggestion, merged: true };
    }
    await checkCaps(s, hashes, now, tx);
    const data = { ...fields, addressHash: hashes.address, networkHash: hashes.network, createdAt: now, updatedAt: now };
    const suggestion = same
      ? await tx.suggestion.update({
          where: { id: same.id },
          data: {
            ...data,
            status: 'open',
            count: 1,
            moreSources: '[]',
            reason: null,
            decidedAt: null,
            decidedBy: null,
            auditId: null,
          },
        })
      : await tx.suggestion.create({ data });
    await tx.suggestionMaker.deleteMany({ where: { suggestionId: suggestion.id } });
    if (hashes.address)
      await tx.suggestionMaker.create({ data: { suggestionId: suggestion.id, addressHash: hashes.address, createdAt: now } });
    outcome = 'filed';
    return { suggestion, merged: false };
  }
}

/** A screenshot named by a suggestion that no longer waits for it (claimed, or past its hour). */
export class EvidenceGoneError extends Error {
  constructor() {
    super('The screenshot was not found: it is kept an hour after its upload, for one suggestion. Upload it again.');
  }
}
