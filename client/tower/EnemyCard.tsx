import { type Dispatch, type SetStateAction, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EnemyCard_enemy$data, EnemyCard_enemy$key } from '../__generated__/EnemyCard_enemy.graphql.ts';
import { Portrait } from '../shared/Portrait.tsx';
import { useSettings } from '../shared/settings.ts';
import { openCharacter } from '../shell/characterModal.ts';
import {
  ABILITY_LABELS,
  ANOMALY_COLOURS,
  anomalyList,
  effectTypeLabel,
  elementColour,
  elementLabel,
  formatNumber,
  GAUGE_COLOURS,
  GAUGE_NAMES,
  SPELL_COLOURS,
  spellLevel,
} from './vocabulary.ts';

/** The gauge toggle: all gauges, then each gauge in turn, then all again. */
export function nextGauge(current: number | null, count: number): number | null {
  if (count < 2) return null;
  if (current === null) return 0;
  return current + 1 < count ? current + 1 : null;
}

type Enemy = EnemyCard_enemy$data;

function Elements({ label, list }: { label: string; list: readonly string[] }) {
  const { jpElement } = useSettings();
  if (list.length === 0) return null;
  return (
    <div className="enemy-row">
      <dt>{label}</dt>
      <dd>
        {list.map((e) => (
          <span
            key={e}
            className={`element-chip${jpElement === 'jp' ? ' kanji' : ''}`}
            data-element={e.toLowerCase()}
            style={{ borderColor: elementColour(e) }}
          >
            {elementLabel(e, jpElement)}
          </span>
        ))}
      </dd>
    </div>
  );
}

function Anomalies({ list }: { list: readonly string[] }) {
  return (
    <span className="anomalies">
      {anomalyList(list).map((a) =>
        a === 'all' ? (
          <span key={a} className="anomaly anomaly-all">
            All anomalies
          </span>
        ) : (
          <span key={a} className="anomaly" style={{ background: ANOMALY_COLOURS[a] }} data-anomaly={a}>
            {a}
          </span>
        ),
      )}
    </span>
  );
}

function Spells({ count }: { count: number }) {
  if (count === 0) return <span className="spells none">No spell card</span>;
  return (
    <span className="spells" role="img" aria-label={`${count} spell card${count === 1 ? '' : 's'}`}>
      {Array.from({ length: count }, (_, i) => {
        const level = spellLevel(i + 1);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the icons are positions, not items
          <span key={i} className="spell-icon" data-level={level} style={{ color: SPELL_COLOURS[level - 1] }}>
            ✦
          </span>
        );
      })}
    </span>
  );
}

