/** "available/total" of a group: playable on the global server out of those shown. */
export function Counter({ available, total }: { available: number; total: number }) {
  return (
    <span className="counter" title="Available on the global server / total">
      {available}/{total}
    </span>
  );
}
