// The "My Friends" bar of a character list: show every Friend, the owned, the not owned or the
// wished-for ones (the URL's `mine`), and "Tap to mark" to mark Friends straight from the list.
import './toggles.css';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useReplaceQuery } from '../queryParams.ts';
import { MINE_FILTERS, readMine, setMarking, useMarking } from './mine.ts';
import { onDevice, type RosterStore, rosterStore, useRoster } from './store.ts';

const CHOICES: readonly (readonly [string, string])[] = [['', 'All'], ...MINE_FILTERS];

/** `marking`: whether the list's tiles can be marked by a tap ("Tap to mark"); a list of rows that link elsewhere has none. */
export function MineFilterBar({ store = rosterStore, marking: markable = true }: { store?: RosterStore; marking?: boolean }) {
  const [params] = useSearchParams();
  const replace = useReplaceQuery();
  const name = useId();
  const chosen = readMine(params) ?? '';
  const marking = useMarking();
  const state = useRoster(store);
  const device = onDevice(state);
  return (
    <div className="mine-filter">
      <fieldset className="mine-choices">
        <legend>
          <Link to="/my-friends">My Friends</Link>
        </legend>
        {CHOICES.map(([id, label]) => (
          <label key={id || 'all'} className={`mine-choice${chosen === id ? ' on' : ''}`}>
            <input type="radio" name={name} value={id} checked={chosen === id} onChange={() => replace({ mine: id || null })} />
            {label}
          </label>
        ))}
      </fieldset>
      {markable ? (
        <label className={`mine-choice mark-switch${marking ? ' on' : ''}`}>
          <input
            type="checkbox"
            checked={marking}
            disabled={!device || state.loadError !== null}
            onChange={(event) => setMarking(event.target.checked)}
          />
          Tap to mark
        </label>
      ) : null}
      {chosen && !device ? (
        <p className="mine-note">Your marks are kept on this device: the list shows them once the page has loaded.</p>
      ) : null}
      {markable && marking ? (
        <p className="mine-note">
          Each tap on a Friend moves her mark on: owned, reborn, wishlist, then none. Turn this off to open Friends again.
        </p>
      ) : null}
    </div>
  );
}
