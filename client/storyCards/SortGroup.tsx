/**
 * A sort group: clicking the active sort flips its direction; another sort starts ascending, but
 * for the sorts in `startDescending` (counts: the most first is what a visitor asks for).
 */
export function SortGroup<T extends string>({
  label,
  options,
  value,
  descending,
  onChange,
  startDescending = [],
}: {
  label: string;
  options: [T, string][];
  value: T;
  descending: boolean;
  onChange: (value: T, descending: boolean) => void;
  startDescending?: readonly T[];
}) {
  return (
    <fieldset className="sort-group">
      <legend>{label}</legend>
      {options.map(([id, text]) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id, value === id ? !descending : startDescending.includes(id))}
          title={value === id ? 'Click again to reverse' : undefined}
        >
          {text}
          {value === id ? (
            <>
              <span aria-hidden="true">{descending ? ' ↓' : ' ↑'}</span>
              <span className="visually-hidden">{descending ? ', descending' : ', ascending'}</span>
            </>
          ) : null}
        </button>
      ))}
    </fieldset>
  );
}
