import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AttackSection_character$data, AttackSection_character$key } from '../__generated__/AttackSection_character.graphql.ts';
import { formatDay, formatPower, formatShare, KIND_LABELS, partColour, TARGET_LABELS } from './attacks.ts';

// Victory comes in a chunk of its own, asked for once an attack section comes into view: the
// page's text (every figure) and its first paint never wait for it. The server draws the charts; a
// page opened directly keeps the server's drawing until the chunk has come, and hydrates it then.
const loadAttackCharts = () => import('./AttackCharts.tsx');
let near: () => void = () => {};
const nearViewport =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        near = resolve;
      });
const SplitBar = lazy(async () => ({ default: (await nearViewport.then(loadAttackCharts)).SplitBar }));
const ShareBars = lazy(async () => ({ default: (await nearViewport.then(loadAttackCharts)).ShareBars }));

/** Lets the charts' code come once the section is in view (until then a page opened directly shows the server's drawing). */
function useChartsWhenNear(section: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') return near();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [section]);
}

const Fragment = graphql`
  fragment AttackSection_character on Character {
    nameEn
    attacks {
      id
      kind
      target
      scale
      totalPower
      basePower
      hardPower
      slicePower
      yinYang {
        ...AttackSection_part @relay(mask: false)
      }
      elements {
        ...AttackSection_part @relay(mask: false)
      }
      bulletTypes {
        ...AttackSection_part @relay(mask: false)
      }
      killers {
        ...AttackSection_part @relay(mask: false)
      }
      source {
        ...AttackSection_source @relay(mask: false)
      }
    }
    japaneseBaseStats {
      hp
      yangAttack
      yangDefense
      agility
      yinAttack
      yinDefense
      source {
        ...AttackSection_source @relay(mask: false)
      }
    }
  }
`;

graphql`
  fragment AttackSection_part on AttackPower {
    code
    label
    base
    hard
    slice
    total
    share
  }
`;

graphql`
  fragment AttackSection_source on FigureSource {
    name
    url
    asOf
    label
  }
`;

type Attack = AttackSection_character$data['attacks'][number];
type Part = Attack['elements'][number];
type Source = Attack['source'];

/** The heading levels of the section and of each attack: the page's (h2, h3) or the modal's (h4, h5). */
type Level = 2 | 4;

