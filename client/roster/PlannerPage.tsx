import './roster.css';
import { Suspense, useId } from 'react';
import { graphql, type PreloadedQuery, useLazyLoadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { PlannerPageQuery, PlannerPageQuery$data } from '../__generated__/PlannerPageQuery.graphql.ts';
import type { PlannerPoolQuery } from '../__generated__/PlannerPoolQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { dayNumber } from '../shared/dates.ts';
import { EMPTY_PLANNER, isDay, isWanted, MAX_AMOUNT, PLANNER_AMOUNTS, type Planner } from '../shared/roster/format.ts';
import { onDevice, type RosterStore, rosterStore, useRoster } from '../shared/roster/store.ts';
import { usePageTitle } from '../shell/title.ts';
import { type Prices, type Pulls, pullsOf, savingsBy, wantedChance } from './planner.ts';

const Query = graphql`
  query PlannerPageQuery {
    pullPrices {
      single
      multi
      pullsPerMulti
      sample
    }
    prayers(first: 100, start: "now") {
      edges {
        node {
          prayerId
          name
          startAt
          endAt
          maxPulls
          gcCost
          disableSc
          sample
          stepUps {
            index
            sample
            items {
              cost
              multiplier
              pickUpGuaranteed
              guarantee {
                characters
                card5
              }
            }
          }
        }
      }
    }
  }
`;

type PlannerPrayerNode = PlannerPageQuery$data['prayers']['edges'][number]['node'];

const AMOUNT_LABELS: Readonly<Record<(typeof PLANNER_AMOUNTS)[number], string>> = {
  sealCrystals: 'Seal crystals',
  goldCrystals: 'God crystals (paid)',
  tickets: 'Prayer tickets',
  incomePerDay: 'Seal crystals earned a day',
  incomePerWeek: 'Seal crystals earned a week',
};

const number = new Intl.NumberFormat('en');
const percent = (p: number) => `${(p * 100).toFixed(2)}%`;
/** A UTC day number as "14 Dec 2026". */
const dayText = (day: number) =>
  new Date(day * 86_400_000).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** An amount as typed: digits only, at most the format's bound; anything else is 0. */
const amountOf = (text: string) => Math.min(MAX_AMOUNT, Number(text.replace(/\D/g, '').slice(0, 9)) || 0);

export function PlannerPage({ queryRef, store = rosterStore }: { queryRef: PreloadedQuery<PlannerPageQuery>; store?: RosterStore }) {
  usePageTitle('Pull Planner');
  const data = usePreloadedQuery<PlannerPageQuery>(Query, queryRef);
  const state = useRoster(store);
  const device = onDevice(state);
  const planner = state.roster.planner ?? EMPTY_PLANNER;
  const ids = { target: useId(), date: useId(), prayer: useId() };
  const amountIds = useId();
  const prayers = data.prayers.edges.map((e) => e.node);
  const target = planner.target;
  const prayer = target?.kind === 'prayer' ? (prayers.find((p) => p.prayerId === target.id) ?? null) : null;
  const wanted = Object.entries(state.roster.friends)
    .filter(([, f]) => isWanted(f))
    .map(([slug]) => slug);
  const editable = device && state.loadError === null;
  const set = (changes: Partial<Planner>) => store.setPlanner(changes);

  return (
    <section className="page planner-page">
      <h1>Pull Planner</h1>
      <p className="page-intro">
        What you will have saved by a day or for a prayer, the pulls it buys, and your chance of at least one Friend on your{' '}
        <Link to="/my-friends">wishlist</Link>. Everything here is kept on this device only.
      </p>
      {state.loadError ? <p className="roster-problem">Your saved roster cannot be read: open My Friends to replace or clear it.</p> : null}
      {state.storageProblem ? <p className="roster-problem">This browser keeps nothing: the planner lasts for this visit only.</p> : null}
      <form className="planner-form" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>What you have and earn</legend>
          {PLANNER_AMOUNTS.map((field) => (
            <div key={field} className="planner-field">
              <label htmlFor={`${amountIds}-${field}`}>{AMOUNT_LABELS[field]}</label>
              <input
                id={`${amountIds}-${field}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                disabled={!editable}
                value={device ? String(planner[field]) : ''}
                onChange={(e) => set({ [field]: amountOf(e.target.value) })}
              />
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>Saving for</legend>
          <div className="planner-field">
            <label htmlFor={ids.target}>Target</label>
            <select
              id={ids.target}
              disabled={!editable}
              value={target?.kind ?? ''}
              onChange={(e) => {
                const kind = e.target.value;
                if (kind === 'date') set({ target: { kind: 'date', date: isoDay(dayNumber(Date.now()) + 14) } });
                else if (kind === 'prayer' && prayers.length) set({ target: { kind: 'prayer', id: prayers[0].prayerId } });
                else set({ target: null });
              }}
            >
              <option value="">Choose…</option>
              <option value="date">A day</option>
              <option value="prayer" disabled={!prayers.length}>
                A prayer
              </option>
            </select>
          </div>
          {target?.kind === 'date' ? (
            <div className="planner-field">
              <label htmlFor={ids.date}>Day</label>
              <input
                id={ids.date}
                type="date"
                disabled={!editable}
                value={target.date}
                onChange={(e) => {
                  if (isDay(e.target.value)) set({ target: { kind: 'date', date: e.target.value } });
                }}
              />
            </div>
          ) : null}
          {target?.kind === 'prayer' ? (
            <div className="planner-field">
              <label htmlFor={ids.prayer}>Prayer</label>
              <select
                id={ids.prayer}
                disabled={!editable}
                value={prayer ? String(prayer.prayerId) : ''}
                onChange={(e) => set({ target: { kind: 'prayer', id: Number(e.target.value) } })}
              >
                {prayer ? null : <option value="">No longer listed</option>}
                {prayers.map((p) => (
                  <option key={p.prayerId} value={p.prayerId}>
                    {p.name}
                    {p.endAt ? ` (until ${dayText(dayNumber(p.endAt))})` : ' (end not known)'}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </fieldset>
      </form>
      {device ? <PlannerResult planner={planner} prayer={prayer} prices={data.pullPrices} wanted={wanted} /> : null}
      <p className="hint">
        Prices are the simulator&apos;s: {data.pullPrices.single} seal crystals a pull, {data.pullPrices.multi} for{' '}
        {data.pullPrices.pullsPerMulti} (sample figures: no public source found states the game&apos;s). A ticket is one pull. Income counts
        a day for each day after today up to the target day, and a week for each seven of them. On a prayer with step-ups, the steps are
        bought first, in order, while the crystals pay for them; the chance counts their guarantees and multipliers, and every other pull at
        the pool&apos;s rates, as the prayer page&apos;s &ldquo;Chance within N pulls&rdquo; does.
      </p>
    </section>
  );
}

function PlannerResult({
  planner,
  prayer,
  prices,
  wanted,
}: {
  planner: Planner;
  prayer: PlannerPrayerNode | null;
  prices: Prices;
  wanted: readonly string[];
}) {
  const today = dayNumber(Date.now());
  const target = planner.target;
  if (!target) return <p className="planner-result">Choose a day or a prayer to save for.</p>;
  if (target.kind === 'prayer' && !prayer)
    return <p className="planner-result">That prayer is over or no longer listed: choose another.</p>;
  const targetDay = target.kind === 'date' ? dayNumber(target.date) : prayer?.endAt ? dayNumber(prayer.endAt) : today;
  const savings = savingsBy(planner, today, targetDay);
  const pulls = pullsOf(savings, prices, prayer);
  return (
    <div className="planner-result" aria-live="polite">
      <p data-testid="planner-pulls">
        {prayer && !prayer.endAt ? `${prayer.name} has no known end, so this counts what you have today. ` : ''}
        By {dayText(Math.max(today, targetDay))}
        {prayer?.endAt ? `, when ${prayer.name} ends,` : ''} you will have <strong>{number.format(pulls.total)} pulls</strong>:{' '}
        {number.format(savings.sealCrystals)} seal crystals, {number.format(savings.tickets)} tickets and{' '}
        {number.format(savings.goldCrystals)} god crystals
        {pulls.gc ? ` (${number.format(pulls.gc)} pulls at god crystal rates)` : ''}.
        {pulls.steps.length
          ? ` The first ${number.format(pulls.steps.length * prices.pullsPerMulti)} are ${pulls.steps.length} step${pulls.steps.length === 1 ? '' : 's'} of its step-ups.`
          : ''}
        {pulls.capped ? ` The prayer's limit of ${number.format(prayer?.maxPulls ?? 0)} pulls caps it.` : ''}
        {targetDay < today ? ' That day has passed: counted with what you have today.' : ''}
      </p>
      {prayer ? (
        <Suspense fallback={<p className="planner-chance">Reading the prayer&apos;s rates…</p>}>
          <WantedChance prayer={prayer} wanted={wanted} pulls={pulls} pullsPerMulti={prices.pullsPerMulti} />
        </Suspense>
      ) : null}
    </div>
  );
}

function WantedChance({
  prayer,
  wanted,
  pulls,
  pullsPerMulti,
}: {
  prayer: PlannerPrayerNode;
  wanted: readonly string[];
  pulls: Pulls;
  pullsPerMulti: number;
}) {
  const data = useLazyLoadQuery<PlannerPoolQuery>(
    graphql`
      query PlannerPoolQuery($id: Int!) {
        prayer(id: $id) {
          name
          pool {
            sample
            entries {
              item {
                slug
                shortName
                group
              }
              chanceSc
              chanceGc
              pickUp
            }
          }
        }
      }
    `,
    { id: prayer.prayerId },
    { fetchPolicy: 'store-or-network' },
  );
  const pool = data.prayer?.pool;
  if (!pool) return <p className="planner-chance">This prayer has no pool to draw from.</p>;
  if (!wanted.length)
    return (
      <p className="planner-chance">
        Your wishlist is empty: mark the Friends you want on <Link to="/my-friends">My Friends</Link>.
      </p>
    );
  const entries = pool.entries.map((e) => ({
    slug: e.item.group === 'character' ? (e.item.slug ?? null) : null,
    name: e.item.shortName,
    group: e.item.group,
    chanceSc: e.chanceSc,
    chanceGc: e.chanceGc,
    pickUp: e.pickUp,
  }));
  const result = wantedChance(entries, new Set(wanted), pulls, { disableSc: prayer.disableSc, pullsPerMulti });
  if (!result.friends.length) return <p className="planner-chance">None of the Friends on your wishlist is in this prayer&apos;s pool.</p>;
  const names = entries.filter((f) => result.friends.includes(f)).map((f) => f.name);
  return (
    <p className="planner-chance" data-testid="planner-chance">
      <strong>{percent(result.chance)}</strong> to get at least one of {names.join(', ')} in {number.format(pulls.total)} pull
      {pulls.total === 1 ? '' : 's'} ({(result.perPullSc * 100).toFixed(5)}% per pull
      {pulls.gc ? `, ${(result.perPullGc * 100).toFixed(5)}% with god crystals` : ''}).
      {pool.sample ? ' The rates are sample values.' : ''}
    </p>
  );
}

export const loader = queryLoader<PlannerPageQuery>(Query);
export const Component = preloadedPage<PlannerPageQuery>(PlannerPage);
