// Before any test file runs: the fixture dataset is migrated and seeded once into a template that
// each file's database copies (seeding it again in every file costs seconds of CPU each), and its
// portraits drawn once, which each browser test's site copies (drawing them is two seconds of CPU).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFixtureTemplate, TEMPLATE_ENV, TEMPLATE_IMAGES_ENV } from './database.ts';

export async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-fixture-'));
  const file = join(dir, 'fixture.db');
  const images = join(dir, 'images');
  await buildFixtureTemplate(file, images);
  process.env[TEMPLATE_ENV] = file;
  process.env[TEMPLATE_IMAGES_ENV] = images;
  return () => rmSync(dir, { recursive: true, force: true });
}
