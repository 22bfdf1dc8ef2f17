import { LocalDate } from '../shared/LocalDate.tsx';
import { RarityIcon, TYPE_LABELS } from '../shared/RarityIcon.tsx';
import type { Threshold } from './foreverChance.ts';

/** A forever prayer's rates: from each threshold's date, its rarity's rate, shared by that rarity's Friends. */
export function ForeverPrayerRates({ thresholds }: { thresholds: readonly Threshold[] }) {
  return (
    <>
      <h2>Rates</h2>
      {thresholds.length ? (
        <table className="chance-table thresholds">
          <thead>
            <tr>
              <th scope="col">Rarity</th>
              <th scope="col">From</th>
              <th scope="col">Rate</th>
              <th scope="col">Friends</th>
              <th scope="col">Each</th>
            </tr>
          </thead>
          <tbody>
            {thresholds.map((t) => (
              <tr key={`${t.rarity}-${t.date}`}>
                <td>
                  <RarityIcon type={t.rarity} size={14} /> {TYPE_LABELS[t.rarity] ?? t.rarity}
                </td>
                <td>
                  <LocalDate value={t.date} />
                </td>
                <td className="chance">{(t.rate * 100).toFixed(3)}%</td>
                <td>{t.count}</td>
                <td className="chance">{t.count ? `${((t.rate / t.count) * 100).toFixed(5)}%` : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty">No source states this forever prayer's rates, so no chance can be worked out.</p>
      )}
    </>
  );
}