function Ability({ ability }: { ability: NonNullable<Enemy['ability']> }) {
  const { jpElement } = useSettings();
  return (
    <div className="enemy-ability">
      <h4>Ability{ability.name ? `: ${ability.name}` : ''}</h4>
      <ul>
        {ability.effects.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: effects have no id and never reorder
          <li key={i}>
            <span className="ability-type">{ABILITY_LABELS[x.type] ?? `NOT FOUND ${x.type}`}</span>
            {x.anomalies.length ? <Anomalies list={x.anomalies} /> : null}
            {x.elements.length ? <span> {x.elements.map((e) => elementLabel(e, jpElement)).join(', ')}</span> : null}
            {x.value !== null ? <span className="ability-value"> {x.value}%</span> : null}
            {x.text ? <span className="effect-text"> {x.text}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Skills({ skills }: { skills: Enemy['skills'] }) {
  if (skills.length === 0) return null;
  return (
    <div className="enemy-skills">
      <h4>Skills</h4>
      <ul>
        {skills.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skills have no id and never reorder
          <li key={i}>
            <span className="skill-name">
              {s.spell ? '✦ ' : ''}
              {s.name}
            </span>
            <ul className="effects">
              {s.effects.map((x, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: effects have no id and never reorder
                <li key={j} className="effect">
                  <span className="effect-type">{effectTypeLabel(x.attrType)}</span> {x.attrName ?? x.attr}
                  {x.values.length ? ` ${x.values.join(' / ')}` : ''}
                  {x.target ? ` · ${x.target}` : ''}
                  {x.turn ? ` · ${x.turn} turn${x.turn === 1 ? '' : 's'}` : ''}
                  {x.text ? ` · ${x.text}` : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An enemy: who it is, its HP by gauge (the toggle cycles all, each gauge, all), barriers, spells, elements, tags, ability and skills. */
export function EnemyCard({ enemy }: { enemy: EnemyCard_enemy$key }) {
  const e = useFragment(
    graphql`
      fragment EnemyCard_enemy on TowerEnemy {
        slot
        unit {
          slug
          name
          translit
          jpName
          image
          universe
          revealed
          portrait {
            src
            avifSrcSet
            webpSrcSet
          }
        }
        hp
        hpApprox
        gauges
        spells
        barriers
        barriersPerGauge
        weaks
        resists
        affinities
        tags {
          id
          name
        }
        ability {
          name
          effects {
            type
            anomalies
            elements
            value
            text
          }
        }
        skills {
          name
          spell
          effects {
            attrType
            attr
            attrName
            values
            target
            turn
            text
          }
        }
      }
    `,
    enemy,
  );
  const [gauge, setGauge] = useState<number | null>(null);
  const hp = gauge === null ? e.hp : e.gauges[gauge];
  return (
    <article className="enemy-card" data-slot={e.slot}>
      <EnemyHead unit={e.unit} />
      <dl className="enemy-stats">
        <div className="enemy-row">
          <dt>HP</dt>
          <dd className="enemy-hp">
            {hp == null && e.hp == null ? (
              <span className="unknown">not given</span>
            ) : (
              <>
                {e.hpApprox ? 'about ' : null}
                {formatNumber((hp ?? e.hp) as number)}
              </>
            )}
          </dd>
        </div>
        {e.gauges.length > 1 ? <GaugeRow gauges={e.gauges} gauge={gauge} setGauge={setGauge} /> : null}
        <div className="enemy-row">
          <dt>Barriers</dt>
          <dd className="enemy-barriers">{barriersText(e.barriers, e.barriersPerGauge, gauge)}</dd>
        </div>
        <div className="enemy-row">
          <dt>Spells</dt>
          <dd>
            <Spells count={e.spells} />
          </dd>
        </div>
        <Elements label="Weak" list={e.weaks} />
        <Elements label="Resist" list={e.resists} />
        <Elements label="Affinity" list={e.affinities} />
        {e.tags.length ? (
          <div className="enemy-row">
            <dt>Tags</dt>
            <dd>
              {e.tags.map((t) => (
                <span key={t.id} className="tag-chip">
                  {t.name}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {e.ability ? <Ability ability={e.ability} /> : null}
      <Skills skills={e.skills} />
    </article>
  );
}

/** The enemy's picture (a button to its character where it is one), its name as the settings ask, and where it is from. */
function EnemyHead({ unit }: { unit: Enemy['unit'] }) {
  const { useTraditionalName } = useSettings();
  const name = (useTraditionalName && unit.translit) || unit.name;
  const picture = <Portrait portrait={unit.portrait} fallback={unit.image} size={72} />;
  return (
    <header className="enemy-head">
      {unit.slug ? (
        <button
          type="button"
          className="enemy-picture"
          onClick={() => openCharacter(unit.slug as string)}
          title={`About ${unit.name}`}
          data-slug={unit.slug}
        >
          {picture}
        </button>
      ) : (
        <span className="enemy-picture">{picture}</span>
      )}
      <div>
        <h3>
          {name}
          {unit.revealed ? null : (
            <span className="jp-marker" title="Not revealed on the global server yet">
              JP
            </span>
          )}
        </h3>
        {unit.jpName ? <p className="enemy-jp-name">{unit.jpName}</p> : null}
        {unit.universe ? <p className="enemy-universe">{unit.universe}</p> : null}
      </div>
    </header>
  );
}

/** The HP gauges as a bar of their shares, and the toggle that shows one gauge at a time. */
function GaugeRow({
  gauges,
  gauge,
  setGauge,
}: {
  gauges: readonly number[];
  gauge: number | null;
  setGauge: Dispatch<SetStateAction<number | null>>;
}) {
  const total = gauges.reduce((a, b) => a + b, 0) || 1;
  return (
    <div className="enemy-row gauges">
      <dt>Gauges</dt>
      <dd>
        <span className="gauge-bar" aria-hidden="true">
          {gauges.map((g, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: gauges are positions
              key={i}
              className={`gauge${gauge === null || gauge === i ? ' on' : ''}`}
              style={{ width: `${(g / total) * 100}%`, background: GAUGE_COLOURS[i] }}
            />
          ))}
        </span>
        <button type="button" className="gauge-toggle" onClick={() => setGauge((g) => nextGauge(g, gauges.length))}>
          {gauge === null ? 'All gauges' : `Gauge ${gauge + 1} (${GAUGE_NAMES[gauge]})`}
        </button>
      </dd>
    </div>
  );
}

/** The barriers of the gauge shown, or of each gauge in turn when all are shown, or the one count of the whole enemy. */
function barriersText(barriers: readonly number[], perGauge: boolean, gauge: number | null): string {
  if (barriers.length === 0) return '?';
  if (!perGauge) return String(barriers[0]);
  return gauge === null ? barriers.join(' / ') : String(barriers[gauge] ?? '?');
}
