import { useEffect, useState } from 'react';

export const BACKGROUND_FADE_MS = 6400;

export type BackgroundTheme = 'tower' | 'prayer' | 'default';

/** Two stacked layers: the new section's background (`theme`) fades in over the old one. */
export function Background({ theme }: { theme: BackgroundTheme }) {
  const [layers, setLayers] = useState<{ current: BackgroundTheme; previous: BackgroundTheme | null }>({ current: theme, previous: null });

  useEffect(() => {
    setLayers((l) => (l.current === theme ? l : { current: theme, previous: l.current }));
    const timer = window.setTimeout(() => setLayers((l) => ({ ...l, previous: null })), BACKGROUND_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [theme]);

  return (
    <div className="backgrounds" aria-hidden="true" data-theme={layers.current}>
      {layers.previous ? <div key={`prev-${layers.previous}`} className={`background bg-${layers.previous}`} /> : null}
      {/* The first background is there at once; only a change of section cross-fades. */}
      <div
        key={`cur-${layers.current}`}
        className={`background bg-${layers.current}${layers.previous ? ' fade-in' : ''}`}
        style={layers.previous ? { animationDuration: `${BACKGROUND_FADE_MS}ms` } : undefined}
      />
    </div>
  );
}
