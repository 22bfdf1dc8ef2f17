import { useEffect, useState } from 'react';
import type { Section } from './routeHandle.ts';

export const BACKGROUND_FADE_MS = 6400;

export type BackgroundTheme = 'tower' | 'prayer' | 'default';

export function backgroundFor(section?: Section): BackgroundTheme {
  if (section === 'tower') return 'tower';
  if (section === 'prayers') return 'prayer';
  return 'default';
}

/** Two stacked layers: the new section's background fades in over the old one. */
export function Background({ section }: { section?: Section }) {
  const theme = backgroundFor(section);
  const [layers, setLayers] = useState<{ current: BackgroundTheme; previous: BackgroundTheme | null }>({ current: theme, previous: null });

  useEffect(() => {
    setLayers((l) => (l.current === theme ? l : { current: theme, previous: l.current }));
    const timer = window.setTimeout(() => setLayers((l) => ({ ...l, previous: null })), BACKGROUND_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [theme]);

  return (
    <div className="backgrounds" aria-hidden="true" data-theme={layers.current}>
      {layers.previous ? <div key={`prev-${layers.previous}`} className={`background bg-${layers.previous}`} /> : null}
      <div
        key={`cur-${layers.current}`}
        className={`background bg-${layers.current} fade-in`}
        style={{ animationDuration: `${BACKGROUND_FADE_MS}ms` }}
      />
    </div>
  );
}
