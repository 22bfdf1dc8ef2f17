// One record's editor: a form made from the record's schema (or its JSON), a source, a preview of
// the diff, save and delete. The record and its revision are the store's: a save, a portrait upload
// or a read of the record as it is now puts the new revision there, and the form starts again from
// it. What the maintainer types is the form's own. A save names the revision the record was loaded
// at: when another maintainer changed it since, the conflict names their fields, and the maintainer
// loads the record again or applies their own change to it as it is now.
import { type FormEvent, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { RecordEditor_entity$data, RecordEditor_entity$key } from './__generated__/RecordEditor_entity.graphql';
import type { RecordEditor_record$data, RecordEditor_record$key } from './__generated__/RecordEditor_record.graphql';
import type { RecordEditorDeleteMutation } from './__generated__/RecordEditorDeleteMutation.graphql';
import type { RecordEditorRecordQuery } from './__generated__/RecordEditorRecordQuery.graphql';
import type { RecordEditorSaveMutation } from './__generated__/RecordEditorSaveMutation.graphql';
import { AdminApiError } from './api.ts';
import { ChangeList, type ChangeResult, firstChangedKey, Refusal, type Source, SourceFields, useChangeMutation } from './parts.tsx';
import { fromValues, type RecordSchema, SchemaFields, toValues, useRecordSchema, type Values } from './RecordFields.tsx';

const recordFragment = graphql`
  fragment RecordEditor_record on DataRecord {
    key
    label
    json
    revision
  }
`;

const entityFragment = graphql`
  fragment RecordEditor_entity on Entity {
    file
    label
    schema
  }
`;

type Entity = RecordEditor_entity$data;
type StoredRecord = RecordEditor_record$data;
type Json = Record<string, unknown>;

/** The record as it is now, read again into the store. */
const recordQuery = graphql`
  query RecordEditorRecordQuery($file: String!, $key: String!) {
    record(file: $file, key: $key) {
      json
      revision
      ...RecordEditor_record
    }
  }
`;

const fetchRecord = (environment: Environment, file: string, key: string) =>
  fetchQuery<RecordEditorRecordQuery>(environment, recordQuery, { file, key }, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((d) => d?.record ?? null);

/** Saves a record (a dry run: shows what saving changes); the saved record goes into the store with its new revision. */
const useSaveRecordMutation = () =>
  useChangeMutation<RecordEditorSaveMutation>(
    graphql`
      mutation RecordEditorSaveMutation($file: String!, $key: String, $json: String!, $revision: Int, $source: SourceInput!, $dryRun: Boolean) {
        saveRecord(file: $file, key: $key, json: $json, revision: $revision, source: $source, dryRun: $dryRun) {
          ...parts_result
          records {
            ...RecordEditor_record
          }
        }
      }
    `,
    (d) => d.saveRecord,
  );

/** Deletes a record (a dry run: shows what deleting changes). */
const useDeleteRecordMutation = () =>
  useChangeMutation<RecordEditorDeleteMutation>(
    graphql`
      mutation RecordEditorDeleteMutation($file: String!, $key: String!, $revision: Int!, $source: SourceInput!, $dryRun: Boolean) {
        deleteRecord(file: $file, key: $key, revision: $revision, source: $source, dryRun: $dryRun) {
          ...parts_result
        }
      }
    `,
    (d) => d.deleteRecord,
  );

/** An edit put on the record as it is now: the record it makes, and the fields the edit changed. */
interface Rebase {
  revision: number;
  merged: Json;
  changed: string[];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields `mine` changed from `original`, put on `now`. */
function rebase(mine: Json, original: Json, now: Json): { merged: Json; changed: string[] } {
  const changed = [...new Set([...Object.keys(mine), ...Object.keys(original)])].filter((f) => !sameValue(mine[f], original[f]));
  const merged: Json = { ...now };
  for (const f of changed) {
    if (f in mine) merged[f] = mine[f];
    else delete merged[f];
  }
  return { merged, changed };
}

/** What the editor keeps while the form starts again from a new revision. */
interface Kept {
  source: Source;
  setSource: (s: Source) => void;
  asJson: boolean;
  setAsJson: (asJson: boolean) => void;
  saved: ChangeResult | null;
  rebased: Rebase | null;
}

export function RecordEditor(props: {
  entity: RecordEditor_entity$key;
  record: RecordEditor_record$key | null;
  /** A new record was saved under this key. */
  onCreated: (key: string) => void;
}) {
  const entity = useFragment(entityFragment, props.entity);
  const record = useFragment(recordFragment, props.record) ?? null;
  const schema = useRecordSchema(entity.schema);
  const environment = useRelayEnvironment();
  const [source, setSource] = useState<Source>({ url: '' });
  const [asJson, setAsJson] = useState(false);
  const [saved, setSaved] = useState<ChangeResult | null>(null);
  const [rebased, setRebased] = useState<Rebase | null>(null);
  // Bumped when the record is loaded again, so the edit is dropped even when its revision is the same.
  const [generation, setGeneration] = useState(0);
  const current = rebased && rebased.revision === record?.revision ? rebased : null;

  const onSaved = (result: ChangeResult, removed: boolean) => {
    setSaved(result);
    const key = firstChangedKey(result);
    if (key && !removed && key !== record?.key) props.onCreated(key);
  };
  const reload = async () => {
    if (record) await fetchRecord(environment, entity.file, record.key);
    setGeneration((g) => g + 1);
  };
  /** Puts the edit on the record as it is now, which becomes the form's base; nothing is saved yet. */
  const reapply = async (mine: Json, original: Json) => {
    if (!record) return;
    const latest = await fetchRecord(environment, entity.file, record.key);
    if (!latest) throw new Error(`${record.label} was deleted since you loaded it.`);
    setRebased({ revision: latest.revision, ...rebase(mine, original, JSON.parse(latest.json) as Json) });
  };

  return (
    <RecordForm
      key={`${record?.revision ?? 'new'}|${generation}|${current ? 'rebased' : ''}`}
      entity={entity}
      record={record}
      schema={schema}
      kept={{ source, setSource, asJson, setAsJson, saved, rebased: current }}
      onSaved={onSaved}
      onReload={reload}
      onReapply={reapply}
    />
  );
}

/** The form's own state: the values typed (or the JSON), and the record they describe. */
function useEdit(record: StoredRecord | null, schema: RecordSchema, kept: Kept) {
  const original = useMemo(() => (record ? (JSON.parse(record.json) as Json) : {}), [record]);
  const start = kept.rebased?.merged ?? original;
  const [values, setValues] = useState<Values>(() => toValues(start, schema.props));
  const [jsonText, setJsonText] = useState(() => JSON.stringify(start, null, 2));
  const current = (): Json => {
    if (kept.asJson) {
      try {
        return JSON.parse(jsonText) as Json;
      } catch (e) {
        throw new Error(`The record is not valid JSON: ${(e as Error).message}`);
      }
    }
    const { record: r, problems } = fromValues(values, schema.props, original);
    if (!r) throw new Error(`Some fields cannot be read: ${problems.join('; ')}`);
    return r;
  };
  const switchMode = () => {
    if (kept.asJson) setValues(toValues(JSON.parse(jsonText) as Json, schema.props));
    else setJsonText(JSON.stringify(current(), null, 2));
    kept.setAsJson(!kept.asJson);
  };
  const setValue = (name: string, value: string | boolean) => setValues((old) => ({ ...old, [name]: value }));
  return { original, values, setValue, jsonText, setJsonText, current, switchMode };
}

interface FormProps {
  entity: Entity;
  record: StoredRecord | null;
  schema: RecordSchema;
  kept: Kept;
  onSaved: (result: ChangeResult, removed: boolean) => void;
  onReload: () => Promise<void>;
  onReapply: (mine: Json, original: Json) => Promise<void>;
}

/** Preview, save, delete and the two ways out of a conflict, each refusal shown by the form. */
function useActions({ entity, record, kept, onSaved, onReload, onReapply }: FormProps, edit: ReturnType<typeof useEdit>) {
  const [save, saving] = useSaveRecordMutation();
  const [remove, removing] = useDeleteRecordMutation();
  const [preview, setPreview] = useState<ChangeResult | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const attempt = (action: () => void | Promise<void>) => {
    setError(null);
    try {
      void Promise.resolve(action()).catch(setError);
    } catch (e) {
      setError(e as Error);
    }
  };
  const done = (dryRun: boolean, removed: boolean) => (result: ChangeResult) => {
    setPreview(dryRun ? result : null);
    if (!dryRun) onSaved(result, removed);
  };
  const run = (dryRun: boolean) =>
    attempt(() => {
      const json = JSON.stringify(edit.current());
      const revision = record?.revision ?? null;
      save({ file: entity.file, key: record?.key ?? null, json, revision, source: kept.source, dryRun }, done(dryRun, false), setError);
    });
  const del = () =>
    attempt(() => {
      if (!record || !window.confirm(`Delete ${record.label}? Records that refer to it must be changed first.`)) return;
      remove(
        { file: entity.file, key: record.key, revision: record.revision, source: kept.source, dryRun: false },
        done(false, true),
        setError,
      );
    });
  return {
    busy: saving || removing,
    preview,
    error,
    run,
    del,
    switchMode: () => attempt(edit.switchMode),
    reload: () => attempt(onReload),
    reapply: () => attempt(() => onReapply(edit.current(), edit.original)),
  };
}

function RecordForm(props: FormProps) {
  const { entity, record, schema, kept } = props;
  const edit = useEdit(record, schema, kept);
  const act = useActions(props, edit);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    act.run(false);
  };
  return (
    <form className="admin-form record-form" onSubmit={submit} aria-label={record ? `Edit ${record.label}` : 'New record'}>
      <h2>{record ? record.label : `New record in ${entity.label}`}</h2>
      <p>
        <button type="button" className="link-button" onClick={act.switchMode}>
          {kept.asJson ? 'Edit as a form' : 'Edit as JSON'}
        </button>
      </p>
      {kept.asJson ? (
        <label>
          Record (JSON)
          <textarea
            className="json"
            rows={24}
            value={edit.jsonText}
            onChange={(e) => edit.setJsonText(e.target.value)}
            spellCheck={false}
          />
        </label>
      ) : (
        <SchemaFields schema={schema} values={edit.values} onChange={edit.setValue} />
      )}
      <SourceFields value={kept.source} onChange={kept.setSource} />
      <div className="form-buttons">
        <button type="button" disabled={act.busy} onClick={() => act.run(true)}>
          Preview changes
        </button>
        <button type="submit" disabled={act.busy}>
          Save
        </button>
        {record ? (
          <button type="button" className="danger" disabled={act.busy} onClick={act.del}>
            Delete
          </button>
        ) : null}
      </div>
      <Refusal error={act.error} />
      {act.error instanceof AdminApiError && act.error.status === 409 ? (
        <div className="form-buttons conflict-choices">
          <button type="button" onClick={act.reload}>
            Load the record as it is now (drop my edit)
          </button>
          <button type="button" onClick={act.reapply}>
            Apply my edit to the record as it is now
          </button>
        </div>
      ) : null}
      <Outcome kept={kept} preview={act.preview} />
    </form>
  );
}

/** Where the edit stands: put on the record as it is now, previewed, or saved. */
function Outcome({ kept: { rebased, saved }, preview }: { kept: Kept; preview: ChangeResult | null }) {
  return (
    <>
      {rebased ? (
        <output className="admin-done">
          Your edit ({rebased.changed.length ? rebased.changed.join(', ') : 'no field'}) is now on the record as it is now (revision{' '}
          {rebased.revision}): check it, then save.
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
    </>
  );
}
