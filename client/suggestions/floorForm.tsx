// A tower floor's enemies, as a visitor gives them on /suggest: each enemy's name, elements,
// weaknesses and resistances, the HP of each of its gauges (or its total HP) and its barriers. An
// enemy left without a name is left out (a floor may have one to three).
import type { SuggestPageMutation$variables } from '../__generated__/SuggestPageMutation.graphql.ts';

type Input = SuggestPageMutation$variables['input'];

const SLOTS = [0, 1, 2] as const;
const ELEMENTS = 'sun, moon, fire, water, wood, metal, earth, star, no';

const list = (text: string) =>
  text
    .split(/[\s,/]+/)
    .map((x) => x.trim())
    .filter(Boolean);
const numbers = (text: string) => list(text.replace(/(\d)[,_](?=\d{3}\b)/g, '$1')).map(Number);

function EnemyFieldset({ id, slot }: { id: string; slot: number }) {
  const f = (name: string) => `${id}-${slot}-${name}`;
  return (
    <fieldset>
      <legend>Enemy {slot + 1}</legend>
      <label htmlFor={f('name')}>Name{slot ? ' (leave empty when there is none)' : ''}</label>
      <input id={f('name')} name={`enemy${slot}Name`} type="text" maxLength={80} required={slot === 0} />
      <label htmlFor={f('elements')}>Elements ({ELEMENTS})</label>
      <input id={f('elements')} name={`enemy${slot}Elements`} type="text" />
      <label htmlFor={f('weak')}>Weak to</label>
      <input id={f('weak')} name={`enemy${slot}Weak`} type="text" />
      <label htmlFor={f('resist')}>Resists</label>
      <input id={f('resist')} name={`enemy${slot}Resist`} type="text" />
      <label htmlFor={f('gauges')}>HP of each gauge, in order (green, yellow, red)</label>
      <input id={f('gauges')} name={`enemy${slot}Gauges`} type="text" inputMode="numeric" />
      <label htmlFor={f('hp')}>Or its total HP</label>
      <input id={f('hp')} name={`enemy${slot}Hp`} type="number" min="1" step="1" />
      <label htmlFor={f('barriers')}>Barriers (one number, or one per gauge)</label>
      <input id={f('barriers')} name={`enemy${slot}Barriers`} type="text" inputMode="numeric" />
    </fieldset>
  );
}

/** The floor's three enemy slots. */
export function FloorFieldset({ id }: { id: string }) {
  return (
    <>
      {SLOTS.map((slot) => (
        <EnemyFieldset key={slot} id={id} slot={slot} />
      ))}
    </>
  );
}

/** The floor's enemies as the mutation takes them, read from the form (enemies without a name left out). */
export function floorInput(text: (name: string) => string): Partial<Input> {
  const enemies = SLOTS.filter((slot) => text(`enemy${slot}Name`)).map((slot) => {
    const hp = text(`enemy${slot}Hp`);
    return {
      slot,
      name: text(`enemy${slot}Name`),
      elements: list(text(`enemy${slot}Elements`)),
      weaknesses: list(text(`enemy${slot}Weak`)),
      resistances: list(text(`enemy${slot}Resist`)),
      gauges: numbers(text(`enemy${slot}Gauges`)),
      barriers: numbers(text(`enemy${slot}Barriers`)),
      hp: hp ? Number(hp) : null,
    };
  });
  return { floor: { enemies } };
}
