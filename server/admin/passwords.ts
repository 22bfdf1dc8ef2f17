// Which new passwords are refused (OWASP ASVS 2.1.7): common ones, trivially repetitive or
// sequential ones, and any that zxcvbn-ts (@zxcvbn-ts/core with the common and English
// dictionaries) estimates an attacker would guess early. The common list is that package's own
// ranking of the most used passwords of public leaks (@zxcvbn-ts/language-common,
// `passwords-common`), so one maintained dependency is the source of both checks.
import { type Match, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score (0 to 4) a new password must reach: 3 is "safely unguessable", at least 10^8
 * guesses, beyond what the sign-in throttle lets anyone try online by far.
 */
export const MIN_SCORE = 3;

/**
 * Passwords printed as the example of a good one (xkcd 936, and the strength meters that quote
 * it): the first an attacker who read the same page tries, whatever their estimated entropy.
 */
const PUBLISHED_EXAMPLES = ['correcthorsebatterystaple', 'correct horse battery staple', 'tr0ub4dor&3', 'troubador&3'];
const EXAMPLES_DICTIONARY = 'publishedExamples';

let common: Set<string> | undefined;

/** The common passwords of the estimator's dictionary, most used first, as a set. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(commonDictionary['passwords-common']);
  return common;
}

let estimator: ZxcvbnFactory | undefined;

/** Built once, on the first password checked: ranking the dictionaries takes a few hundred ms. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, [EXAMPLES_DICTIONARY]: PUBLISHED_EXAMPLES },
    graphs: adjacencyGraphs,
    translations,
    // Near misses of every dictionary word, and every combination of l33t substitutions, cost
    // seconds on a long random password, on the thread that answers the site: a few
    // substitutions keep the worst case near half a second and still read `p4ssw0rd` as `password`.
    useLevenshteinDistance: false,
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

/** Fewer different characters than this in a whole password is a pattern, not a secret. */
const MIN_DISTINCT = 5;

/**
 * Why `password` is too easy to guess, or null. First the rules zxcvbn scores too kindly, on the
 * lower-case form: a list entry, a list entry with only digits and symbols around it
 * (`2024iloveyou!!`), a unit repeated (`aaaaaaaaaaaa`, `abcabcabcabc`), fewer than five
 * different characters, or a run of consecutive characters (`abcdefghijkl`). Then the estimate:
 * below MIN_SCORE, its warning and suggestions say why and what to do instead.
 */
export function guessablePassword(password: string, userInputs: readonly string[] = []): string | null {
  const normal = password.normalize('NFC');
  const lower = normal.toLowerCase();
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
  const result = zxcvbn().check(normal, [...userInputs]);
  if (result.score >= MIN_SCORE) return null;
  const example = result.sequence.some((m: Match) => m.pattern === 'dictionary' && m.dictionaryName === EXAMPLES_DICTIONARY);
  const warning = example ? 'This is a well-known example password.' : result.feedback.warning;
  const reasons = [warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess${reasons ? `: ${reasons}` : '.'} Choose one that is harder to guess.`;
}
