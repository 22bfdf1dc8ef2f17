// npm run db:backup -- <file> and npm run db:restore -- <file>: a backup of the database
// DATABASE_URL names (while the site serves), and its restore into an empty one. The store of the
// URL's kind makes it (server/store/backup.ts).
import { resolve } from 'node:path';
import { closeProcessStore, DEFAULT_DATABASE_URL, printableUrl, processStore, refusedDatabaseUrl } from './store/index.ts';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run db:backup -- <file>, or npm run db:restore -- <file> (into the empty database DATABASE_URL names)');
  process.exit(2);
}
const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const refused = refusedDatabaseUrl(url);
if (refused) {
  console.error(refused);
  process.exit(2);
}
const store = processStore();
const path = resolve(file);
const started = Date.now();
try {
  if (command === 'backup') {
    await store.backup(path);
    console.log(`Backed up ${printableUrl(url)} to ${path} in ${Date.now() - started} ms.`);
  } else {
    await store.restore(path);
    console.log(`Restored ${path} into ${printableUrl(url)} in ${Date.now() - started} ms.`);
  }
} catch (error) {
  console.error(`${command === 'backup' ? 'Backup' : 'Restore'} failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeProcessStore();
}
