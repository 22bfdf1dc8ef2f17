// Records picked by name for a new record's lists: Friends from the list the page loaded (with
// their portraits), the records of a longer list (story cards) by a search of the server as the name is typed.
import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { pickersChoicesQuery } from './__generated__/pickersChoicesQuery.graphql';

/** A Friend as the pickers show her. */
export interface FriendChoice {
  readonly key: string;
  readonly label: string;
  readonly portrait: string | null | undefined;
}

/** How many matches a picker offers at once. */
const SHOWN = 8;

const Thumb = ({ src }: { src: string | null | undefined }) =>
  src ? <img className="picker-thumb" src={src} alt="" width={40} height={40} loading="lazy" /> : <span className="picker-thumb" />;

/** Friends picked by name: the matches of what is typed, each added with a click; the chosen ones in order, each removable. */
export function FriendPicker({
  friends,
  chosen,
  onChange,
}: {
  friends: readonly FriendChoice[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const byKey = new Map(friends.map((f) => [f.key, f]));
  const needle = typed.trim().toLowerCase();
  const matches = needle
    ? friends.filter((f) => !chosen.includes(f.key) && `${f.label} ${f.key}`.toLowerCase().includes(needle)).slice(0, SHOWN)
    : [];
  return (
    <fieldset className="picker">
      <legend>Featured Friends ({chosen.length})</legend>
      <ul className="picked" aria-label="Featured Friends chosen">
        {chosen.map((key) => (
          <li key={key}>
            <Thumb src={byKey.get(key)?.portrait} /> {byKey.get(key)?.label ?? `${key} (not a Friend of the data)`}{' '}
            <button type="button" className="link-button" onClick={() => onChange(chosen.filter((k) => k !== key))}>
              Remove<span className="visually-hidden"> {byKey.get(key)?.label ?? key}</span>
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={`${id}-find`}>Find a Friend by name</label>
      <input id={`${id}-find`} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      {matches.length ? (
        <ul className="picker-matches" aria-label="Friends found">
          {matches.map((f) => (
            <li key={f.key}>
              <button
                type="button"
                onClick={() => {
                  onChange([...chosen, f.key]);
                  setTyped('');
                }}
              >
                <Thumb src={f.portrait} /> Add {f.label}
              </button>
            </li>
          ))}
        </ul>
      ) : needle ? (
        <p className="picker-none">No other Friend by that name.</p>
      ) : null}
    </fieldset>
  );
}

const choicesQuery = graphql`
  query pickersChoicesQuery($task: String!, $list: String!, $search: String!) {
    task(name: $task) {
      choices(list: $list, search: $search, first: 8) {
        key
        label
        portrait
      }
    }
  }
`;

/** A record picked: its key and label. */
export type Picked = { key: string; label: string };

/** Records of one of a task's lists picked by name, found by the server as the name is typed (a file too long to load whole). */
export function SearchPicker({
  task,
  list,
  legend,
  what,
  chosen,
  onChange,
}: {
  task: string;
  list: string;
  legend: string;
  what: string;
  chosen: readonly Picked[];
  onChange: (picked: Picked[]) => void;
}) {
  const id = useId();
  const environment = useRelayEnvironment();
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<readonly FriendChoice[]>([]);
  useEffect(() => {
    const search = typed.trim();
    if (search.length < 2) {
      setFound([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      fetchQuery<pickersChoicesQuery>(environment, choicesQuery, { task, list, search })
        .toPromise()
        .then((d) => live && setFound(d?.task?.choices ?? []))
        .catch(() => live && setFound([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [environment, task, list, typed]);
  const matches = found.filter((c) => !chosen.some((k) => k.key === c.key));
  return (
    <fieldset className="picker">
      <legend>
        {legend} ({chosen.length})
      </legend>
      <ul className="picked" aria-label={`${legend} chosen`}>
        {chosen.map((c) => (
          <li key={c.key}>
            {c.label}{' '}
            <button type="button" className="link-button" onClick={() => onChange(chosen.filter((k) => k.key !== c.key))}>
              Remove<span className="visually-hidden"> {c.label}</span>
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={`${id}-find`}>Find a {what} by name</label>
      <input id={`${id}-find`} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      {matches.length ? (
        <ul className="picker-matches" aria-label={`${legend} found`}>
          {matches.map((c) => (
            <li key={c.key}>
              <button
                type="button"
                onClick={() => {
                  onChange([...chosen, { key: c.key, label: c.label }]);
                  setTyped('');
                }}
              >
                {c.portrait ? <Thumb src={c.portrait} /> : null} Add {c.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
