// @vitest-environment jsdom
// The new-build notice asks the build manifest at each occasion (the tab shown again, the
// connection back); an occasion that comes while a check is on its way is followed by one more.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BUILD_MANIFEST, NEW_BUILD_MESSAGE, NewBuildNotice } from '../../client/shell/NewBuildNotice.tsx';
import { ToastProvider } from '../../client/shell/toasts.tsx';

/** The server's manifest, answered when the test says so. */
const asked: { url: string; answer: (id: string) => void }[] = [];

beforeEach(() => {
  document.head.insertAdjacentHTML('beforeend', '<meta name="lw-build" content="build-a">');
  vi.stubGlobal('fetch', (url: string) => {
    return new Promise<Response>((resolve) => {
      asked.push({ url, answer: (id) => resolve(new Response(JSON.stringify({ id }), { status: 200 })) });
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  asked.length = 0;
  document.head.querySelector('meta[name="lw-build"]')?.remove();
});

it('checks again when the connection comes back during a check, and offers the build deployed meanwhile', async () => {
  render(
    <ToastProvider>
      <NewBuildNotice />
    </ToastProvider>,
  );
  // The tab is shown again: a check starts, and is still on its way when the connection comes back.
  act(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(asked.map((a) => a.url)).toEqual([BUILD_MANIFEST]);
  act(() => window.dispatchEvent(new Event('online')));
  // The first answer names the page's own build (asked before the deployment).
  await act(async () => asked[0].answer('build-a'));
  // The occasion that came meanwhile is not lost: the manifest is asked again, and names the new build.
  expect(asked.map((a) => a.url)).toEqual([BUILD_MANIFEST, BUILD_MANIFEST]);
  await act(async () => asked[1].answer('build-b'));
  expect(await screen.findByText(NEW_BUILD_MESSAGE)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
});

it("offers nothing while the manifest names the page's build", async () => {
  render(
    <ToastProvider>
      <NewBuildNotice />
    </ToastProvider>,
  );
  act(() => window.dispatchEvent(new Event('online')));
  await act(async () => asked[0].answer('build-a'));
  expect(asked).toHaveLength(1);
  expect(screen.queryByText(NEW_BUILD_MESSAGE)).toBeNull();
});
