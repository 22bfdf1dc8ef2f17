// The models that hold the game's data, as opposed to the bookkeeping of imports and of the admin
// area, found from the Prisma data model so a new domain is covered without a line here.
import type { PrismaClient } from '../../prisma/connect.ts';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';

const models = getDatamodel().datamodel.models;

/**
 * Models of bookkeeping (imports, the data version, the admin's users, sessions and audit log,
 * uploaded pictures' sources, rate limits): in prisma/schema.prisma, a model whose documentation
 * starts with "Bookkeeping:". Every other model is game data.
 */
const isBookkeeping = (name: string) => /^Bookkeeping:/.test((models[name] as { documentation?: string }).documentation ?? '');

/** The game's models, by name. */
export const GAME_MODELS: ReadonlySet<string> = new Set(Object.keys(models).filter((name) => !isBookkeeping(name)));

/** Every DateTime column of the game's models: the instants at which what a viewer sees can change. */
export const TIME_COLUMNS: readonly { model: string; field: string }[] = [...GAME_MODELS].flatMap((name) =>
  models[name].fields.filter((f) => f.type === 'DateTime' && f.kind === 'scalar').map((f) => ({ model: name, field: f.name })),
);

/** A model's delegate name on the Prisma client (`StoryCard` → `storyCard`). */
export const delegateName = (model: string) => model[0].toLowerCase() + model.slice(1);

/** The instants stored in each time column (`Model.field`), distinct and sorted (ms), nulls left out. */
export type StoredInstants = ReadonlyMap<string, readonly number[]>;

/** Reads every time column's distinct instants: one grouped statement per column. */
export async function readStoredInstants(client: PrismaClient): Promise<StoredInstants> {
  const columns = await Promise.all(
    TIME_COLUMNS.map(async ({ model, field }) => {
      const delegate = (client as unknown as Record<string, { groupBy(args: unknown): Promise<Record<string, Date | null>[]> }>)[
        delegateName(model)
      ];
      // GROUP BY in the database: one row per instant, where a `distinct` read would bring every row
      // back to be deduplicated (about a second for the 100x dataset's characters).
      const rows = await delegate.groupBy({ by: [field] });
      const values = rows.flatMap((row) => (row[field] ? [(row[field] as Date).getTime()] : [])).sort((a, b) => a - b);
      return [`${model}.${field}`, values] as const;
    }),
  );
  return new Map(columns);
}
