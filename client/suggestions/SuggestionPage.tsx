// /suggestions/<id>: where one suggestion stands (open, accepted, rejected with the reason), what
// it says and where it comes from. Rendered fresh every time: a decision shows at once.
import './suggestions.css';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import type { SuggestionPageQuery } from '../__generated__/SuggestionPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { recordNotFound, routeNotFound } from '../shell/errors.ts';
import { usePageTitle } from '../shell/title.ts';
import { describeValue, FIELD_LABELS } from './fields.ts';

const Query = graphql`
  query SuggestionPageQuery($id: Int!) {
    suggestion(id: $id) {
      suggestionId
      field
      key
      recordPath
      date
      precision
      characters
      cards
      number
      slot
      enemies {
        slot
        name
        elements
        gauges
        hp
      }
      friend {
        name
        world
        type
        debut
        debutPrecision
      }
      prayer {
        name
        types
        start
        startPrecision
        end
        endPrecision
        characters
      }
      sourceUrl
      inGameOn
      screenshotUrl
      moreSources
      note
      count
      status
      reason
      createdAt
      decidedAt
      expiresAt
    }
  }
`;

const STATUS_TEXT: Record<string, string> = {
  OPEN: 'Waiting for a maintainer to check it',
  ACCEPTED: 'Checked and applied to the data',
  REJECTED: 'Checked and not applied',
  EXPIRED: 'Not checked in time, so no longer waiting; if it still holds, suggest it again',
};

export function SuggestionPage({ queryRef }: { queryRef: PreloadedQuery<SuggestionPageQuery> }) {
  const s = usePreloadedQuery<SuggestionPageQuery>(Query, queryRef).suggestion;
  usePageTitle(s ? `Suggestion ${s.suggestionId}` : 'Suggestion');
  if (!s) throw recordNotFound(`Suggestion ${queryRef.variables.id} does not exist`);
  return (
    <section className="page suggestion-page">
      <h1>Suggestion {s.suggestionId}</h1>
      <p className={`suggestion-status suggestion-${s.status.toLowerCase()}`}>
        <output>
          {STATUS_TEXT[s.status] ?? s.status}
          {s.reason ? `: ${s.reason}` : s.expiresAt ? ` (until ${s.expiresAt.slice(0, 10)}; it expires unchecked then).` : '.'}
        </output>
      </p>
      <dl className="suggestion-facts">
        <dt>{FIELD_LABELS[s.field]}</dt>
        <dd>
          {!s.recordPath ? null : (
            <>
              <Link to={s.recordPath}>{s.key}</Link>:{' '}
            </>
          )}
          {describeValue(s)}
        </dd>
        <dt>Source</dt>
        <dd>
          {s.sourceUrl ? (
            <a href={s.sourceUrl} rel="noreferrer noopener nofollow" target="_blank">
              {s.sourceUrl}
            </a>
          ) : (
            <>
              Seen in the game on {s.inGameOn}
              {s.screenshotUrl ? (
                <>
                  {' '}
                  (
                  <a href={s.screenshotUrl} rel="noreferrer noopener nofollow" target="_blank">
                    screenshot
                  </a>
                  )
                </>
              ) : null}
            </>
          )}
          {s.moreSources.length ? ` · also ${s.moreSources.length} more source${s.moreSources.length === 1 ? '' : 's'}` : ''}
        </dd>
        {s.note ? (
          <>
            <dt>Note</dt>
            <dd className="suggestion-note">{s.note}</dd>
          </>
        ) : null}
        <dt>Made</dt>
        <dd>
          By {s.count} visitor{s.count === 1 ? '' : 's'}, first on {s.createdAt.slice(0, 10)}
          {s.decidedAt ? `; decided on ${s.decidedAt.slice(0, 10)}` : ''}
        </dd>
      </dl>
    </section>
  );
}

const load = queryLoader<SuggestionPageQuery>(Query, (url) => {
  const id = url.pathname.split('/').pop() ?? '';
  return { id: Number(id) };
});

/** Only a number's form is asked about: anything else is a 404 at once. */
export function loader(args: LoaderFunctionArgs) {
  const { pathname } = new URL(args.request.url);
  if (!/^[1-9]\d{0,8}$/.test(pathname.split('/').pop() ?? '')) throw routeNotFound(pathname);
  return load(args);
}
export const Component = preloadedPage<SuggestionPageQuery>(SuggestionPage);
