// The HP chart's geometry (the spec's constants), kept apart from the drawing so it can be tested
// and so the hover layer and the chart agree on where each bar is.

export const CHART = {
  /** Gridlines of the y axis. */
  gridlines: 10,
  /** Base of the logarithmic scale. */
  logBase: Math.sqrt(10),
  /** Bars when not compact: 5 px wide with a 2 px gap. */
  barWidth: 5,
  barGap: 2,
  /** Steps between x labels, the smallest that leaves at least `labelTarget` px between labels. */
  labelSteps: [1, 2, 4, 5, 10, 15, 20, 25, 30, 40, 50, 100],
  labelTarget: 40,
  /** Width of the left axis: 96 px, or 64 px on windows under 1080 px. */
  leftAxis: 96,
  leftAxisNarrow: 64,
  narrowBelow: 1080,
  top: 16,
  bottom: 40,
  right: 12,
  height: 360,
} as const;

/** Bars are clickable (through to their floor) on wide windows, or whenever the chart is not compact. */
export function barsClickable(windowWidth: number, compact: boolean): boolean {
  return windowWidth >= CHART.narrowBelow || !compact;
}

/** The label step for a given distance between bars. */
export function labelStep(pxPerBar: number): number {
  for (const step of CHART.labelSteps) if (step * pxPerBar >= CHART.labelTarget) return step;
  return CHART.labelSteps[CHART.labelSteps.length - 1];
}

export interface Layout {
  width: number;
  height: number;
  left: number;
  plotWidth: number;
  /** Horizontal space of one bar (bar and gap). */
  slot: number;
  barWidth: number;
  step: number;
}

/** Compact: the chart fits the container; otherwise each bar takes 5 px plus a 2 px gap. */
export function chartLayout(count: number, containerWidth: number, windowWidth: number, compact: boolean): Layout {
  const left = windowWidth < CHART.narrowBelow ? CHART.leftAxisNarrow : CHART.leftAxis;
  const n = Math.max(count, 1);
  if (compact) {
    const width = Math.max(containerWidth, left + CHART.right + n);
    const plotWidth = width - left - CHART.right;
    const slot = plotWidth / n;
    return { width, height: CHART.height, left, plotWidth, slot, barWidth: Math.max(1, slot * 0.7), step: labelStep(slot) };
  }
  const slot = CHART.barWidth + CHART.barGap;
  const plotWidth = n * slot;
  return {
    width: left + plotWidth + CHART.right,
    height: CHART.height,
    left,
    plotWidth,
    slot,
    barWidth: CHART.barWidth,
    step: labelStep(slot),
  };
}

/**
 * The bars that get an x label: floors that are multiples of the layout's step, leaving at least
 * the label target between two labels (floor numbers can jump, e.g. from 40 to 80).
 */
export function labelIndexes(floors: readonly number[], layout: Pick<Layout, 'slot' | 'step'>): number[] {
  const out: number[] = [];
  floors.forEach((floor, i) => {
    const last = out.at(-1);
    if (floor % layout.step === 0 && (last === undefined || (i - last) * layout.slot >= CHART.labelTarget)) out.push(i);
  });
  return out.length ? out : floors.length ? [0] : [];
}

export interface YScale {
  /** The plotted value of an HP: the HP itself, or its logarithm in base sqrt(10). */
  transform(hp: number): number;
  domain: [number, number];
  /** Gridlines, in plotted values. */
  ticks: number[];
  /** The HP a plotted value stands for. */
  invert(value: number): number;
}

const NICE = [1, 2, 2.5, 5, 10];

/** The smallest "nice" number (1, 2, 2.5 or 5 times a power of ten) at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of NICE) if (m * power >= raw * (1 - 1e-12)) return m * power;
  return 10 * power;
}

const logOf = (hp: number) => Math.log(Math.max(hp, 1)) / Math.log(CHART.logBase);

/**
 * Linear: ten gridlines from a nice step, the top one at or above the highest HP. Logarithmic
 * (base sqrt(10)): a gridline at each power of sqrt(10) between the lowest and the highest HP
 * (every other one, or fewer, when there would be more than ten).
 */
export function yScale(values: readonly number[], log: boolean): YScale {
  const max = Math.max(1, ...values);
  if (!log) {
    const step = niceStep(max / CHART.gridlines);
    const ticks = Array.from({ length: CHART.gridlines }, (_, i) => step * (i + 1));
    return { transform: (hp) => hp, invert: (v) => v, domain: [0, step * CHART.gridlines], ticks };
  }
  const positive = values.filter((v) => v > 0);
  const lo = Math.floor(logOf(positive.length ? Math.min(...positive) : 1)) - 1;
  let hi = Math.ceil(logOf(max));
  if (hi <= lo) hi = lo + 1;
  const every = Math.ceil((hi - lo) / CHART.gridlines);
  const ticks: number[] = [];
  for (let t = hi; t > lo; t -= every) ticks.unshift(t);
  return { transform: (hp) => Math.max(logOf(hp), lo), invert: (v) => CHART.logBase ** v, domain: [lo, hi], ticks };
}

const SUFFIXES = ['', 'k', 'M', 'B', 'T'];

/** An HP for an axis label: three significant digits with k, M, B or T. */
export function shortNumber(n: number): string {
  if (!Number.isFinite(n)) return '?';
  let i = 0;
  let v = Math.abs(n);
  while (v >= 999.5 && i < SUFFIXES.length - 1) {
    v /= 1000;
    i++;
  }
  const text = v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
  return `${n < 0 ? '-' : ''}${Number(text)}${SUFFIXES[i]}`;
}
