import { Link } from 'react-router-dom';

/**
 * "Know this? Suggest a correction": beside a fact that is a bound, a derivation or unknown, the
 * form for it (/suggest), where a player gives the fact with its source for a maintainer to check.
 */
export function SuggestLink({ field, recordKey }: { field: 'debut' | 'start' | 'characters' | 'hp'; recordKey: string | number }) {
  return (
    <>
      {' '}
      <Link className="suggest-link" to={`/suggest?field=${field}&key=${encodeURIComponent(String(recordKey))}`}>
        Know this? Suggest a correction
      </Link>
    </>
  );
}
