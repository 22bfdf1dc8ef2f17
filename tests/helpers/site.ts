// A whole site on a loopback port over a seeded temporary database, for tests that speak HTTP.
import { type AppOptions, createSite, type Site } from '../../server/app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestSite {
  database: TestDatabase;
  site: Site;
  base: string;
  close(): Promise<void>;
}

/** Executes in process unless `workers` is given; no client build and no images folder. */
export async function startTestSite(options: Partial<AppOptions> = {}): Promise<TestSite> {
  const database = await createTestDatabase();
  const site = createSite({ clientDist: '/nonexistent', imagesDir: '/nonexistent', workers: 0, ...options, databaseUrl: database.url });
  const base = await site.listen(0);
  return {
    database,
    site,
    base,
    close: async () => {
      await site.shutdown(1000);
      await database.close();
    },
  };
}
