// /admin/new-prayer: a prayer (a banner) added in one page. Its Friends are picked by name with
// their portraits and its story cards by name; its dates are entered in the time zone its news post
// uses and shown in UTC; the record is checked against the dataset as it is typed (a dry run of the
// save), with the prayers it may repeat (the same name, or the same start and end) beside it.
// Opened from a visitor's suggestion of a new prayer (?suggestion=<id>), it comes filled in from
// it, and saving it accepts the suggestion and credits it.
import './admin.css';
import { useMemo, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { PRAYER_TYPE_LABELS } from '../../server/shared/vocabulary.ts';
import type { NewPrayerPageQuery, NewPrayerPageQuery$data } from './__generated__/NewPrayerPageQuery.graphql';
import type { NewPrayerPageSaveMutation } from './__generated__/NewPrayerPageSaveMutation.graphql';
import { adminLoader } from './api.ts';
import { useDraftCheck } from './draftCheck.tsx';
import { adminPage, type Source, SourceFields, useChangeMutation } from './parts.tsx';
import { FriendPicker, SearchPicker } from './pickers.tsx';
import { readSuggestion, SuggestionBox, suggestionVariables, TaskAside, type TaskSuggestion, useTaskSaves } from './taskParts.tsx';
import { EMPTY_DATE, type EnteredDate, enteredFrom, enteredInstant, localZone, TimeZonePicker, ZonedDateField } from './zonedTime.tsx';

/** The task, as the prayer domain declares it (its file and its pickers' lists). */
const TASK = 'new-prayer';

const Query = graphql`
  query NewPrayerPageQuery($suggestion: Int!, $fromSuggestion: Boolean!) {
    task(name: "new-prayer") {
      file
      nextKey
      friends: choices(list: "friends", first: 2000) {
        key
        label
        portrait
      }
    }
    suggestion: queuedSuggestion(id: $suggestion) @include(if: $fromSuggestion) {
      ...taskParts_suggestion
    }
  }
`;

export const loader = adminLoader<NewPrayerPageQuery>(Query, suggestionVariables);

/** The kinds of prayer, as the data names them. */
const PRAYER_KINDS = Object.entries(PRAYER_TYPE_LABELS);

interface Draft {
  id: string;
  name: string;
  types: string[];
  start: EnteredDate;
  end: EnteredDate;
  friends: string[];
  cards: { key: string; label: string }[];
  note: string;
}

type Suggestion = TaskSuggestion;

/** The form as a suggestion fills it (or empty), with the next free id. */
function initialDraft(nextId: number, suggestion: Suggestion | null | undefined, zone: string): Draft {
  const empty: Draft = { id: String(nextId), name: '', types: [], start: EMPTY_DATE, end: EMPTY_DATE, friends: [], cards: [], note: '' };
  if (!suggestion?.newRecord) return empty;
  const r = (JSON.parse(suggestion.value) as { record: Record<string, unknown> }).record;
  return {
    ...empty,
    name: String(r.name ?? ''),
    types: (r.types as string[] | undefined) ?? [],
    start: enteredFrom(r.startAt as string | null, r.startPrecision as string | null, zone),
    end: enteredFrom(r.endAt as string | null, r.endPrecision as string | null, zone),
    friends: (r.characters as string[] | undefined) ?? [],
  };
}

/** The prayer record the form makes, as the dataset file holds it. */
function recordOf(draft: Draft, zone: string, source: Source): Record<string, unknown> {
  const startAt = enteredInstant(draft.start, zone);
  const endAt = enteredInstant(draft.end, zone);
  const sourceText = source.url?.trim() || (source.inGameOn ? `Seen in the game on ${source.inGameOn}` : '');
  return {
    id: Number(draft.id),
    name: draft.name.trim(),
    types: draft.types,
    ...(startAt ? { startAt, startPrecision: draft.start.precision } : {}),
    ...(endAt ? { endAt, endPrecision: draft.end.precision } : {}),
    ...(draft.friends.length ? { characters: draft.friends.map((id) => ({ id })) } : {}),
    ...(draft.cards.length ? { cards: draft.cards.map((c) => ({ id: Number(c.key) })) } : {}),
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
    ...(sourceText ? { source: sourceText } : {}),
  };
}

/** The change's source as a suggestion gives it (its page, or the day seen in the game). */
const sourceOf = (s: Suggestion | null | undefined): Source =>
  s?.sourceUrl ? { url: s.sourceUrl } : s?.inGameOn ? { inGameOn: s.inGameOn, note: 'screenshot with the suggestion' } : { url: '' };

const useSaveMutation = () =>
  useChangeMutation<NewPrayerPageSaveMutation>(
    graphql`
      mutation NewPrayerPageSaveMutation($file: String!, $json: String!, $source: SourceInput!, $dryRun: Boolean, $suggestion: Int) {
        saveRecord(file: $file, json: $json, source: $source, dryRun: $dryRun, suggestion: $suggestion) {
          ...parts_result
        }
      }
    `,
    (d) => d.saveRecord,
  );

function NewPrayer({ queryRef }: { queryRef: PreloadedQuery<NewPrayerPageQuery> }) {
  const data = usePreloadedQuery<NewPrayerPageQuery>(Query, queryRef);
  const suggestion = data.suggestion ? readSuggestion(data.suggestion) : null;
  const task = data.task as NonNullable<NewPrayerPageQuery$data['task']>;
  const file = task.file;
  const nextId = Number(task.nextKey ?? 1);
  const [zone, setZone] = useState(localZone);
  const [draft, setDraft] = useState<Draft>(() => initialDraft(nextId, suggestion, zone));
  const [source, setSource] = useState<Source>(() => sourceOf(suggestion));
  const [save, busy] = useSaveMutation();
  // The checks as the form is typed have their own: the buttons stay as they are meanwhile.
  const [dryRun] = useSaveMutation();
  const [error, setError] = useState<Error | null>(null);
  const json = useMemo(() => JSON.stringify(recordOf(draft, zone, source)), [draft, zone, source]);
  // Once one is added, the form is ready for the next prayer, with the next id.
  const saves = useTaskSaves(suggestion, () => setDraft((d) => initialDraft(Number(d.id) + 1, null, zone)));
  const { result, setResult, credit } = saves;
  const check = useDraftCheck(file, json, source, (variables, done, failed) =>
    dryRun({ ...variables, file, suggestion: null }, done, failed),
  );
  const set = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setResult(null);
  };
  const run = (dryRun: boolean) => {
    setError(null);
    save({ file, json, source, dryRun, suggestion: credit }, saves.done, setError);
  };

  return (
    <section className="admin-task">
      <h1>New Prayer</h1>
      {saves.suggestion ? <SuggestionBox suggestion={saves.suggestion} what="prayer" /> : null}
      <form
        className="admin-form task-form"
        aria-label="New prayer"
        onSubmit={(e) => {
          e.preventDefault();
          run(false);
        }}
      >
        <PrayerFields draft={draft} set={set} zone={zone} onZone={setZone} friends={task.friends} />
        <SourceFields value={source} onChange={setSource} />
        <div className="form-buttons">
          <button type="button" disabled={busy} onClick={() => run(true)}>
            Dry run
          </button>
          <button type="submit" disabled={busy}>
            {credit ? `Add the prayer (accepts suggestion ${credit})` : 'Add the prayer'}
          </button>
        </div>
      </form>
      <TaskAside check={check} file={file} result={result} error={error} pageOf={(key) => `/prayer/info/${key}`} />
    </section>
  );
}

