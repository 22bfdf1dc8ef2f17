import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FloorList_query$key } from '../__generated__/FloorList_query.graphql.ts';
import { FloorListItem } from './FloorListItem.tsx';

/** Every floor the viewer may see, lowest first; the selected one is highlighted and kept in view. */
export function FloorList({ query, selected, onChoose }: { query: FloorList_query$key; selected: number | null; onChoose: () => void }) {
  const data = useFragment(
    graphql`
      fragment FloorList_query on Query {
        towerFloors(first: 1000) {
          edges {
            node {
              number
              ...FloorListItem_floor
            }
          }
        }
      }
    `,
    query,
  );
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (selected === null) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-floor="${selected}"]`);
    const box = list.current;
    // Scroll the list itself (not the page) so the selected floor shows.
    if (item && box && box.scrollHeight > box.clientHeight) box.scrollTop = item.offsetTop - box.clientHeight / 2;
  }, [selected]);
  if (data.towerFloors.edges.length === 0) return <p className="empty">No floor yet.</p>;
  return (
    <ol className="floor-list" ref={list} aria-label="Floors">
      {data.towerFloors.edges.map(({ node }) => (
        <FloorListItem key={node.number} floor={node} selected={node.number === selected} onChoose={onChoose} />
      ))}
    </ol>
  );
}
