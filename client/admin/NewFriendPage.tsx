// /admin/new-friend: a Friend added in one page with her portrait. Her debut is entered in the time
// zone its news post uses and shown in UTC; her id follows her world and short name until it is
// typed; the record is checked against the dataset as it is typed (a dry run of the save), with the
// Friends it may repeat (the same world and name) beside it; the portrait picked is saved with her
// in the same change. Opened from a visitor's suggestion of a new Friend (?suggestion=<id>), it
// comes filled in from it, and saving it accepts the suggestion and credits it.
import './admin.css';
import { useEffect, useMemo, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { CHARACTER_STATUSES, CHARACTER_TYPES, SOURCE_KINDS } from '../../server/shared/vocabulary.ts';
import { TYPE_LABELS } from '../shared/RarityIcon.tsx';
import type { NewFriendPageQuery, NewFriendPageQuery$data } from './__generated__/NewFriendPageQuery.graphql';
import type { NewFriendPageSaveMutation } from './__generated__/NewFriendPageSaveMutation.graphql';
import { adminLoader } from './api.ts';
import { useDraftCheck } from './draftCheck.tsx';
import { readAsDataUrl } from './PortraitUpload.tsx';
import { adminPage, Options, type Source, SourceFields, useChangeMutation } from './parts.tsx';
import { readSuggestion, SuggestionBox, suggestionVariables, TaskAside, type TaskSuggestion, useTaskSaves } from './taskParts.tsx';
import { EMPTY_DATE, type EnteredDate, enteredFrom, enteredInstant, localZone, TimeZonePicker, ZonedDateField } from './zonedTime.tsx';

const Query = graphql`
  query NewFriendPageQuery($suggestion: Int!, $fromSuggestion: Boolean!) {
    task(name: "new-friend") {
      file
      worlds: choices(list: "worlds", first: 500) {
        key
        label
      }
    }
    suggestion: queuedSuggestion(id: $suggestion) @include(if: $fromSuggestion) {
      ...taskParts_suggestion
    }
  }
`;

export const loader = adminLoader<NewFriendPageQuery>(Query, suggestionVariables);

interface Draft {
  /** The id as typed; empty while it follows the world and short name. */
  id: string;
  nameEn: string;
  shortNameEn: string;
  nameJp: string;
  worldId: string;
  type: string;
  status: string;
  role: string;
  debut: EnteredDate;
  /** The address that gives her debut; empty: the change's source. */
  debutSource: string;
  debutSourceKind: string;
  colours: string;
}

const EMPTY: Draft = {
  id: '',
  nameEn: '',
  shortNameEn: '',
  nameJp: '',
  worldId: '',
  type: 'fes',
  status: 'announced',
  role: '',
  debut: EMPTY_DATE,
  debutSource: '',
  debutSourceKind: 'official-post',
  colours: '',
};

/** The id a Friend takes from her world and short name (`a8-aya`). */
const idOf = (d: Draft) =>
  [d.worldId, d.shortNameEn || d.nameEn.split(' ')[0] || '']
    .map((part) =>
      part
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .filter(Boolean)
    .join('-');

/** The form as a suggestion fills it (or empty). */
function initialDraft(suggestion: TaskSuggestion | null, zone: string): Draft {
  if (!suggestion?.newRecord) return EMPTY;
  const r = (JSON.parse(suggestion.value) as { record: Record<string, unknown> }).record;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    ...EMPTY,
    nameEn: text(r.nameEn),
    shortNameEn: text(r.shortNameEn),
    nameJp: text(r.nameJp),
    worldId: text(r.worldId),
    type: text(r.type) || EMPTY.type,
    debut: enteredFrom(r.debutAt as string | null, r.debutPrecision as string | null, zone),
  };
}

/** The character record the form makes, as the dataset file holds it. */
function recordOf(draft: Draft, zone: string, source: Source): Record<string, unknown> {
  const debutAt = enteredInstant(draft.debut, zone);
  const sourceText = source.url?.trim() || (source.inGameOn ? `Seen in the game on ${source.inGameOn}` : '');
  const debutSource = draft.debutSource.trim() || sourceText;
  const colors = draft.colours
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((c) => (c.startsWith('#') ? c : `#${c}`).toLowerCase());
  return {
    id: draft.id.trim() || idOf(draft),
    nameEn: draft.nameEn.trim(),
    shortNameEn: draft.shortNameEn.trim() || draft.nameEn.trim().split(' ')[0] || '',
    ...(draft.nameJp.trim() ? { nameJp: draft.nameJp.trim() } : {}),
    status: draft.status,
    type: draft.type,
    ...(draft.role.trim() ? { role: draft.role.trim() } : {}),
    ...(draft.worldId ? { worldId: draft.worldId } : {}),
    ...(debutAt
      ? {
          debutAt,
          debutPrecision: draft.debut.precision,
          debutTimeKnown: draft.debut.precision === 'instant',
          ...(debutSource ? { debutSource, debutSourceKind: draft.debutSourceKind } : {}),
        }
      : {}),
    ...(colors.length ? { colors } : {}),
    ...(sourceText ? { source: sourceText } : {}),
  };
}

const sourceOf = (s: TaskSuggestion | null): Source =>
  s?.sourceUrl ? { url: s.sourceUrl } : s?.inGameOn ? { inGameOn: s.inGameOn, note: 'screenshot with the suggestion' } : { url: '' };

const useSaveMutation = () =>
  useChangeMutation<NewFriendPageSaveMutation>(
    graphql`
      mutation NewFriendPageSaveMutation(
        $file: String!
        $json: String!
        $source: SourceInput!
        $dryRun: Boolean
        $portrait: String
        $suggestion: Int
      ) {
        saveRecord(file: $file, json: $json, source: $source, dryRun: $dryRun, portrait: $portrait, suggestion: $suggestion) {
          ...parts_result
        }
      }
    `,
    (d) => d.saveRecord,
  );

/** The picked portrait and its preview (an object URL, let go when another is picked or the page goes). */
function usePortraitFile() {
  const [file, setFile] = useState<File | null>(null);
  // The file input is drawn anew (emptied) when the picture is let go.
  const [input, setInput] = useState(0);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const clear = () => {
    setFile(null);
    setInput((n) => n + 1);
  };
  return { file, setFile, preview, input, clear };
}

function NewFriend({ queryRef }: { queryRef: PreloadedQuery<NewFriendPageQuery> }) {
  const data = usePreloadedQuery<NewFriendPageQuery>(Query, queryRef);
  const suggestion = data.suggestion ? readSuggestion(data.suggestion) : null;
  const task = data.task as NonNullable<NewFriendPageQuery$data['task']>;
  const file = task.file;
  const [zone, setZone] = useState(localZone);
  const [draft, setDraft] = useState<Draft>(() => initialDraft(suggestion, zone));
  const [source, setSource] = useState<Source>(() => sourceOf(suggestion));
  const portrait = usePortraitFile();
  const [save, busy] = useSaveMutation();
  const [dryRun] = useSaveMutation();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const json = useMemo(() => JSON.stringify(recordOf(draft, zone, source)), [draft, zone, source]);
  // Once she is added, the form (her portrait too) is ready for the next Friend.
  const saves = useTaskSaves(suggestion, () => {
    setDraft(EMPTY);
    portrait.clear();
  });
  const { result, setResult, credit } = saves;
  const check = useDraftCheck(file, json, source, (variables, done, failed) =>
    dryRun({ ...variables, file, portrait: null, suggestion: null }, done, failed),
  );
  const set = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setResult(null);
  };
  const run = async (asDryRun: boolean) => {
    setError(null);
    setReading(true);
    try {
      const image = portrait.file ? await readAsDataUrl(portrait.file) : null;
      save({ file, json, source, dryRun: asDryRun, portrait: image, suggestion: credit }, saves.done, setError);
    } catch (e) {
      setError(e as Error);
    } finally {
      setReading(false);
    }
  };

  return (
    <section className="admin-task">
      <h1>New Friend</h1>
      {saves.suggestion ? <SuggestionBox suggestion={saves.suggestion} what="Friend" /> : null}
      <form
        className="admin-form task-form"
        aria-label="New Friend"
        onSubmit={(e) => {
          e.preventDefault();
          void run(false);
        }}
      >
        <FriendFields draft={draft} set={set} zone={zone} onZone={setZone} worlds={task.worlds} />
        <PortraitField key={portrait.input} preview={portrait.preview} onFile={portrait.setFile} />
        <SourceFields value={source} onChange={setSource} />
        <div className="form-buttons">
          <button type="button" disabled={busy || reading} onClick={() => void run(true)}>
            Dry run
          </button>
          <button type="submit" disabled={busy || reading}>
            {credit ? `Add the Friend (accepts suggestion ${credit})` : 'Add the Friend'}
          </button>
        </div>
      </form>
      <TaskAside check={check} file={file} result={result} error={error} pageOf={(key) => `/characters/${key}`} />
    </section>
  );
}

