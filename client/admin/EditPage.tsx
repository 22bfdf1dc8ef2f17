// Edit one record of any kind: pick the kind and the record (both in the address, so the route's
// query loads them), then change it in RecordEditor. Saving validates the record with the whole
// dataset; a refusal names the fields at fault.
import './admin.css';
import { startTransition, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { EditPage_query$key } from './__generated__/EditPage_query.graphql';
import type { EditPageQuery } from './__generated__/EditPageQuery.graphql';
import { adminLoader } from './api.ts';
import { PortraitUpload } from './PortraitUpload.tsx';
import { adminPage, Refusal } from './parts.tsx';
import { RecordEditor } from './RecordEditor.tsx';

const Query = graphql`
  query EditPageQuery($file: String!, $key: String!, $hasFile: Boolean!, $hasKey: Boolean!) {
    entities {
      file
      label
      count
      portraits
      ...RecordEditor_entity
    }
    ...EditPage_query
    record(file: $file, key: $key) @include(if: $hasKey) {
      key
      ...RecordEditor_record
    }
  }
`;

/** The records of the kind picked that match what the maintainer typed in Find. */
const recordsFragment = graphql`
  fragment EditPage_query on Query
  @refetchable(queryName: "EditPageRecordsQuery")
  @argumentDefinitions(search: { type: "String", defaultValue: "" }) {
    records(file: $file, search: $search, first: 200) @include(if: $hasFile) {
      key
      label
    }
  }
`;

export const loader = adminLoader<EditPageQuery>(Query, (url) => {
  const file = url.searchParams.get('file') ?? '';
  const key = url.searchParams.get('key') ?? '';
  return { file, key, hasFile: file !== '', hasKey: file !== '' && key !== '' };
});

function Editor({ queryRef }: { queryRef: PreloadedQuery<EditPageQuery> }) {
  const data = usePreloadedQuery<EditPageQuery>(Query, queryRef);
  const [params, setParams] = useSearchParams();
  const { file, key } = queryRef.variables;
  const [search, setSearch] = useState('');
  const entity = data.entities.find((e) => e.file === file);
  const record = data.record ?? null;

  const select = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  };

  return (
    <section className="admin-edit">
      <h1>Edit Records</h1>
      {queryRef.variables.hasKey && !record ? <Refusal error={new Error(`There is no record ${key} in ${file}.`)} /> : null}
      <div className="edit-pickers">
        <label>
          Kind of record
          <select value={file} onChange={(e) => select({ file: e.target.value, key: null, new: null })}>
            <option value="">Choose…</option>
            {data.entities.map((e) => (
              <option key={e.file} value={e.file}>
                {e.label} ({e.count})
              </option>
            ))}
          </select>
        </label>
        {file ? (
          <>
            <label>
              Find
              <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="id or name" />
            </label>
            <RecordPicker query={data} search={search} value={key} onPick={(k) => select({ key: k || null, new: null })} />
            <button type="button" onClick={() => select({ key: null, new: '1' })}>
              New record
            </button>
          </>
        ) : null}
      </div>
      {entity && (record || params.get('new')) ? (
        <RecordEditor
          key={`${file}|${record?.key ?? 'new'}`}
          entity={entity}
          record={record}
          onCreated={(newKey) => select({ key: newKey, new: null })}
        />
      ) : null}
      {entity?.portraits && record ? <PortraitUpload key={record.key} character={record.key} /> : null}
    </section>
  );
}

export const EditPage = adminPage<EditPageQuery>('Edit Records', Editor);

/** The records to pick from: the route's query holds those of an empty search, typing asks again. */
function RecordPicker({
  query,
  search,
  value,
  onPick,
}: {
  query: EditPage_query$key;
  search: string;
  value: string;
  onPick: (key: string) => void;
}) {
  const [data, refetch] = useRefetchableFragment(recordsFragment, query);
  // The search the list shows: each query the route starts asks with none.
  const [asked, setAsked] = useState({ query, search: '' });
  const shown = asked.query === query ? asked.search : '';
  useEffect(() => {
    if (search === shown) return;
    const timer = setTimeout(() => {
      setAsked({ query, search });
      startTransition(() => {
        refetch({ search }, { fetchPolicy: 'network-only' });
      });
    }, 150);
    return () => clearTimeout(timer);
  }, [query, search, shown, refetch]);
  return (
    <label>
      Record
      <select value={value} onChange={(e) => onPick(e.target.value)}>
        <option value="">Choose…</option>
        {(data.records ?? []).map((r) => (
          <option key={r.key} value={r.key}>
            {r.label}
          </option>
        ))}
      </select>
    </label>
  );
}
