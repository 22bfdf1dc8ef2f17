import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clampFloor, floorDigits } from './vocabulary.ts';

/** Go to a floor by number: digits only; an empty input submits nothing; the number is clamped to the floors listed. */
export function FloorSelector({ highest }: { highest: number }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text === '') return;
    navigate({ search: `?floor=${clampFloor(Number(text), highest)}` });
    setText('');
  };
  return (
    <form className="floor-selector" onSubmit={submit} aria-label="Go to a floor">
      <label>
        Floor{' '}
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={`1–${highest}`}
          value={text}
          onChange={(e) => setText(floorDigits(e.target.value))}
          aria-label="Floor number"
        />
      </label>
      <button type="submit">Go</button>
    </form>
  );
}
