// The forms of records the site does not list yet, as a visitor proposes them on /suggest: a new
// prayer (its name, kinds, dates and Friends) and a new Friend (her names, world, rarity type and
// debut). What each sends is the mutation's input for its field.
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { CHARACTER_TYPES, PRAYER_TYPE_LABELS } from '../../server/shared/vocabulary.ts';
import type { SuggestPageMutation$variables } from '../__generated__/SuggestPageMutation.graphql.ts';
import { TYPE_LABELS } from '../shared/RarityIcon.tsx';
import { PRECISION_LABELS } from './fields.ts';

type Input = SuggestPageMutation$variables['input'];

/** Each new record's page: its title and what it asks for. */
export const NEW_RECORDS: Readonly<Record<string, { title: string; intro: ReactNode }>> = {
  NEW_PRAYER: {
    title: 'Suggest a new prayer',
    intro: (
      <>
        A banner the <Link to="/prayer">prayer list</Link> does not show yet: its name as the game or its news post gives it, its dates (in
        UTC), and the Friends it features. A maintainer checks it against its source and adds it, crediting your suggestion in the update
        log. For a prayer the site lists already, follow the “Know this?” link on its page instead.
      </>
    ),
  },
  NEW_FRIEND: {
    title: 'Suggest a new Friend',
    intro: (
      <>
        A Friend the <Link to="/characters/release-order">release order</Link> does not show yet, announced for the global server: her name
        as the game gives it, her world and rarity, and her debut where it is announced. A maintainer checks it against its source and adds
        her, crediting your suggestion in the update log.
      </>
    ),
  },
};

/** The kinds of prayer a visitor may say a new one is. */
const PRAYER_KINDS = Object.entries(PRAYER_TYPE_LABELS);

/** A date of a new record: its day, how exact it is, and its time (UTC) where the source gives it. */
function PrayerDate({ id, prefix, legend, required }: { id: string; prefix: string; legend: string; required: boolean }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label htmlFor={`${id}-${prefix}-date`}>Day</label>
      <input id={`${id}-${prefix}-date`} name={`${prefix}Date`} type="date" required={required} min="2021-05-01" />
      <label htmlFor={`${id}-${prefix}-precision`}>How exact</label>
      <select id={`${id}-${prefix}-precision`} name={`${prefix}Precision`} defaultValue="DAY">
        {(['DAY', 'INSTANT', 'MONTH'] as const).map((p) => (
          <option key={p} value={p}>
            {PRECISION_LABELS[p]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-${prefix}-time`}>Time (UTC), when the source gives it</label>
      <input id={`${id}-${prefix}-time`} name={`${prefix}Time`} type="time" />
    </fieldset>
  );
}

/** The fields of a new prayer: its name, kinds, dates and Friends. */
function NewPrayerFieldset({ id }: { id: string }) {
  const [kinds, setKinds] = useState<string[]>([]);
  return (
    <>
      <fieldset>
        <legend>The prayer</legend>
        <label htmlFor={`${id}-name`}>Its name</label>
        <input id={`${id}-name`} name="name" type="text" required maxLength={120} />
        <input type="hidden" name="types" value={kinds.join(',')} />
        <fieldset className="suggest-kinds">
          <legend>What kind of prayer</legend>
          {PRAYER_KINDS.map(([value, label]) => (
            <label key={value} className="suggest-choice">
              <input
                type="checkbox"
                checked={kinds.includes(value)}
                onChange={(e) => setKinds((k) => (e.target.checked ? [...k, value] : k.filter((v) => v !== value)))}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <PrayerDate id={id} prefix="start" legend="Its start (UTC)" required />
      <PrayerDate id={id} prefix="end" legend="Its end (UTC), if the source gives it" required={false} />
      <fieldset>
        <legend>The Friends it features</legend>
        <label htmlFor={`${id}-characters`}>Their ids, separated by commas (as in a Friend's page address, e.g. l1-reimu)</label>
        <textarea id={`${id}-characters`} name="characters" rows={2} />
      </fieldset>
    </>
  );
}

/** A new Friend's fields: her names, world, rarity type and debut. */
function NewFriendFieldset({ id }: { id: string }) {
  return (
    <>
      <fieldset>
        <legend>The Friend</legend>
        <label htmlFor={`${id}-name`}>Her name (in English, as the game gives it)</label>
        <input id={`${id}-name`} name="name" type="text" required maxLength={80} />
        <label htmlFor={`${id}-short`}>Short name (optional)</label>
        <input id={`${id}-short`} name="shortName" type="text" maxLength={80} />
        <label htmlFor={`${id}-jp`}>Japanese name (optional)</label>
        <input id={`${id}-jp`} name="nameJp" type="text" maxLength={80} lang="ja" />
        <label htmlFor={`${id}-world`}>Her world (as the site names it: L1, A6, R8…)</label>
        <input id={`${id}-world`} name="world" type="text" required maxLength={12} pattern="[A-Za-z0-9]{1,12}" />
        <label htmlFor={`${id}-type`}>Rarity type</label>
        <select id={`${id}-type`} name="type" defaultValue="fes">
          {CHARACTER_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t] ?? t}
            </option>
          ))}
        </select>
      </fieldset>
      <PrayerDate id={id} prefix="debut" legend="Her global debut (UTC), if it is announced" required={false} />
    </>
  );
}

/** The fields of a new record of `field`. */
export function NewRecordFieldset({ field, id }: { field: string; id: string }) {
  return field === 'NEW_FRIEND' ? <NewFriendFieldset id={id} /> : <NewPrayerFieldset id={id} />;
}

/** A date of the form (`<prefix>Date`, `<prefix>Precision`, `<prefix>Time`), as the input takes it; nulls when no day is given. */
function formDate(text: (name: string) => string, prefix: string) {
  const day = text(`${prefix}Date`);
  if (!day) return { at: null, precision: null };
  const precision = text(`${prefix}Precision`) as 'INSTANT' | 'DAY' | 'MONTH';
  const time = text(`${prefix}Time`) || '00:00';
  const at = precision === 'MONTH' ? `${day.slice(0, 7)}-01T00:00:00Z` : precision === 'DAY' ? `${day}T00:00:00Z` : `${day}T${time}:00Z`;
  return { at, precision };
}

/** The new record as the mutation takes it, read from the form's fields. */
export function newRecordInput(field: string, text: (name: string) => string): Partial<Input> {
  if (field === 'NEW_FRIEND') {
    const debut = formDate(text, 'debut');
    return {
      friend: {
        name: text('name'),
        shortName: text('shortName') || null,
        nameJp: text('nameJp') || null,
        world: text('world'),
        type: text('type'),
        debut: debut.at,
        debutPrecision: debut.precision,
      },
    };
  }
  const start = formDate(text, 'start');
  const end = formDate(text, 'end');
  return {
    prayer: {
      name: text('name'),
      types: text('types').split(',').filter(Boolean),
      start: start.at ?? '',
      startPrecision: start.precision,
      end: end.at,
      endPrecision: end.precision,
      characters: text('characters')
        .split(/[\s,]+/)
        .filter(Boolean),
    },
  };
}