function PrayerFields({
  draft,
  set,
  zone,
  onZone,
  friends,
}: {
  draft: Draft;
  set: (change: Partial<Draft>) => void;
  zone: string;
  onZone: (zone: string) => void;
  friends: NonNullable<NewPrayerPageQuery$data['task']>['friends'];
}) {
  return (
    <>
      <label>
        Name <input type="text" required maxLength={200} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label>
        Id <input type="number" min={1} step={1} required value={draft.id} onChange={(e) => set({ id: e.target.value })} />
        <small>The next free one; a prayer's page is /prayer/info/&lt;id&gt;.</small>
      </label>
      <fieldset className="task-types">
        <legend>Kinds</legend>
        {PRAYER_KINDS.map(([value, label]) => (
          <label key={value} className="field-boolean">
            <input
              type="checkbox"
              checked={draft.types.includes(value)}
              onChange={(e) => set({ types: e.target.checked ? [...draft.types, value] : draft.types.filter((t) => t !== value) })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <TimeZonePicker zone={zone} onChange={onZone} />
      <ZonedDateField legend="Start" value={draft.start} zone={zone} onChange={(start) => set({ start })} required />
      <ZonedDateField legend="End" value={draft.end} zone={zone} onChange={(end) => set({ end })} />
      <FriendPicker friends={friends} chosen={draft.friends} onChange={(ids) => set({ friends: ids })} />
      <SearchPicker
        task={TASK}
        list="cards"
        legend="Featured story cards"
        what="story card"
        chosen={draft.cards}
        onChange={(cards) => set({ cards })}
      />
      <label>
        Note (what a visitor should know of its facts)
        <textarea rows={2} maxLength={500} value={draft.note} onChange={(e) => set({ note: e.target.value })} />
      </label>
    </>
  );
}

export const NewPrayerPage = adminPage<NewPrayerPageQuery>('New Prayer', NewPrayer);
