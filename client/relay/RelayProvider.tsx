// The data layer, loaded as its own chunk so the shell (navigation, layout) paints before Relay
// has arrived. Every Relay hook renders below this provider; its environment follows the spoiler
// switch.
import { type ReactNode, useContext } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RenderStateContext } from '../shared/renderState.tsx';
import { useSettings } from '../shared/settings.ts';
import { environmentFor } from './environment.ts';

export function RelayProvider({ children }: { children: ReactNode }) {
  const { jpContent } = useSettings();
  // A server render has its own environment (one per request); the browser keeps one per position.
  const rendering = useContext(RenderStateContext).environment;
  return <RelayEnvironmentProvider environment={(rendering ?? environmentFor)(jpContent)}>{children}</RelayEnvironmentProvider>;
}
