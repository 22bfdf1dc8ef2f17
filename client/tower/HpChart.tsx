// The HP chart, drawn with Victory. Only this module (and the chart page) imports Victory, so the
// library loads with the chart's route. The chart itself renders once per data, size and option;
// hovering and clicking go through a light layer on top that maps the pointer to a bar.
import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  startTransition,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import type { HpChart_query$key } from '../__generated__/HpChart_query.graphql.ts';
import { barsClickable, CHART, chartLayout, type Layout, labelIndexes, shortNumber, type YScale, yScale } from './chart.ts';
import { TOWER_PATH } from './TowerTabs.tsx';
import { formatNumber } from './vocabulary.ts';

interface Entry {
  floor: number;
  value: number;
  isReleased: boolean;
  /** Made-up stand-in data, drawn apart from the real floors. */
  sample: boolean;
  /** Some of the HP is a round figure the source gives. */
  approx: boolean;
}

const COLOURS = { released: '#e0475e', jp: '#8f7ad8', sample: '#6b6880', axis: '#a9a6bd', grid: 'rgba(255, 255, 255, 0.12)' };

/** A bar's colour: sample floors grey, whatever their release; real floors by their release. */
const barColour = (d: { isReleased: boolean; sample: boolean } | undefined) =>
  d?.sample ? COLOURS.sample : d?.isReleased === false ? COLOURS.jp : COLOURS.released;

/** "Floor 1 (real), about 300,000": the HP as the source gives it. */
const hpText = (e: Entry) => `${e.approx ? 'about ' : ''}${formatNumber(e.value)}`;
const TICK_LABELS = { fill: COLOURS.axis, fontSize: 11, fontFamily: 'inherit' };

function windowWidth() {
  return typeof window === 'undefined' ? CHART.narrowBelow : window.innerWidth;
}

function useWindowWidth(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    windowWidth,
    () => CHART.narrowBelow,
  );
}

/**
 * The inner width of an element, measured before paint and on every resize. The update is a
 * transition: what depends on it (the chart) renders in slices after the page has painted, instead
 * of in the same task as the page.
 */
