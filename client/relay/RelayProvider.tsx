// The data layer, loaded as its own chunk so the shell (navigation, layout) paints before Relay
// has arrived. Every Relay hook renders below this provider; its environment follows the spoiler
// switch.
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { useSettings } from '../shared/settings.ts';
import { environmentFor } from './environment.ts';

export function RelayProvider({ children }: { children: ReactNode }) {
  const { jpContent } = useSettings();
  return <RelayEnvironmentProvider environment={environmentFor(jpContent)}>{children}</RelayEnvironmentProvider>;
}
