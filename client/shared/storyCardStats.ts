// The six story-card stats: their ids and labels, from the vocabularies the server shares.
import { isStatId, STAT_LABELS } from '../../server/shared/vocabulary.ts';

export { isStatId, STAT_IDS, type StatId } from '../../server/shared/vocabulary.ts';

/** Display label of a stat id; an unknown id throws "Undefined stat id <id>". */
export function statLabel(id: string): string {
  if (!isStatId(id)) throw new Error(`Undefined stat id ${id}`);
  return STAT_LABELS[id];
}
