// A maintainer replaces a Friend's portrait in Chromium: a file that is not a picture and one too
// large are refused with the reason, a good one shows on the character's page at once.
import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { goto, type Site, startSite } from './site.ts';

const PASSWORD = 'a long maintainer passphrase';
let site: Site;
let context: BrowserContext;

beforeAll(async () => {
  site = await startSite();
  await upsertAccount('maintainer', await hashPassword(PASSWORD), new Date());
  context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await context?.close();
  await site?.close();
});

describe('uploading a portrait', () => {
  it('refuses a wrong type and a file too large, and shows a good picture on the character page', async () => {
    const page = await context.newPage();
    await goto(page, `${site.base}/admin/edit?file=characters%2Fcharacters.json&key=a6-sakuya`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await page.getByLabel('Account name').fill('maintainer');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/edit\?file=characters%2Fcharacters\.json&key=a6-sakuya/);

    const form = page.getByRole('form', { name: 'Upload a portrait' });
    await form.getByLabel('Address').fill('https://example.org/art/sakuya');
    const upload = form.getByRole('button', { name: 'Upload portrait' });

    // A page saved under a picture's name.
    await form.getByLabel('Image file').setInputFiles({ name: 'sakuya.png', mimeType: 'image/png', buffer: Buffer.from('<html></html>') });
    await upload.click();
    await form
      .getByRole('alert')
      .getByText(/not a PNG, JPEG, WebP or AVIF image/)
      .first()
      .waitFor();

    const big = Buffer.alloc(5 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff]);
    await form.getByLabel('Image file').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
    await upload.click();
    await form
      .getByRole('alert')
      .getByText(/limit for portraits/)
      .first()
      .waitFor();

    const picture = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#2060c0' } })
      .png()
      .toBuffer();
    const hash = createHash('sha256').update(picture).digest('hex').slice(0, 16);
    await form.getByLabel('Image file').setInputFiles({ name: 'sakuya-new.png', mimeType: 'image/png', buffer: picture });
    await upload.click();
    await form.getByText(/Saved: characters\/characters\.json: 1 changed \(a6-sakuya\)/).waitFor();

    await goto(page, `${site.base}/characters/a6-sakuya`);
    const art = page.locator('.character-art img');
    await art.waitFor();
    const state = await art.evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }));
      return { src: new URL(img.currentSrc).pathname, naturalWidth: img.naturalWidth };
    });
    expect(state.src).toMatch(new RegExp(`^/images/portrait-${hash}-\\d+\\.avif$`));
    expect(state.naturalWidth).toBeGreaterThan(0);
  });
});
