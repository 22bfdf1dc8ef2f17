// The queue's hint of trust: beside a suggestion, how many suggestions from its address were
// accepted before, counted by the keyed hash of the address (no account, no address kept). Run
// with two execution workers: every thread of the process hashes an address with one key, so the
// same address is one maker whichever worker files its suggestion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { db } from '../../server/db.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a passphrase for the hint of trust';
let site: TestSite;
let admin: AdminBrowser;

beforeAll(async () => {
  site = await startTestSite({ workers: 2, trustProxy: true, suggestionLimit: { points: 1000, windowSeconds: 3600 } });
  await upsertAccount('frank', await hashPassword(PASSWORD), new Date());
  admin = new AdminBrowser(() => site.base);
  await admin.signIn('frank', PASSWORD);
}, 60_000);
afterAll(() => site.close());

const SUGGEST = 'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { suggestionId count } }';

async function suggest(address: string, input: Record<string, unknown>): Promise<{ suggestionId: number; count: number }> {
  const res = await fetch(`${site.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: SUGGEST, variables: { input } }),
  });
  const body = (await res.json()) as { data?: { suggestCorrection: { suggestionId: number; count: number } }; errors?: unknown };
  if (!body.data) throw new Error(`refused: ${JSON.stringify(body.errors)}`);
  return body.data.suggestCorrection;
}

const start = (day: string) => ({
  field: 'START',
  key: '9',
  date: `2021-07-${day}T00:00:00Z`,
  precision: 'DAY',
  source: { url: `https://example.org/p9/${day}` },
});

describe('the hint of trust', () => {
  it("shows beside an address's next suggestions how many of its suggestions were accepted, keeping only a keyed hash", async () => {
    const debut = {
      field: 'DEBUT',
      key: 'a6-sakuya',
      date: '2021-06-20T00:00:00Z',
      precision: 'DAY',
      source: { url: 'https://example.org/a' },
    };
    const first = await suggest('203.0.113.5', debut);
    // Sent again from the same address, through either worker: one maker still.
    await Promise.all(Array.from({ length: 8 }, () => suggest('203.0.113.5', debut)));
    expect((await suggest('203.0.113.5', debut)).count).toBe(1);
    const accepted = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied } }', { id: first.suggestionId });
    expect(accepted.body.data?.acceptSuggestion).toEqual({ applied: true });

    // The acceptance undone (its credit taken back) and made again, twice: it still counts once.
    for (let round = 0; round < 2; round++) {
      const entry = await db.suggestion.findUniqueOrThrow({ where: { id: first.suggestionId }, select: { auditId: true } });
      const undone = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: entry.auditId });
      expect(undone.body.data?.undo).toEqual({ applied: true });
      expect((await db.suggestionProposer.findMany()).map((p) => p.accepted)).toEqual([]);
      const again = await admin.post('mutation($id: Int!) { acceptSuggestion(id: $id) { applied } }', { id: first.suggestionId });
      expect(again.body.data?.acceptSuggestion).toEqual({ applied: true });
      expect((await db.suggestionProposer.findMany()).map((p) => p.accepted)).toEqual([1]);
    }

    const known = await suggest('203.0.113.5', start('05'));
    const stranger = await suggest('198.51.100.7', start('06'));
    const queue = await admin.post('{ suggestionQueue(first: 50) { id earlierAccepted } }');
    const hint = new Map(
      (queue.body.data?.suggestionQueue as { id: number; earlierAccepted: number }[]).map((s) => [s.id, s.earlierAccepted]),
    );
    expect([hint.get(known.suggestionId), hint.get(stranger.suggestionId)]).toEqual([1, 0]);

    const proposers = await db.suggestionProposer.findMany();
    expect(proposers.map((p) => p.accepted)).toEqual([1]);
    expect(JSON.stringify(proposers)).not.toMatch(/203\.0\.113/);
  });
});
