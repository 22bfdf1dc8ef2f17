// The time-zone setting in Chromium: a phone whose own zone is UTC chooses Tokyo in the settings, and
// the site's dates follow, in the browser and on the pages the server draws after a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, goto, reload, type Site, startSite } from './site.ts';

let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const PHONE = { width: 390, height: 844, timezoneId: 'UTC', consoleErrors: true };

describe('the time-zone setting in Chromium', () => {
  it('finds Tokyo on a phone whose zone is UTC, shows the update log in Tokyo time, and keeps it after a reload', async () => {
    const page = await site.open('/update-log', PHONE);
    // Update #3 of the fixture data: midnight UTC on 1 March 2026.
    const date = page.locator('#update-3 .update-date');
    expect(await eventually(() => date.textContent(), 'Sun, 1 Mar 2026 00:00 UTC+0:00')).toBe('Sun, 1 Mar 2026 00:00 UTC+0:00');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    const field = dialog.getByRole('combobox', { name: /Time zone/ });
    expect(await field.inputValue()).toBe("Browser's zone");
    expect(await dialog.locator('.settings-zone').textContent()).toBe("Dates and times are shown in your browser's zone, UTC.");
    await field.click();
    await field.pressSequentially('Tokyo');
    const tokyo = dialog.getByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' });
    await tokyo.click();
    expect(await field.inputValue()).toBe('Asia/Tokyo (UTC+09:00)');
    expect(await dialog.locator('.settings-zone').textContent()).toBe('Dates and times are shown in Asia/Tokyo (UTC+09:00).');
    // The panel fits the phone's width with the zone's name in it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    expect(await eventually(() => date.textContent(), 'Sun, 1 Mar 2026 09:00 UTC+9:00')).toBe('Sun, 1 Mar 2026 09:00 UTC+9:00');
    // The footer's date is in the same zone.
    expect(
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /Update #3/ })
        .textContent(),
    ).toContain('Sun, 1 Mar 2026');

    // After a reload the server draws the page in Tokyo time (the settings cookie), and the browser
    // keeps it: the first text of the page is the one hydrated, with no error.
    const drawn = await (
      await page.context().request.get(`${site.base}/update-log`, {
        headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).text();
    expect(drawn).toContain('Sun, 1 Mar 2026 09:00 UTC+9:00');
    expect(drawn).not.toContain('Sun, 1 Mar 2026 00:00');
    await reload(page);
    expect(await date.textContent()).toBe('Sun, 1 Mar 2026 09:00 UTC+9:00');
    expect(await page.evaluate(() => localStorage.getItem('time-zone'))).toBe('"Asia/Tokyo"');
    expect(page.errors).toEqual([]);
  });

  it('draws the home page and the settings page in the zone chosen, hydrating them without an error', async () => {
    const page = await site.open('/about', { ...PHONE, settings: { 'time-zone': 'Asia/Tokyo' } });
    // The game's daily reset, at midnight UTC, is at 09:00 in Tokyo.
    await goto(page, `${site.base}/`);
    const reset = page.locator('.home-schedule .schedule-at').first();
    expect(await eventually(async () => /09:00 UTC\+9:00\)$/.test((await reset.textContent()) ?? ''), true)).toBe(true);
    await goto(page, `${site.base}/settings`);
    expect(await page.getByRole('combobox', { name: /Time zone/ }).inputValue()).toBe('Asia/Tokyo (UTC+09:00)');
    expect(await page.locator('.settings-zone').textContent()).toBe('Dates and times are shown in Asia/Tokyo (UTC+09:00).');
    expect(page.errors).toEqual([]);
  });

  it('shows the dates of a visitor who had the UTC switch on in UTC', async () => {
    const page = await site.open('/update-log', { ...PHONE, timezoneId: 'Asia/Tokyo', settings: { 'use-utc': true } });
    const date = page.locator('#update-3 .update-date');
    expect(await eventually(() => date.textContent(), 'Sun, 1 Mar 2026 00:00 UTC')).toBe('Sun, 1 Mar 2026 00:00 UTC');
    await goto(page, `${site.base}/settings`);
    expect(await page.getByRole('combobox', { name: /Time zone/ }).inputValue()).toBe('UTC');
  });
});
