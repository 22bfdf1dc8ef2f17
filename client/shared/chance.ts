// Chances over repeated pulls.

/** The chance of at least one success in `pulls` independent pulls of chance `p`: 1 - (1 - p)^n. */
export function chanceWithin(p: number, pulls: number): number {
  if (pulls <= 0 || p <= 0) return 0;
  if (p >= 1) return 1;
  return 1 - (1 - p) ** pulls;
}

/** The fewest pulls that reach `target` chance of at least one success; null when p is 0. */
export function pullsFor(p: number, target: number): number | null {
  if (p <= 0) return null;
  if (p >= 1) return 1;
  return Math.max(1, Math.ceil(Math.log(1 - target) / Math.log(1 - p)));
}
