// The models that hold the game's data, as opposed to the bookkeeping of imports and of the admin
// area, found from the Prisma data model so a new domain is covered without a line here.
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';

/** Models of bookkeeping: imports, the data version, the admin's users, sessions and audit log. */
const BOOKKEEPING = new Set(['ImportedRecord', 'DataVersion', 'AdminUser', 'AdminSession', 'SignInThrottle', 'AuditEntry']);

const models = getDatamodel().datamodel.models;

/** The game's models, by name. */
export const GAME_MODELS: ReadonlySet<string> = new Set(Object.keys(models).filter((name) => !BOOKKEEPING.has(name)));

/** Every DateTime column of the game's models: the instants at which what a viewer sees can change. */
export const TIME_COLUMNS: readonly { model: string; field: string }[] = [...GAME_MODELS].flatMap((name) =>
  models[name].fields.filter((f) => f.type === 'DateTime' && f.kind === 'scalar').map((f) => ({ model: name, field: f.name })),
);

/** A model's delegate name on the Prisma client (`StoryCard` → `storyCard`). */
export const delegateName = (model: string) => model[0].toLowerCase() + model.slice(1);
