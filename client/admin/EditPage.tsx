// Edit one record of any kind: pick the kind and the record, change it in a form made from the
// record's schema (or as JSON), give a source, preview the diff, save. Saving validates the record
// with the whole dataset; a refusal names the fields at fault. A save names the revision the record
// was loaded at: when another maintainer changed it since, the conflict names their fields, and
// the maintainer loads the record again or applies their own change to it as it is now.
import './admin.css';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { graphql, readInlineData } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../shell/title.ts';
import type { EditPage_record$data, EditPage_record$key } from './__generated__/EditPage_record.graphql';
import type { EditPageDeleteMutation } from './__generated__/EditPageDeleteMutation.graphql';
import type { EditPageEntitiesQuery, EditPageEntitiesQuery$data } from './__generated__/EditPageEntitiesQuery.graphql';
import type { EditPageRecordQuery } from './__generated__/EditPageRecordQuery.graphql';
import type { EditPageRecordsQuery } from './__generated__/EditPageRecordsQuery.graphql';
import type { EditPageSaveMutation } from './__generated__/EditPageSaveMutation.graphql';
import { AdminApiError, adminMutation, adminQuery } from './api.ts';
import { PortraitUpload } from './PortraitUpload.tsx';
import {
  ChangeList,
  type ChangeResult,
  firstChangedKey,
  Refusal,
  RequireSession,
  readChangeResult,
  type Source,
  SourceFields,
} from './parts.tsx';

type Entity = EditPageEntitiesQuery$data['entities'][number];

const recordFragment = graphql`
  fragment EditPage_record on DataRecord @inline {
    key
    label
    json
    revision
  }
`;

/** One record, as the editor loads it (and again, to apply an edit to it as it is now). */
const recordQuery = graphql`
  query EditPageRecordQuery($file: String!, $key: String!) {
    record(file: $file, key: $key) {
      ...EditPage_record
    }
  }
`;

type RecordItem = EditPage_record$data;
const readRecord = (ref: EditPage_record$key): RecordItem => readInlineData(recordFragment, ref);

export function EditPage() {
  usePageTitle('Edit Records');
  return <RequireSession>{() => <Editor />}</RequireSession>;
}

