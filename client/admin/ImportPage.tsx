// Import a bundle (a JSON object of dataset files, from a file, a zipped data folder or pasted): a
// dry run first, with the diff record by record, then the apply, which is audited and can be
// undone. Export gives the current data in the same formats.
import './admin.css';
import { type ChangeEvent, Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../shell/title.ts';
import type { ImportPageCsvMutation } from './__generated__/ImportPageCsvMutation.graphql';
import type { ImportPageFilesQuery } from './__generated__/ImportPageFilesQuery.graphql';
import type { ImportPageMutation } from './__generated__/ImportPageMutation.graphql';
import { ChangeList, type ChangeResult, KeptList, Refusal, RequireSession, readChangeResult, type Source, SourceFields } from './parts.tsx';
import { bundleFromZip, zipFromBundle } from './zipBundle.ts';

/** The largest bundle the server takes (16 MB); the whole dataset is about 2 MB. */
const MAX_BUNDLE_BYTES = 15 * 1024 * 1024;

export function ImportPage() {
  usePageTitle('Import and Export');
  return (
    <RequireSession>
      {() => (
        <>
          <Importer />
          <Suspense fallback={<p>Loading the dataset files…</p>}>
            <Spreadsheet />
          </Suspense>
        </>
      )}
    </RequireSession>
  );
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
      <ImportOutcome label="Preview" title="Dry run" preview={preview} applied={applied} />
    </section>
  );
}

/** The dataset file and data version a CSV's name gives, when it is an export's (`lostword-<domain>-<file>-v<version>.csv`). */
export function csvNameParts(name: string): { file: string; dataVersion: string } | null {
  const m = /^lostword-([a-zA-Z]+)-([a-zA-Z]+)-v(\d+)(?: ?\(\d+\))?\.csv$/i.exec(name);
  return m ? { file: `${m[1]}/${m[2]}.json`, dataVersion: m[3] } : null;
}

/** The import of a CSV (a dry run, or applied) and what it answered. */
function useCsvImport() {
  const [commit, busy] = useMutation<ImportPageCsvMutation>(graphql`
    mutation ImportPageCsvMutation($file: String!, $csv: String!, $dataVersion: Int, $source: SourceInput!, $dryRun: Boolean) {
      importCsv(file: $file, csv: $csv, dataVersion: $dataVersion, source: $source, dryRun: $dryRun) {
        ...parts_result
      }
    }
  `);
  const [preview, setPreview] = useState<ChangeResult | null>(null);
  const [applied, setApplied] = useState<ChangeResult | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const run = (variables: ImportPageCsvMutation['variables']) => {
    setError(null);
    setApplied(null);
    commit({
      variables,
      onCompleted: (d) => {
        const result = readChangeResult(d.importCsv);
        if (variables.dryRun) setPreview(result);
        else {
          setApplied(result);
          setPreview(null);
        }
      },
      onError: setError,
    });
  };
  return { run, busy, preview, applied, error, setError, setPreview };
}

/**
 * One dataset file as a spreadsheet: downloaded as CSV, edited (fifty dates fixed at once), and
 * imported back through the same dry run and diff as a bundle. The file's rows replace its records.
 */
function Spreadsheet() {
  const { entities } = useLazyLoadQuery<ImportPageFilesQuery>(
    graphql`
      query ImportPageFilesQuery {
        entities {
          file
          label
          count
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { run: importCsv, busy, preview, applied, error, setError, setPreview } = useCsvImport();
  const [file, setFile] = useState(entities[0]?.file ?? '');
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [dataVersion, setDataVersion] = useState('');
  const [source, setSource] = useState<Source>({ url: '' });
  const label = entities.find((e) => e.file === file)?.label ?? file;
  const ids = useId();

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    setError(null);
    setPreview(null);
    if (!picked) return setCsv(null);
    if (picked.size > MAX_BUNDLE_BYTES) return setError(new Error(`${picked.name} is larger than 15 MB.`));
    const parts = csvNameParts(picked.name);
    if (parts && entities.some((x) => x.file === parts.file)) {
      setFile(parts.file);
      setDataVersion(parts.dataVersion);
    }
    setCsv({ name: picked.name, text: await picked.text() });
  };
  const run = (dryRun: boolean) => {
    if (!csv) return;
    const version = dataVersion.trim() === '' ? null : Number(dataVersion);
    importCsv({ file, csv: csv.text, dataVersion: version, source, dryRun });
  };

  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>A file as a spreadsheet (CSV)</h2>
      <p>
        One row a record and a column a field (<code>release.debut</code> for a field of a field). Text is as it is; a number, yes/no, null
        or list is written as JSON (<code>3</code>, <code>true</code>, <code>null</code>, <code>[&quot;L1&quot;]</code>), and so is a text
        that would read as one (<code>&quot;123&quot;</code>). An empty cell is a field the record leaves out. Importing replaces the
        file&apos;s records by the rows: a row removed removes its record.
      </p>
      <div className="admin-form">
        <label>
          Dataset file
          <select
            value={file}
            onChange={(e) => {
              setFile(e.target.value);
              setPreview(null);
            }}
          >
            {entities.map((e) => (
              <option key={e.file} value={e.file}>
                {e.label} ({e.file}, {e.count})
              </option>
            ))}
          </select>
        </label>
        <p>
          <a href={`/admin/export?format=csv&file=${encodeURIComponent(file)}`} download>
            Download {label} as CSV
          </a>
        </p>
        <label>
          Edited CSV
          <input type="file" accept="text/csv,.csv" onChange={(e) => void pick(e)} />
        </label>
        <label>
          Exported at data version
          <input
            inputMode="numeric"
            pattern="[0-9]*"
            value={dataVersion}
            onChange={(e) => {
              setDataVersion(e.target.value);
              setPreview(null);
            }}
            aria-describedby={`${ids}-version`}
          />
        </label>
        <p id={`${ids}-version`} className="hint">
          From the file&apos;s name. With it, a record someone changed after your export is kept as it is (and listed) rather than
          overwritten; left empty, the CSV replaces the file as it is.
        </p>
        <SourceFields value={source} onChange={setSource} />
        <div className="form-buttons">
          <button type="button" disabled={busy || !csv || !file} onClick={() => run(true)}>
            Check and preview the CSV (dry run)
          </button>
          <button type="button" disabled={busy || !preview || !preview.changes.length} onClick={() => run(false)}>
            Apply the CSV
          </button>
        </div>
      </div>
      <Refusal error={error} />
      <ImportOutcome label="CSV preview" title={`Dry run of ${csv?.name}`} preview={preview} applied={applied} />
    </section>
  );
}

/** What an import's dry run would change (a region named `label`), or what its import changed. */
function ImportOutcome({
  label,
  title,
  preview,
  applied,
}: {
  label: string;
  title: string;
  preview: ChangeResult | null;
  applied: ChangeResult | null;
}) {
  return (
    <>
      {preview ? (
        <section className="preview" aria-label={label}>
          <h3>
            {title}: {preview.summary}
          </h3>
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
    </>
  );
}
