// The site starts in steps, each in a task of its own, once the page the server sent is drawn:
// React's DOM renderer, the router, the data layer, then the application (routes and shell) and
// its first render in slices. Evaluated together they hold a phone's main thread for hundreds of
// milliseconds; a module is evaluated when first imported and shared afterwards, so importing the
// large libraries one step at a time (with a yield between) splits that work into separate tasks.
// A page the server rendered is hydrated from the state it carries; any other is drawn here.
import './shell/shell.css';
import { isChunkLoadError, reloadForNewBuild } from './shell/chunkReload.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** After the next frame is drawn (or a moment, where frames are not drawn: a hidden tab). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

try {
  await afterPaint();
  // Every module of the steps below, fetched side by side now that the page is drawn (each step would
  // otherwise fetch its own only after the one before has run); preloading does not evaluate them.
  for (const href of JSON.parse(document.getElementById('start-modules')?.textContent ?? '[]') as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const dom = await import('react-dom/client');
  await nextTask();
  await import('./shell/routerLibrary.ts');
  await nextTask();
  await import('relay-runtime');
  await nextTask();
  await import('react-relay/hooks');
  await nextTask();
  const { startApp } = await import('./app.tsx');
  await nextTask();
  await startApp(dom, document.getElementById('ssr-state')?.textContent ?? undefined);
} catch (error) {
  // A build newer than the page replaced the files a start-up step asks for: the page is loaded
  // again, once (see chunkReload.ts; a route's code that fails later is its error page's concern,
  // which reloads the route's own address).
  if (!(isChunkLoadError(error) && reloadForNewBuild())) throw error;
}
