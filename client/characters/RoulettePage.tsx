import './characters.css';
import { type CSSProperties, type FormEvent, type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import type { RoulettePageQuery, RoulettePageQuery$data } from '../__generated__/RoulettePageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { useQueryState } from '../shared/queryParams.ts';
import { useSettings } from '../shared/settings.ts';
import { usePageTitle } from '../shell/title.ts';
import { useToasts } from '../shell/toasts.tsx';
import { Chips, typeIcon } from './Filters.tsx';
import { TYPE_FILTERS } from './filters.ts';
import { RouletteCard } from './RouletteCard.tsx';
import {
  DEFAULT_ROULETTE,
  drawFriends,
  MAX_DRAW,
  matchesFilters,
  newSeed,
  type RouletteState,
  type RouletteVocabulary,
  readRoulette,
  writeRoulette,
} from './roulette.ts';

// The groups' ids are not read: a world group and a series tab may share one (l1), and the store
// keeps one record per id.
// The whole roster the viewer may see is read once (the same answer for every draw and filter):
// the Friends playable on the global server and, with the spoiler switch on, those out or
// announced on the Japanese server; the filters and the draw run on it in the page.
const Query = graphql`
  query RoulettePageQuery {
    characters(first: 1000, released: true, orderBy: RELEASE) {
      edges {
        node {
          slug
          shortName
          type
          role
          worldCode
          series {
            id
          }
          ...RouletteCard_character
        }
      }
    }
    unreleasedCharacters {
      jp {
        slug
        shortName
        type
        role
        worldCode
        series {
          id
        }
        ...RouletteCard_character
      }
    }
    roleGroups {
      id
      name
    }
    worldGroups {
      name
      worlds {
        code
        name
      }
    }
    seriesTabs {
      name
      series {
        id
        enTitle
      }
    }
  }
`;

const COUNTS = Array.from({ length: MAX_DRAW }, (_, i) => i + 1);

/** "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** A labelled select: the label names it alone (its options are not part of its name). */
function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="roulette-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function RoulettePage({ queryRef }: { queryRef: PreloadedQuery<RoulettePageQuery> }) {
  usePageTitle('Character Roulette');
  const data = usePreloadedQuery<RoulettePageQuery>(Query, queryRef);
  const { jpContent } = useSettings();

  const roster = useMemo(() => [...data.characters.edges.map((e) => e.node), ...data.unreleasedCharacters.jp], [data]);
  const known = useMemo<RouletteVocabulary>(
    () => ({
      roles: data.roleGroups.map((r) => r.id),
      worlds: data.worldGroups.flatMap((g) => g.worlds.map((w) => w.code)),
      series: data.seriesTabs.flatMap((t) => t.series.map((s) => s.id)),
    }),
    [data],
  );
  const read = useCallback((params: URLSearchParams) => readRoulette(params, known), [known]);
  const write = useCallback((state: RouletteState) => writeRoulette(state, known), [known]);
  const [state, setState] = useQueryState(read, write);
  // Counts the visitor's draws: the cards of a new draw are new elements, so they reveal again.
  const [draws, setDraws] = useState(0);

  const { types, roles, world, series, count, repeats, seed } = state;
  const pool = useMemo(
    () => roster.filter((f) => matchesFilters(f, { types, roles, world, series })),
    [roster, types, roles, world, series],
  );
  const drawn = useMemo(() => (seed === null ? [] : drawFriends(pool, count, repeats, seed)), [pool, count, repeats, seed]);

  // A world or series is offered when a Friend of the roster is in it (and when the link chose it).
  const worldsInRoster = new Set(roster.map((f) => f.worldCode));
  const seriesInRoster = new Set(roster.map((f) => f.series?.id));
  const worldGroups = data.worldGroups
    .map((g) => ({ ...g, worlds: g.worlds.filter((w) => worldsInRoster.has(w.code) || w.code === world) }))
    .filter((g) => g.worlds.length);
  const seriesTabs = data.seriesTabs
    .map((t) => ({ ...t, series: t.series.filter((s) => seriesInRoster.has(s.id) || s.id === series) }))
    .filter((t) => t.series.length);

  // Any change of what to draw from leaves the last draw behind: what is shown is what the link gives.
  const change = (next: Partial<RouletteState>) => setState({ ...state, ...next, seed: null });
  const filtered = types.length + roles.length + (world ? 1 : 0) + (series ? 1 : 0) > 0;

  const draw = (event: FormEvent) => {
    event.preventDefault();
    setState({ ...state, seed: newSeed() });
    setDraws((n) => n + 1);
  };

  return (
    <section className="page characters-page roulette-page">
      <h1>Character Roulette</h1>
      <p className="page-intro">
        Draw Friends at random, from every Friend or from those of a type, role, world or series. The link of a draw shows the same Friends
        to whoever opens it (with the same spoiler setting).
        {jpContent ? null : ' Turn on JP content in the settings to also draw Friends not out on the global server yet.'}
      </p>
      <form className="roulette-form" onSubmit={draw} aria-label="What to draw">
        <Chips legend="Type" options={TYPE_FILTERS} chosen={types} icon={typeIcon} onChange={(next) => change({ types: next })} />
        <Chips
          legend="Role"
          options={data.roleGroups.map((r) => [r.id, r.name] as const)}
          chosen={roles}
          icon={(id) => <span className={`role-dot role-${id}`} aria-hidden="true" />}
          onChange={(next) => change({ roles: next })}
        />
        <div className="roulette-fields">
          <PlaceFields worldGroups={worldGroups} seriesTabs={seriesTabs} world={world} series={series} change={change} />
          <SelectField label="How many" value={String(count)} onChange={(value) => change({ count: Number(value) })}>
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
          <label className="roulette-check">
            <input type="checkbox" checked={repeats} onChange={(e) => change({ repeats: e.target.checked })} />
            Allow repeats
          </label>
        </div>
        <div className="roulette-actions">
          <button type="submit" className="roulette-draw" disabled={pool.length === 0}>
            {seed === null ? 'Draw' : 'Draw again'}
          </button>
          {filtered ? (
            <button type="button" className="link-button" onClick={() => change({ ...DEFAULT_ROULETTE, count, repeats })}>
              Clear filters
            </button>
          ) : null}
          <span className="list-count">
            {pool.length} Friend{pool.length === 1 ? '' : 's'} to draw from
          </span>
        </div>
      </form>
      {pool.length === 0 ? <p className="empty">No Friend matches these filters.</p> : null}
      <RouletteResults drawn={drawn} pool={pool.length} count={count} repeats={repeats} draws={draws} />
    </section>
  );
}

