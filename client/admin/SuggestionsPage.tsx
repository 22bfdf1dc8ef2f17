// The queue of visitors' suggestions: each open one by record (most made first), the fact proposed
// against the record as it is (the dry run's diff, on demand), its source and note; accept applies
// it through the write road (audited, crediting the suggestion), reject asks for the reason the
// suggestion's public page shows. Above the queue, how many suggestions arrived lately and from how
// many networks, flagged when above normal, so a flood shows while it is under way.
import './admin.css';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from 'react-relay';
import { SOURCE_KINDS } from '../../server/shared/vocabulary.ts';
import { usePageTitle } from '../shell/title.ts';
import type { SuggestionsPageAcceptMutation } from './__generated__/SuggestionsPageAcceptMutation.graphql';
import type { SuggestionsPageQuery, SuggestionsPageQuery$data } from './__generated__/SuggestionsPageQuery.graphql';
import type { SuggestionsPageRejectMutation } from './__generated__/SuggestionsPageRejectMutation.graphql';
import { adminMutation, adminQuery } from './api.ts';
import { ChangeList, Refusal, RequireSession } from './parts.tsx';

type Suggestion = SuggestionsPageQuery$data['suggestionQueue'][number];
type Activity = SuggestionsPageQuery$data['suggestionActivity'];

const QueueQuery = graphql`
  query SuggestionsPageQuery {
    suggestionQueue(first: 200) {
      id
      file
      key
      field
      label
      value
      sourceUrl
      inGameOn
      screenshotUrl
      moreSources
      note
      count
      createdAt
      expiresAt
    }
    suggestionActivity {
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
  }
`;

const AcceptMutation = graphql`
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
`;

const RejectMutation = graphql`
  mutation SuggestionsPageRejectMutation($id: Int!, $reason: String!) {
    rejectSuggestion(id: $id, reason: $reason) {
      id
      status
    }
  }
`;

export function SuggestionsPage() {
  usePageTitle('Suggestions');
  return <RequireSession>{() => <Queue />}</RequireSession>;
}

function Queue() {
  const [queue, setQueue] = useState<readonly Suggestion[] | null>(null);
  const [activity, setActivity] = useState<Activity | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => {
    adminQuery<SuggestionsPageQuery>(QueueQuery, {}).then(
      (d) => {
        setQueue(d.suggestionQueue);
        setActivity(d.suggestionActivity);
      },
      (e: Error) => setError(e),
    );
  }, []);
  useEffect(load, []);
  return (
    <section>
      <h1>Suggestions</h1>
      <p>
        Facts visitors suggested, each with its source. Check the source; <em>Preview</em> shows what accepting changes; <em>Accept</em>{' '}
        applies it as an edit crediting the suggestion; <em>Reject</em> needs the reason its public page will show.
      </p>
      <Refusal error={error} />
      {activity ? <Arrivals activity={activity} /> : null}
      {notice ? <output className="admin-notice">{notice}</output> : null}
      {queue === null ? (
        <p className="admin-wait">Loading…</p>
      ) : queue.length === 0 ? (
        <p className="empty">No suggestion is waiting.</p>
      ) : (
        <ul className="suggestion-queue">
          {queue.map((s) => (
            <QueueItem
              key={s.id}
              s={s}
              onDecided={(message) => {
                setNotice(message);
                load();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

const number = (n: number) => n.toLocaleString('en');

/** What arrived in the last hour and day, against the week before. */
function Arrivals({ activity }: { activity: Activity }) {
  const span = (label: string, a: Activity['lastHour']) => (
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

function QueueItem({ s, onDecided }: { s: Suggestion; onDecided: (message: string) => void }) {
  const [preview, setPreview] = useState<SuggestionsPageAcceptMutation['response']['acceptSuggestion'] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [kind, setKind] = useState<string>(s.sourceUrl ? 'guide-page' : 'in-game');
  const [reason, setReason] = useState('');
  const accept = (dryRun: boolean) =>
    adminMutation<SuggestionsPageAcceptMutation>(AcceptMutation, { id: s.id, sourceKind: kind, dryRun }).then(
      (r) => {
        setError(null);
        if (dryRun) setPreview(r.acceptSuggestion);
        else onDecided(`Suggestion ${s.id} accepted: ${r.acceptSuggestion.summary} (change ${r.acceptSuggestion.auditId}).`);
      },
      (e: Error) => setError(e),
    );
  const reject = () =>
    adminMutation<SuggestionsPageRejectMutation>(RejectMutation, { id: s.id, reason }).then(
      () => onDecided(`Suggestion ${s.id} rejected.`),
      (e: Error) => setError(e),
    );
  return (
    <li className="suggestion-item" aria-label={`Suggestion ${s.id}`}>
      <h2>
        #{s.id} · {s.label} of <code>{s.key}</code>{' '}
        <span className="count">
          by {s.count} address{s.count === 1 ? '' : 'es'}, expires {s.expiresAt.slice(0, 10)}
        </span>
      </h2>
      <p>
        Proposed: <code>{s.value}</code>
      </p>
      <p>
        Source:{' '}
        {s.sourceUrl ? (
          <a href={s.sourceUrl} target="_blank" rel="noreferrer noopener nofollow">
            {s.sourceUrl}
          </a>
        ) : (
          <>
            seen in the game on {s.inGameOn} (
            <a href={s.screenshotUrl ?? '#'} target="_blank" rel="noreferrer noopener nofollow">
              screenshot
            </a>
            )
          </>
        )}
        {s.moreSources.length ? ` · also: ${s.moreSources.join(', ')}` : ''}
      </p>
      {s.note ? <p className="suggestion-note">Note: {s.note}</p> : null}
      <Refusal error={error} />
      {
        <div className="suggestion-actions">
          <label>
            The source is{' '}
            <select value={kind} onChange={(e) => setKind(e.target.value)}>
              {SOURCE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => accept(true)}>
            Preview
          </button>
          <button type="button" onClick={() => accept(false)}>
            Accept
          </button>
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
