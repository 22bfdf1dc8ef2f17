// The one place that decides which database a URL names. Everything that behaves differently on
// SQLite and PostgreSQL (the client's adapter, migrations, the schema engine, and in the server
// only its store, server/store: the edge's reads, the rate limits' counters, SQLite's own indexes)
// asks here.

export type Dialect = 'sqlite' | 'postgresql';

/** A URL with its password hidden, for messages. */
export const maskedUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/** The dialect of a database URL: `file:` is SQLite, `postgres://` or `postgresql://` PostgreSQL; anything else none. */
export function dialectOf(url: string): Dialect | undefined {
  if (url.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgresql';
  return undefined;
}

export const isPostgresUrl = (url: string) => dialectOf(url) === 'postgresql';
export const isSqliteUrl = (url: string) => dialectOf(url) === 'sqlite';

/** The file a SQLite URL names, as written (relative paths stay relative; `:memory:` stays itself). */
export function sqliteFileOf(url: string): string {
  return url.replace(/^file:/, '').replace(/\?.*$/, '');
}

/** What a URL this build cannot open is told, before anything is touched. */
export function unsupportedUrlMessage(url: string): string {
  return `DATABASE_URL must be a SQLite file URL (file:./var/lostword.db) or a PostgreSQL URL (postgresql://user:password@host/database), not ${maskedUrl(url)}`;
}
