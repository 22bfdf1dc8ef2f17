import { type CSSProperties, memo, useId, useState } from 'react';
import { Portrait, type PortraitFiles } from '../shared/Portrait.tsx';
import { type FriendFlags, type FriendMap, flagsIn } from '../shared/roster/format.ts';
import { cycled, MARK_BADGE, MARK_TEXT, markOf } from '../shared/roster/marks.ts';
import { useSettings } from '../shared/settings.ts';
import { allOwned, cleared, countMarks, type FriendEntry, type FriendGroup, restored } from './marks.ts';

/** A Friend as the checklist draws it. */
export interface ShownFriend extends FriendEntry {
  readonly shortName: string;
  readonly shortNameTranslit: string | null | undefined;
  readonly revealed: boolean;
  readonly thumbnail: string;
  readonly altThumbnail: string | null | undefined;
  readonly spoilerSafeThumbnail: string | null | undefined;
  readonly portrait: PortraitFiles | null | undefined;
}

type Apply = (change: (friends: FriendMap) => FriendMap | null) => void;

interface GroupProps {
  group: FriendGroup<ShownFriend>;
  marks: FriendMap;
  readOnly: boolean;
  disabled: boolean;
  apply: Apply;
}

/**
 * Whether a group draws the same: the store keeps the flags of every Friend a change leaves alone
 * (the same object), so a tap re-renders the one group it changed, not all of them.
 */
const sameGroup = (a: GroupProps, b: GroupProps) =>
  a.group === b.group &&
  a.readOnly === b.readOnly &&
  a.disabled === b.disabled &&
  a.apply === b.apply &&
  (a.marks === b.marks || a.group.friends.every((f) => a.marks[f.slug] === b.marks[f.slug]));

/** One world's or one type's Friends: its heading and count, its bulk buttons, its portraits. */
export const FriendGroupSection = memo(function FriendGroupSection({ group, marks, readOnly, disabled, apply }: GroupProps) {
  const heading = useId();
  const slugs = group.friends.map((f) => f.slug);
  const { owned, total } = countMarks(marks, slugs);
  // The group's marks before its last bulk change, for its Undo.
  const [undo, setUndo] = useState<{ before: ReadonlyMap<string, FriendFlags>; text: string } | null>(null);
  const bulk = (change: (friends: FriendMap, slugs: readonly string[]) => FriendMap | null, text: string) => {
    let before: ReadonlyMap<string, FriendFlags> | null = null;
    apply((friends) => {
      const next = change(friends, slugs);
      if (next) before = new Map(slugs.map((slug) => [slug, flagsIn(friends, slug)]));
      return next;
    });
    setUndo(before ? { before, text } : null);
  };
  return (
    <section className="roster-group" aria-labelledby={heading} style={{ '--tiles': group.friends.length } as CSSProperties}>
      <div className="roster-group-head">
        <h2 id={heading}>
          {group.label}{' '}
          <span className="roster-group-count">
            {owned} of {total} owned
          </span>
        </h2>
        {readOnly ? null : (
          <div className="roster-actions">
            <button
              type="button"
              className="roster-button"
              disabled={disabled}
              onClick={() => bulk(allOwned, `All of ${group.label} marked owned.`)}
            >
              Mark all owned<span className="visually-hidden"> ({group.label})</span>
            </button>
            <button
              type="button"
              className="roster-button"
              disabled={disabled}
              onClick={() => bulk(cleared, `Marks of ${group.label} cleared.`)}
            >
              Clear<span className="visually-hidden"> ({group.label})</span>
            </button>
          </div>
        )}
      </div>
      {undo && !readOnly ? (
        <p className="roster-undo">
          <output>{undo.text}</output>{' '}
          <button
            type="button"
            className="roster-button"
            disabled={disabled}
            onClick={() => {
              apply((friends) => restored(friends, undo.before));
              setUndo(null);
            }}
          >
            Undo<span className="visually-hidden"> ({group.label})</span>
          </button>
        </p>
      ) : null}
      <ul className="roster-grid">
        {group.friends.map((friend) => (
          <li key={friend.slug}>
            <FriendTile friend={friend} flags={flagsIn(marks, friend.slug)} readOnly={readOnly} disabled={disabled} apply={apply} />
          </li>
        ))}
      </ul>
    </section>
  );
}, sameGroup);

/**
 * A Friend's portrait with its mark: a button that moves it one step along the cycle, or (a shared
 * roster) the same picture, read-only. Memoised: a tap re-renders only the Friend it changed.
 */
const FriendTile = memo(function FriendTile({
  friend,
  flags,
  readOnly,
  disabled,
  apply,
}: {
  friend: ShownFriend;
  flags: FriendFlags;
  readOnly: boolean;
  disabled: boolean;
  apply: Apply;
}) {
  const { useTraditionalName, prioritizePC98 } = useSettings();
  const name = (useTraditionalName && friend.shortNameTranslit) || friend.shortName;
  const mark = markOf(flags);
  const world = friend.worldCode ?? '?';
  const alsoWished = flags.wishlist && mark !== 'wishlist';
  const label = `${name} (${world}): ${MARK_TEXT[mark]}${alsoWished ? ', also on the wishlist' : ''}`;
  const special = (prioritizePC98 && friend.altThumbnail) || (!friend.revealed && friend.spoilerSafeThumbnail);
  const inside = (
    <>
      <Portrait portrait={special ? null : friend.portrait} fallback={special || friend.thumbnail} size={72} />
      <span className="friend-name" aria-hidden="true">
        {name}
      </span>
      <span className="friend-world" aria-hidden="true">
        {world}
      </span>
      {mark === 'none' ? null : (
        <span className="friend-badge" aria-hidden="true">
          {MARK_BADGE[mark]}
        </span>
      )}
    </>
  );
  const className = `friend-tile mark-${mark}${alsoWished ? ' also-wished' : ''}`;
  if (readOnly) {
    return (
      <div className={className} data-slug={friend.slug}>
        <span className="visually-hidden">{label}</span>
        {inside}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={mark !== 'none'}
      disabled={disabled}
      data-slug={friend.slug}
      title={`${name} (${world})`}
      onClick={() => apply((f) => cycled(f, friend.slug))}
    >
      {inside}
    </button>
  );
});
