// A zipped data folder as a bundle, and back. The import takes one JSON object of dataset files
// keyed `<domain>/<file>.json`; an archive of the `data/` folder (or of any folder above it) holds
// the same files one level or more down, next to files that are not data (README.md, build/).
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/** What an archive may hold once inflated: the whole dataset is about 2 MB. */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

export class ZipBundleError extends Error {}

/** A file of an archive that is not data: a folder, a dot-file, macOS's resource forks. */
const skipped = (name: string) => name.endsWith('/') || name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

/**
 * The bundle (JSON text) an archive holds: each `.json` file under its last two path segments
 * (`lostword/data/<domain>/<file>.json` is `<domain>/<file>.json`). Which names are dataset files,
 * and whether each record is valid, the server's dry run says, file by file.
 */
export function bundleFromZip(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  let inflated = 0;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (skipped(file.name) || !file.name.toLowerCase().endsWith('.json')) return false;
        inflated += file.originalSize;
        if (inflated > MAX_UNZIPPED_BYTES)
          throw new ZipBundleError(`the archive's JSON files are larger than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB once unpacked`);
        return true;
      },
    });
  } catch (e) {
    if (e instanceof ZipBundleError) throw e;
    throw new ZipBundleError(`not a readable zip archive (${(e as Error).message})`);
  }
  const bundle: Record<string, unknown> = {};
  const from = new Map<string, string>();
  for (const [name, content] of Object.entries(files)) {
    const parts = name.split('/');
    if (parts.length < 2)
      throw new ZipBundleError(`${name} is not in a folder: a data file's path ends in <domain>/<file>.json, as in the data/ folder`);
    const key = parts.slice(-2).join('/');
    if (from.has(key)) throw new ZipBundleError(`${from.get(key)} and ${name} are both ${key}`);
    from.set(key, name);
    try {
      bundle[key] = JSON.parse(strFromU8(content));
    } catch (e) {
      throw new ZipBundleError(`${name} is not valid JSON (${(e as Error).message})`);
    }
  }
  if (!from.size) throw new ZipBundleError('the archive holds no .json file');
  return JSON.stringify(bundle);
}

/** A bundle as a zip of the `data/` folder, each file written as the folder holds it. */
export function zipFromBundle(bundle: Record<string, unknown>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(bundle)
        // The folder holds the dataset's files; what the bundle says of itself (its `bundle` key) is no file.
        .filter(([key]) => key.endsWith('.json'))
        .map(([key, rows]) => [`data/${key}`, strToU8(`${JSON.stringify(rows, null, 2)}\n`)]),
    ),
    { level: 6 },
  );
}
