// The form of a record, made from its kind's JSON Schema: how each property is edited, the values
// the inputs hold, and the record they describe.
import { useMemo } from 'react';
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  format?: string;
}

export type FieldKind =
  | { kind: 'enum'; options: string[] }
  | { kind: 'string' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'json' };

/** How a property is edited: the first branch that is not null decides. */
export function fieldKind(schema: JsonSchema): { field: FieldKind; nullable: boolean } {
  const branches = schema.anyOf ?? [schema];
  const nullable = branches.some((b) => b.type === 'null');
  const main = branches.find((b) => b.type !== 'null') ?? {};
  if (main.enum?.every((v) => typeof v === 'string')) return { field: { kind: 'enum', options: main.enum as string[] }, nullable };
  if (main.type === 'string') return { field: { kind: 'string' }, nullable };
  if (main.type === 'integer' || main.type === 'number') return { field: { kind: 'number', integer: main.type === 'integer' }, nullable };
  if (main.type === 'boolean') return { field: { kind: 'boolean' }, nullable };
  return { field: { kind: 'json' }, nullable };
}

export type Values = Record<string, string | boolean>;

/** A kind's schema (as the server sends it, JSON), its properties with how each is edited, and those required. */
export interface RecordSchema {
  schema: JsonSchema;
  props: [string, FieldKind][];
  required: Set<string>;
}

export function useRecordSchema(text: string): RecordSchema {
  return useMemo(() => {
    const schema = JSON.parse(text) as JsonSchema;
    const props = Object.entries(schema.properties ?? {}).map(([name, s]) => [name, fieldKind(s).field] as [string, FieldKind]);
    return { schema, props, required: new Set(schema.required ?? []) };
  }, [text]);
}

/** One input per property of the schema. */
export function SchemaFields({
  schema: { schema, props, required },
  values,
  onChange,
}: {
  schema: RecordSchema;
  values: Values;
  onChange: (name: string, value: string | boolean) => void;
}) {
  return props.map(([name, field]) => (
    <FieldInput
      key={name}
      name={name}
      field={field}
      required={required.has(name)}
      description={schema.properties?.[name]?.description}
      value={values[name]}
      onChange={(v) => onChange(name, v)}
    />
  ));
}

export function toValues(record: Record<string, unknown>, props: [string, FieldKind][]): Values {
  const values: Values = {};
  for (const [name, field] of props) {
    const v = record[name];
    if (field.kind === 'boolean') values[name] = v === true;
    else if (field.kind === 'json') values[name] = v === undefined ? '' : JSON.stringify(v, null, 2);
    else values[name] = v === undefined || v === null ? '' : String(v);
  }
  return values;
}

/** The record the form describes, or the fields that cannot be read. */
export function fromValues(
  values: Values,
  props: [string, FieldKind][],
  original: Record<string, unknown>,
): { record?: Record<string, unknown>; problems: string[] } {
  const record: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, field] of props) {
    const v = values[name];
    if (field.kind === 'boolean') {
      if (v || name in original) record[name] = v === true;
      continue;
    }
    const text = String(v ?? '').trim();
    if (text === '') {
      // Left empty: kept null when it was null, else left out.
      if (original[name] === null) record[name] = null;
      continue;
    }
    if (field.kind === 'number') {
      const n = Number(text);
      if (!Number.isFinite(n) || (field.integer && !Number.isInteger(n)))
        problems.push(`${name}: not a${field.integer ? ' whole' : ''} number`);
      else record[name] = n;
    } else if (field.kind === 'json') {
      try {
        record[name] = JSON.parse(text);
      } catch {
        problems.push(`${name}: not valid JSON`);
      }
    } else {
      record[name] = text;
    }
  }
  return problems.length ? { problems } : { record, problems };
}

function FieldInput({
  name,
  field,
  required,
  description,
  value,
  onChange,
}: {
  name: string;
  field: FieldKind;
  required: boolean;
  description?: string;
  value: string | boolean | undefined;
  onChange: (v: string | boolean) => void;
}) {
  const label = `${name}${required ? ' *' : ''}`;
  const id = `field-${name}`;
  if (field.kind === 'boolean') {
    return (
      <label className="field field-boolean">
        <input type="checkbox" name={name} checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {label}
      </label>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <div className={`field field-${field.kind}`}>
      <label htmlFor={id}>{label}</label>
      {field.kind === 'enum' ? (
        <select id={id} name={name} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{required ? 'Choose…' : '(none)'}</option>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : field.kind === 'json' ? (
        <textarea
          id={id}
          name={name}
          className="json"
          rows={Math.min(12, Math.max(2, text.split('\n').length))}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
        />
      ) : (
        <input
          id={id}
          name={name}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {description ? <small>{description}</small> : null}
    </div>
  );
}
