// Suit icons and rarity stars, drawn inline (no icon font or image request).
import { SUIT_LABELS, type Suit } from './search.ts';

const COLOURS: Record<Suit, string> = { plum: '#ff7aa8', orchid: '#b58cff', chrysanthemum: '#f2c94c', bamboo: '#6fcf97' };

function Shape({ suit }: { suit: Suit }) {
  switch (suit) {
    case 'plum': // five petals
      return (
        <path d="M12 3a3 3 0 0 1 3 3 3 3 0 0 1 4 3 3 3 0 0 1-2 5 3 3 0 0 1-3 4 3 3 0 0 1-4 0 3 3 0 0 1-3-4 3 3 0 0 1-2-5 3 3 0 0 1 4-3 3 3 0 0 1 3-3Z" />
      );
    case 'orchid': // three long petals
      return <path d="M12 2c2 4 2 7 0 10-2-3-2-6 0-10Zm0 10c4-2 7-1 10 1-4 2-7 2-10-1Zm0 0c-4-2-7-1-10 1 4 2 7 2 10-1Zm0 0 1 10h-2Z" />;
    case 'chrysanthemum': // many petals
      return <path d="M12 2 13.5 8 18 4 15.8 9.6 22 10 16.4 12.6 20 18 14.6 15.2 12 22 9.4 15.2 4 18 7.6 12.6 2 10 8.2 9.6 6 4 10.5 8Z" />;
    default: // bamboo stalk and leaf
      return <path d="M10 2h3v6h-3Zm0 7h3v6h-3Zm0 7h3v6h-3Zm4-9c3-2 6-2 8-1-3 2-5 2-8 1Z" />;
  }
}

export function SuitIcon({ suit, size = 18 }: { suit: string; size?: number }) {
  const s = (Object.hasOwn(SUIT_LABELS, suit) ? suit : 'bamboo') as Suit;
  return (
    <svg className="suit-icon" width={size} height={size} viewBox="0 0 24 24" fill={COLOURS[s]} role="img" aria-label={SUIT_LABELS[s]}>
      <title>{SUIT_LABELS[s]}</title>
      <Shape suit={s} />
    </svg>
  );
}

export function Stars({ rarity }: { rarity: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rarity} star${rarity === 1 ? '' : 's'}`}>
      {'★'.repeat(Math.max(0, Math.min(5, rarity)))}
    </span>
  );
}
