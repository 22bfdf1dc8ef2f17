// A new record checked as a task page's form changes: a dry run of its save (the dataset's own
// validation, every rule a save applies) and the records it may repeat (the file's own rule of what
// is the same record under another key), each a moment after the typing stops.
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { draftCheckSimilarQuery, draftCheckSimilarQuery$data } from './__generated__/draftCheckSimilarQuery.graphql';
import type { AdminApiError } from './api.ts';
import { type ChangeResult, Refusal, type Source } from './parts.tsx';

/** How long the form rests before it is checked. */
const QUIET_MS = 350;

const similarQuery = graphql`
  query draftCheckSimilarQuery($file: String!, $json: String!) {
    similarRecords(file: $file, json: $json) {
      key
      label
      portrait
    }
  }
`;

export type Duplicate = draftCheckSimilarQuery$data['similarRecords'][number];

export interface DraftCheck {
  /** Checking, or the last check's verdict: the summary of a valid record, or why it is not. */
  checking: boolean;
  summary: string | null;
  error: AdminApiError | Error | null;
  duplicates: readonly Duplicate[];
}

type DryRun = (
  variables: { json: string; source: Source; dryRun: true },
  done: (result: ChangeResult) => void,
  failed: (error: Error) => void,
) => void;

/** A source the dry run may take while the form's is not filled in yet (the check saves nothing). */
const checkSource = (source: Source): Source =>
  source.url?.trim() || source.inGameOn ? source : { inGameOn: new Date().toISOString().slice(0, 10), note: 'check' };

/** The record's checks, run again a moment after `json` (or the source) last changed; the answer to an older form is dropped. */
export function useDraftCheck(file: string, json: string, source: Source, dryRun: DryRun): DraftCheck {
  const environment = useRelayEnvironment();
  const [check, setCheck] = useState<DraftCheck>({ checking: false, summary: null, error: null, duplicates: [] });
  const latest = useRef(0);
  const run = useRef(dryRun);
  run.current = dryRun;
  const sourceKey = JSON.stringify(checkSource(source));
  useEffect(() => {
    const turn = ++latest.current;
    const current = () => turn === latest.current;
    const timer = setTimeout(() => {
      setCheck((c) => ({ ...c, checking: true }));
      run.current(
        { json, source: JSON.parse(sourceKey) as Source, dryRun: true },
        (result) => current() && setCheck((c) => ({ ...c, checking: false, summary: result.summary, error: null })),
        (error) => current() && setCheck((c) => ({ ...c, checking: false, summary: null, error })),
      );
      fetchQuery<draftCheckSimilarQuery>(environment, similarQuery, { file, json }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((d) => current() && setCheck((c) => ({ ...c, duplicates: d?.similarRecords ?? [] })))
        .catch(() => undefined);
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [environment, file, json, sourceKey]);
  return check;
}

/** The dry run's verdict on the form as it is. */
export function LiveCheck({ check }: { check: DraftCheck }) {
  return (
    <section className="live-check" aria-label="Validation" aria-live="polite">
      <h2>Validation</h2>
      {check.checking ? <p className="admin-wait">Checking…</p> : null}
      {check.error ? <Refusal error={check.error} /> : null}
      {!check.error && check.summary ? <p className="check-valid">Valid: saving it makes {check.summary}.</p> : null}
    </section>
  );
}

/** The held records the new one may repeat, each with its editor. */
export function DuplicateList({ duplicates, file }: { duplicates: readonly Duplicate[]; file: string }) {
  if (!duplicates.length) return null;
  return (
    <section className="duplicates" aria-label="Possible duplicates" role="alert">
      <h2>Already held?</h2>
      <p>These records may be the same one:</p>
      <ul>
        {duplicates.map((d) => (
          <li key={d.key}>
            {d.portrait ? <img src={d.portrait} alt="" width={32} height={32} /> : null}{' '}
            <Link to={`/admin/edit?file=${encodeURIComponent(file)}&key=${encodeURIComponent(d.key)}`}>{d.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
