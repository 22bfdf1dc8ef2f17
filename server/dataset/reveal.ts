// The reveal rule (server/shared/reveal.ts) over a dataset in memory: until when each record is
// hidden from a visitor without the spoiler switch, and what a visitor sees of the records they
// may see, as each file's spec says. The update log counts changes by it; the public export
// filters by it.
import type { RevealLookup, VisitorLookup } from '../shared/datasetSpec.ts';
import { ALWAYS, groupHiddenUntil, isShown, type Viewer } from '../shared/reveal.ts';
import { DATASET_FILE_NAMES, type Dataset, type DatasetFile, recordKey, specOf } from './files.ts';
import { positionOf } from './validate.ts';

export type PartialDataset = { [F in DatasetFile]?: Dataset[F] };

/**
 * The reveal rule (server/shared/reveal.ts) over one dataset: until when each record is hidden
 * from a visitor without the spoiler switch, as each file's spec says, looking up the records it
 * is known through. Worked out on demand and remembered, so a change of one record looks at few.
 */
export function revealIn(d: PartialDataset): RevealLookup & { of(file: DatasetFile, record: unknown): number } {
  const memo = new Map<string, number>();
  const referrerIndex = new Map<string, Map<string, unknown[]>>();
  const lookup = {
    of(file: DatasetFile, record: unknown): number {
      const rule = specOf(file).hiddenUntil;
      return rule ? rule(record, lookup) : ALWAYS;
    },
    hiddenUntilOf(file: string, key: string | number): number {
      const id = `${file}\u0000${key}`;
      let at = memo.get(id);
      if (at === undefined) {
        const rows = d[file as DatasetFile] as unknown[] | undefined;
        const i = rows ? positionOf(d as Dataset, file as DatasetFile, String(key)) : -1;
        at = i < 0 || !rows ? ALWAYS : lookup.of(file as DatasetFile, rows[i]);
        memo.set(id, at);
      }
      return at;
    },
    throughReferrers(fromFile: string, file: string, key: string | number): number {
      const id = `${fromFile}\u0000${file}`;
      let index = referrerIndex.get(id);
      if (!index) {
        index = new Map();
        const spec = specOf(fromFile as DatasetFile);
        for (const r of (d[fromFile as DatasetFile] as unknown[] | undefined) ?? []) {
          for (const ref of spec.references?.(r) ?? []) {
            if (ref.file !== file || ref.key == null) continue;
            const list = index.get(String(ref.key)) ?? [];
            if (!list.includes(r)) list.push(r);
            index.set(String(ref.key), list);
          }
        }
        referrerIndex.set(id, index);
      }
      return groupHiddenUntil((index.get(String(key)) ?? []).map((r) => lookup.hiddenUntilOf(fromFile, recordKey(r, -1))));
    },
  };
  return lookup;
}

/** The files, each a list of records, in the dataset's order. */
export type PublicFiles = Record<DatasetFile, unknown[]>;

/**
 * What `viewer` sees of a record they may see, through its file's view of what it names (a hidden
 * character left out of a prayer's list, a card's figures blank before its release), in `d`.
 */
export function viewIn(d: PartialDataset, reveal: RevealLookup, viewer: Viewer): (file: DatasetFile, record: unknown) => unknown {
  const see: VisitorLookup = {
    viewer,
    shown: (file, key) =>
      key !== null &&
      key !== undefined &&
      !!d[file as DatasetFile] &&
      positionOf(d as Dataset, file as DatasetFile, String(key)) >= 0 &&
      isShown(reveal.hiddenUntilOf(file, key), viewer),
  };
  return (file, record) => {
    const asSeen = specOf(file).asSeen;
    return asSeen ? asSeen(record, see) : record;
  };
}

/**
 * The dataset as `viewer` may see it (`viewer.now` is the instant it stands for): every record
 * through its file's reveal rule, and every record left as the viewer sees it (viewIn).
 */
export function publicData(d: Dataset, viewer: Viewer): PublicFiles {
  const reveal = revealIn(d);
  const view = viewIn(d, reveal, viewer);
  return Object.fromEntries(
    DATASET_FILE_NAMES.map((file) => {
      const shown = (d[file] as unknown[]).filter((r) => isShown(reveal.of(file, r), viewer));
      return [file, shown.map((r) => view(file, r))];
    }),
  ) as PublicFiles;
}
