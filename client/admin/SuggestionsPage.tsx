// The queue of visitors' suggestions: each open one by record (most made first), the fact proposed
// against the record as it is (the dry run's diff, on demand), its source and note; accept applies
// it through the write road (audited, crediting the suggestion), reject asks for the reason the
// suggestion's public page shows. Above the queue, how many suggestions arrived lately and from how
// many networks, flagged when above normal, so a flood shows while it is under way.
import './admin.css';
import { useId, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, useMutation, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { SOURCE_KINDS } from '../../server/shared/vocabulary.ts';
import type { SuggestionsPage_activity$data, SuggestionsPage_activity$key } from './__generated__/SuggestionsPage_activity.graphql';
import type { SuggestionsPage_suggestion$data, SuggestionsPage_suggestion$key } from './__generated__/SuggestionsPage_suggestion.graphql';
import type { SuggestionsPageAcceptMutation } from './__generated__/SuggestionsPageAcceptMutation.graphql';
import type { SuggestionsPageQuery } from './__generated__/SuggestionsPageQuery.graphql';
import type { SuggestionsPageRejectManyMutation } from './__generated__/SuggestionsPageRejectManyMutation.graphql';
import type { SuggestionsPageRejectMutation } from './__generated__/SuggestionsPageRejectMutation.graphql';
import { adminLoader } from './api.ts';
import { adminPage, ChangeList, Options, Refusal } from './parts.tsx';

/** How many waiting suggestions the queue shows (the query's `first`). */
const QUEUE_LENGTH = 200;

const QueueQuery = graphql`
  query SuggestionsPageQuery($first: Int!) {
    suggestionQueue(first: $first) {
      id
      label
      createdAt
      ...SuggestionsPage_suggestion
    }
    suggestionActivity {
      ...SuggestionsPage_activity
    }
  }
`;

export const loader = adminLoader<SuggestionsPageQuery>(QueueQuery, () => ({ first: QUEUE_LENGTH }));

const suggestionFragment = graphql`
  fragment SuggestionsPage_suggestion on AdminSuggestion {
    id
    key
    label
    value
    newRecord
    task
    current
    sourceUrl
    inGameOn
    screenshotUrl
    evidence {
      id
      width
      height
      url
    }
    moreSources
    note
    count
    earlierAccepted
    expiresAt
  }
`;

const activityFragment = graphql`
  fragment SuggestionsPage_activity on SuggestionActivity {
    flood
    usualPerHour
    lastHour {
      arrived
      networks
      taken
      refused
      aboveNormal
    }
    lastDay {
      arrived
      networks
      taken
      refused
      aboveNormal
    }
  }
`;

/** A decided suggestion leaves the queue the page's query holds. */
function leaveQueue(store: RecordSourceSelectorProxy, id: number) {
  const root = store.getRoot();
  const queue = root.getLinkedRecords('suggestionQueue', { first: QUEUE_LENGTH });
  if (queue)
    root.setLinkedRecords(
      queue.filter((s) => s?.getValue('id') !== id),
      'suggestionQueue',
      { first: QUEUE_LENGTH },
    );
}

/** Accepts a suggestion (or, as a dry run, shows what accepting changes); an accepted one leaves the queue. */
function useAcceptSuggestionMutation() {
  return useMutation<SuggestionsPageAcceptMutation>(graphql`
    mutation SuggestionsPageAcceptMutation($id: Int!, $sourceKind: String, $dryRun: Boolean) {
      acceptSuggestion(id: $id, sourceKind: $sourceKind, dryRun: $dryRun) {
        applied
        summary
        auditId
        changes {
          ...parts_change
        }
      }
    }
  `);
}

/** Rejects several suggestions with one reason; they leave the queue. */
function useRejectSuggestionsMutation() {
  return useMutation<SuggestionsPageRejectManyMutation>(graphql`
    mutation SuggestionsPageRejectManyMutation($ids: [Int!]!, $reason: String!) {
      rejectSuggestions(ids: $ids, reason: $reason) {
        id
        status
      }
    }
  `);
}

/** Rejects a suggestion with a reason; it leaves the queue. */
function useRejectSuggestionMutation() {
  return useMutation<SuggestionsPageRejectMutation>(graphql`
    mutation SuggestionsPageRejectMutation($id: Int!, $reason: String!) {
      rejectSuggestion(id: $id, reason: $reason) {
        id
        status
      }
    }
  `);
}

const DAY_MS = 24 * 3600_000;
/** The ages the queue can be narrowed to. */
const AGES = {
  any: { label: 'Any age', keep: () => true },
  day: { label: 'Made in the last day', keep: (age: number) => age < DAY_MS },
  week: { label: 'Waiting over a week', keep: (age: number) => age > 7 * DAY_MS },
} as const;
type Age = keyof typeof AGES;

function Queue({ queryRef }: { queryRef: PreloadedQuery<SuggestionsPageQuery> }) {
  const { suggestionQueue: queue, suggestionActivity } = usePreloadedQuery<SuggestionsPageQuery>(QueueQuery, queryRef);
  const [notice, setNotice] = useState<string | null>(null);
  const [kind, setKind] = useState('');
  const [age, setAge] = useState<Age>('any');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const ids = useId();
  const now = Date.now();
  const shown = queue.filter((s) => (!kind || s.label === kind) && AGES[age].keep(now - Date.parse(s.createdAt)));
  const select = (id: number, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section>
      <h1>Suggestions</h1>
      <p>
        Facts visitors suggested, each with its source. Check the source; <em>Preview</em> shows what accepting changes; <em>Accept</em>{' '}
        applies it as an edit crediting the suggestion; <em>Reject</em> needs the reason its public page will show. Select several to reject
        them at once (duplicates, a flood&apos;s).
      </p>
      <Arrivals activity={suggestionActivity} />
      {notice ? <output className="admin-notice">{notice}</output> : null}
      <div className="suggestion-filters">
        <label htmlFor={`${ids}-kind`}>Kind</label>
        <select id={`${ids}-kind`} value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">Every kind</option>
          {[...new Set(queue.map((s) => s.label))].sort().map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-age`}>Age</label>
        <select id={`${ids}-age`} value={age} onChange={(e) => setAge(e.target.value as Age)}>
          {Object.entries(AGES).map(([key, a]) => (
            <option key={key} value={key}>
              {a.label}
            </option>
          ))}
        </select>
        <output>
          {shown.length} of {queue.length} shown
        </output>
      </div>
      <RejectSelected
        ids={[...selected].filter((id) => queue.some((s) => s.id === id))}
        onDone={(message) => {
          setSelected(new Set());
          setNotice(message);
        }}
      />
      {shown.length === 0 ? (
        <p className="empty">{queue.length ? 'No suggestion of this kind and age is waiting.' : 'No suggestion is waiting.'}</p>
      ) : (
        <ul className="suggestion-queue">
          {shown.map((s) => (
            <QueueItem key={s.id} suggestion={s} selected={selected.has(s.id)} onSelect={(on) => select(s.id, on)} onDecided={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Rejects the selected suggestions with one reason. */
function RejectSelected({ ids, onDone }: { ids: number[]; onDone: (message: string) => void }) {
  const [commit, busy] = useRejectSuggestionsMutation();
  const [reason, setReason] = useState('A duplicate of another suggestion about the same fact.');
  const [error, setError] = useState<Error | null>(null);
  if (!ids.length) return null;
  const reject = () =>
    commit({
      variables: { ids, reason },
      updater: (store) => {
        for (const id of ids) leaveQueue(store, id);
      },
      onCompleted: () => {
        setError(null);
        onDone(`Suggestions ${ids.join(', ')} rejected.`);
      },
      onError: setError,
    });
  return (
    <section className="suggestion-bulk" aria-label="Selected suggestions">
      <label>
        Reason for the {ids.length} selected <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} />
      </label>
      <button type="button" disabled={busy || !reason.trim()} onClick={reject}>
        Reject the {ids.length} selected
      </button>
      <Refusal error={error} />
    </section>
  );
}

export const SuggestionsPage = adminPage<SuggestionsPageQuery>('Suggestions', Queue);

const number = (n: number) => n.toLocaleString('en');

type Arrival = SuggestionsPage_activity$data['lastHour'];

/** What arrived in the last hour and day, against the week before. */
function Arrivals({ activity: ref }: { activity: SuggestionsPage_activity$key }) {
  const activity = useFragment(activityFragment, ref);
  const span = (label: string, a: Arrival) => (
    <li className={a.aboveNormal ? 'above-normal' : undefined}>
      {label}: {number(a.arrived)} suggestion{a.arrived === 1 ? '' : 's'} from {number(a.networks)} network{a.networks === 1 ? '' : 's'} (
      {number(a.taken)} taken, {number(a.refused)} refused by the caps){a.aboveNormal ? ', above normal' : ''}
    </li>
  );
  return (
    <section className="suggestion-arrivals" aria-label="Arrivals">
      {activity.flood ? (
        <p role="alert">
          A flood of suggestions may be under way: far more than usual (about {activity.usualPerHour.toFixed(1)} an hour the week before).
          The caps per address, per network and per fact hold it; reject what it filed.
        </p>
      ) : null}
      <ul>
        {span('Last hour', activity.lastHour)}
        {span('Last day', activity.lastDay)}
      </ul>
    </section>
  );
}

function QueueItem({
  suggestion,
  selected,
  onSelect,
  onDecided,
}: {
  suggestion: SuggestionsPage_suggestion$key;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onDecided: (message: string) => void;
}) {
  const s = useFragment(suggestionFragment, suggestion);
  const [commitAccept] = useAcceptSuggestionMutation();
  const [commitReject] = useRejectSuggestionMutation();
  const [preview, setPreview] = useState<SuggestionsPageAcceptMutation['response']['acceptSuggestion'] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [kind, setKind] = useState<string>(s.sourceUrl ? 'guide-page' : 'in-game');
  const [reason, setReason] = useState('');
  const accept = (dryRun: boolean) =>
    commitAccept({
      variables: { id: s.id, sourceKind: kind, dryRun },
      updater: (store, data) => {
        if (data?.acceptSuggestion.applied) leaveQueue(store, s.id);
      },
      onCompleted: (r) => {
        setError(null);
        if (dryRun) setPreview(r.acceptSuggestion);
        else onDecided(`Suggestion ${s.id} accepted: ${r.acceptSuggestion.summary} (change ${r.acceptSuggestion.auditId}).`);
      },
      onError: setError,
    });
  const reject = () =>
    commitReject({
      variables: { id: s.id, reason },
      updater: (store) => leaveQueue(store, s.id),
      onCompleted: () => onDecided(`Suggestion ${s.id} rejected.`),
      onError: setError,
    });
  return (
    <li className="suggestion-item" aria-label={`Suggestion ${s.id}`}>
      <label className="suggestion-select">
        <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} /> Select #{s.id}
      </label>
      <h2>
        #{s.id} · {s.label} of <code>{s.key}</code>{' '}
        <span className="count">
          by {s.count} address{s.count === 1 ? '' : 'es'}, expires {s.expiresAt.slice(0, 10)}
        </span>
        {s.earlierAccepted ? (
          <span className="trust">
            {' '}
            · {s.earlierAccepted} earlier suggestion{s.earlierAccepted === 1 ? '' : 's'} from its address accepted
          </span>
        ) : null}
      </h2>
      <p>
        Proposed: <code>{s.value}</code>
        {s.current ? (
          <>
            {' '}
            · the site holds now: <code>{s.current}</code>
          </>
        ) : (
          ' · the site holds none'
        )}
      </p>
      <SuggestionSource s={s} />
      {s.note ? <p className="suggestion-note">Note: {s.note}</p> : null}
      <Refusal error={error} />
      {
        <div className="suggestion-actions">
          <label>
            The source is{' '}
            <select value={kind} onChange={(e) => setKind(e.target.value)}>
              <Options values={SOURCE_KINDS} />
            </select>
          </label>
          {s.newRecord && s.task ? (
            // A new record is checked and completed in its task page, filled in from the suggestion; saving it there accepts it.
            <Link className="button-link" to={`/admin/${s.task}?suggestion=${s.id}`}>
              Accept in the {s.label} page
            </Link>
          ) : (
            <>
              <button type="button" onClick={() => accept(true)}>
                Preview
              </button>
              <button type="button" onClick={() => accept(false)}>
                Accept
              </button>
            </>
          )}
          <label>
            Reason <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </label>
          <button type="button" disabled={!reason.trim()} onClick={reject}>
            Reject
          </button>
        </div>
      }
      {preview ? (
        <section aria-label={`Preview of suggestion ${s.id}`}>
          <h3>{preview.summary}</h3>
          <ChangeList changes={preview.changes} />
        </section>
      ) : null}
    </li>
  );
}

/** Where a suggestion's fact comes from: its page, or the day seen in the game; and the screenshots handed in with it. */
function SuggestionSource({
  s,
}: {
  s: Pick<SuggestionsPage_suggestion$data, 'id' | 'sourceUrl' | 'inGameOn' | 'screenshotUrl' | 'moreSources' | 'evidence'>;
}) {
  return (
    <>
      <p>
        Source:{' '}
        {s.sourceUrl ? (
          <a href={s.sourceUrl} target="_blank" rel="noreferrer noopener nofollow">
            {s.sourceUrl}
          </a>
        ) : (
          <>
            seen in the game on {s.inGameOn}
            {s.screenshotUrl ? (
              <>
                {' '}
                (
                <a href={s.screenshotUrl} target="_blank" rel="noreferrer noopener nofollow">
                  screenshot
                </a>
                )
              </>
            ) : null}
          </>
        )}
        {s.moreSources.length ? ` · also: ${s.moreSources.join(', ')}` : ''}
      </p>
      {s.evidence.length ? (
        <ul className="suggestion-evidence" aria-label="Screenshots handed in">
          {s.evidence.map((e) => (
            <li key={e.id}>
              <a href={e.url} target="_blank" rel="noreferrer noopener">
                <img
                  src={e.url}
                  width={e.width}
                  height={e.height}
                  loading="lazy"
                  alt={`Screenshot ${e.id} handed in with suggestion ${s.id}`}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
