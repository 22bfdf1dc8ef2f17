// The schemas of what the /api paths answer, shared by several paths: the answer's metadata, the
// character list form and the error form. A domain's own forms live in its legacy.ts, beside the
// reshape that must produce them. Named schemas become components of the API description.
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { STATUS_MESSAGES } from '../shared/errorBody.ts';

/** Schemas with a name of their own in the API description (components/schemas), with what they are. */
export const namedSchemas = new Map<z.ZodType, { id: string; description: string }>();

/** Registers a schema under a component name and returns it. */
export function named<S extends z.ZodType>(id: string, description: string, schema: S): S {
  namedSchemas.set(schema, { id, description });
  return schema;
}

/** An instant, always in UTC (`2026-03-01T00:00:00.000Z`). */
export const instant = () => z.iso.datetime();

export const LastUpdate = named(
  'LastUpdate',
  'The newest entry of the update log: its number and when it was published.',
  z.object({ number: z.int(), timestamp: instant() }),
);

export const Metadata = named(
  'Metadata',
  'Carried by every answer: the newest update-log entry (null before any).',
  z.object({ lastUpdate: LastUpdate.nullable() }),
);

export const CharacterListItem = named(
  'CharacterListItem',
  'A character in list form, as every character list of the API gives it.',
  z.object({
    id: z.string().describe('The character id (slug), e.g. `l1-reimu`.'),
    status: z.string().describe('not-available, announced, story, enemy, both, guest, non-limited, limited or upcoming.'),
    type: z.string().describe('The current rarity: `gen` once non-limited, otherwise the character type (fes, afes, sfes, ...).'),
    announced: z.boolean(),
    image: z.string().describe('Thumbnail file name under /images.'),
    spoilerSafeImage: z.string().nullable().describe('Spoiler-safe thumbnail file name under /images.'),
    metadata: z.string().describe('World code and role, joined by " · " (e.g. `A6 · attack`).'),
    role: z.string().nullable(),
    universe: z.string().nullable().describe('The world code (L1, A0 to A15, ...).'),
    bottom: z.string().describe('The short name.'),
    releaseDate: instant().nullable().describe('The global debut.'),
  }),
);

/** The status messages of the error form (server/shared/errorBody.ts), which the error schemas name. */
export { STATUS_MESSAGES };

/**
 * The error form of one status: `message` (and `context`, `code`) as given. A path's own errors
 * narrow the message to what that path says.
 */
export function errorSchema(
  status: number,
  options: { message?: z.ZodType<string>; context?: z.ZodType<string> | 'never'; code?: z.ZodType<string | undefined> } = {},
) {
  return z.object({
    error: z.literal(true),
    statusCode: z.literal(status),
    statusMessage: z.literal(STATUS_MESSAGES[status] ?? STATUS_CODES[status] ?? 'Internal Server Error'),
    message: options.message ?? z.string(),
    ...(options.context === 'never' ? {} : { context: (options.context ?? z.string()).optional() }),
    ...(options.code ? { code: options.code } : {}),
  });
}
