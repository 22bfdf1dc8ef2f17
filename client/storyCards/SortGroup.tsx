/** A sort group: clicking the active sort flips its direction; another sort starts ascending. */
export function SortGroup<T extends string>({
  label,
  options,
  value,
  descending,
  onChange,
}: {
  label: string;
  options: [T, string][];
  value: T;
  descending: boolean;
  onChange: (value: T, descending: boolean) => void;
}) {
  return (
    <fieldset className="sort-group">
      <legend>{label}</legend>
      {options.map(([id, text]) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id, value === id ? !descending : false)}
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
