import { graphql, useFragment } from 'react-relay/hooks';
import type { UpdateEntryCard_entry$key } from '../__generated__/UpdateEntryCard_entry.graphql.ts';
import { LocalDate } from '../shared/LocalDate.tsx';
import { UpdateItemView } from './UpdateItemView.tsx';

export const SECTIONS = [
  ['features', 'New features'],
  ['contents', 'New contents'],
  ['fixes', 'Fixes'],
  ['data', 'Data'],
] as const;

/** One entry of the update log: number, date, title, and its changes by section. */
export function UpdateEntryCard({ entry }: { entry: UpdateEntryCard_entry$key }) {
  const e = useFragment(
    graphql`
      fragment UpdateEntryCard_entry on UpdateEntry {
        number
        timestamp
        title
        subtitle
        complex
        items {
          section
          ...UpdateItemView_item
        }
      }
    `,
    entry,
  );
  const sections = SECTIONS.map(([id, label]) => [label, e.items.filter((i) => i.section === id)] as const).filter(
    ([, items]) => items.length,
  );
  return (
    <article className={`update-entry${e.complex ? ' complex' : ''}`} id={`update-${e.number}`}>
      <header>
        <h2>
          <span className="update-number">#{e.number}</span> {e.title}
        </h2>
        {e.subtitle ? <p className="update-subtitle">{e.subtitle}</p> : null}
        <p className="update-date">
          <LocalDate value={e.timestamp} withTime />
        </p>
      </header>
      {sections.length === 0 ? <p className="empty">No change to show.</p> : null}
      {sections.map(([label, items]) => (
        <section key={label}>
          {e.complex || sections.length > 1 ? <h3>{label}</h3> : null}
          <ul>
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no id and keep their order
              <UpdateItemView key={index} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
