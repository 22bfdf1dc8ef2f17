// Which new passwords are refused (OWASP ASVS 2.1.7): common ones, and trivially repetitive or
// sequential ones. The list is commonPasswords.txt beside this file: the 49,233 passwords of the
// zxcvbn-ts common dictionary (@zxcvbn-ts/language-common 4.1.3, src/passwords.json, MIT licence in
// commonPasswords.LICENSE.txt), zxcvbn's ranking of the most used passwords of public leaks, most
// used first, lower case. It is read once, on the first password that needs checking.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LIST_FILE = join(import.meta.dirname, 'commonPasswords.txt');

let common: Set<string> | undefined;

/** The list as a set (loaded once; it is a few hundred kilobytes). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

/** Fewer different characters than this in a whole password is a pattern, not a secret. */
const MIN_DISTINCT = 5;

/**
 * Why `password` is too easy to guess, or null. Checked on its lower-case form: a list entry, a
 * list entry with only digits and symbols around it (`password1234`, `!!iloveyou2024`), a unit
 * repeated (`aaaaaaaaaaaa`, `abcabcabcabc`), fewer than five different characters, or a run of
 * consecutive characters (`abcdefghijkl`, `987654321098` is in the list already).
 */
export function guessablePassword(password: string): string | null {
  const lower = password.normalize('NFC').toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return 'This password is one of the most common ones: choose another.';
  // Letters of any script are the word; what is not a letter around it is decoration.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (core && core !== lower && list.has(core)) return 'This password is a common one with digits or symbols added: choose another.';
  const chars = [...lower];
  if (/^([\s\S]+?)\1+$/u.test(lower) || new Set(chars).size < MIN_DISTINCT) {
    return 'This password repeats a few characters: choose one that is harder to guess.';
  }
  const step = (chars[1]?.codePointAt(0) ?? 0) - (chars[0]?.codePointAt(0) ?? 0);
  if (Math.abs(step) === 1 && chars.every((c, i) => i === 0 || (c.codePointAt(0) ?? 0) - (chars[i - 1].codePointAt(0) ?? 0) === step)) {
    return 'This password is a run of consecutive characters: choose one that is harder to guess.';
  }
  return null;
}
