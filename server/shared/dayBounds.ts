import { badUserInput } from './errors.ts';
import type { Viewer } from './reveal.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const badDate = (value: string) => badUserInput(`A date filter takes YYYY-MM-DD or "now", not ${JSON.stringify(value.slice(0, 30))}`);

/** The instant a day filter stands for; null for an empty value. Throws BAD_USER_INPUT for anything else. */
export function dayBound(value: string | null | undefined, side: 'start' | 'end', viewer: Viewer): Date | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.toLowerCase() === 'now') return viewer.now;
  const m = DAY.exec(text);
  if (!m) throw badDate(text);
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const date = new Date(start);
  if (date.getUTCFullYear() !== Number(m[1]) || date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3]))
    throw badDate(text);
  return side === 'start' ? date : new Date(start + 86_400_000 - 1);
}
