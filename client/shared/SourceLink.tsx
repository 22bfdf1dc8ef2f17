import { sourceHref } from './PreciseDate.tsx';

/** " · source": a link to where a fact comes from (its full text as the title), or the text alone when it names no page. */
export function SourceLink({ source, label = 'source' }: { source: string; label?: string }) {
  const href = sourceHref(source);
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
    </span>
  );
}