type Data = RoulettePageQuery$data;
type Friend = Data['characters']['edges'][number]['node'] | Data['unreleasedCharacters']['jp'][number];

/** The World and Series selects, offering the groups given (those with a Friend of the roster). */
function PlaceFields({
  worldGroups,
  seriesTabs,
  world,
  series,
  change,
}: {
  worldGroups: Data['worldGroups'];
  seriesTabs: Data['seriesTabs'];
  world: string | null;
  series: string | null;
  change: (next: Partial<RouletteState>) => void;
}) {
  return (
    <>
      <SelectField label="World" value={world ?? ''} onChange={(value) => change({ world: value || null })}>
        <option value="">Any world</option>
        {worldGroups.map((g) => (
          <optgroup key={g.name} label={g.name}>
            {g.worlds.map((w) => (
              <option key={w.code} value={w.code}>
                {w.code}
                {w.name ? ` · ${w.name}` : ''}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <SelectField label="Series" value={series ?? ''} onChange={(value) => change({ series: value || null })}>
        <option value="">Any series</option>
        {seriesTabs.map((t) => (
          <optgroup key={t.name} label={t.name}>
            {t.series.map((s) => (
              <option key={s.id} value={s.id}>
                {s.enTitle}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </>
  );
}

/** The Friends drawn, in the order drawn, each card revealed in turn, and the link that shows the same draw. */
function RouletteResults({
  drawn,
  pool,
  count,
  repeats,
  draws,
}: {
  drawn: readonly Friend[];
  /** How many Friends the draw was from. */
  pool: number;
  count: number;
  repeats: boolean;
  draws: number;
}) {
  const location = useLocation();
  const toasts = useToasts();
  const link = `${location.pathname}${location.search}`;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(new URL(link, window.location.href).href);
      toasts.show('Link to this draw copied.', { type: 'success' });
    } catch {
      toasts.show('The link could not be copied: use "Link to this draw" instead.', { type: 'warning' });
    }
  };
  return (
    <section className="roulette-results" aria-label="Drawn Friends">
      <output className="roulette-summary">
        {drawn.length ? (
          <>
            {drawn.length} drawn from {pool}
            {!repeats && count > pool ? ` (only ${pool} match)` : ''}:{' '}
            <span className="visually-hidden">{listed(drawn.map((f) => f.shortName))}.</span>
          </>
        ) : null}
      </output>
      {drawn.length ? (
        <ol key={draws} className={`roulette-list${draws ? ' reveal' : ''}`}>
          {drawn.map((f, i) => (
            // A Friend drawn twice (with repeats) is a card per draw; its place staggers its reveal.
            // biome-ignore lint/suspicious/noArrayIndexKey: the place in the draw is what a card is
            <li key={i} style={{ '--place': i } as CSSProperties}>
              <RouletteCard character={f} />
            </li>
          ))}
        </ol>
      ) : null}
      {drawn.length ? (
        <p className="roulette-share">
          <Link to={link}>Link to this draw</Link>
          <button type="button" className="link-button" onClick={copyLink}>
            Copy link
          </button>
        </p>
      ) : null}
    </section>
  );
}

export const loader = queryLoader<RoulettePageQuery>(Query);
export const Component = preloadedPage<RoulettePageQuery>(RoulettePage);
