// The read path's one memo: a value per (data version, key), computed once however many callers
// ask at the same time, forgotten when its computation fails, never served for another version.
import { describe, expect, it } from 'vitest';
import { versionMemo } from '../../server/shared/versionMemo.ts';

describe('versionMemo', () => {
  it('computes once for concurrent callers of one key, and answers every one of them', async () => {
    const memo = versionMemo(8);
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const compute = async () => {
      runs++;
      await gate;
      return { rows: [1, 2, 3] };
    };
    const callers = Array.from({ length: 20 }, () => memo.get({ dataVersion: 7 }, 'page-1', compute));
    release();
    const answers = await Promise.all(callers);
    expect(runs).toBe(1);
    expect(answers.every((a) => a === answers[0])).toBe(true);
    expect(answers[0]).toEqual({ rows: [1, 2, 3] });
  });

  it('keeps falsy values, and computes again for another data version or key', async () => {
    const memo = versionMemo(8);
    let runs = 0;
    const zero = async () => {
      runs++;
      return 0;
    };
    expect(await memo.get({ dataVersion: 1 }, 'count', zero)).toBe(0);
    expect(await memo.get({ dataVersion: 1 }, 'count', zero)).toBe(0);
    expect(runs).toBe(1);
    expect(await memo.get({ dataVersion: 2 }, 'count', zero)).toBe(0);
    expect(await memo.get({ dataVersion: 2 }, 'other', zero)).toBe(0);
    expect(runs).toBe(3);
  });

  it('forgets a failed computation, so the next caller tries again', async () => {
    const memo = versionMemo(8);
    let runs = 0;
    const flaky = async () => {
      runs++;
      if (runs === 1) throw new Error('database busy');
      return 'ok';
    };
    await expect(memo.get({ dataVersion: 1 }, 'k', flaky)).rejects.toThrow('database busy');
    expect(await memo.get({ dataVersion: 1 }, 'k', flaky)).toBe('ok');
    expect(runs).toBe(2);
  });

  it('keeps at most max values, the least recently used going first', async () => {
    const memo = versionMemo(2);
    let runs = 0;
    const value = (v: string) => async () => {
      runs++;
      return v;
    };
    await memo.get({ dataVersion: 1 }, 'a', value('a'));
    await memo.get({ dataVersion: 1 }, 'b', value('b'));
    await memo.get({ dataVersion: 1 }, 'a', value('a'));
    await memo.get({ dataVersion: 1 }, 'c', value('c'));
    expect(runs).toBe(3);
    await memo.get({ dataVersion: 1 }, 'a', value('a'));
    expect(runs).toBe(3);
    await memo.get({ dataVersion: 1 }, 'b', value('b'));
    expect(runs).toBe(4);
  });
});
