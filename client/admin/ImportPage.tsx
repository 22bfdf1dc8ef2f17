// Import a bundle (a JSON object of dataset files, from a file, a zipped data folder or pasted): a
// dry run first, with the diff record by record, then the apply, which is audited and can be
// undone. Export gives the current data in the same formats.
import './admin.css';
import { type ChangeEvent, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../shell/title.ts';
import type { ImportPageMutation } from './__generated__/ImportPageMutation.graphql';
import { ChangeList, type ChangeResult, KeptList, Refusal, RequireSession, readChangeResult, type Source, SourceFields } from './parts.tsx';
import { bundleFromZip, zipFromBundle } from './zipBundle.ts';

/** The largest bundle the server takes (16 MB); the whole dataset is about 2 MB. */
const MAX_BUNDLE_BYTES = 15 * 1024 * 1024;

export function ImportPage() {
  usePageTitle('Import and Export');
  return <RequireSession>{() => <Importer />}</RequireSession>;
}

/** Imports a bundle, or (as a dry run) shows what importing it changes. */
function useImportBundleMutation() {
  const [commit, busy] = useMutation<ImportPageMutation>(graphql`
    mutation ImportPageMutation($bundle: String!, $source: SourceInput!, $dryRun: Boolean) {
      importBundle(bundle: $bundle, source: $source, dryRun: $dryRun) {
        ...parts_result
      }
    }
  `);
  const importBundle = (variables: ImportPageMutation['variables'], onDone: (r: ChangeResult) => void, onError: (e: Error) => void) =>
    commit({ variables, onCompleted: (d) => onDone(readChangeResult(d.importBundle)), onError });
  return [importBundle, busy] as const;
}

/** The bundle's text as picked from a file (JSON, or a zipped data folder) or typed, and its file's name. */
function useBundle(setError: (e: Error | null) => void) {
  const [bundle, setBundle] = useState('');
  const [name, setName] = useState<string | null>(null);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setError(null);
    if (!file) return;
    if (file.size > MAX_BUNDLE_BYTES) return setError(new Error(`${file.name} is larger than 15 MB.`));
    let text: string;
    try {
      text =
        /\.zip$/i.test(file.name) || file.type.includes('zip')
          ? bundleFromZip(new Uint8Array(await file.arrayBuffer()))
          : await file.text();
    } catch (e) {
      setBundle('');
      return setError(new Error(`${file.name}: ${(e as Error).message}.`));
    }
    if (text.length > MAX_BUNDLE_BYTES) return setError(new Error(`${file.name} holds more than 15 MB of data.`));
    setName(file.name);
    setBundle(text);
  };
  const type = (text: string) => {
    setName(null);
    setBundle(text);
  };
  return { bundle, name, pick, type };
}

/** Downloads the current data as a zip of the data folder. */
async function exportZip() {
  const answer = await fetch('/admin/export', { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`The export failed (${answer.status}).`);
  const url = URL.createObjectURL(
    new Blob([zipFromBundle((await answer.json()) as Record<string, unknown>) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `lostword-data-${new Date().toISOString().slice(0, 10)}.zip`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Importer() {
  const [importBundle, busy] = useImportBundleMutation();
  const [source, setSource] = useState<Source>({ url: '' });
  const [preview, setPreview] = useState<ChangeResult | null>(null);
  const [applied, setApplied] = useState<ChangeResult | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const { bundle, name, pick, type } = useBundle(setError);

  const run = (dryRun: boolean) => {
    setError(null);
    importBundle(
      { bundle, source, dryRun },
      (result) => {
        if (dryRun) setPreview(result);
        else {
          setApplied(result);
          setPreview(null);
        }
      },
      setError,
    );
  };

  return (
    <section>
      <h1>Import and Export</h1>
      <p>
        <a href="/admin/export" download>
          Export the current data
        </a>{' '}
        as one JSON bundle (<code>{'{ "<domain>/<file>.json": [...], ... }'}</code>, the files of the <code>data/</code> folder), or{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setError(null);
            exportZip().catch(setError);
          }}
        >
          as a zip of the data folder
        </button>
        .
      </p>
      <h2>Import a bundle</h2>
      <p>A bundle may hold every file or only some: the files it leaves out are kept. Nothing changes until you apply it.</p>
      <div className="admin-form">
        <label>
          Bundle file (.json, or a .zip of the data folder)
          <input
            type="file"
            accept="application/json,.json,application/zip,.zip"
            onChange={(e) => {
              setPreview(null);
              void pick(e);
            }}
          />
        </label>
        <label>
          Or paste it
          <textarea
            className="json"
            rows={8}
            value={bundle.length > 200_000 ? `${name ?? 'The bundle'} (${Math.round(bundle.length / 1024)} kB) is loaded.` : bundle}
            readOnly={bundle.length > 200_000}
            onChange={(e) => {
              type(e.target.value);
              setPreview(null);
            }}
            spellCheck={false}
          />
        </label>
        <SourceFields value={source} onChange={setSource} />
        <div className="form-buttons">
          <button type="button" disabled={busy || !bundle} onClick={() => run(true)}>
            Check and preview (dry run)
          </button>
          <button type="button" disabled={busy || !preview || !preview.changes.length} onClick={() => run(false)}>
            Apply
          </button>
        </div>
      </div>
      <Refusal error={error} />
      {preview ? (
        <section className="preview" aria-label="Preview">
          <h3>Dry run: {preview.summary}</h3>
          <ChangeList changes={preview.changes} />
          <KeptList kept={preview.kept} />
        </section>
      ) : null}
      {applied ? (
        <>
          <output className="admin-done">
            Applied: {applied.summary}. <Link to="/admin/audit">Audit log</Link>
          </output>
          <KeptList kept={applied.kept} />
        </>
      ) : null}
    </section>
  );
}
