import { sourceHref } from './PreciseDate.tsx';

/** A source kind as the API gives it. */
export type SourceKind =
  | 'OFFICIAL_POST'
  | 'GUIDE_PAGE'
  | 'FAN_TRACKER'
  | 'REPOSITORY_SNAPSHOT'
  | 'DERIVED'
  | 'IN_GAME'
  | '%future added value';

/** What each kind of source is called on the page. */
export const SOURCE_KIND_LABEL: Record<string, string> = {
  OFFICIAL_POST: 'official post',
  GUIDE_PAGE: 'guide page',
  FAN_TRACKER: 'fan tracker row',
  REPOSITORY_SNAPSHOT: 'repository snapshot',
  DERIVED: 'derived',
  IN_GAME: 'seen in the game',
};

/**
 * " · source": a link to where a fact comes from (its full text as the title), or the text alone when
 * it names no page; with its kind ("guide page", "fan tracker row", ...) after it when known.
 */
export function SourceLink({ source, label = 'source', kind }: { source: string; label?: string; kind?: SourceKind | null }) {
  const href = sourceHref(source);
  const kindLabel = kind ? SOURCE_KIND_LABEL[kind] : undefined;
  return (
    <span className="date-source">
      {' '}
      ·{' '}
      {href ? (
        <a href={href} target="_blank" rel="noreferrer noopener" title={source}>
          {label}
        </a>
      ) : (
        <span title={source}>{label}</span>
      )}
      {kindLabel ? <span className={`source-kind source-kind-${kindLabel.replace(/ /g, '-')}`}> ({kindLabel})</span> : null}
    </span>
  );
}
