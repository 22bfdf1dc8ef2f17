// Values from the JSON Schemas of an API description, as fast-check arbitraries: what the
// description allows, for the contract test to send. Only the keywords the description uses are
// read; a schema with any other keyword is refused, so a new kind of constraint in the description
// stops the test instead of being silently left out of what it generates.
import { fc } from '@fast-check/vitest';

type Json = Record<string, any>;

/** Keywords that only describe (they allow nothing more and nothing less). */
const ANNOTATIONS = new Set(['description', 'examples', 'example', 'title', 'format', 'id']);
/** Keywords whose meaning the arbitraries below give. */
const READ = new Set([
  '$ref',
  'type',
  'const',
  'enum',
  'anyOf',
  'oneOf',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
]);

/** Follows `$ref`s of the document. */
export function resolveRef(doc: Json, schema: Json): Json {
  if (!schema?.$ref) return schema;
  const target = (schema.$ref as string)
    .replace(/^#\//, '')
    .split('/')
    .reduce((node: Json, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
  if (!target) throw new Error(`Unresolved reference ${schema.$ref}`);
  return resolveRef(doc, target);
}

function checkKeywords(schema: Json) {
  for (const key of Object.keys(schema)) {
    if (!READ.has(key) && !ANNOTATIONS.has(key))
      throw new Error(`The contract test cannot generate values for "${key}": ${JSON.stringify(schema)}`);
  }
}

/** Any value the schema allows. */
export function allowedValue(doc: Json, input: Json): fc.Arbitrary<unknown> {
  const schema = resolveRef(doc, input);
  checkKeywords(schema);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...(branches as Json[]).map((b) => allowedValue(doc, b)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      // The ends of a range are where a server's bound and its description's part: picked often.
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31 - 1;
      return fc.oneof({ arbitrary: fc.constantFrom(min, max), weight: 1 }, { arbitrary: fc.integer({ min, max }), weight: 3 });
    }
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
    case 'string': {
      const { minLength = 0, maxLength = 40 } = schema;
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        return fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= maxLength && pattern.test(s));
      }
      return fc.string({ minLength, maxLength, unit: 'binary' });
    }
    case 'array':
      return fc.array(allowedValue(doc, schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, allowedValue(doc, s)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []) as string[] });
    }
    default:
      throw new Error(`The contract test cannot generate values for ${JSON.stringify(schema)}`);
  }
}

/** The bounds of the integers a schema allows, in whichever of its branches states them. */
export function integerBounds(doc: Json, input: Json): { min?: number; max?: number }[] {
  const schema = resolveRef(doc, input);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return (branches as Json[]).flatMap((b) => integerBounds(doc, b));
  return schema.type === 'integer' ? [{ min: schema.minimum, max: schema.maximum }] : [];
}

/**
 * Values of any JSON type, leaning to the edges of the schema's integer ranges (just past them,
 * and as strings of digits): the candidates a forbidden value is picked from. Callers keep the
 * ones the description's own validator refuses.
 */
export function candidateValues(doc: Json, schema: Json): fc.Arbitrary<unknown> {
  const outside = integerBounds(doc, schema).flatMap(({ min, max }) => [
    ...(min === undefined ? [] : [fc.integer({ min: min - 2 ** 31, max: min - 1 })]),
    ...(max === undefined ? [] : [fc.integer({ min: max + 1, max: max + 2 ** 31 })]),
  ]);
  const numbers = outside.length ? [fc.oneof(...outside), fc.oneof(...outside).map(String)] : [];
  return fc.oneof(
    ...numbers,
    fc.boolean(),
    fc.constant(null),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 12, unit: 'binary' }),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  );
}
