import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  ForeverPrayerView_foreverPrayer$data,
  ForeverPrayerView_foreverPrayer$key,
} from '../__generated__/ForeverPrayerView_foreverPrayer.graphql.ts';
import { sourceHref } from '../shared/PreciseDate.tsx';
import { RarityIcon, TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { flagsIn, isWanted } from '../shared/roster/format.ts';
import { onDevice, useRoster } from '../shared/roster/store.ts';
import { SuggestLink } from '../shared/SuggestLink.tsx';
import { openCharacter } from '../shell/characterModal.ts';
import { ForeverChanceCalculator } from './ForeverChanceCalculator.tsx';
import { ForeverPrayerRates } from './ForeverPrayerRates.tsx';
import { RARITIES, rarityOf, thresholdCounts } from './foreverChance.ts';
import { PrayerCharacter } from './PrayerCharacter.tsx';
import { PrayerCountdown, PrayerDates } from './PrayerTiming.tsx';

/**
 * One forever prayer: its dates, notes and source, its new Friends, every Friend (to choose, one by
 * one or by rarity), its rates and the chance of getting one of the chosen Friends.
 */
export function ForeverPrayerView({ foreverPrayer }: { foreverPrayer: ForeverPrayerView_foreverPrayer$key }) {
  const f = useFragment(
    graphql`
      fragment ForeverPrayerView_foreverPrayer on ForeverPrayer {
        foreverPrayerId
        title
        startAt
        endAt
        notes
        revealed
        sample
        source
        characters {
          isNew
          character {
            slug
            type
            shortName
            ...PrayerCharacter_character
          }
        }
        thresholds {
          rarity
          date
          rate
          count
        }
      }
    `,
    foreverPrayer,
  );
  const byRarity = friendsByRarity(f.characters);
  const choice = useChosenFriends(byRarity, f.characters);
  const { chosen } = choice;
  const counts = thresholdCounts(f.thresholds);
  // The rates count the Friends of each rarity; a list that names fewer is partial, and then the
  // calculator asks how many of each rarity are wanted instead.
  const complete = f.characters.length > 0 && [...counts].every(([r, n]) => (byRarity.get(r)?.length ?? 0) === n);
  const [wanted, setWanted] = useState<Readonly<Record<string, number>>>({});
  const chosenTypes = complete
    ? f.characters.filter((c) => chosen.has(c.character.slug)).map((c) => c.character.type)
    : [...counts.keys()].flatMap((r) => Array.from({ length: wanted[r] ?? 0 }, () => r));
  const newOnes = f.characters.filter((c) => c.isNew);
  const href = f.source ? sourceHref(f.source) : null;

  return (
    <>
      <h1>{f.title}</h1>
      <p className="prayer-meta">
        {!f.revealed ? <span className="tag spoiler-tag">JP spoiler</span> : null}
        {f.sample ? <span className="sample-badge">sample data</span> : null}
        {f.sample || !f.characters.length ? <SuggestLink field="characters" recordKey={f.foreverPrayerId} /> : null}
      </p>
      <p className="prayer-when">
        <PrayerDates startAt={f.startAt} endAt={f.endAt} /> <PrayerCountdown startAt={f.startAt} endAt={f.endAt} />
      </p>
      {f.notes ? <p className="forever-notes">{f.notes}</p> : null}
      {href ? (
        <p>
          <a href={href} target="_blank" rel="noreferrer noopener">
            Source
          </a>
        </p>
      ) : null}

      {newOnes.length ? (
        <>
          <h2>New Friends</h2>
          <ul className="rate-ups">
            {newOnes.map((c) => (
              <li key={c.character.slug}>
                <PrayerCharacter character={c.character} badge="new" />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <ForeverFriends characters={f.characters} counts={counts} complete={complete} byRarity={byRarity} choice={choice} />

      {complete && choice.fromWishlist.length ? (
        <p className="wanted-friends" data-testid="forever-from-wishlist">
          Chosen from your wishlist: {choice.fromWishlist.join(', ')}
        </p>
      ) : null}
      <ForeverPrayerRates thresholds={f.thresholds} />
      {f.thresholds.length ? (
        <ForeverChanceCalculator
          startAt={f.startAt}
          endAt={f.endAt}
          thresholds={f.thresholds}
          chosenTypes={chosenTypes}
          byCount={complete ? null : { counts, wanted, setWanted }}
        />
      ) : (
        <section className="forever-calculator" aria-label="Chance calculator">
          <h2>Chance calculator</h2>
          <p className="empty" data-testid="forever-no-rates">
            No source states this forever prayer's rates, so the chance of getting a Friend from it cannot be worked out.
          </p>
        </section>
      )}
    </>
  );
}

type Characters = ForeverPrayerView_foreverPrayer$data['characters'];

/** The slugs of the prayer's Friends by rarity. */
function friendsByRarity(characters: Characters): Map<string, string[]> {
  const byRarity = new Map<string, string[]>();
  for (const c of characters) {
    const r = rarityOf(c.character.type);
    byRarity.set(r, [...(byRarity.get(r) ?? []), c.character.slug]);
  }
  return byRarity;
}

/**
 * The Friends chosen for the calculator: one by one, or all of a rarity at once (`picked`). It
 * starts from the player's wishlist (the Friends wished for and not owned), once the page has read
 * it from the device, unless the player chose first.
 */
function useChosenFriends(byRarity: Map<string, string[]>, characters: Characters) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [picked, setPicked] = useState<string | null>(null);
  const [fromWishlist, setFromWishlist] = useState<string[]>([]);
  const settled = useRef(false);
  const roster = useRoster();
  const device = onDevice(roster);
  useEffect(() => {
    if (!device || settled.current) return;
    settled.current = true;
    const wanted = characters.filter((c) => isWanted(flagsIn(roster.roster.friends, c.character.slug)));
    if (!wanted.length) return;
    setChosen(new Set(wanted.map((c) => c.character.slug)));
    setFromWishlist(wanted.map((c) => c.character.shortName));
  }, [device, roster, characters]);
  const toggle = (slug: string) => {
    settled.current = true;
    setFromWishlist([]);
    setPicked(null);
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  };
  const pickRarity = (rarity: string) => {
    settled.current = true;
    setFromWishlist([]);
    if (picked === rarity) {
      setPicked(null);
      setChosen(new Set());
    } else {
      setPicked(rarity);
      setChosen(new Set(byRarity.get(rarity)));
    }
  };
  return { chosen, picked, toggle, pickRarity, fromWishlist };
}

/** Every Friend of the prayer, to choose one by one or by rarity when the list is complete. */
function ForeverFriends({
  characters,
  counts,
  complete,
  byRarity,
  choice,
}: {
  characters: Characters;
  counts: Map<string, number>;
  complete: boolean;
  byRarity: Map<string, string[]>;
  choice: ReturnType<typeof useChosenFriends>;
}) {
  const { chosen, picked, toggle, pickRarity } = choice;
  return (
    <>
      <h2>Friends</h2>
      {characters.length && !complete && counts.size ? (
        <p className="notice" data-testid="forever-partial">
          The list below names {characters.length} of the {[...counts.values()].reduce((a, b) => a + b, 0)} Friends the rates count; the
          calculator asks how many Friends of each rarity you want.
        </p>
      ) : null}
      {characters.length ? (
        <>
          {complete ? (
            <>
              <fieldset className="rarity-counts">
                <legend>Select by rarity</legend>
                {RARITIES.filter((r) => byRarity.has(r)).map((r) => (
                  <button
                    key={r}
                    type="button"
                    className={`chip${picked === r ? ' on' : ''}`}
                    aria-pressed={picked === r}
                    onClick={() => pickRarity(r)}
                  >
                    <RarityIcon type={r} size={14} /> {TYPE_LABELS[r] ?? r}: {byRarity.get(r)?.length}
                  </button>
                ))}
              </fieldset>
              <p className="hint">
                Click Friends to choose them, or a rarity count to choose all of its Friends (click it again to clear). The i button shows a
                Friend's details.
              </p>
            </>
          ) : null}
          <ul className="rate-ups forever-characters">
            {characters.map((c) => (
              <li key={c.character.slug} className={chosen.has(c.character.slug) ? 'chosen' : undefined}>
                <div className="forever-pick">
                  <PrayerCharacter
                    character={c.character}
                    badge={c.isNew ? 'new' : null}
                    onSelect={complete ? () => toggle(c.character.slug) : undefined}
                    pressed={complete ? chosen.has(c.character.slug) : undefined}
                  />
                  <button
                    type="button"
                    className="info-button"
                    onClick={() => openCharacter(c.character.slug)}
                    aria-label={`About ${c.character.slug}`}
                  >
                    i
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="empty">No source lists this forever prayer's Friends one by one; see the notes above.</p>
      )}
    </>
  );
}
