import { useMemo, useState } from 'react';
import { chipKey } from '../shared/searchText.ts';

/** The featured-characters chips: type to find a character, click to add, × to remove. */
export function FeaturedChips({
  options,
  chosen,
  onChange,
}: {
  options: readonly { slug: string; shortName: string; nameEn: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const [text, setText] = useState('');
  const key = chipKey(text);
  const byId = useMemo(() => new Map(options.map((o) => [o.slug, o])), [options]);
  const matches = key
    ? options
        .filter(
          (o) =>
            !chosen.includes(o.slug) && (chipKey(o.nameEn).includes(key) || chipKey(o.shortName).includes(key) || o.slug.includes(key)),
        )
        .slice(0, 12)
    : [];
  return (
    <div className="featured-chips">
      <ul className="chips" aria-label="Chosen characters">
        {chosen.map((slug) => (
          <li key={slug} className="chip on">
            {byId.get(slug)?.shortName ?? slug}
            <button
              type="button"
              aria-label={`Remove ${byId.get(slug)?.shortName ?? slug}`}
              onClick={() => onChange(chosen.filter((s) => s !== slug))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        type="text"
        value={text}
        placeholder="Type a character's name"
        aria-label="Featured characters"
        // Letters, digits, hyphens and apostrophes are what chips match on.
        onChange={(e) => setText(e.target.value.replace(/[^\p{L}\p{N}'\- ]/gu, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && matches[0]) {
            e.preventDefault();
            onChange([...chosen, matches[0].slug]);
            setText('');
          }
        }}
      />
      {matches.length ? (
        <ul className="chip-options">
          {matches.map((o) => (
            <li key={o.slug}>
              <button
                type="button"
                onClick={() => {
                  onChange([...chosen, o.slug]);
                  setText('');
                }}
              >
                {o.nameEn}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
