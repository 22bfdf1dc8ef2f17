import { RarityIcon, TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { STATUS_STYLES } from './status.ts';

/** The legend: what the symbols and the border colours of thumbnails mean. */
export function HintPanel() {
  return (
    <details className="hint-panel">
      <summary>Legend</summary>
      <div className="hint-columns">
        <section>
          <h3>Symbols</h3>
          <ul>
            {Object.entries(TYPE_LABELS).map(([type, label]) => (
              <li key={type}>
                <RarityIcon type={type} /> {label}
              </li>
            ))}
            <li>
              <span className="thumb-rebirth static">♥</span> Can be reborn (fantasy rebirth)
            </li>
          </ul>
        </section>
        <section>
          <h3>Dates</h3>
          <ul>
            <li>
              <span className="by-marker">≤</span> <strong>by</strong> a date: out on the global server no later than that date, an upper
              bound from a page or snapshot that already shows the character (the source is in each character's details).
            </li>
            <li>A month alone: the source names the month, not the day.</li>
            <li>
              Characters under one date are listed in the order the Chinese server released them, as a tie-breaker; that server's dates are
              never shown as global dates.
            </li>
          </ul>
        </section>
        <section>
          <h3>Border colours</h3>
          <ul>
            {Object.entries(STATUS_STYLES).map(([status, { label, colour }]) => (
              <li key={status}>
                <span className="border-swatch" style={{ borderColor: colour }} /> {label}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </details>
  );
}
