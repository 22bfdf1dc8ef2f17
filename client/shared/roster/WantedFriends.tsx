// A prayer that features Friends on the player's wishlist says so: "On your wishlist: Reimu". The
// server draws nothing here (it never sees the roster); the device's wishlist shows once the page
// is live. A Friend already owned is not wanted, whatever an older mark says.
import './toggles.css';
import { Link } from 'react-router-dom';
import { flagsIn, isWanted } from './format.ts';
import { type RosterStore, rosterStore, useRoster } from './store.ts';

export interface FeaturedFriend {
  readonly slug: string;
  readonly name: string;
}

/** The featured Friends the roster wishes for and does not own, in the prayer's order. */
export function wantedAmong(friends: Parameters<typeof flagsIn>[0], featured: readonly FeaturedFriend[]): FeaturedFriend[] {
  return featured.filter(({ slug }) => isWanted(flagsIn(friends, slug)));
}

export function WantedFriends({ featured, store = rosterStore }: { featured: readonly FeaturedFriend[]; store?: RosterStore }) {
  const { roster } = useRoster(store);
  const wanted = wantedAmong(roster.friends, featured);
  if (!wanted.length) return null;
  return (
    <p className="wanted-friends">
      <Link to="/my-friends">On your wishlist</Link>: {wanted.map((f) => f.name).join(', ')}
    </p>
  );
}
