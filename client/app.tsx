// The application: the router, the shell's providers and the first render.
import { StrictMode, startTransition } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router.tsx';
import { OverlayProvider } from './shared/overlays.tsx';
import { ToastProvider } from './shell/toasts.tsx';

export function startApp(createRoot: typeof CreateRoot): void {
  const router = createRouter();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render as a transition: React renders it in slices, yielding to the browser between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <OverlayProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </OverlayProvider>
      </StrictMode>,
    ),
  );
}
