// The game data a database holds, as one comparable value: every game table's rows with the
// numbers the database gives rows of a record's lists (an alias's id, a sub-item's parent) left
// out, since they say where a row was written and not what it holds; rows in a stable order.
// Read through Prisma, so it reads SQLite and PostgreSQL alike.
import type { PrismaClient } from '../../prisma/connect.ts';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';
import { delegateName, GAME_MODELS } from '../../server/shared/gameModels.ts';

const models = getDatamodel().datamodel.models;
/** Models whose id the database numbers. */
const numbered = new Set(Object.keys(models).filter((m) => models[m].fields.some((f) => f.isId && f.hasDefaultValue && f.type === 'Int')));
/** Per model, its numbered id and the columns that hold another row's numbered id. */
const surrogates = new Map(
  Object.entries(models).map(([name, m]) => [
    name,
    new Set([
      ...(numbered.has(name) ? ['id'] : []),
      ...m.fields.flatMap((f) => (f.kind === 'object' && numbered.has(f.type) ? (f.relationFromFields ?? []) : [])),
    ]),
  ]),
);

type Rows = Record<string, unknown>[];

/** Every game model's rows (and the stored records'), each row as JSON text, sorted. */
export async function gameDump(
  prisma: PrismaClient,
  extraModels: readonly string[] = ['ImportedRecord'],
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const model of [...GAME_MODELS, ...extraModels].sort()) {
    const drop = surrogates.get(model) ?? new Set<string>();
    const rows = (await (prisma as unknown as Record<string, { findMany(): Promise<Rows> }>)[delegateName(model)].findMany()).map((r) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => !drop.has(k))),
    );
    out[model] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}