/** The portrait picked, shown as it will be cropped (square), saved with the Friend. */
function PortraitField({ preview, onFile }: { preview: string | null; onFile: (file: File | null) => void }) {
  return (
    <fieldset className="portrait-field">
      <legend>Portrait</legend>
      <label>
        Image file (PNG, JPEG, WebP or AVIF, at most 4 MB, at least 64 px a side)
        <input type="file" accept="image/png,image/jpeg,image/webp,image/avif" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
      </label>
      {preview ? (
        <img className="portrait-preview" src={preview} alt="The portrait picked, cropped square" width={128} height={128} />
      ) : null}
      <small>It is cropped square and drawn in every size the site uses, in the same change as the Friend.</small>
    </fieldset>
  );
}

function FriendFields({
  draft,
  set,
  zone,
  onZone,
  worlds,
}: {
  draft: Draft;
  set: (change: Partial<Draft>) => void;
  zone: string;
  onZone: (zone: string) => void;
  worlds: NonNullable<NewFriendPageQuery$data['task']>['worlds'];
}) {
  const text = (label: string, field: 'nameEn' | 'shortNameEn' | 'nameJp' | 'role', required = false) => (
    <label>
      {label}{' '}
      <input type="text" required={required} maxLength={120} value={draft[field]} onChange={(e) => set({ [field]: e.target.value })} />
    </label>
  );
  return (
    <>
      {text('English name', 'nameEn', true)}
      {text('Short name', 'shortNameEn')}
      {text('Japanese name', 'nameJp')}
      <label>
        World
        <select value={draft.worldId} onChange={(e) => set({ worldId: e.target.value })}>
          <option value="">None</option>
          {worlds.map((w) => (
            <option key={w.key} value={w.key}>
              {w.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Id <input type="text" value={draft.id} placeholder={idOf(draft)} onChange={(e) => set({ id: e.target.value })} />
        <small>Her page is /characters/&lt;id&gt;; left empty, it follows her world and short name.</small>
      </label>
      <FriendChoices draft={draft} set={set} />
      {text('Role (optional)', 'role')}
      <TimeZonePicker zone={zone} onChange={onZone} />
      <ZonedDateField legend="Global debut" value={draft.debut} zone={zone} onChange={(debut) => set({ debut })} />
      <label>
        The debut's source address (optional)
        <input
          type="url"
          placeholder="https:// (left empty: the source below)"
          value={draft.debutSource}
          onChange={(e) => set({ debutSource: e.target.value })}
        />
      </label>
      <label>
        Colours (hex, separated by commas; optional)
        <input type="text" value={draft.colours} placeholder="#d7263d, #ffffff" onChange={(e) => set({ colours: e.target.value })} />
      </label>
    </>
  );
}

/** Her rarity type, her status, and what kind of source gives her debut. */
function FriendChoices({ draft, set }: { draft: Draft; set: (change: Partial<Draft>) => void }) {
  return (
    <>
      <label>
        Rarity type
        <select value={draft.type} onChange={(e) => set({ type: e.target.value })}>
          <Options values={CHARACTER_TYPES} label={(t) => TYPE_LABELS[t] ?? t} />
        </select>
      </label>
      <label>
        Status
        <select value={draft.status} onChange={(e) => set({ status: e.target.value })}>
          <Options values={CHARACTER_STATUSES} />
        </select>
      </label>
      <label>
        The debut's source is
        <select value={draft.debutSourceKind} onChange={(e) => set({ debutSourceKind: e.target.value })}>
          <Options values={SOURCE_KINDS} />
        </select>
      </label>
    </>
  );
}

export const NewFriendPage = adminPage<NewFriendPageQuery>('New Friend', NewFriend);
