/** Thrown on purpose by /test and /errors/test, to show the error page. */
export function ErrorTestPage(): never {
  throw new Error('This is a test error.');
}
