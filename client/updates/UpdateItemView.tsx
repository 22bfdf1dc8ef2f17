import { graphql, useFragment } from 'react-relay/hooks';
import type { UpdateItemView_item$key } from '../__generated__/UpdateItemView_item.graphql.ts';
import { LocalDate } from '../shared/LocalDate.tsx';

type SubItem = UpdateItemView_item$key;

/**
 * One change of an update. Its HTML was sanitised on import (only formatting and http links are
 * kept). A spoiler listed under JP content shows its teaser and when it is revealed.
 */
export function UpdateItemView({ item }: { item: SubItem }) {
  const i = useFragment(
    graphql`
      fragment UpdateItemView_item on UpdateItem {
        detail
        hidden
        revealAt
        urls
        subItems {
          detail
          hidden
          revealAt
          urls
        }
      }
    `,
    item,
  );
  return (
    <li className={i.hidden ? 'update-item spoiler' : 'update-item'}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on import with sanitize-html */}
      <span dangerouslySetInnerHTML={{ __html: i.detail }} />
      {i.hidden && i.revealAt ? (
        <span className="spoiler-note">
          {' '}
          (JP spoiler, revealed <LocalDate value={i.revealAt} withTime />)
        </span>
      ) : null}
      {i.urls.map((url) => (
        <a key={url} className="update-link" href={url} target="_blank" rel="noreferrer noopener">
          link
        </a>
      ))}
      {i.subItems.length ? (
        <ul className="update-subitems">
          {i.subItems.map((s, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sub-items have no id and keep their order
            <li key={index} className={s.hidden ? 'update-item spoiler' : 'update-item'}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on import with sanitize-html */}
              <span dangerouslySetInnerHTML={{ __html: s.detail }} />
              {s.hidden && s.revealAt ? (
                <span className="spoiler-note">
                  {' '}
                  (JP spoiler, revealed <LocalDate value={s.revealAt} withTime />)
                </span>
              ) : null}
              {s.urls.map((url) => (
                <a key={url} className="update-link" href={url} target="_blank" rel="noreferrer noopener">
                  link
                </a>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
