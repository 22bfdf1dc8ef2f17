// Before any test file runs: a PostgreSQL server of the run's own (a temporary cluster made with the
// installed PostgreSQL's initdb, on a free port), which every PostgreSQL test file makes its
// databases on. Its connections need no password exchange and it writes without fsync, so a file's
// database is made and dropped quickly; and nothing a test leaves behind reaches the machine's own
// cluster. (On Debian's cluster a connection left half-way through its password exchange held
// every DROP DATABASE for the server's 60-second authentication timeout.) TEST_POSTGRES_URL names
// another server instead.
import { freePort } from './ports.ts';
import { startPrivatePostgres } from './postgres.ts';

export async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_POSTGRES_URL) return undefined;
  let server: Awaited<ReturnType<typeof startPrivatePostgres>>;
  try {
    server = await startPrivatePostgres(await freePort());
  } catch (error) {
    // Without PostgreSQL installed, the files that need it say so themselves; the others run.
    console.warn(`No PostgreSQL server for the tests: ${(error as Error).message}`);
    return undefined;
  }
  process.env.TEST_POSTGRES_URL = server.url;
  return async () => {
    delete process.env.TEST_POSTGRES_URL;
    await server.drop();
  };
}
