import { describe, expect, it } from 'vitest';
import { letterState, maintenanceState } from '../../client/home/HomeSchedule.tsx';
import { layoutLabels, MIN_LABEL_GAP_PX } from '../../client/shared/DonutChart.tsx';

const t = (iso: string) => Date.parse(iso);

describe('maintenance state at a fixed clock', () => {
  const start = t('2031-01-02T02:00:00Z');
  const end = t('2031-01-02T06:00:00Z');
  it('is waiting, then ongoing from its start, then done from its end', () => {
    expect(maintenanceState(start, end, start - 1)).toBe('waiting');
    expect(maintenanceState(start, end, start)).toBe('ongoing');
    expect(maintenanceState(start, end, end - 1)).toBe('ongoing');
    expect(maintenanceState(start, end, end)).toBe('done');
  });
  it('waits for its end when its start is unknown', () => {
    expect(maintenanceState(null, end, end - 1)).toBe('waiting');
    expect(maintenanceState(null, end, end)).toBe('done');
  });
});

describe('developer letter state at a fixed clock', () => {
  const at = t('2031-01-01T12:00:00Z');
  it('starts in, is started for one hour, then ended', () => {
    expect(letterState(at, at - 1)).toBe('starts-in');
    expect(letterState(at, at)).toBe('started');
    expect(letterState(at, at + 3_600_000 - 1)).toBe('started');
    expect(letterState(at, at + 3_600_000)).toBe('ended');
  });
});

describe('donut labels', () => {
  it('keep at least 24 px between labels on the same side, however thin the slices', () => {
    const slices = [100, 1, 1, 1, 1, 1, 1, 50, 1, 1].map((value, i) => ({ key: `k${i}`, label: `L${i}`, value, color: '#000' }));
    const labels = layoutLabels(slices, 140);
    expect(labels).toHaveLength(10);
    for (const side of ['left', 'right'] as const) {
      const ys = labels
        .filter((l) => l.side === side)
        .map((l) => l.y)
        .sort((a, b) => a - b);
      for (let i = 1; i < ys.length; i++) expect(ys[i] - ys[i - 1]).toBeGreaterThanOrEqual(MIN_LABEL_GAP_PX - 1e-9);
    }
  });
  it('put a label on the side its slice is on', () => {
    const labels = layoutLabels(
      [
        { key: 'a', label: 'A', value: 1, color: '#000' },
        { key: 'b', label: 'B', value: 1, color: '#000' },
      ],
      100,
    );
    expect(labels.map((l) => l.side)).toEqual(['right', 'left']);
  });
});
