// The providers every page renders under, in the browser and on the server alike: the render
// state (settings, zone, instant), strict mode, the overlay stack and the toasts. The router sits
// inside them, given by each entry (a browser router, or the server's static one).
import { type ReactNode, StrictMode } from 'react';
import { OverlayProvider } from '../shared/overlays.tsx';
import { type RenderState, RenderStateProvider } from '../shared/renderState.tsx';
import { ToastProvider } from './toasts.tsx';

export function AppProviders({ state, children }: { state: RenderState; children: ReactNode }) {
  return (
    <RenderStateProvider state={state}>
      <StrictMode>
        <OverlayProvider>
          <ToastProvider>{children}</ToastProvider>
        </OverlayProvider>
      </StrictMode>
    </RenderStateProvider>
  );
}
