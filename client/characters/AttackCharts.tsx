// The small charts of an attack's power, drawn with Victory. Only this module imports Victory on
// the character pages, so the library loads in a chunk of its own, beside the page's text. The
// charts are pictures of figures the page also gives as text (the legend beside each one), so
// they are hidden from screen readers. They are drawn at a fixed size and scaled by the browser,
// so the server's drawing and the browser's are the same.
import { VictoryBar, VictoryContainer, VictoryStack } from 'victory';
import { partColour } from './attacks.ts';

/** What a chart draws of one part of an attack's power. */
export interface ChartPart {
  readonly code: string;
  readonly label: string;
  readonly total: number;
  readonly share: number;
}

const WIDTH = 300;
const BAR = 14;
const GAP = 4;

/** The one bar of a split whose parts add up to the whole (yin and yang, elements, bullet types), its parts side by side. */
export function SplitBar({ parts, total }: { parts: readonly ChartPart[]; total: number }) {
  const shown = parts.filter((p) => p.total > 0);
  return (
    <div className="attack-chart" aria-hidden="true">
      <VictoryStack
        horizontal
        width={WIDTH}
        height={BAR}
        padding={0}
        domain={{ x: [0.5, 1.5], y: [0, Math.max(total, 1)] }}
        containerComponent={<VictoryContainer responsive role="presentation" />}
      >
        {shown.map((p, i) => (
          <VictoryBar
            key={p.code}
            data={[{ x: 1, y: p.total }]}
            barWidth={BAR}
            style={{ data: { fill: partColour(p.code, i), stroke: '#1b1b1f', strokeWidth: 1 } }}
          />
        ))}
      </VictoryStack>
    </div>
  );
}

/** One bar per part, each the part's share of the whole (killers, which overlap: a bullet may carry several). */
export function ShareBars({ parts }: { parts: readonly ChartPart[] }) {
  const height = Math.max(parts.length, 1) * (BAR + GAP) - GAP;
  // The first part on top: Victory draws a horizontal chart's first category at the bottom.
  const data = parts.map((p, i) => ({ x: parts.length - i, y: Math.min(Math.max(p.share, 0), 1), fill: partColour(p.code, i) }));
  return (
    <div className="attack-chart" aria-hidden="true">
      <VictoryBar
        horizontal
        width={WIDTH}
        height={height}
        padding={0}
        domain={{ x: [0.5, parts.length + 0.5], y: [0, 1] }}
        data={data}
        barWidth={BAR}
        style={{ data: { fill: ({ datum }: { datum?: { fill: string } }) => datum?.fill ?? '#888' } }}
        containerComponent={<VictoryContainer responsive role="presentation" />}
      />
    </div>
  );
}
