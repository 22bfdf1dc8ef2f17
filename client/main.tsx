import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router.tsx';
import { OverlayProvider } from './shared/overlays.tsx';
import { ToastProvider } from './shell/toasts.tsx';
import './shell/shell.css';

const router = createRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <OverlayProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </OverlayProvider>
  </StrictMode>,
);
