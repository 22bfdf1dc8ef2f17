// The site starts in steps, each in a task of its own: React's DOM renderer, then the router, the
// routes and the shell, then the first render in slices. Evaluated together they held the main thread for
// over 100 ms on page load. The chunks of every step are fetched with the page (see vite.config.ts);
// a module already fetched would be evaluated in the same task, hence the explicit yields. A page
// the server rendered is hydrated from the state it carries; any other is drawn here.
import './shell/shell.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** After the next frame is drawn (or a moment, where frames are not drawn: a hidden tab). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

// The page the server sent is drawn before any of the application's code runs.
await afterPaint();
const dom = await import('react-dom/client');
await nextTask();
const { startApp } = await import('./app.tsx');
await nextTask();
await startApp(dom, document.getElementById('ssr-state')?.textContent ?? undefined);
