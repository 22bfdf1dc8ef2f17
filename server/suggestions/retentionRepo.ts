// What the suggestions' queue keeps, and for how long: the keyed hashes of the addresses that made
// suggestions (a week), open suggestions left undecided (WAITING_MS, then expired), what reached
// the queue (eight days), screenshots (evidenceRepo.ts), and an address's count of accepted
// suggestions (a year after its last).
import { db } from '../db.ts';
import { sweepEvidence } from './evidenceRepo.ts';
import { ADDRESS_KEPT_MS, ARRIVALS_KEPT_MS, PROPOSERS_KEPT_MS, WAITING_MS } from './rules.ts';

/**
 * Clears the address and network hashes of suggestions made more than ADDRESS_KEPT_MS before `now`,
 * and forgets which addresses made a suggestion past that time or once it left the queue.
 */
export async function forgetOldAddresses(now: Date, client: Pick<typeof db, 'suggestion' | 'suggestionMaker'> = db): Promise<void> {
  const before = new Date(now.getTime() - ADDRESS_KEPT_MS);
  await client.suggestion.updateMany({
    where: { OR: [{ addressHash: { not: null } }, { networkHash: { not: null } }], createdAt: { lt: before } },
    data: { addressHash: null, networkHash: null },
  });
  await client.suggestionMaker.deleteMany({ where: { OR: [{ createdAt: { lt: before } }, { suggestion: { status: { not: 'open' } } }] } });
}

/**
 * Clears what the suggestions' queue keeps past its time: address hashes past their week, open
 * suggestions past WAITING_MS (expired), arrivals past eight days.
 */
export async function sweepSuggestions(
  now: Date,
  client: Pick<typeof db, 'suggestion' | 'suggestionMaker' | 'suggestionArrival' | 'suggestionEvidence' | 'suggestionProposer'> = db,
): Promise<void> {
  await client.suggestion.updateMany({
    where: { status: 'open', createdAt: { lte: new Date(now.getTime() - WAITING_MS) } },
    data: { status: 'expired', addressHash: null, networkHash: null },
  });
  await forgetOldAddresses(now, client);
  await client.suggestionArrival.deleteMany({ where: { at: { lt: new Date(now.getTime() - ARRIVALS_KEPT_MS) } } });
  await sweepEvidence(now, client);
  await client.suggestionProposer.deleteMany({ where: { lastAcceptedAt: { lt: new Date(now.getTime() - PROPOSERS_KEPT_MS) } } });
}
