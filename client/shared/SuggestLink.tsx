import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { SuggestionField, SuggestLinkQuery } from '../__generated__/SuggestLinkQuery.graphql.ts';

type Field =
  | 'debut'
  | 'rebirth'
  | 'batch'
  | 'start'
  | 'end'
  | 'featured'
  | 'characters'
  | 'hp'
  | 'portrait'
  | 'floor'
  | 'cards'
  | 'release'
  | 'art';

/**
 * "Know this? Suggest a correction": beside a fact that is a bound, a derivation or unknown, the
 * form for it (/suggest), where a player gives the fact with its source for a maintainer to check;
 * and, once the page is in the browser, the suggestions about it being checked now (asked apart:
 * the page itself is kept per data version, a suggestion is not data).
 */
export function SuggestLink({
  field,
  recordKey,
  label = 'Know this? Suggest a correction',
}: {
  field: Field;
  recordKey: string | number;
  label?: string;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      {' '}
      <Link className="suggest-link" to={`/suggest?field=${field}&key=${encodeURIComponent(String(recordKey))}`}>
        {label}
      </Link>
      {mounted ? (
        <Quiet>
          <Suspense fallback={null}>
            <BeingChecked field={field.toUpperCase() as SuggestionField} recordKey={String(recordKey)} />
          </Suspense>
        </Quiet>
      ) : null}
    </>
  );
}

function BeingChecked({ field, recordKey }: { field: SuggestionField; recordKey: string }) {
  const { suggestions } = useLazyLoadQuery<SuggestLinkQuery>(
    graphql`
      query SuggestLinkQuery($field: SuggestionField!, $key: String!) {
        suggestions(field: $field, key: $key, first: 5) {
          suggestionId
        }
      }
    `,
    { field, key: recordKey },
    { fetchPolicy: 'network-only' },
  );
  if (!suggestions.length) return null;
  return (
    <span className="suggest-open">
      {' '}
      · being checked:{' '}
      {suggestions.map((s, i) => (
        <span key={s.suggestionId}>
          {i ? ', ' : ''}
          <Link to={`/suggestions/${s.suggestionId}`}>suggestion {s.suggestionId}</Link>
        </span>
      ))}
    </span>
  );
}

/** Shows nothing in place of what failed: the list is a hint, never worth breaking the page for. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
