// Validation report for the dataset: validates data/ with the seed loader, then prints counts per
// entity, how many records lack each optional field, sample/synthetic/real counts, and (when the
// raw sources are reachable) the joins between sources that failed.
// Run: npx tsx data/build/report.ts [--dir <dataset dir>]
import { join, resolve } from 'node:path';
import { DATASET_FILES } from '../../prisma/seed/format.ts';
import { readDataset } from '../../prisma/seed/load.ts';
import { buildCharacters } from './characters.ts';
import { REPO_ROOT } from './lib/io.ts';
import { buildStoryCards } from './storyCards.ts';

function pad(s: string | number, n: number): string {
  return String(s).padEnd(n);
}

export function report(dir: string): string[] {
  const out: string[] = [];
  const d = readDataset(dir);
  out.push(`Dataset ${dir}: valid (all files parse, all references resolve)`, '');

  out.push('Counts per entity (real / sample / synthetic):');
  for (const [file, rows] of Object.entries(d) as [string, Record<string, unknown>[]][]) {
    const sample = rows.filter((r) => r.sample === true).length;
    const synthetic = rows.filter((r) => r.synthetic === true).length;
    out.push(`  ${pad(file, 32)} ${pad(rows.length, 6)} (${rows.length - sample - synthetic} / ${sample} / ${synthetic})`);
  }

  out.push('', 'Records missing each optional field (fields every record has are not listed):');
  for (const [file, schema] of Object.entries(DATASET_FILES)) {
    const rows = d[file as keyof typeof d] as Record<string, unknown>[];
    if (!rows.length) continue;
    const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    const missing: string[] = [];
    for (const key of Object.keys(shape)) {
      const n = rows.filter(
        (r) => r[key] === undefined || r[key] === null || (Array.isArray(r[key]) && (r[key] as unknown[]).length === 0),
      ).length;
      if (n > 0) missing.push(`${key} ${n}`);
    }
    out.push(`  ${file}: ${missing.join(', ') || '(none missing)'}`);
  }

  const cards = d['storyCards/storyCards.json'];
  out.push(
    '',
    'Story cards:',
    `  official English names: ${cards.filter((c) => c.nameOfficial).length}; translated: ${cards.filter((c) => !c.nameOfficial).length}`,
    `  with structured buffs: ${cards.filter((c) => c.buffs?.length).length}; with featured characters: ${cards.filter((c) => c.featured?.length).length}; with a release date: ${cards.filter((c) => c.releaseAt).length}`,
  );
  const chars = d['characters/characters.json'];
  const byType = new Map<string, number>();
  for (const c of chars) byType.set(c.type, (byType.get(c.type) ?? 0) + 1);
  out.push(
    '',
    'Characters:',
    `  by type: ${[...byType].map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `  with game unit id: ${chars.filter((c) => c.gameUnitId).length}; with Japanese name: ${chars.filter((c) => c.nameJp).length}; with global debut date: ${chars.filter((c) => c.debutAt).length}`,
  );

  out.push('', 'Joins between sources:');
  try {
    const built = buildCharacters();
    const bySource = new Map<string, typeof built.joinIssues>();
    for (const i of built.joinIssues) bySource.set(i.source, [...(bySource.get(i.source) ?? []), i]);
    for (const [source, list] of bySource) {
      const problems = new Map<string, string[]>();
      for (const i of list) problems.set(i.problem, [...(problems.get(i.problem) ?? []), i.record]);
      for (const [problem, records] of problems) {
        out.push(`  ${source}: ${records.length} ${problem}`);
        out.push(`    ${records.slice(0, 40).join(', ')}${records.length > 40 ? ', ...' : ''}`);
      }
    }
    out.push(`  UnitDate.csv units joined to a character: ${built.stats.unitsJoined} of ${built.units.length}`);
    const cardBuild = buildStoryCards(built.characters, built.personOf, built.cnNames);
    out.push(`  story-card effect lines not parsed: ${cardBuild.unparsedEffects.length}`);
    const lore = [...cardBuild.unmatchedLoreNames].sort((a, b) => b[1] - a[1]);
    out.push(`  lore header names not matched to a character (mostly topics, not characters): ${lore.length}`);
    out.push(
      `    ${lore
        .slice(0, 30)
        .map(([n, c]) => `${n} (${c})`)
        .join(', ')}${lore.length > 30 ? ', ...' : ''}`,
    );
  } catch (e) {
    out.push(`  skipped: raw sources not reachable (${(e as Error).message})`);
  }
  return out;
}

const isMain = process.argv[1]?.endsWith('data/build/report.ts');
if (isMain) {
  const i = process.argv.indexOf('--dir');
  const dir = i >= 0 ? resolve(process.argv[i + 1]) : join(REPO_ROOT, 'data');
  try {
    console.log(report(dir).join('\n'));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
