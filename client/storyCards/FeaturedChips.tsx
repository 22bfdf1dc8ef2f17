import { useMemo, useRef, useState } from 'react';
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
  // What the last change did, in words: a status that screen readers read out.
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);
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
  const nameOf = (slug: string) => byId.get(slug)?.shortName ?? slug;
  const add = (slug: string) => {
    onChange([...chosen, slug]);
    setText('');
    setSaid(`${byId.get(slug)?.nameEn ?? slug} added. ${chosen.length + 1} chosen.`);
  };
  const remove = (slug: string) => {
    onChange(chosen.filter((s) => s !== slug));
    setSaid(`${nameOf(slug)} removed. ${chosen.length - 1} chosen.`);
    // The button goes with its chip: the focus goes back to the field.
    input.current?.focus();
  };
  return (
    <div className="featured-chips">
      <ul className="chips" aria-label="Chosen characters">
        {chosen.map((slug) => (
          <li key={slug} className="chip on">
            {nameOf(slug)}
            <button type="button" aria-label={`Remove ${nameOf(slug)}`} onClick={() => remove(slug)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        type="text"
        value={text}
        placeholder="Type a character's name"
        aria-label="Featured characters"
        // Letters, digits, hyphens and apostrophes are what chips match on.
        onChange={(e) => setText(e.target.value.replace(/[^\p{L}\p{N}'\- ]/gu, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && matches[0]) {
            e.preventDefault();
            add(matches[0].slug);
          }
        }}
      />
      {matches.length ? (
        <ul className="chip-options" aria-label="Matching characters">
          {matches.map((o) => (
            <li key={o.slug}>
              <button type="button" onClick={() => add(o.slug)}>
                {o.nameEn}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <output className="visually-hidden">{said}</output>
    </div>
  );
}
