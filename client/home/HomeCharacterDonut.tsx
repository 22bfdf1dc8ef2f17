import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import type { HomeCharacterDonut_home$key } from '../__generated__/HomeCharacterDonut_home.graphql.ts';
import { DonutChart } from '../shared/DonutChart.tsx';
import { RarityIcon, TYPE_COLOURS, TYPE_LABELS } from '../shared/RarityIcon.tsx';

/** The rarity each counter key is drawn and labelled as. */
const RARITY_OF: Record<string, string> = { aa: 'aya-assistance' };

/** Playable characters per prayer type; a segment (or its legend entry) opens that type's list. */
export function HomeCharacterDonut({ home }: { home: HomeCharacterDonut_home$key }) {
  const { characterCounts } = useFragment(
    graphql`
      fragment HomeCharacterDonut_home on Home {
        characterCounts {
          key
          filter
          count
        }
      }
    `,
    home,
  );
  const navigate = useNavigate();
  const total = characterCounts.reduce((n, c) => n + c.count, 0);
  const filterOf = new Map(characterCounts.map((c) => [c.key, c.filter]));
  const slices = characterCounts.map((c) => {
    const rarity = RARITY_OF[c.key] ?? c.key;
    return { key: c.key, label: `${TYPE_LABELS[rarity] ?? c.key} ${c.count}`, value: c.count, color: TYPE_COLOURS[rarity] ?? '#888' };
  });
  return (
    <section className="home-card home-donut">
      <h2>
        Playable characters <span className="counter">{total}</span>
      </h2>
      <DonutChart
        title={`Playable characters per prayer type, ${total} in all`}
        slices={slices}
        onSelect={(key) => navigate(`/characters/prayer-type?type=${filterOf.get(key)}`)}
      />
      <ul className="donut-legend">
        {characterCounts
          .filter((c) => c.count > 0)
          .map((c) => (
            <li key={c.key}>
              <Link to={`/characters/prayer-type?type=${c.filter}`}>
                <RarityIcon type={RARITY_OF[c.key] ?? c.key} size={14} /> {TYPE_LABELS[RARITY_OF[c.key] ?? c.key] ?? c.key}{' '}
                <strong>{c.count}</strong>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
