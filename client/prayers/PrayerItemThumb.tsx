import type { ReactNode } from 'react';
import { RarityIcon } from '../shared/RarityIcon.tsx';
import { useSettings } from '../shared/settings.ts';
import { openCharacter } from '../shell/characterModal.ts';

/** The fields of a PrayerItem (a Friend or a card in a pool, a pull or a rate-up card list). */
export interface PrayerItemView {
  readonly kind: string;
  readonly slug: string | null | undefined;
  readonly cardId: number | null | undefined;
  readonly name: string;
  readonly shortName: string;
  readonly shortNameTranslit?: string | null;
  readonly image: string;
  readonly rarity: string;
  readonly revealed?: boolean;
}

export function Stars({ count }: { count: number }) {
  return (
    <span className="stars" role="img" aria-label={`${count}-star`}>
      {'★'.repeat(count)}
    </span>
  );
}

/** A Friend (opens the character modal) or a story card, as a small thumbnail with its name. */
export function PrayerItemThumb({ item, children }: { item: PrayerItemView; children?: ReactNode }) {
  const { useTraditionalName } = useSettings();
  const name = (useTraditionalName && item.shortNameTranslit) || item.shortName;
  const body = (
    <>
      <img src={item.image} alt="" loading="lazy" decoding="async" width={56} height={56} />
      <span className="prayer-character-rarity">
        {item.kind === 'CHARACTER' ? <RarityIcon type={item.rarity} size={12} /> : <Stars count={Number(item.rarity)} />}
      </span>
      <span className="prayer-character-name">{name}</span>
      {children}
    </>
  );
  if (item.kind === 'CHARACTER' && item.slug) {
    const slug = item.slug;
    return (
      <button type="button" className="prayer-character" onClick={() => openCharacter(slug)} title={item.name} data-slug={slug}>
        {body}
      </button>
    );
  }
  return (
    <span className="prayer-character prayer-card" title={item.name} data-card={item.cardId ?? undefined}>
      {body}
    </span>
  );
}
