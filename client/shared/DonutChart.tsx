// A donut chart with its labels outside the ring, kept at least 24 px apart on each side, and
// segments that can be clicked. The ring grows in over 2.5 s, clockwise from twelve o'clock (a CSS
// animation, so the page the server draws already has it and no script is needed to see it). Its
// arcs come from d3-shape alone: the home page, where it is drawn, loads no chart library.
import { arc, pie } from 'd3-shape';
import { useId } from 'react';

export const DONUT_ANIMATION_MS = 2500;
export const MIN_LABEL_GAP_PX = 24;

export interface DonutSlice {
  key: string;
  label: string;
  value: number;
  color: string;
}

export interface PlacedLabel {
  key: string;
  text: string;
  /** Where the label sits, relative to the centre. */
  x: number;
  y: number;
  /** The point on the ring its leader line starts from. */
  anchorX: number;
  anchorY: number;
  side: 'left' | 'right';
}

/**
 * Puts each slice's label beside its middle, outside the ring, then pushes labels on the same side
 * apart until each is at least `gap` below the one above it (and back up if that overflows).
 */
export function layoutLabels(slices: readonly DonutSlice[], radius: number, gap = MIN_LABEL_GAP_PX): PlacedLabel[] {
  const total = slices.reduce((n, s) => n + s.value, 0);
  if (total <= 0) return [];
  let start = 0;
  const placed: PlacedLabel[] = slices.map((s) => {
    const middle = start + (s.value / total) * Math.PI; // half of the slice's angle
    start += (s.value / total) * 2 * Math.PI;
    // Angles run clockwise from twelve o'clock, as victory draws them.
    const x = Math.sin(middle);
    const y = -Math.cos(middle);
    return {
      key: s.key,
      text: s.label,
      anchorX: x * radius,
      anchorY: y * radius,
      x: x * (radius + 18),
      y: y * (radius + 18),
      side: x >= 0 ? 'right' : 'left',
    };
  });
  for (const side of ['left', 'right'] as const) {
    const column = placed.filter((l) => l.side === side).sort((a, b) => a.y - b.y);
    for (let i = 1; i < column.length; i++) column[i].y = Math.max(column[i].y, column[i - 1].y + gap);
    // If the column now runs off the bottom, shift it back up, keeping the gaps.
    const overflow = column.length ? column[column.length - 1].y - (radius + gap) : 0;
    if (overflow > 0) for (const l of column) l.y -= overflow;
    for (let i = column.length - 2; i >= 0; i--) column[i].y = Math.min(column[i].y, column[i + 1].y - gap);
    for (const l of column) l.x = side === 'right' ? radius + 24 : -(radius + 24);
  }
  return placed;
}

export function DonutChart({
  slices,
  size = 320,
  onSelect,
  title,
}: {
  slices: readonly DonutSlice[];
  size?: number;
  onSelect?: (key: string) => void;
  title: string;
}) {
  const maskId = `donut-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const shown = slices.filter((s) => s.value > 0);
  // Room beside the ring for the longest labels ("Ultra Festival 100").
  const width = size + 2 * 150;
  const radius = size / 2 - 10;
  const innerRadius = radius * 0.55;
  const labels = layoutLabels(shown, radius);
  const cx = width / 2;
  const cy = size / 2 + 20;
  // Clockwise from twelve o'clock in the given order, 0.6 degrees between segments.
  const arcs = pie<DonutSlice>()
    .value((s) => s.value)
    .sort(null)
    .padAngle((0.6 * Math.PI) / 180)(shown);
  const path = arc<{ startAngle: number; endAngle: number; padAngle: number }>().innerRadius(innerRadius).outerRadius(radius);
  const sweep = (radius + innerRadius) / 2;
  return (
    <svg viewBox={`0 0 ${width} ${size + 40}`} className="donut-chart" role="img" aria-label={title}>
      <defs>
        <mask id={maskId}>
          {/* A stroke over the whole ring, drawn from twelve o'clock: the segments show as it goes. */}
          <circle
            className="donut-sweep"
            r={sweep}
            fill="none"
            stroke="white"
            strokeWidth={radius - innerRadius + 4}
            pathLength={1}
            transform="rotate(-90)"
            style={{ animationDuration: `${DONUT_ANIMATION_MS}ms` }}
          />
        </mask>
      </defs>
      <g transform={`translate(${cx} ${cy})`}>
        <g mask={`url(#${maskId})`}>
          {/* Segments answer clicks; keyboards and screen readers have the legend's links. */}
          {arcs.map((a) => (
            <path
              key={a.data.key}
              data-key={a.data.key}
              d={path(a) ?? undefined}
              fill={a.data.color}
              stroke="#1b1b1f"
              strokeWidth={1}
              style={{ cursor: onSelect ? 'pointer' : 'default' }}
              onClick={onSelect ? () => onSelect(a.data.key) : undefined}
            />
          ))}
        </g>
      </g>
      <g transform={`translate(${cx} ${cy})`} className="donut-labels">
        {labels.map((l) => (
          <g key={l.key}>
            <polyline
              points={`${l.anchorX},${l.anchorY} ${l.side === 'right' ? l.x - 6 : l.x + 6},${l.y} ${l.x},${l.y}`}
              fill="none"
              stroke="currentColor"
              strokeOpacity="0.45"
            />
            <text
              x={l.side === 'right' ? l.x + 4 : l.x - 4}
              y={l.y}
              dy="0.35em"
              textAnchor={l.side === 'right' ? 'start' : 'end'}
              fontSize="13"
              fill="currentColor"
            >
              {l.text}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
