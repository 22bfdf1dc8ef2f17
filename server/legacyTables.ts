// Every domain's legacy table, in one list: the /api counterpart of the schema, read from the
// domains' manifests so that server/legacy itself depends on no domain.
import { DOMAINS } from './domains.ts';
import type { LegacyTable } from './legacy/types.ts';

export const legacyTables: LegacyTable[] = DOMAINS.flatMap((d) => (d.legacy ? [d.legacy] : []));
