// What the task pages share (a new prayer, a new Friend): the suggestion a page was filled in
// from, and beside the form what is checked as it is typed and what the last dry run or save said.
import { useState } from 'react';
import { graphql, readInlineData } from 'react-relay';
import { Link } from 'react-router-dom';
import type { taskParts_suggestion$data, taskParts_suggestion$key } from './__generated__/taskParts_suggestion.graphql';
import { type DraftCheck, DuplicateList, LiveCheck } from './draftCheck.tsx';
import { ChangeList, type ChangeResult, Refusal } from './parts.tsx';

const suggestionFragment = graphql`
  fragment taskParts_suggestion on AdminSuggestion @inline {
    id
    status
    newRecord
    value
    sourceUrl
    inGameOn
    note
    count
    evidence {
      id
      url
      width
      height
    }
  }
`;

/** A visitor's suggestion of a new record, as a task page reads it. */
export type TaskSuggestion = taskParts_suggestion$data;
export const readSuggestion = (ref: taskParts_suggestion$key): TaskSuggestion => readInlineData(suggestionFragment, ref);

/**
 * What a task page's saves leave: the last result, and whether the suggestion it was filled in from
 * is accepted (by a save of this page: the page's query still says open). A save that adds the
 * record calls `next`, which readies the form for the next record.
 */
export function useTaskSaves(suggestion: TaskSuggestion | null, next: () => void) {
  const [result, setResult] = useState<ChangeResult | null>(null);
  const [credited, setCredited] = useState(false);
  const credit = !credited && suggestion?.newRecord && suggestion.status === 'open' ? suggestion.id : null;
  const shown = suggestion && credited ? { ...suggestion, status: 'accepted' } : suggestion;
  const done = (r: ChangeResult) => {
    setResult(r);
    if (!r.applied) return;
    if (credit) setCredited(true);
    next();
  };
  return { result, setResult, credit, suggestion: shown, done };
}

/** A task page's query variables: the suggestion it is filled in from (`?suggestion=<id>`), if any. */
export function suggestionVariables(url: URL): { suggestion: number; fromSuggestion: boolean } {
  const id = Number(url.searchParams.get('suggestion'));
  const fromSuggestion = Number.isSafeInteger(id) && id > 0;
  return { suggestion: fromSuggestion ? id : 0, fromSuggestion };
}

/** The key a change's summary names last (`… 1 added (53)`). */
const keyOf = (result: ChangeResult): string => /\(([^)]+)\)$/.exec(result.summary)?.[1] ?? '';

/** What the page checks as it is typed, and what the last dry run or save said. */
export function TaskAside({
  check,
  file,
  result,
  error,
  pageOf,
}: {
  check: DraftCheck;
  file: string;
  result: ChangeResult | null;
  error: Error | null;
  /** The public page of the record added, by its key. */
  pageOf: (key: string) => string;
}) {
  return (
    <aside className="task-aside" aria-label="Checks">
      <Refusal error={error} />
      {result ? (
        <output className="admin-done">
          {result.applied ? (
            <>
              Added: {result.summary}. <Link to={pageOf(keyOf(result))}>Its page</Link> · <Link to="/admin/audit">Audit log</Link>
            </>
          ) : (
            <>Dry run: {result.summary || 'nothing would change'}.</>
          )}
          <ChangeList changes={result.changes} />
        </output>
      ) : null}
      <LiveCheck check={check} />
      <DuplicateList duplicates={check.duplicates} file={file} />
    </aside>
  );
}

/** The suggestion the page was filled in from: its source, note and screenshots. */
export function SuggestionBox({ suggestion: s, what }: { suggestion: TaskSuggestion; what: string }) {
  if (!s.newRecord) return <Refusal error={new Error(`Suggestion ${s.id} does not propose a new ${what}: decide it from the queue.`)} />;
  return (
    <section className="task-suggestion" aria-label={`Suggestion ${s.id}`}>
      <h2>
        From suggestion {s.id} ({s.status}, made {s.count}×)
      </h2>
      <p>
        Source:{' '}
        {s.sourceUrl ? (
          <a href={s.sourceUrl} rel="noreferrer noopener" target="_blank">
            {s.sourceUrl}
          </a>
        ) : (
          `seen in the game on ${s.inGameOn}`
        )}
        {s.note ? ` · “${s.note}”` : null}
      </p>
      {s.evidence.map((e) => (
        <a key={e.id} href={e.url} target="_blank" rel="noreferrer noopener">
          <img
            className="task-evidence"
            src={e.url}
            width={Math.min(e.width, 320)}
            alt={`Screenshot ${e.id} handed in with the suggestion`}
          />
        </a>
      ))}
      {s.status !== 'open' ? (
        <p className="admin-error">
          It is {s.status} already: saving adds the {what} without crediting it.
        </p>
      ) : null}
    </section>
  );
}
