// @vitest-environment jsdom
// A development build (Vite's dev server, as under test here: import.meta.env.PROD is false)
// registers no service worker, and removes one a production build on the same address left, which
// would otherwise serve that build's files. The browser's worker registry is not part of jsdom: it
// is stood in for by an object that records what is asked of it. In a production build the
// browser tests (tests/e2e/offline.test.ts) see the real registration.
import { afterEach, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../client/shell/serviceWorker.ts';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it('registers no worker in development, and removes one left by a production build', async () => {
  const register = vi.fn(async () => ({}));
  const unregister = vi.fn(async () => true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistrations: async () => [{ unregister }], addEventListener() {}, controller: null },
  });
  expect(import.meta.env.PROD).toBe(false);
  registerServiceWorker();
  window.dispatchEvent(new Event('load'));
  await vi.waitFor(() => expect(unregister).toHaveBeenCalledTimes(1));
  // Past the moment a production build registers (after load, once idle: at most a second here).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(register).not.toHaveBeenCalled();
});