function Editor() {
  const [params, setParams] = useSearchParams();
  const file = params.get('file') ?? '';
  const key = params.get('key');
  const [entities, setEntities] = useState<readonly Entity[]>([]);
  const [search, setSearch] = useState('');
  const [records, setRecords] = useState<readonly RecordItem[]>([]);
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    adminQuery<EditPageEntitiesQuery>(
      graphql`
        query EditPageEntitiesQuery {
          entities {
            file
            label
            count
            schema
          }
        }
      `,
      {},
    ).then(
      (d) => setEntities(d.entities),
      (e: Error) => setError(e),
    );
  }, []);
  useEffect(() => {
    if (!file) return;
    const timer = setTimeout(() => {
      adminQuery<EditPageRecordsQuery>(
        graphql`
          query EditPageRecordsQuery($file: String!, $search: String) {
            records(file: $file, search: $search, first: 200) {
              ...EditPage_record
            }
          }
        `,
        { file, search },
      ).then(
        (d) => setRecords(d.records.map(readRecord)),
        (e: Error) => setError(e),
      );
    }, 150);
    return () => clearTimeout(timer);
  }, [file, search]);

  const entity = entities.find((e) => e.file === file);
  const [loaded, setLoaded] = useState<RecordItem | null>(null);
  // Bumped by a portrait upload: the record is read again, so its form never saves the old portrait back.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    setLoaded(null);
    if (!file || !key || generation < 0) return;
    adminQuery<EditPageRecordQuery>(recordQuery, { file, key }).then(
      (d) => (d.record ? setLoaded(readRecord(d.record)) : setError(new Error(`There is no record ${key} in ${file}.`))),
      (e: Error) => setError(e),
    );
  }, [file, key, generation]);

  const select = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  };

  return (
    <section className="admin-edit">
      <h1>Edit Records</h1>
      <Refusal error={error} />
      <div className="edit-pickers">
        <label>
          Kind of record
          <select value={file} onChange={(e) => select({ file: e.target.value, key: null, new: null })}>
            <option value="">Choose…</option>
            {entities.map((e) => (
              <option key={e.file} value={e.file}>
                {e.label} ({e.count})
              </option>
            ))}
          </select>
        </label>
        {file ? (
          <>
            <label>
              Find
              <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="id or name" />
            </label>
            <label>
              Record
              <select value={key ?? ''} onChange={(e) => select({ key: e.target.value || null, new: null })}>
                <option value="">Choose…</option>
                {records.map((r) => (
                  <option key={r.key} value={r.key}>
                    {r.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => select({ key: null, new: '1' })}>
              New record
            </button>
          </>
        ) : null}
      </div>
      {entity && (loaded || params.get('new')) ? (
        <RecordEditor
          key={`${file}|${loaded?.key ?? 'new'}|${generation}`}
          entity={entity}
          record={loaded}
          onSaved={(newKey) => select({ key: newKey, new: null })}
          onReload={() => setGeneration((g) => g + 1)}
        />
      ) : null}
      {/* Kept while the record is read again after an upload, so its answer stays on screen. */}
      {entity?.file === 'characters/characters.json' && key && (loaded || generation) ? (
        <PortraitUpload key={key} character={key} onSaved={() => setGeneration((g) => g + 1)} />
      ) : null}
    </section>
  );
}

// ---------------------------------------------------------------- the form, from the JSON Schema

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  format?: string;
}

type FieldKind =
  | { kind: 'enum'; options: string[] }
  | { kind: 'string' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'json' };

/** How a property is edited: the first branch that is not null decides. */
function fieldKind(schema: JsonSchema): { field: FieldKind; nullable: boolean } {
  const branches = schema.anyOf ?? [schema];
  const nullable = branches.some((b) => b.type === 'null');
  const main = branches.find((b) => b.type !== 'null') ?? {};
  if (main.enum?.every((v) => typeof v === 'string')) return { field: { kind: 'enum', options: main.enum as string[] }, nullable };
  if (main.type === 'string') return { field: { kind: 'string' }, nullable };
  if (main.type === 'integer' || main.type === 'number') return { field: { kind: 'number', integer: main.type === 'integer' }, nullable };
  if (main.type === 'boolean') return { field: { kind: 'boolean' }, nullable };
  return { field: { kind: 'json' }, nullable };
}

type Values = Record<string, string | boolean>;

function toValues(record: Record<string, unknown>, props: [string, FieldKind][]): Values {
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
function fromValues(
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

/** The record as loaded from the server: what an edit starts from, and the revision a save names. */
interface Base {
  revision: number | null;
  original: Record<string, unknown>;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function RecordEditor({
  entity,
  record,
  onSaved,
  onReload,
}: {
  entity: Entity;
  record: RecordItem | null;
  onSaved: (key: string) => void;
  /** Reads the record again, dropping the edit. */
  onReload: () => void;
}) {
  const schema = useMemo(() => JSON.parse(entity.schema) as JsonSchema, [entity.schema]);
  const props = useMemo(
    () => Object.entries(schema.properties ?? {}).map(([name, s]) => [name, fieldKind(s).field] as [string, FieldKind]),
    [schema],
  );
  const required = new Set(schema.required ?? []);
  const [base, setBase] = useState<Base>(() => ({
    revision: record?.revision ?? null,
    original: record ? (JSON.parse(record.json) as Record<string, unknown>) : {},
  }));
  const original = base.original;
  const [rebased, setRebased] = useState<string[] | null>(null);
  const [values, setValues] = useState<Values>(() => toValues(original, props));
  const [asJson, setAsJson] = useState(false);
  const [jsonText, setJsonText] = useState(() => JSON.stringify(original, null, 2));
  const [source, setSource] = useState<Source>({ url: '' });
  const [preview, setPreview] = useState<ChangeResult | null>(null);
  const [saved, setSaved] = useState<ChangeResult | null>(null);
  const [error, setError] = useState<AdminApiError | Error | null>(null);
  const [busy, setBusy] = useState(false);

  const current = (): Record<string, unknown> => {
    if (asJson) {
      try {
        return JSON.parse(jsonText) as Record<string, unknown>;
      } catch (e) {
        throw new Error(`The record is not valid JSON: ${(e as Error).message}`);
      }
    }
    const { record: r, problems } = fromValues(values, props, original);
    if (!r) throw new Error(`Some fields cannot be read: ${problems.join('; ')}`);
    return r;
  };

  const switchMode = () => {
    setError(null);
    try {
      if (asJson) setValues(toValues(JSON.parse(jsonText) as Record<string, unknown>, props));
      else setJsonText(JSON.stringify(current(), null, 2));
      setAsJson(!asJson);
    } catch (e) {
      setError(e as Error);
    }
  };

  const run = async (dryRun: boolean, remove = false) => {
    setError(null);
    setBusy(true);
    try {
      const result = readChangeResult(
        remove && record
          ? (
              await adminMutation<EditPageDeleteMutation>(
                graphql`
                  mutation EditPageDeleteMutation($file: String!, $key: String!, $revision: Int!, $source: SourceInput!, $dryRun: Boolean) {
                    deleteRecord(file: $file, key: $key, revision: $revision, source: $source, dryRun: $dryRun) {
                      ...parts_result
                    }
                  }
                `,
                { file: entity.file, key: record.key, revision: base.revision ?? 0, source, dryRun },
              )
            ).deleteRecord
          : (
              await adminMutation<EditPageSaveMutation>(
                graphql`
                  mutation EditPageSaveMutation(
                    $file: String!
                    $key: String
                    $json: String!
                    $revision: Int
                    $source: SourceInput!
                    $dryRun: Boolean
                  ) {
                    saveRecord(file: $file, key: $key, json: $json, revision: $revision, source: $source, dryRun: $dryRun) {
                      ...parts_result
                    }
                  }
                `,
                { file: entity.file, key: record?.key ?? null, json: JSON.stringify(current()), revision: base.revision, source, dryRun },
              )
            ).saveRecord,
      );
      if (dryRun) setPreview(result);
      else {
        setPreview(null);
        setSaved(result);
        const changed = firstChangedKey(result);
        if (changed && !remove) onSaved(changed);
      }
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };

  /**
   * Another maintainer changed the record since it was loaded: the fields this edit changed are
   * put on the record as it is now, which becomes the base (its revision the one the save names).
   * Nothing is saved until the maintainer saves again.
   */
  const reapply = async () => {
    if (!record) return;
    setError(null);
    try {
      const mine = current();
      const d = await adminQuery<EditPageRecordQuery>(recordQuery, { file: entity.file, key: record.key });
      if (!d.record) throw new Error(`${record.label} was deleted since you loaded it.`);
      const latest = readRecord(d.record);
      const now = JSON.parse(latest.json) as Record<string, unknown>;
      const changed = [...new Set([...Object.keys(mine), ...Object.keys(original)])].filter((f) => !sameValue(mine[f], original[f]));
      const merged: Record<string, unknown> = { ...now };
      for (const f of changed) {
        if (f in mine) merged[f] = mine[f];
        else delete merged[f];
      }
      setBase({ revision: latest.revision, original: now });
      setValues(toValues(merged, props));
      setJsonText(JSON.stringify(merged, null, 2));
      setPreview(null);
      setRebased(changed);
    } catch (e) {
      setError(e as Error);
    }
  };
  const conflict = error instanceof AdminApiError && error.status === 409;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(false);
  };

  return (
    <form className="admin-form record-form" onSubmit={submit} aria-label={record ? `Edit ${record.label}` : 'New record'}>
      <h2>{record ? record.label : `New record in ${entity.label}`}</h2>
      <p>
        <button type="button" className="link-button" onClick={switchMode}>
          {asJson ? 'Edit as a form' : 'Edit as JSON'}
        </button>
      </p>
      {asJson ? (
        <label>
          Record (JSON)
          <textarea className="json" rows={24} value={jsonText} onChange={(e) => setJsonText(e.target.value)} spellCheck={false} />
        </label>
      ) : (
        props.map(([name, field]) => (
          <FieldInput
            key={name}
            name={name}
            field={field}
            required={required.has(name)}
            description={schema.properties?.[name]?.description}
            value={values[name]}
            onChange={(v) => setValues((old) => ({ ...old, [name]: v }))}
          />
        ))
      )}
      <SourceFields value={source} onChange={setSource} />
      <div className="form-buttons">
        <button type="button" disabled={busy} onClick={() => void run(true)}>
          Preview changes
        </button>
        <button type="submit" disabled={busy}>
          Save
        </button>
        {record ? (
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => {
              if (window.confirm(`Delete ${record.label}? Records that refer to it must be changed first.`)) void run(false, true);
            }}
          >
            Delete
          </button>
        ) : null}
      </div>
      <Refusal error={error} />
      {conflict ? (
        <div className="form-buttons conflict-choices">
          <button type="button" onClick={onReload}>
            Load the record as it is now (drop my edit)
          </button>
          <button type="button" onClick={() => void reapply()}>
            Apply my edit to the record as it is now
          </button>
        </div>
      ) : null}
      {rebased ? (
        <output className="admin-done">
          Your edit ({rebased.length ? rebased.join(', ') : 'no field'}) is now on the record as it is now (revision {base.revision}): check
          it, then save.
        </output>
      ) : null}
      {preview ? (
        <section className="preview" aria-label="Preview">
          <h3>Preview: {preview.summary}</h3>
          <ChangeList changes={preview.changes} />
        </section>
      ) : null}
      {saved ? (
        <output className="admin-done">
          {saved.applied ? (
            <>
              Saved: {saved.summary}. The public pages show it now. <Link to="/admin/audit">Audit log</Link>
            </>
          ) : (
            'Nothing changed.'
          )}
        </output>
      ) : null}
    </form>
  );
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
