import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import type { Roster } from '../shared/roster/format.ts';
import { type RosterState, type RosterStore, useRoster } from '../shared/roster/store.ts';
import { notShown, type ShownChanges, shownChanges } from './marks.ts';
import {
  encodeShare,
  exportRoster,
  type ImportMode,
  type ImportResult,
  MAX_IMPORT_BYTES,
  parseImport,
  previewImport,
  unknownAndHidden,
} from './transfer.ts';

/** The roster's file name: the day it is saved on. */
const fileName = () => `my-friends-${new Date().toISOString().slice(0, 10)}.json`;

/** Saves the roster as a file, as a download. */
function download(roster: Roster): void {
  const url = URL.createObjectURL(new Blob([exportRoster(roster)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName();
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file's text, as UTF-8 (FileReader: older browsers have no Blob#text). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** What an imported file holds, or why it cannot be used. */
async function readImport(file: File): Promise<ImportResult> {
  if (file.size > MAX_IMPORT_BYTES) {
    return { ok: false, error: `The file is too large for a roster (more than ${MAX_IMPORT_BYTES / 1024 / 1024} MB).` };
  }
  try {
    return parseImport(await readText(file));
  } catch {
    return { ok: false, error: 'The browser could not read the file.' };
  }
}

/** The share link of a roster, on this site. */
export const shareLink = (roster: Pick<Roster, 'friends'>) => new URL(`/my-friends#r=${encodeShare(roster)}`, window.location.href).href;

/** Export, import and share: the roster off the device and back. */
export function TransferTools({
  store,
  state,
  shown,
  jpContent,
}: {
  store: RosterStore;
  state: RosterState;
  shown: readonly string[];
  jpContent: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [incoming, setIncoming] = useState<{ roster: Roster; name: string } | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const linkId = useId();
  // A roster that cannot be read has nothing to export or share until it is cleared or replaced.
  const unreadable = state.loadError !== null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setIncoming(null);
    const result = await readImport(file);
    if (result.ok) {
      setMessage(null);
      setIncoming({ roster: result.roster, name: file.name });
    } else {
      setMessage({ text: `${file.name} could not be imported: ${result.error} Nothing was changed.`, error: true });
    }
  };

  const share = async () => {
    const url = shareLink(state.roster);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ text: 'Share link copied. Whoever opens it sees your marks, read-only.' });
    } catch {
      setMessage({ text: 'The link could not be copied by itself: copy it from the field below.' });
    }
  };

  return (
    <div className="roster-transfer">
      <div className="roster-actions">
        <button type="button" className="roster-button" disabled={unreadable} onClick={() => download(state.roster)}>
          Export to a file
        </button>
        <button type="button" className="roster-button" onClick={() => fileInput.current?.click()}>
          Import a file…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Roster file to import"
          onChange={(e) => void onFile(e)}
        />
        <button type="button" className="roster-button" disabled={unreadable} onClick={() => void share()}>
          Copy a share link
        </button>
      </div>
      {message ? (
        <p className={`roster-message${message.error ? ' error' : ''}`} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
      {link ? (
        <p className="roster-link">
          <label htmlFor={linkId}>Share link</label>
          <input id={linkId} type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </p>
      ) : null}
      {incoming ? (
        <ImportPreview
          store={store}
          incoming={incoming.roster}
          source={incoming.name}
          shown={shown}
          jpContent={jpContent}
          onDone={(text) => {
            setIncoming(null);
            setMessage({ text });
          }}
        />
      ) : null}
    </div>
  );
}

const CHANGE_LINES: [keyof ShownChanges, string][] = [
  ['newlyOwned', 'newly owned'],
  ['noLongerOwned', 'no longer owned'],
  ['rebirthAdded', 'newly reborn'],
  ['rebirthRemoved', 'no longer reborn'],
  ['wishlistAdded', 'added to the wishlist'],
  ['wishlistRemoved', 'taken off the wishlist'],
];

const friends = (n: number) => (n === 1 ? '1 Friend' : `${n} Friends`);

/**
 * What an import would change, before anything changes: merge or replace, the changes counted
 * over the Friends shown here, then Apply or Cancel.
 */
export function ImportPreview({
  store,
  incoming,
  source,
  shown,
  jpContent,
  onDone,
}: {
  store: RosterStore;
  incoming: Roster;
  /** Where the roster comes from (a file's name), as the preview names it. */
  source: string;
  shown: readonly string[];
  jpContent: boolean;
  onDone: (message: string) => void;
}) {
  const [mode, setMode] = useState<ImportMode>('merge');
  const current = useRoster(store);
  const preview = previewImport(current.roster, incoming, mode);
  const changes = preview.ok ? shownChanges(current.roster.friends, preview.roster.friends, shown) : null;
  const { unknown } = useMemo(() => unknownAndHidden(incoming, new Set(shown), new Set()), [incoming, shown]);
  const heading = useId();
  const name = useId();
  const lines = changes ? CHANGE_LINES.filter(([key]) => changes[key] > 0) : [];
  return (
    <section className="roster-import" aria-labelledby={heading}>
      <h2 id={heading}>Import from {source}</h2>
      <fieldset>
        <legend>How to import</legend>
        <label>
          <input type="radio" name={name} checked={mode === 'merge'} onChange={() => setMode('merge')} /> Merge: keep your marks and add the
          imported ones
        </label>
        <label>
          <input type="radio" name={name} checked={mode === 'replace'} onChange={() => setMode('replace')} /> Replace: your roster becomes
          the imported one
        </label>
      </fieldset>
      {preview.ok ? (
        <>
          {lines.length ? (
            <ul className="roster-changes" aria-label="What the import changes">
              {lines.map(([key, text]) => (
                <li key={key}>
                  {friends(changes![key])} {text}
                </li>
              ))}
            </ul>
          ) : (
            <p>No Friend shown here changes.</p>
          )}
          {preview.changes.plannerChanged ? <p>The pull planner's inputs change too.</p> : null}
          {unknown.length ? <p>{notShown(unknown.length, source, jpContent)} Their marks are kept in your roster.</p> : null}
        </>
      ) : (
        <p role="alert">{preview.error} Nothing was changed.</p>
      )}
      {current.loadError ? <p>Applying overwrites the saved roster that could not be read.</p> : null}
      <div className="roster-actions">
        <button
          type="button"
          className="roster-button primary"
          disabled={!preview.ok}
          onClick={() => {
            if (!preview.ok) return;
            store.replace(preview.roster);
            onDone(`Imported from ${source} (${mode === 'merge' ? 'merged' : 'replaced'}).`);
          }}
        >
          Apply
        </button>
        <button type="button" className="roster-button" onClick={() => onDone('Import cancelled: nothing was changed.')}>
          Cancel
        </button>
      </div>
    </section>
  );
}
