// What every web address the site takes must not hold, whoever gives it (the dataset, an admin's
// source, a visitor's suggestion): user information. `https://example.org@evil.example/x` reads as
// example.org to a person but leads to evil.example, so a link drawn from it would mislead.

/** The words every refusal of such an address uses. */
export const USER_INFO_REFUSAL = 'must not hold a user name or password (the part before an @ in the host)';

/**
 * Whether an absolute address names a user or password, or has an `@` in its authority at all
 * (`https://@evil.example`, which parsing would silently drop). An address that does not parse
 * holds none: refusing it is another rule's job.
 */
export function holdsUserInfo(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password) return true;
  // The authority as written: after the scheme and its slashes (a backslash counts as one for
  // http and https), up to the path, query or fragment.
  const authority = /^\s*[a-z][a-z0-9+.-]*:[\\/]*([^\\/?#]*)/i.exec(address)?.[1] ?? '';
  return authority.includes('@');
}
