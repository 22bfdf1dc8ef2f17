// The data version at the process edge: one indexed read of a one-row table per request, straight
// from SQLite (no ORM on the hot path), so every cached answer is keyed on the data it came from.
import Database from 'better-sqlite3';
import { sqlitePathFromUrl } from '../../prisma/migrate.ts';

export interface DataVersionReader {
  read(): number;
  close(): void;
}

export function createDataVersionReader(databaseUrl: string): DataVersionReader {
  const sqlite = new Database(sqlitePathFromUrl(databaseUrl), { readonly: true, fileMustExist: true });
  let statement: Database.Statement | undefined;
  return {
    read() {
      try {
        statement ??= sqlite.prepare('SELECT version FROM DataVersion WHERE id = 1').pluck();
        return (statement.get() as number | undefined) ?? 0;
      } catch {
        // Not migrated yet: nothing has been imported.
        statement = undefined;
        return 0;
      }
    },
    close: () => sqlite.close(),
  };
}
