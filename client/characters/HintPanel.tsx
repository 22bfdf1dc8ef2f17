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
