// A character's portrait from an image file: the server checks its type by content, its size and
// that it decodes, draws every size the site uses, and audits the change like any edit.
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PortraitUploadMutation } from './__generated__/PortraitUploadMutation.graphql';
import type { AdminApiError } from './api.ts';
import { type ChangeResult, Refusal, type Source, SourceFields, useChangeMutation } from './parts.tsx';

/** The file as base64 (a data: URL, which the server takes as is). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads a portrait. The character's record, with its new portrait and revision, goes into the
 * store, so the editor beside the upload starts again from it (and never saves the old portrait back).
 */
const useUploadPortraitMutation = () =>
  useChangeMutation<PortraitUploadMutation>(
    graphql`
      mutation PortraitUploadMutation($character: String!, $image: String!, $source: SourceInput!) {
        uploadPortrait(character: $character, image: $image, source: $source) {
          ...parts_result
          records {
            ...RecordEditor_record
          }
        }
      }
    `,
    (d) => d.uploadPortrait,
  );

export function PortraitUpload({ character }: { character: string }) {
  const [upload, busy] = useUploadPortraitMutation();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<Source>({ url: '' });
  const [error, setError] = useState<AdminApiError | Error | null>(null);
  const [saved, setSaved] = useState<ChangeResult | null>(null);
  // Reading the file takes a while before the upload starts.
  const [reading, setReading] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setError(null);
    setSaved(null);
    setReading(true);
    try {
      upload({ character, image: await readAsDataUrl(file), source }, setSaved, setError);
    } catch (err) {
      setError(err as Error);
    } finally {
      setReading(false);
    }
  };

  return (
    <form className="admin-form portrait-form" onSubmit={(e) => void submit(e)} aria-label="Upload a portrait">
      <h2>Portrait</h2>
      <p>
        A PNG, JPEG, WebP or AVIF image of at most 4 MB and at least 64 px a side; it is cropped square and drawn in every size the site
        uses. It replaces the current portrait (undo from the audit log puts that back).
      </p>
      <label>
        Image file
        <input
          type="file"
          name="portrait"
          accept="image/png,image/jpeg,image/webp,image/avif"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <SourceFields value={source} onChange={setSource} />
      <div className="form-buttons">
        <button type="submit" disabled={busy || reading || !file}>
          Upload portrait
        </button>
      </div>
      <Refusal error={error} />
      {saved ? (
        <output className="admin-done">
          {saved.applied ? (
            <>
              Saved: {saved.summary}. <Link to={`/characters/${character}`}>The character's page</Link> shows it now.{' '}
              <Link to="/admin/audit">Audit log</Link>
            </>
          ) : (
            'Nothing changed: this is the portrait already.'
          )}
        </output>
      ) : null}
    </form>
  );
}
