/** A story card's rarity as stars. */
export function Stars({ count }: { count: number }) {
  return (
    <span className="stars" role="img" aria-label={`${count}-star`}>
      {'★'.repeat(count)}
    </span>
  );
}
