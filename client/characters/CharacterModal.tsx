import './characters.css';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, RelayEnvironmentProvider, useFragment, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import type { CharacterModal_character$key } from '../__generated__/CharacterModal_character.graphql.ts';
import type { CharacterModalQuery as Query } from '../__generated__/CharacterModalQuery.graphql.ts';
import { Countdown } from '../shared/Countdown.tsx';
import { LocalDate } from '../shared/LocalDate.tsx';
import { Modal } from '../shared/Modal.tsx';
import { Portrait } from '../shared/Portrait.tsx';
import { PreciseDate } from '../shared/PreciseDate.tsx';
import { RarityIcon, TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { useRenderNow } from '../shared/renderState.tsx';
import { SourceLink } from '../shared/SourceLink.tsx';
import { SuggestLink } from '../shared/SuggestLink.tsx';
import { useSettings } from '../shared/settings.ts';
import { closeCharacter, useOpenCharacter } from '../shell/characterModal.ts';
import { STATUS_STYLES } from './status.ts';

export const CharacterModalQuery = graphql`
  query CharacterModalQuery($slug: String!) {
    character(slug: $slug) {
      ...CharacterModal_character
    }
  }
`;

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
  return <CharacterView character={character} openPage={openPage} />;
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
  const [rebirth, setRebirth] = useState(false);
  const [imageLoaded, setImageLoaded] = useState(false);
  // A page the server drew may have its picture loaded (or failed) before React attached `onLoad`,
  // as on a shared link or a reload: the element says so itself once it is in the page.
  const artRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setImageLoaded(true);
  }, []);
  const image = rebirth && c.images.rebirthFull ? c.images.rebirthFull : c.images.full;
  const showPortrait = !!c.portrait && !(rebirth && c.images.rebirthFull);
  const links = Object.entries({
    GamePress: c.links.gamepress,
    YouTube: c.links.youtube,
    'Touhou Wiki': c.links.touhouWiki,
    'LW Chronicle': c.links.lwChron,
  }).filter((e): e is [string, string] => !!e[1]);
  return (
    <div className="character-details" style={{ '--accent-colour': c.colors[0] ?? '#888' } as React.CSSProperties}>
      <div className="character-art">
        {!imageLoaded ? <Spinner /> : null}
        {/* The portrait, drawn at ART_SIZE and fetched first: it is the page's main picture. */}
        <Portrait
          key={showPortrait ? 'portrait' : image}
          portrait={showPortrait ? c.portrait : null}
          fallback={image}
          size={ART_SIZE}
          eager
          imgRef={artRef}
          alt={c.nameEn}
          onLoad={() => setImageLoaded(true)}
          onError={() => setImageLoaded(true)}
          className={imageLoaded ? 'loaded' : ''}
        />
        {c.images.rebirthFull ? (
          <button type="button" className="toggle-art" onClick={() => setRebirth((r) => !r)} aria-pressed={rebirth}>
            {rebirth ? 'Base costume' : 'Rebirth costume'}
          </button>
        ) : null}
      </div>
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
        <dl className="release-dates">
          <dt>Debut</dt>
          <dd>
            {c.release.debut ? (
              <PreciseDate
                value={c.release.debut}
                precision={c.release.debutPrecision}
                after={c.release.debutAfter}
                timeKnown={c.release.debutTimeKnown}
                afterTimeKnown={c.release.debutAfterTimeKnown}
              />
            ) : (
              <span className="unknown">unknown</span>
            )}
            {c.release.debutAfterSource ? (
              <SourceLink source={c.release.debutAfterSource} label="not out yet" kind={c.release.debutAfterSourceKind} />
            ) : null}
            {c.release.debutSource ? <SourceLink source={c.release.debutSource} kind={c.release.debutSourceKind} /> : null}
            {!c.release.debut || !['INSTANT', 'DAY', 'LAUNCH'].includes(c.release.debutPrecision ?? 'INSTANT') ? (
              <SuggestLink field="debut" recordKey={c.slug} />
            ) : null}
          </dd>
          <PoolRow label="Standard prayer" pool={c.pools.find((p) => p.id === 'standard')} />
          <PoolRow label="Ritual prayer" pool={c.pools.find((p) => p.id === 'ritual')} />
          <dt>Rebirth</dt>
          <dd>
            {c.release.rebirth ? (
              <PreciseDate value={c.release.rebirth} precision={c.release.rebirthPrecision} />
            ) : (
              <span className="unknown">unknown</span>
            )}
          </dd>
          <dt>Banners so far</dt>
          <dd>{c.release.bannerCount}</dd>
          <DateRow label="Last banner" value={c.release.lastBanner} />
          {c.releaseNo ? (
            <>
              <dt>Release no.</dt>
              <dd>{c.releaseNo}</dd>
            </>
          ) : null}
        </dl>
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
