import './roster.css';
import { useCallback, useMemo, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import type { MyFriendsPageQuery, MyFriendsPageQuery$data } from '../__generated__/MyFriendsPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { useHydrating } from '../shared/renderState.tsx';
import type { FriendMap } from '../shared/roster/format.ts';
import { type RosterState, type RosterStore, rosterStore, useRoster } from '../shared/roster/store.ts';
import { useSettings } from '../shared/settings.ts';
import { usePageTitle } from '../shell/title.ts';
import { FriendGroupSection, type ShownFriend } from './FriendGroup.tsx';
import { countMarks, type Grouping, groupFriends, notShown } from './marks.ts';
import { ImportPreview, TransferTools } from './Transfer.tsx';
import { decodeShare, type ShareResult, unknownAndHidden } from './transfer.ts';

const Query = graphql`
  query MyFriendsPageQuery {
    worldGroups {
      worlds {
        code
        name
      }
    }
    characters(first: 1000, orderBy: RELEASE) {
      edges {
        node {
          slug
          shortName
          shortNameTranslit
          type
          worldCode
          released
          unreleasedGroup
          revealed
          thumbnail
          altThumbnail
          spoilerSafeThumbnail
          portrait {
            src
            avifSrcSet
            webpSrcSet
          }
        }
      }
    }
  }
`;

type Node = MyFriendsPageQuery$data['characters']['edges'][number]['node'];

/**
 * The Friends a player can have: those playable on the global server and, for a viewer with the
 * spoiler switch on (the only one the server gives them to), those out in Japan. Story, enemy and
 * print-work characters are no one's to own.
 */
const ownable = (c: Node) => c.released || c.unreleasedGroup === 'jp';

const TYPE_ORDER = Object.entries(TYPE_LABELS);

/** The share code of the address (`#r=...`), once the page is the browser's: the server never sees a fragment. */
function useShared(): ShareResult | null {
  const hydrating = useHydrating();
  const { hash } = useLocation();
  const fragment = hydrating ? '' : hash;
  return useMemo(() => (fragment.startsWith('#r=') ? decodeShare(fragment) : null), [fragment]);
}

export function MyFriendsPage({ queryRef, store = rosterStore }: { queryRef: PreloadedQuery<MyFriendsPageQuery>; store?: RosterStore }) {
  usePageTitle('My Friends');
  const data = usePreloadedQuery<MyFriendsPageQuery>(Query, queryRef);
  const state = useRoster(store);
  const shared = useShared();
  const { jpContent } = useSettings();
  const [grouping, setGrouping] = useState<Grouping>('world');
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const friends = useMemo(() => data.characters.edges.map((e) => e.node).filter(ownable), [data]);
  const slugs = useMemo(() => friends.map((f) => f.slug), [friends]);
  const worldOrder = useMemo(
    () => data.worldGroups.flatMap((g) => g.worlds.map((w) => [w.code, w.name ? `${w.code} · ${w.name}` : w.code] as const)),
    [data],
  );
  const groups = useMemo(
    () => groupFriends<ShownFriend>(friends, grouping, grouping === 'world' ? worldOrder : TYPE_ORDER),
    [friends, grouping, worldOrder],
  );

  const readOnly = shared?.ok === true;
  const sharedRoster = useMemo(
    () => (shared?.ok ? { version: 1 as const, friends: shared.roster.friends, planner: null, updatedAt: new Date().toISOString() } : null),
    [shared],
  );
  const marks: FriendMap = shared?.ok ? shared.roster.friends : state.roster.friends;
  const counts = countMarks(marks, slugs);
  const apply = useCallback((change: (friends: FriendMap) => FriendMap | null) => store.change(change), [store]);

  return (
    <section className="page roster-page">
      <h1>My Friends</h1>
      <p className="page-intro">
        Mark the Friends you own, have reborn or wish for. Tap a Friend to go from not marked to owned, to owned and reborn, to the
        wishlist, and back to not marked.
      </p>
      <p className="roster-device">Your data stays on this device: nothing you mark here is sent to the site.</p>
      {shared ? (
        <SharedBanner shared={shared} visible={slugs} jpContent={jpContent} onAdd={() => setAdding(true)} />
      ) : (
        <StateNotices state={state} store={store} />
      )}
      {sharedRoster && adding ? (
        <ImportPreview
          store={store}
          incoming={sharedRoster}
          source="the shared roster"
          shown={slugs}
          jpContent={jpContent}
          onDone={(message) => {
            setAdding(false);
            setAdded(message);
          }}
        />
      ) : null}
      {added && readOnly ? <output className="roster-message">{added}</output> : null}
      <Summary counts={counts} shared={readOnly} />
      {readOnly ? null : <TransferTools store={store} state={state} shown={slugs} jpContent={jpContent} />}
      <fieldset className="roster-grouping">
        <legend>Group</legend>
        <button type="button" aria-pressed={grouping === 'world'} onClick={() => setGrouping('world')}>
          By world
        </button>
        <button type="button" aria-pressed={grouping === 'type'} onClick={() => setGrouping('type')}>
          By type
        </button>
      </fieldset>
      {groups.length === 0 ? <p className="empty">No Friend to mark yet.</p> : null}
      {groups.map((group) => (
        <FriendGroupSection
          key={`${grouping}-${group.key}`}
          group={group}
          marks={marks}
          readOnly={readOnly}
          disabled={state.loadError !== null && !readOnly}
          apply={apply}
        />
      ))}
    </section>
  );
}

function Summary({ counts, shared }: { counts: ReturnType<typeof countMarks>; shared: boolean }) {
  const { total, owned, reborn, wishlist } = counts;
  return (
    <div className="roster-summary">
      <div className="roster-bar" aria-hidden="true">
        <div className="roster-bar-fill" style={{ width: total ? `${(owned / total) * 100}%` : '0%' }} />
      </div>
      <p aria-live="polite">
        {shared ? 'This roster: ' : null}
        <strong className="roster-owned">
          {owned} of {total} owned
        </strong>
        {' · '}
        <span className="roster-reborn">{reborn} reborn</span>
        {' · '}
        <span className="roster-wishlist">{wishlist} on the wishlist</span>
      </p>
    </div>
  );
}

const STORAGE_PROBLEMS = {
  unavailable:
    'This browser keeps no data for this site (a private window, or storage blocked): your marks work, but only for this visit. Export them to keep them.',
  full: "This browser's storage for this site is full: your latest marks work, but only for this visit. Export them to keep them, or free some space.",
} as const;

/** Why marks will not be kept, or why the saved roster cannot be read (with the way out: clearing it). */
function StateNotices({ state, store }: { state: RosterState; store: RosterStore }) {
  return (
    <>
      {state.storageProblem ? <output className="roster-notice warning">{STORAGE_PROBLEMS[state.storageProblem]}</output> : null}
      {state.loadError ? (
        <div className="roster-notice error" role="alert">
          <p>
            {state.loadError} Marking is paused until then, and the saved roster is left as it is. You can also clear it and start again, or
            import a file over it.
          </p>
          <button type="button" className="roster-button" onClick={() => store.clear()}>
            Clear the saved roster
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The banner over a shared roster (read-only), or what is wrong with the link; either way, the way back. */
function SharedBanner({
  shared,
  visible,
  jpContent,
  onAdd,
}: {
  shared: ShareResult;
  visible: readonly string[];
  jpContent: boolean;
  onAdd: () => void;
}) {
  const back = (
    <Link to="/my-friends" className="roster-back">
      Back to your own roster
    </Link>
  );
  if (!shared.ok) {
    return (
      <div className="roster-notice error" role="alert">
        <p>{shared.error} Your own roster is shown below.</p>
        {back}
      </div>
    );
  }
  const { unknown } = unknownAndHidden(shared.roster, new Set(visible), new Set());
  return (
    <div className="roster-notice shared">
      <p>
        <strong>Viewing a shared roster (read-only).</strong> Your own marks are not shown or changed.
      </p>
      {unknown.length ? <p>{notShown(unknown.length, 'this roster', jpContent)}</p> : null}
      <p className="roster-actions">
        {back}
        <button type="button" className="roster-button" onClick={onAdd}>
          Add these marks to your roster…
        </button>
      </p>
    </div>
  );
}

export const loader = queryLoader<MyFriendsPageQuery>(Query);
export const Component = preloadedPage<MyFriendsPageQuery>(MyFriendsPage);
