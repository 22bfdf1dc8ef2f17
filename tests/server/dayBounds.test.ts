import { describe, expect, it } from 'vitest';
import { dayBound } from '../../server/shared/dayBounds.ts';
import { createViewer } from '../../server/shared/reveal.ts';

const viewer = createViewer(false, new Date('2026-11-23T12:34:56.000Z'));

describe('day bounds of date filters', () => {
  it('read a start as 00:00 UTC and an end as the last millisecond of the day', () => {
    expect(dayBound('2021-05-11', 'start', viewer)?.toISOString()).toBe('2021-05-11T00:00:00.000Z');
    expect(dayBound('2021-05-11', 'end', viewer)?.toISOString()).toBe('2021-05-11T23:59:59.999Z');
  });

  it('read "now" as the request\'s instant and empty as no bound', () => {
    expect(dayBound('now', 'end', viewer)).toEqual(viewer.now);
    expect(dayBound(' NOW ', 'start', viewer)).toEqual(viewer.now);
    expect(dayBound('', 'end', viewer)).toBeNull();
    expect(dayBound(null, 'start', viewer)).toBeNull();
  });

  it('refuse anything else with BAD_USER_INPUT', () => {
    for (const bad of ['2021-13-01', '2021-02-30', '11/05/2021', 'tomorrow', '2021-5-1']) {
      expect(() => dayBound(bad, 'start', viewer), bad).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      );
    }
  });
});
