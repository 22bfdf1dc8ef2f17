// POST /suggestions/evidence: a visitor's screenshot for a suggestion (server/suggestions/evidence.ts
// reads it and writes it again), kept in the database until a suggestion names the token this
// answers. Counted against the address's suggestion allowance, as a suggestion is, and priced as
// an execution. The screenshot is never served to visitors: maintainers see it in the admin area.
import { errorBody } from '../../shared/errorBody.ts';
import { readBody } from '../body.ts';
import { EXECUTION_PRICE } from '../rateLimit.ts';
import { sendJson } from '../send.ts';
import type { MakeSurface } from './surface.ts';

export const EVIDENCE_PATH = '/suggestions/evidence';
/** What the upload's body may be, by its Content-Type (its content is checked again). */
const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export const evidence: MakeSurface = ({ options, edge }) => ({
  name: 'evidence',
  headers: 'api',
  match: (path) => path === EVIDENCE_PATH,
  // Decoding and writing a picture again costs more than a query.
  price: (req) => (req.method === 'POST' ? 4 * EXECUTION_PRICE : undefined),
  async handle(req, res) {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return sendJson(res, 405, errorBody(405, `${EVIDENCE_PATH} takes a screenshot by POST only.`));
    }
    edge.track(res);
    const [{ takeEvidence, EvidenceInputError, EVIDENCE_MAX_BYTES }, { storeEvidence, EVIDENCE_UNCLAIMED_MS }] = await Promise.all([
      import('../../suggestions/evidence.ts'),
      import('../../suggestions/evidenceRepo.ts'),
    ]);
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!TYPES.has(type)) {
      res.setHeader('connection', 'close');
      return sendJson(
        res,
        415,
        errorBody(415, 'Send the screenshot itself as the body, with Content-Type image/png, image/jpeg or image/webp.'),
      );
    }
    const read = await readBody(req, EVIDENCE_MAX_BYTES);
    if (!read.ok) {
      if (read.reason === 'aborted') return;
      res.setHeader('connection', 'close');
      return sendJson(res, 413, errorBody(413, `A screenshot is limited to ${EVIDENCE_MAX_BYTES / 1024 / 1024} MB.`));
    }
    const allowance = edge.chargeSuggestions(edge.client(req), 1);
    if (!allowance.allowed) {
      res.setHeader('retry-after', String(allowance.retryAfter));
      return sendJson(
        res,
        429,
        errorBody(429, `Too many suggestions from this address; try again in ${Math.ceil(allowance.retryAfter / 60)} minutes.`),
      );
    }
    try {
      const now = new Date((options.now ?? Date.now)());
      const taken = await takeEvidence(read.body);
      await storeEvidence(taken, now);
      sendJson(res, 201, {
        evidence: taken.token,
        width: taken.width,
        height: taken.height,
        expiresAt: new Date(now.getTime() + EVIDENCE_UNCLAIMED_MS).toISOString(),
      });
    } catch (e) {
      if (e instanceof EvidenceInputError) return sendJson(res, e.status, errorBody(e.status, e.message));
      throw e;
    }
  },
});
