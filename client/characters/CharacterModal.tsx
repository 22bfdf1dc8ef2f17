import './characters.css';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, RelayEnvironmentProvider, useFragment, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import type { CharacterModal_character$data, CharacterModal_character$key } from '../__generated__/CharacterModal_character.graphql.ts';
import type { CharacterModalQuery as Query } from '../__generated__/CharacterModalQuery.graphql.ts';
import { Countdown } from '../shared/Countdown.tsx';
import { LocalDate } from '../shared/LocalDate.tsx';
import { Modal } from '../shared/Modal.tsx';
import { Portrait } from '../shared/Portrait.tsx';
import { PreciseDate } from '../shared/PreciseDate.tsx';
import { RarityIcon, TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { useRenderNow } from '../shared/renderState.tsx';
import { RosterToggles } from '../shared/roster/RosterToggles.tsx';
import { SourceLink } from '../shared/SourceLink.tsx';
import { SuggestLink } from '../shared/SuggestLink.tsx';
import { useSettings } from '../shared/settings.ts';
import { closeCharacter, useOpenCharacter } from '../shell/characterModal.ts';
import { STATUS_STYLES } from './status.ts';

export const CharacterModalQuery = graphql`
  query CharacterModalQuery($slug: String!) {
    character(slug: $slug) {
      ...CharacterModal_character
      ...AttackSection_character
    }
  }
`;

// The attacks are below the fold of the modal, which every page loads: their code comes when a
// character is opened, not with the modal.
const AttackSection = lazy(() => import('./AttackSection.tsx').then((m) => ({ default: m.AttackSection })));

const CharacterFragment = graphql`
  fragment CharacterModal_character on Character {
    slug
    nameEn
    shortName
    nameJp
    nameKana
    nameTranslit
    titleEn
    titleJp
    nameMeta {
      modalSmall
    }
    colors
    status
    type
    currentRarity
    worldCode
    worldName
    role
    hasRebirth
    rebirthAvailable
    releaseNo
    release {
      debut
      debutPrecision
      debutSource
      debutSourceKind
      debutTimeKnown
      debutAfter
      debutAfterSource
      debutAfterSourceKind
      debutAfterTimeKnown
      rebirthPrecision
      rebirth
      bannerCount
      lastBanner
    }
    pools {
      id
      since
    }
    images {
      full
      rebirthFull
    }
    portrait {
      src
      avifSrcSet
      webpSrcSet
    }
    links {
      gamepress
      youtube
      touhouWiki
      lwChron
    }
    sample
  }
`;

/** The side of the character's picture in the modal and on the page, in CSS pixels. */
const ART_SIZE = 192;

function Spinner() {
  return (
    <div className="modal-loading">
      <div className="loading-spinner" role="progressbar" aria-label="Loading character" />
    </div>
  );
}

function DateRow({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value ? <LocalDate value={value} /> : <span className="unknown">unknown</span>}</dd>
    </>
  );
}

/** A permanent prayer's row: whether its pool holds the character, and since when where a source says. */
function PoolRow({ label, pool }: { label: string; pool: { since: string | null | undefined } | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {!pool ? (
          <span className="unknown">not in its pool</span>
        ) : pool.since ? (
          <>
            in its pool since <LocalDate value={pool.since} />
          </>
        ) : (
          <>
            in its pool <span className="unknown">(no source dates when it joined)</span>
          </>
        )}
      </dd>
    </>
  );
}

/** The status chip: a non-limited character says which permanent prayer holds it. */
function statusLabel(status: string, pools: readonly { id: string }[]): string {
  if (status === 'non-limited' && pools.length === 1) return pools[0].id === 'ritual' ? 'In the ritual prayer' : 'In the standard prayer';
  return STATUS_STYLES[status]?.label ?? status;
}

function CharacterDetails({ queryRef, openPage }: { queryRef: PreloadedQuery<Query>; openPage: (path: string) => void }) {
  const { character } = usePreloadedQuery<Query>(CharacterModalQuery, queryRef);
  if (!character) return <p className="empty">This character does not exist, or is not revealed yet.</p>;
  return (
    <>
      <CharacterView character={character} openPage={openPage} />
      <Suspense fallback={null}>
        <AttackSection character={character} level={4} />
      </Suspense>
    </>
  );
}

