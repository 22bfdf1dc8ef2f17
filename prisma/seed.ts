// Loads the dataset (DATA_DIR, default ./data) into the database (DATABASE_URL), migrating first.
import { resolve } from 'node:path';
import { DatasetError } from '../server/dataset/validate.ts';
import { loadDataset } from '../server/dataset/write.ts';
import { createPrismaClient, DEFAULT_DATABASE_URL } from './connect.ts';
import { MigrationError } from './migrate.ts';
import { migrateDatabase } from './migrateDatabase.ts';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
try {
  await migrateDatabase(url);
} catch (e) {
  if (!(e instanceof MigrationError)) throw e;
  console.error(e.message);
  process.exit(1);
}
const prisma = createPrismaClient({ url });
try {
  const counts = await loadDataset(prisma, resolve(process.env.DATA_DIR ?? 'data'), new Date(), 'npm run db:seed');
  for (const [file, count] of Object.entries(counts)) console.log(`${String(count).padStart(6)}  ${file}`);
} catch (e) {
  if (e instanceof DatasetError) {
    console.error(e.message);
    process.exitCode = 1;
  } else {
    throw e;
  }
} finally {
  await prisma.$disconnect();
}