function Heading({ level, id, children }: { level: number; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as 'h2';
  return <Tag id={id}>{children}</Tag>;
}

/** "(17,921 base + 1,286 Hard)" where a bonus exists; nothing otherwise. */
function bonusText(base: number, hard: number, slice: number): string {
  const bonuses = [hard > 0 ? `${formatPower(hard)} Hard` : null, slice > 0 ? `${formatPower(slice)} Slice` : null].filter(Boolean);
  return bonuses.length ? ` (${formatPower(base)} base + ${bonuses.join(' + ')})` : '';
}

/** A part as text: its label, power, share, and its Hard and Slice bonuses where it has them. */
function PartText({ part, index }: { part: Part; index: number }) {
  const bonuses = [part.hard > 0 ? `${formatPower(part.hard)} Hard` : null, part.slice > 0 ? `${formatPower(part.slice)} Slice` : null]
    .filter(Boolean)
    .join(', ');
  return (
    <li data-code={part.code}>
      <span className="legend-swatch" style={{ background: partColour(part.code, index) }} aria-hidden="true" />
      <span className="part-label">{part.label}</span> <span className="part-share">{formatShare(part.share)}</span>{' '}
      <span className="part-power">
        {formatPower(part.total)}
        {bonuses ? ` incl. ${bonuses}` : ''}
      </span>
    </li>
  );
}

/** One split of an attack (yin and yang, elements, bullet types or killers): a chart and its figures as text. */
function Split({ title, parts, total, overlap }: { title: string; parts: readonly Part[]; total: number; overlap?: boolean }) {
  return (
    <div className="attack-split" data-split={title}>
      <dt>{title}</dt>
      <dd>
        {parts.length === 0 ? (
          <span className="unknown">none</span>
        ) : (
          <>
            <Suspense
              fallback={<div className="attack-chart" aria-hidden="true" style={{ aspectRatio: overlap ? undefined : '300 / 14' }} />}
            >
              {overlap ? <ShareBars parts={parts} /> : <SplitBar parts={parts} total={total} />}
            </Suspense>
            <ul className="attack-legend">
              {parts.map((p, i) => (
                <PartText key={p.code} part={p} index={i} />
              ))}
            </ul>
          </>
        )}
      </dd>
    </div>
  );
}

function AttackCard({ attack: a, level }: { attack: Attack; level: Level }) {
  const headingId = useId();
  return (
    <article className="attack-card" aria-labelledby={headingId} data-kind={a.kind}>
      <Heading level={level + 1} id={headingId}>
        {KIND_LABELS[a.kind] ?? a.kind}
        <span className="attack-target"> · {TARGET_LABELS[a.target] ?? a.target}</span>
      </Heading>
      <p className="attack-total">
        Total power <strong data-testid="attack-total">{formatPower(a.totalPower)}</strong>
        {bonusText(a.basePower, a.hardPower, a.slicePower)}
      </p>
      <dl className="attack-splits">
        <Split title="Yin and yang" parts={a.yinYang} total={a.totalPower} />
        <Split title="Elements" parts={a.elements} total={a.totalPower} />
        <Split title="Bullet types" parts={a.bulletTypes} total={a.totalPower} />
        <Split title="Killers" parts={a.killers} total={a.totalPower} overlap />
      </dl>
      <p className="attack-scale">Power step per level: {a.scale}</p>
    </article>
  );
}

/** "Source: lostwordchronicle.com attack table (Global server...), as of 26 Oct 2024." */
function SourceNote({ source, what = 'Source' }: { source: Source; what?: string }) {
  return (
    <p className="figure-source">
      {what}:{' '}
      <a href={source.url} target="_blank" rel="noreferrer noopener">
        {source.name}
      </a>{' '}
      ({source.label}), as of <time dateTime={source.asOf}>{formatDay(source.asOf)}</time>.
    </p>
  );
}

function JapaneseStats({ stats, level }: { stats: NonNullable<AttackSection_character$data['japaneseBaseStats']>; level: Level }) {
  const headingId = useId();
  const rows: [string, number][] = [
    ['HP', stats.hp],
    ['Yang attack', stats.yangAttack],
    ['Yang defense', stats.yangDefense],
    ['Agility', stats.agility],
    ['Yin attack', stats.yinAttack],
    ['Yin defense', stats.yinDefense],
  ];
  return (
    <section className="japanese-stats" aria-labelledby={headingId}>
      <Heading level={level + 1} id={headingId}>
        Base stats: {stats.source.label}
      </Heading>
      <dl className="japanese-stats-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <SourceNote source={stats.source} what="Not global figures; source" />
    </section>
  );
}

/** The Friend's attacks (spell cards and last word) with their power and how it splits, and its Japanese base stats where known. */
export function AttackSection({ character, level = 2 }: { character: AttackSection_character$key; level?: Level }) {
  const c = useFragment(Fragment, character);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useChartsWhenNear(sectionRef);
  // Each source once, in the order the attacks name them.
  const sources = [...new Map(c.attacks.map((a) => [`${a.source.url}|${a.source.asOf}`, a.source])).values()];
  return (
    <section ref={sectionRef} className="attack-section" aria-labelledby={headingId}>
      <Heading level={level} id={headingId}>
        Attacks
      </Heading>
      {c.attacks.length === 0 ? (
        <p className="empty" data-testid="no-attacks">
          No attack data: the source lists no attacks for this Friend.
        </p>
      ) : (
        <div className="attack-cards">
          {c.attacks.map((a) => (
            <AttackCard key={a.id} attack={a} level={level} />
          ))}
        </div>
      )}
      {sources.map((s) => (
        <SourceNote key={`${s.url}|${s.asOf}`} source={s} />
      ))}
      {c.japaneseBaseStats ? <JapaneseStats stats={c.japaneseBaseStats} level={level} /> : null}
    </section>
  );
}
