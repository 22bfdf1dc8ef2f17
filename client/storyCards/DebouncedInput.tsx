import { useEffect, useRef, useState } from 'react';

/** Text inputs apply this long after the last keystroke. */
export const TYPING_DELAY_MS = 300;

/** A text input that reports its value once typing pauses, and follows outside changes (Reset). */
export function DebouncedInput({
  value,
  onChange,
  ...props
}: { value: string; onChange: (v: string) => void } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <input
      {...props}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          sent.current = next;
          onChange(next);
        }, TYPING_DELAY_MS);
      }}
    />
  );
}
