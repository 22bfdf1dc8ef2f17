import { memo } from 'react';
import '../shared/roster/toggles.css';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { AttackRow_attack$data, AttackRow_attack$key } from '../__generated__/AttackRow_attack.graphql.ts';
import { MARK_BADGE, MARK_TEXT, type Mark } from '../shared/roster/marks.ts';
import { useSettings } from '../shared/settings.ts';
import { formatPower, formatShare, KIND_LABELS, partColour, TARGET_LABELS } from './attacks.ts';
import { CharacterPicture } from './CharacterThumb.tsx';

const Fragment = graphql`
  fragment AttackRow_attack on Attack {
    kind
    target
    totalPower
    hardPower
    slicePower
    yinYang {
      code
      label
      total
      share
    }
    elements {
      code
      label
      total
      share
    }
    bulletTypes {
      code
      label
      total
      share
    }
    killers {
      code
      label
      total
      share
    }
    character {
      slug
      nameEn
      revealed
      thumbnail
      altThumbnail
      spoilerSafeThumbnail
      portrait {
        src
        avifSrcSet
        webpSrcSet
      }
    }
  }
`;

type Part = AttackRow_attack$data['elements'][number];
export type PartList = 'yinYang' | 'elements' | 'bulletTypes' | 'killers';

/** The parts a row names at most in a cell: the largest ones (the Friend's page has them all). */
const TOP = 3;

/** A cell's parts as text: "Fire 62% · Water 30%", with "+2 more" for the rest. */
function Parts({ parts, bar = false }: { parts: readonly Part[]; bar?: boolean }) {
  if (parts.length === 0) return <span className="unknown">none</span>;
  const top = parts.slice(0, TOP);
  return (
    <>
      {bar ? (
        // The split as a bar of its shares; the text after it gives the same figures.
        <span className="split-bar" aria-hidden="true">
          {parts.map((p, i) => (
            <span key={p.code} style={{ width: `${Math.max(p.share, 0) * 100}%`, background: partColour(p.code, i) }} />
          ))}
        </span>
      ) : null}
      <span className="part-list">
        {top.map((p) => (
          <span key={p.code} className="part" data-code={p.code}>
            {p.label} {formatShare(p.share)}
          </span>
        ))}
        {parts.length > TOP ? <span className="part more">+{parts.length - TOP} more</span> : null}
      </span>
    </>
  );
}

/** The power a part sort orders by on this row: each chosen part's power ("Fire 12,345"). */
function SortedPower({ attack, sorted }: { attack: AttackRow_attack$data; sorted: { list: PartList; codes: readonly string[] } }) {
  const parts = attack[sorted.list].filter((p) => sorted.codes.includes(p.code));
  const sum = parts.reduce((n, p) => n + p.total, 0);
  return (
    <span className="sorted-power" data-sorted-power={Math.round(sum)}>
      {parts.length ? parts.map((p) => `${p.label} ${formatPower(p.total)}`).join(' · ') : 'none'}
    </span>
  );
}

/** One attack of the comparison: the Friend (a link to its page), the attack, its power and how it splits. */
export const AttackRow = memo(function AttackRow({
  attack,
  sorted,
  mark = 'none',
  index,
  top,
  measure,
}: {
  attack: AttackRow_attack$key;
  /** The player's mark on the Friend, kept on the device. */
  mark?: Mark;
  sorted: { list: PartList; codes: readonly string[] } | null;
  /** The row's place in the list (0 first) and where the virtual list draws it. */
  index: number;
  top: number;
  measure: (el: HTMLTableRowElement | null) => void;
}) {
  const a = useFragment(Fragment, attack);
  const { prioritizePC98 } = useSettings();
  const bonus = a.hardPower + a.slicePower;
  return (
    <tr
      aria-rowindex={index + 2}
      data-index={index}
      ref={measure}
      className="attack-row"
      style={{ transform: `translateY(${top}px)` }}
      data-slug={a.character.slug}
      data-kind={a.kind}
    >
      <td className="attack-cell friend-cell">
        <Link to={`/characters/${a.character.slug}`} className="attack-friend">
          <CharacterPicture c={a.character} prioritizePC98={prioritizePC98} size={40} />
          <span>{a.character.nameEn}</span>
        </Link>
        {mark === 'none' ? null : (
          <span className={`row-mark ${mark}`} title={`You marked this Friend ${MARK_TEXT[mark]}`}>
            {MARK_BADGE[mark]}
          </span>
        )}
      </td>
      <td className="attack-cell kind-cell">{KIND_LABELS[a.kind] ?? a.kind}</td>
      <td className="attack-cell target-cell">{TARGET_LABELS[a.target] ?? a.target}</td>
      <td className="attack-cell power-cell" data-total={a.totalPower}>
        <strong>{formatPower(a.totalPower)}</strong>
        {bonus > 0 ? <span className="bonus"> incl. {formatPower(bonus)} Hard/Slice</span> : null}
        {sorted ? <SortedPower attack={a} sorted={sorted} /> : null}
      </td>
      <td className="attack-cell split-cell" data-label="Yin/yang">
        <Parts parts={a.yinYang} bar />
      </td>
      <td className="attack-cell split-cell" data-label="Elements">
        <Parts parts={a.elements} bar />
      </td>
      <td className="attack-cell split-cell" data-label="Bullets">
        <Parts parts={a.bulletTypes} />
      </td>
      <td className="attack-cell split-cell" data-label="Killers">
        <Parts parts={a.killers} />
      </td>
    </tr>
  );
});
