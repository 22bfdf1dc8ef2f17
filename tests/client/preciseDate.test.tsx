// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PreciseDate, sourceHref } from '../../client/shared/PreciseDate.tsx';
import { setSetting } from '../../client/shared/settings.ts';

beforeEach(() => {
  localStorage.clear();
  setSetting('dateFormat', 2);
  setSetting('use24Hour', true);
  setSetting('timeZone', '');
});
afterEach(cleanup);

const shown = (el: ReactElement) => {
  const { container } = render(el);
  const time = container.querySelector('time');
  return { text: time?.textContent, title: time?.getAttribute('title'), dateTime: time?.getAttribute('datetime') };
};

describe('a debut shown as exactly as it is known', () => {
  it('says "at launch" for the launch roster', () => {
    expect(shown(<PreciseDate value="2021-05-11T00:00:00Z" precision="LAUNCH" />)).toEqual({
      text: 'at launch, 2021-05-11',
      title: 'There when the global server opened.',
      dateTime: '2021-05-11',
    });
  });

  it('gives both bounds of a debut known between two dates', () => {
    const between = shown(<PreciseDate value="2022-04-28T00:00:00Z" precision="BETWEEN" after="2022-04-21T08:17:25Z" />);
    expect(between.text).toBe('between 2022-04-21 and 2022-04-28');
    expect(between.title).toMatch(/not yet out on the first date/);
  });

  it('marks an upper bound as "by"', () => {
    expect(shown(<PreciseDate value="2022-04-13T17:13:26Z" precision="BY" />).text).toBe('≤ by 2022-04-13');
  });

  it('gives the time of a bound only where its source gives the time', () => {
    setSetting('timeZone', 'UTC');
    // B3 Sagume: still disabled in the tracker at 08:22:20, enabled at 09:06:01 on the same day.
    const sagume = shown(
      <PreciseDate value="2022-04-14T09:06:01Z" precision="BETWEEN" after="2022-04-14T08:22:20Z" timeKnown afterTimeKnown />,
    );
    expect(sagume.text).toBe('between 2022-04-14, 08:22 UTC and 2022-04-14, 09:06 UTC');
    expect(shown(<PreciseDate value="2022-04-13T17:13:26Z" precision="BY" timeKnown />).text).toBe('≤ by 2022-04-13, 17:13 UTC');
    expect(shown(<PreciseDate value="2022-02-28T00:00:00Z" precision="BY" timeKnown={false} />).text).toBe('≤ by 2022-02-28');
  });

  it('shows a bound whose time is known in the chosen zone, and a day as stated', () => {
    setSetting('timeZone', 'Asia/Tokyo');
    expect(shown(<PreciseDate value="2022-04-13T17:13:26Z" precision="BY" timeKnown />).text).toBe('≤ by 2022-04-14, 02:13 UTC+9:00');
    expect(shown(<PreciseDate value="2022-04-13T17:13:26Z" precision="BY" />).text).toBe('≤ by 2022-04-13');
    setSetting('timeZone', 'America/New_York');
    setSetting('use24Hour', false);
    expect(shown(<PreciseDate value="2022-04-14T03:06:01Z" precision="BY" timeKnown />).text).toBe('≤ by 2022-04-13, 11:06 PM UTC-4:00');
  });
});

describe('the link of a source', () => {
  it('is the page address alone, without what follows it or the sources after it', () => {
    expect(sourceHref('https://gamepress.gg/node/69476 (Scarlet Devil Tower Floor Guide 111-120F); rewards not given')).toBe(
      'https://gamepress.gg/node/69476',
    );
    expect(sourceHref('https://example.org/a; https://example.org/b')).toBe('https://example.org/a');
  });

  it('points a repository snapshot at its file on GitHub, and gives none for a derivation', () => {
    expect(sourceHref('owner/repo/dir/file.json@0123abcd')).toBe('https://github.com/owner/repo/blob/0123abcd/dir/file.json');
    expect(sourceHref('derived: world codes of characters.json')).toBeNull();
  });
});
