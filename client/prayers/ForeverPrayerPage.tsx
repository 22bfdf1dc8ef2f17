import './prayers.css';
import { useId, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ForeverPrayerPageQuery } from '../__generated__/ForeverPrayerPageQuery.graphql.ts';
import type { ForeverPrayerView_foreverPrayer$key } from '../__generated__/ForeverPrayerView_foreverPrayer.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { LocalDate } from '../shared/LocalDate.tsx';
import { sourceHref } from '../shared/PreciseDate.tsx';
import { RarityIcon, TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { openCharacter } from '../shell/characterModal.ts';
import { usePageTitle } from '../shell/title.ts';
import { type ChanceMode, daysCounted, defaultMode, foreverChance, MODE_LABELS, RARITIES, rarityOf } from './foreverChance.ts';
import { PrayerCharacter } from './PrayerCharacter.tsx';
import { PrayerCountdown, PrayerDates } from './PrayerTiming.tsx';

const Query = graphql`
  query ForeverPrayerPageQuery($id: Int) {
    foreverPrayer(id: $id) {
      foreverPrayerId
      title
      ...ForeverPrayerView_foreverPrayer
    }
    foreverPrayers {
      foreverPrayerId
      title
    }
  }
`;

/** The spec's error for a forever prayer the data does not have. */
export function foreverPrayerMissing(): Error {
  return Object.assign(new Error('data is null'), { status: 404 });
}

function ForeverPrayerView({ foreverPrayer }: { foreverPrayer: ForeverPrayerView_foreverPrayer$key }) {
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
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [picked, setPicked] = useState<string | null>(null);
  const [mode, setMode] = useState<ChanceMode>(() => defaultMode(f.startAt, f.endAt, Date.now()));
  const modeId = useId();

  const byRarity = new Map<string, string[]>();
  for (const c of f.characters) {
    const r = rarityOf(c.character.type);
    byRarity.set(r, [...(byRarity.get(r) ?? []), c.character.slug]);
  }
  const toggle = (slug: string) => {
    setPicked(null);
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  };
  const pickRarity = (rarity: string) => {
    if (picked === rarity) {
      setPicked(null);
      setChosen(new Set());
    } else {
      setPicked(rarity);
      setChosen(new Set(byRarity.get(rarity)));
    }
  };
  const chosenTypes = f.characters.filter((c) => chosen.has(c.character.slug)).map((c) => c.character.type);
  const days = daysCounted(f.startAt, f.endAt, Date.now(), mode);
  const result = foreverChance(chosenTypes, f.thresholds, days);
  const newOnes = f.characters.filter((c) => c.isNew);
  const href = f.source ? sourceHref(f.source) : null;

  return (
    <>
      <h1>{f.title}</h1>
      <p className="prayer-meta">
        {!f.revealed ? <span className="tag spoiler-tag">JP spoiler</span> : null}
        {f.sample ? <span className="sample-badge">sample data</span> : null}
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

      <h2>Friends</h2>
      {f.characters.length ? (
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
          <ul className="rate-ups forever-characters">
            {f.characters.map((c) => (
              <li key={c.character.slug} className={chosen.has(c.character.slug) ? 'chosen' : undefined}>
                <div className="forever-pick">
                  <PrayerCharacter
                    character={c.character}
                    badge={c.isNew ? 'new' : null}
                    onSelect={() => toggle(c.character.slug)}
                    pressed={chosen.has(c.character.slug)}
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

      <h2>Rates</h2>
      {f.thresholds.length ? (
        <table className="chance-table thresholds">
          <thead>
            <tr>
              <th scope="col">Rarity</th>
              <th scope="col">From</th>
              <th scope="col">Rate</th>
              <th scope="col">Friends</th>
              <th scope="col">Each</th>
            </tr>
          </thead>
          <tbody>
            {f.thresholds.map((t) => (
              <tr key={`${t.rarity}-${t.date}`}>
                <td>
                  <RarityIcon type={t.rarity} size={14} /> {TYPE_LABELS[t.rarity] ?? t.rarity}
                </td>
                <td>
                  <LocalDate value={t.date} />
                </td>
                <td className="chance">{(t.rate * 100).toFixed(3)}%</td>
                <td>{t.count}</td>
                <td className="chance">{t.count ? `${((t.rate / t.count) * 100).toFixed(5)}%` : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty">No source states this forever prayer's rates, so no chance can be worked out.</p>
      )}

      <section className="forever-calculator" aria-label="Chance calculator">
        <h2>Chance calculator</h2>
        <label htmlFor={modeId}>Days counted</label>{' '}
        <select id={modeId} value={mode} onChange={(e) => setMode(Number(e.target.value) as ChanceMode)}>
          {([0, 1, 2, 3] as const).map((m) => (
            <option key={m} value={m}>
              {MODE_LABELS[m]}
            </option>
          ))}
        </select>
        {mode !== 0 ? (
          <p className="forever-chance" data-testid="forever-chance">
            {chosen.size === 0
              ? 'Choose Friends to see the chance of getting at least one of them.'
              : `${(result.chance * 100).toFixed(2)}% to get at least one of the ${chosen.size} chosen Friend${chosen.size === 1 ? '' : 's'} in ${result.days} daily pull${result.days === 1 ? '' : 's'} (${(result.daily * 100).toFixed(5)}% a day).`}
          </p>
        ) : null}
        <p className="hint">
          Chance = 1 − (1 − daily chance)^days, with each Friend's daily chance its rarity's rate shared by the Friends of that rarity.
        </p>
      </section>
    </>
  );
}

export function ForeverPrayerPage({ queryRef }: { queryRef: PreloadedQuery<ForeverPrayerPageQuery> }) {
  const data = usePreloadedQuery<ForeverPrayerPageQuery>(Query, queryRef);
  usePageTitle(data.foreverPrayer?.title ?? 'Forever Prayer');
  if (!data.foreverPrayer) throw foreverPrayerMissing();
  const current = data.foreverPrayer.foreverPrayerId;
  return (
    <section className="page prayers-page forever-page">
      <p className="breadcrumb">Forever Prayer</p>
      <ForeverPrayerView key={current} foreverPrayer={data.foreverPrayer} />
      {data.foreverPrayers.length > 1 ? (
        <nav className="forever-list" aria-label="Forever prayers">
          <h2>Every forever prayer</h2>
          <ul>
            {data.foreverPrayers.map((f) => (
              <li key={f.foreverPrayerId}>
                {f.foreverPrayerId === current ? (
                  <strong aria-current="page">{f.title}</strong>
                ) : (
                  <Link to={`/prayer/forever-prayer?id=${f.foreverPrayerId}`}>{f.title}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

export const loader = queryLoader<ForeverPrayerPageQuery>(Query, (url) => {
  const id = url.searchParams.get('id');
  return { id: id && /^\d{1,9}$/.test(id) ? Number(id) : null };
});
export const Component = preloadedPage<ForeverPrayerPageQuery>(ForeverPrayerPage);
