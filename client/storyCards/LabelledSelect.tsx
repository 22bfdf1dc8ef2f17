/** A drop-down inside its label, offering [value, text] options; reports the value chosen. */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  'aria-label': ariaLabel,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  'aria-label'?: string;
}) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value as T)} aria-label={ariaLabel}>
        {options.map(([id, text]) => (
          <option key={id} value={id}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
