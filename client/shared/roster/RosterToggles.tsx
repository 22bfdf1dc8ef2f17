// A Friend's own marks, on her page and in the character modal: owned, reborn (for a Friend with a
// fantasy rebirth) and wished for, each a toggle button kept on this device. The server draws the
// buttons unpressed (it never sees the roster); the device's marks show once the page is live.
import './toggles.css';
import { Link } from 'react-router-dom';
import { type FriendFlag, flagsIn } from './format.ts';
import { type RosterStore, rosterStore, useRoster } from './store.ts';

const LABELS: Readonly<Record<FriendFlag, string>> = { owned: 'Owned', rebirth: 'Reborn', wishlist: 'Wishlist' };

export function RosterToggles({
  slug,
  name,
  hasRebirth,
  store = rosterStore,
}: {
  slug: string;
  name: string;
  hasRebirth: boolean;
  store?: RosterStore;
}) {
  const { roster, loadError, storageProblem } = useRoster(store);
  const flags = flagsIn(roster.friends, slug);
  const shown: FriendFlag[] = hasRebirth || flags.rebirth ? ['owned', 'rebirth', 'wishlist'] : ['owned', 'wishlist'];
  const note = loadError
    ? 'Your saved roster cannot be read: open My Friends to replace or clear it.'
    : storageProblem
      ? 'This browser keeps nothing: marks last for this visit only.'
      : null;
  return (
    <fieldset className="roster-toggles">
      <legend>
        <Link to="/my-friends">My Friends</Link>
        <span className="visually-hidden">: {name}</span>
      </legend>
      {shown.map((flag) => (
        <button
          key={flag}
          type="button"
          className={`roster-toggle ${flag}`}
          aria-pressed={flags[flag]}
          disabled={loadError !== null}
          onClick={() => store.toggle(slug, flag)}
        >
          {LABELS[flag]}
        </button>
      ))}
      {note ? <span className="roster-toggles-note">{note}</span> : null}
    </fieldset>
  );
}
