// The data layer, loaded as its own chunk so the shell (navigation, layout) paints before Relay
// has arrived. Every Relay hook renders below this provider.
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { environment } from './environment.ts';

export function RelayProvider({ children }: { children: ReactNode }) {
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