/** One character's art, names, tags, colours, dates and links: the modal's content, and the character page's. */
export function CharacterView({
  character,
  heading: Heading = 'h3',
  openPage,
}: {
  character: CharacterModal_character$key;
  heading?: 'h1' | 'h3';
  /** In the modal: goes to the character's own page (once the modal is closed). */
  openPage?: (path: string) => void;
}) {
  const c = useFragment(CharacterFragment, character);
  const { useTraditionalName } = useSettings();
  const now = useRenderNow();
  const links = Object.entries({
    GamePress: c.links.gamepress,
    YouTube: c.links.youtube,
    'Touhou Wiki': c.links.touhouWiki,
    'LW Chronicle': c.links.lwChron,
  }).filter((e): e is [string, string] => !!e[1]);
  return (
    <div className="character-details" style={{ '--accent-colour': c.colors[0] ?? '#888' } as React.CSSProperties}>
      <CharacterArt images={c.images} portrait={c.portrait} name={c.nameEn} />
      <div className="character-info">
        {c.titleEn || c.titleJp ? <p className="character-title">{c.titleEn ?? c.titleJp}</p> : null}
        <Heading className={c.nameMeta.modalSmall ? 'small' : undefined}>{(useTraditionalName && c.nameTranslit) || c.nameEn}</Heading>
        {c.nameJp ? (
          <p className="character-jp" lang="ja">
            {c.nameJp}
            {c.nameKana ? <span className="kana"> ({c.nameKana})</span> : null}
          </p>
        ) : null}
        <p className="character-tags">
          <RarityIcon type={c.currentRarity} /> {TYPE_LABELS[c.type] ?? c.type}
          <span className="tag" style={{ borderColor: STATUS_STYLES[c.status]?.colour }}>
            {statusLabel(c.status, c.pools)}
          </span>
          {c.worldCode ? <span className="tag">{c.worldName ? `${c.worldCode} · ${c.worldName}` : c.worldCode}</span> : null}
          {c.role ? <span className="tag">{c.role}</span> : null}
          {c.hasRebirth ? (
            <span className={`tag rebirth-heart ${c.rebirthAvailable ? 'available' : 'upcoming'}`} title="Fantasy rebirth">
              ♥ {c.rebirthAvailable ? 'Rebirth available' : 'Rebirth upcoming'}
            </span>
          ) : null}
          {c.sample ? <span className="sample-badge">sample data</span> : null}
        </p>
        {c.portrait ? null : (
          <p className="portrait-wanted">
            No portrait yet.
            <SuggestLink field="portrait" recordKey={c.slug} label="Have one? Suggest it" />
          </p>
        )}
        <RosterToggles slug={c.slug} name={c.nameEn} hasRebirth={c.hasRebirth} />
        <fieldset className="colour-swatches">
          <legend className="visually-hidden">Colours</legend>
          {c.colors.map((hex) => (
            <span key={hex} className="swatch" style={{ background: hex }} title={hex} />
          ))}
        </fieldset>
        {c.release.debut && new Date(c.release.debut).getTime() > now ? (
          <p className="upcoming-hint">
            Arrives in <Countdown target={c.release.debut} intervalMs={200} />
          </p>
        ) : null}
        <ReleaseDates slug={c.slug} release={c.release} pools={c.pools} releaseNo={c.releaseNo} hasRebirth={c.hasRebirth} />
        {links.length ? (
          <p className="external-links">
            {links.map(([label, href]) => (
              <a key={label} href={href} target="_blank" rel="noreferrer noopener">
                {label}
              </a>
            ))}
          </p>
        ) : null}
        {openPage ? (
          // The character's own page, an address to keep or share.
          <p className="character-page-link">
            <Link
              to={`/characters/${c.slug}`}
              onClick={(event) => {
                event.preventDefault();
                openPage(`/characters/${c.slug}`);
              }}
            >
              Page of {c.nameEn}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

type Character = CharacterModal_character$data;

/** The character's picture (its portrait, or its full art), and the switch to its rebirth costume where it has one. */
function CharacterArt({ images, portrait, name }: { images: Character['images']; portrait: Character['portrait']; name: string }) {
  const [rebirth, setRebirth] = useState(false);
  const [imageLoaded, setImageLoaded] = useState(false);
  // A page the server drew may have its picture loaded (or failed) before React attached `onLoad`,
  // as on a shared link or a reload: the element says so itself once it is in the page.
  const artRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setImageLoaded(true);
  }, []);
  const image = rebirth && images.rebirthFull ? images.rebirthFull : images.full;
  const showPortrait = !!portrait && !(rebirth && images.rebirthFull);
  return (
    <div className="character-art">
      {!imageLoaded ? <Spinner /> : null}
      {/* The portrait, drawn at ART_SIZE and fetched first: it is the page's main picture. */}
      <Portrait
        key={showPortrait ? 'portrait' : image}
        portrait={showPortrait ? portrait : null}
        fallback={image}
        size={ART_SIZE}
        eager
        imgRef={artRef}
        alt={name}
        onLoad={() => setImageLoaded(true)}
        onError={() => setImageLoaded(true)}
        className={imageLoaded ? 'loaded' : ''}
      />
      {images.rebirthFull ? (
        <button type="button" className="toggle-art" onClick={() => setRebirth((r) => !r)} aria-pressed={rebirth}>
          {rebirth ? 'Base costume' : 'Rebirth costume'}
        </button>
      ) : null}
    </div>
  );
}

/** When the character came out (or comes out), its places in the permanent prayers, its rebirth and its banners. */
function ReleaseDates({
  slug,
  release,
  pools,
  releaseNo,
  hasRebirth,
}: Pick<Character, 'slug' | 'release' | 'pools' | 'releaseNo' | 'hasRebirth'>) {
  return (
    <dl className="release-dates">
      <dt>Debut</dt>
      <dd>
        {release.debut ? (
          <PreciseDate
            value={release.debut}
            precision={release.debutPrecision}
            after={release.debutAfter}
            timeKnown={release.debutTimeKnown}
            afterTimeKnown={release.debutAfterTimeKnown}
          />
        ) : (
          <span className="unknown">unknown</span>
        )}
        {release.debutAfterSource ? (
          <SourceLink source={release.debutAfterSource} label="not out yet" kind={release.debutAfterSourceKind} />
        ) : null}
        {release.debutSource ? <SourceLink source={release.debutSource} kind={release.debutSourceKind} /> : null}
        {!release.debut || !['INSTANT', 'DAY', 'LAUNCH'].includes(release.debutPrecision ?? 'INSTANT') ? (
          <SuggestLink field="debut" recordKey={slug} />
        ) : null}
      </dd>
      <PoolRow label="Standard prayer" pool={pools.find((p) => p.id === 'standard')} />
      <PoolRow label="Ritual prayer" pool={pools.find((p) => p.id === 'ritual')} />
      <dt>Rebirth</dt>
      <dd>
        {release.rebirth ? (
          <PreciseDate value={release.rebirth} precision={release.rebirthPrecision} />
        ) : (
          <span className="unknown">unknown</span>
        )}
        {hasRebirth && (!release.rebirth || !['INSTANT', 'DAY'].includes(release.rebirthPrecision ?? 'INSTANT')) ? (
          <SuggestLink field="rebirth" recordKey={slug} />
        ) : null}
      </dd>
      <dt>Banners so far</dt>
      <dd>{release.bannerCount}</dd>
      <DateRow label="Last banner" value={release.lastBanner} />
      {releaseNo ? (
        <>
          <dt>Release no.</dt>
          <dd>{releaseNo}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The one character modal of the site: any thumbnail anywhere opens it. */
export function CharacterModalHost() {
  const navigate = useNavigate();
  const slug = useOpenCharacter();
  // loadQuery belongs to the environment of the spoiler switch: flipping it reloads the modal.
  const [queryRef, loadQuery, dispose] = useQueryLoader<Query>(CharacterModalQuery);

  useEffect(() => {
    if (slug) loadQuery({ slug }, { fetchPolicy: 'store-or-network' });
    else dispose();
  }, [slug, loadQuery, dispose]);

  return (
    <Modal open={!!slug} title="Character" onClose={closeCharacter} className="character-modal">
      {(close) =>
        queryRef ? (
          <RelayEnvironmentProvider environment={queryRef.environment}>
            <Suspense fallback={<Spinner />}>
              {/* The modal's history entry goes first, then the page is visited. */}
              <CharacterDetails key={slug} queryRef={queryRef} openPage={(path) => close(() => navigate(path))} />
            </Suspense>
          </RelayEnvironmentProvider>
        ) : (
          <Spinner />
        )
      }
    </Modal>
  );
}