function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => startTransition(() => setWidth(el.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A bar as a plain rectangle: Victory's own bar computes a path per bar, which costs more at 400 bars. */
function PlainBar(props: { x?: number; y?: number; y0?: number; datum?: { isReleased: boolean; sample: boolean }; barWidth?: number }) {
  const { x = 0, y = 0, y0 = 0, datum } = props;
  const width = typeof props.barWidth === 'number' ? props.barWidth : 4;
  return (
    <rect
      x={x - width / 2}
      y={Math.min(y, y0)}
      width={width}
      height={Math.max(Math.abs(y0 - y), 0.5)}
      fill={barColour(datum)}
      data-sample={datum?.sample ? 'true' : 'false'}
      shapeRendering="crispEdges"
    />
  );
}

function Chart({ entries, layout, scale }: { entries: Entry[]; layout: Layout; scale: YScale }) {
  const points = entries.map((e, i) => ({
    x: i,
    y: scale.transform(e.value),
    y0: scale.domain[0],
    isReleased: e.isReleased,
    sample: e.sample,
  }));
  const labelled = labelIndexes(
    entries.map((e) => e.floor),
    layout,
  );
  return (
    <VictoryChart
      width={layout.width}
      height={layout.height}
      padding={{ top: CHART.top, bottom: CHART.bottom, left: layout.left, right: CHART.right }}
      domain={{ x: [-0.5, Math.max(entries.length, 1) - 0.5], y: scale.domain }}
      containerComponent={<VictoryContainer responsive={false} title="HP per floor" />}
    >
      <VictoryAxis
        dependentAxis
        tickValues={scale.ticks}
        tickFormat={(t: number) => shortNumber(scale.invert(t))}
        style={{ axis: { stroke: COLOURS.axis }, grid: { stroke: COLOURS.grid }, tickLabels: TICK_LABELS, ticks: { stroke: 'none' } }}
      />
      <VictoryAxis
        tickValues={labelled}
        tickFormat={(i: number) => String(entries[i]?.floor ?? '')}
        style={{ axis: { stroke: COLOURS.axis }, tickLabels: { ...TICK_LABELS, padding: 6 }, ticks: { stroke: COLOURS.axis, size: 4 } }}
      />
      <VictoryBar data={points} barWidth={layout.barWidth} dataComponent={<PlainBar />} />
    </VictoryChart>
  );
}

/**
 * The bar a slider key moves to from `at` (none chosen: null), or undefined for other keys: the
 * arrows move one floor (right and up forwards), Page Up and Page Down ten, Home and End to the
 * first and last. Enter opens the floor chosen, Escape lets it go (in the chart).
 */
export function sliderMove(key: string, at: number | null, last: number): number | undefined {
  const forward = (n: number) => (at ?? -1) + n;
  const back = (n: number) => (at ?? last + 1) - n;
  let next: number;
  if (key === 'ArrowRight' || key === 'ArrowUp') next = forward(1);
  else if (key === 'ArrowLeft' || key === 'ArrowDown') next = back(1);
  else if (key === 'PageUp') next = forward(10);
  else if (key === 'PageDown') next = back(10);
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = last;
  else return undefined;
  return Math.min(Math.max(next, 0), last);
}

/** Bars of HP per floor, with Compact (fit the width) and Logarithmic (base sqrt 10) options and a tooltip per bar. */
export function HpChart({ query }: { query: HpChart_query$key }) {
  const data = useFragment(
    graphql`
      fragment HpChart_query on Query {
        towerHpGraph {
          floor
          value
          isReleased
          sample
          approx
        }
      }
    `,
    query,
  );
  const entries = data.towerHpGraph as Entry[];
  const [compact, setCompact] = useState(true);
  const [log, setLog] = useState(false);
  const [hover, setHover] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const containerWidth = useElementWidth(box);
  const windowW = useWindowWidth();
  const navigate = useNavigate();
  // The options redraw the chart as a transition too: the checkbox answers at once, the bars follow.
  const drawnCompact = useDeferredValue(compact);
  const drawnLog = useDeferredValue(log);
  const layout = chartLayout(entries.length, containerWidth, windowW, drawnCompact);
  const scale = useMemo(
    () =>
      yScale(
        entries.map((e) => e.value),
        drawnLog,
      ),
    [entries, drawnLog],
  );
  const { width, height, left, plotWidth, slot, barWidth, step } = layout;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout's numbers are the dependencies, not its object
  const chart = useMemo(
    () => (containerWidth > 0 ? <Chart entries={entries} layout={layout} scale={scale} /> : null),
    [entries, scale, containerWidth, width, height, left, plotWidth, slot, barWidth, step],
  );
  const clickable = barsClickable(windowW, drawnCompact);
  const goTo = (i: number) => navigate(`${TOWER_PATH}?floor=${entries[i].floor}`);
  const plotHeight = height - CHART.top - CHART.bottom;

  const barAt = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const i = Math.floor((event.clientX - rect.left) / slot);
    return i >= 0 && i < entries.length ? i : null;
  };
  // The slider's keys: the arrows move one floor (right and up forwards), Page Up and Page Down
  // ten, Home and End to the first and last; Enter opens the floor chosen, Escape lets it go.
  const onKey = (event: KeyboardEvent) => {
    const next = sliderMove(event.key, hover, entries.length - 1);
    if (next !== undefined) {
      event.preventDefault();
      setHover(next);
    } else if (event.key === 'Enter' && hover !== null) goTo(hover);
    else if (event.key === 'Escape') setHover(null);
  };

  const hovered = hover !== null ? entries[hover] : null;

  return (
    <div className="hp-chart-block">
      <ChartOptions compact={compact} setCompact={setCompact} log={log} setLog={setLog} />
      <div className="hp-chart-scroll" ref={box}>
        {entries.length === 0 ? (
          <p className="empty">No floor yet.</p>
        ) : (
          <div
            className="hp-chart"
            style={{ width, height }}
            data-floors={entries.length}
            data-compact={drawnCompact}
            data-log={drawnLog}
            onPointerLeave={(e) => e.pointerType === 'mouse' && setHover(null)}
          >
            {chart}
            {/* The pointer layer maps positions to bars of the drawn layout: it comes with the chart. */}
            {chart ? (
              <div
                className="hp-chart-hit"
                role="slider"
                tabIndex={0}
                aria-label="Floors of the chart (arrow keys, Home and End move, Enter opens the floor)"
                aria-valuemin={entries[0]?.floor}
                aria-valuemax={entries.at(-1)?.floor}
                // A slider always has a value: the first floor until one is chosen, said as such.
                aria-valuenow={hovered?.floor ?? entries[0]?.floor}
                aria-valuetext={
                  hovered ? `Floor ${hovered.floor}${hovered.sample ? ' (sample data)' : ''}, HP ${hpText(hovered)}` : 'No floor chosen'
                }
                style={{ left, top: CHART.top, width: plotWidth, height: plotHeight, cursor: clickable ? 'pointer' : 'default' }}
                onPointerMove={(e) => {
                  const i = barAt(e);
                  if (i !== null && e.pointerType === 'mouse') setHover(i);
                }}
                onClick={(e) => {
                  const i = barAt(e as unknown as PointerEvent<HTMLDivElement>);
                  if (i === null) return;
                  setHover(i);
                  if (clickable) goTo(i);
                }}
                onKeyDown={onKey}
              >
                {hover !== null ? <span className="hp-chart-highlight" style={{ left: hover * slot, width: slot }} /> : null}
              </div>
            ) : null}
            {hovered && hover !== null ? (
              <FloorTooltip entry={hovered} index={hover} layout={layout} scale={scale} plotHeight={plotHeight} goTo={goTo} />
            ) : null}
          </div>
        )}
      </div>
      {entries.length ? <HpTable entries={entries} /> : null}
    </div>
  );
}

/** The options: Compact (fit the width) and Logarithmic, beside the bars' legend. */
function ChartOptions({
  compact,
  setCompact,
  log,
  setLog,
}: {
  compact: boolean;
  setCompact: (compact: boolean) => void;
  log: boolean;
  setLog: (log: boolean) => void;
}) {
  return (
    <div className="hp-chart-options">
      <label>
        <input type="checkbox" checked={compact} onChange={(e) => setCompact(e.target.checked)} /> Compact
      </label>
      <label>
        <input type="checkbox" checked={log} onChange={(e) => setLog(e.target.checked)} /> Logarithmic
      </label>
      <span className="hp-chart-legend">
        <span className="legend-swatch" style={{ background: COLOURS.released }} /> real, released
        <span className="legend-swatch" style={{ background: COLOURS.jp }} /> real, JP (not released yet)
        <span className="legend-swatch" style={{ background: COLOURS.sample }} /> sample data (made up)
      </span>
    </div>
  );
}

/** The floor chosen: its number, release and HP above its bar, and a button to open it. */
function FloorTooltip({
  entry,
  index,
  layout,
  scale,
  plotHeight,
  goTo,
}: {
  entry: Entry;
  index: number;
  layout: Layout;
  scale: YScale;
  plotHeight: number;
  goTo: (i: number) => void;
}) {
  const { left, slot, width } = layout;
  const barTop = CHART.top + plotHeight * (1 - (scale.transform(entry.value) - scale.domain[0]) / (scale.domain[1] - scale.domain[0]));
  return (
    <div
      className={`hp-chart-tooltip${left + (index + 0.5) * slot > width / 2 ? ' to-left' : ''}`}
      role="tooltip"
      style={{ left: left + (index + 0.5) * slot, top: Math.max(barTop, CHART.top + 8) }}
    >
      <p>
        <strong>Floor {entry.floor}</strong>
        {entry.isReleased ? null : <span className="jp-marker">JP</span>}
        {entry.sample ? <span className="sample-badge">sample data</span> : null}
      </p>
      <p>HP {hpText(entry)}</p>
      <button type="button" onClick={() => goTo(index)}>
        Go to floor
      </button>
    </div>
  );
}

/**
 * The chart's values as a table, for reading them one by one (a screen reader's table keys, Tab
 * through the floors' links). Drawn only once opened: at 400 floors it is a long table.
 */
function HpTable({ entries }: { entries: Entry[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="hp-chart-table" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Values as a table</summary>
      {open ? (
        <table>
          <caption>HP per floor</caption>
          <thead>
            <tr>
              <th scope="col">Floor</th>
              <th scope="col">HP</th>
              <th scope="col">Data</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.floor}>
                <th scope="row">
                  <Link to={`${TOWER_PATH}?floor=${e.floor}`}>Floor {e.floor}</Link>
                  {e.isReleased ? null : <span className="jp-marker">JP</span>}
                </th>
                <td>{hpText(e)}</td>
                <td>{e.sample ? 'sample' : 'real'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}
