// Validation report for the dataset: validates data/ with the seed loader, then prints counts per
// entity, how many records lack each optional field, sample/synthetic/real counts, and (when the
// raw sources are reachable) the joins between sources that failed.
// Run: npx tsx data/build/report.ts [--dir <dataset dir>]
import { join, resolve } from 'node:path';
import { DATASET_FILES } from '../../server/dataset/files.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { buildAttacks, buildJapaneseBaseStats } from './attacks.ts';
import { buildCharacters } from './characters.ts';
import { DEV_LETTERS, FIRST_REBIRTH, knownOutBy, OUT_BY_COUNTS } from './curated/history.ts';
import { PRAYERS } from './curated/prayers.ts';
import { buildDataset } from './index.ts';
import { REPO_ROOT } from './lib/io.ts';
import { matchPortraits } from './portraits.ts';
import { makeResolver, UnresolvedNameError } from './resolve.ts';
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

  out.push('', ...coverage(d));
  out.push('', ...datePrecision(d));
  out.push('', ...towerFloors(d));
  out.push('', ...derivedBounds(d));

  const withPortrait = chars.filter((c) => c.portraitHash);
  const bySet = new Map<string, number>();
  for (const c of withPortrait) bySet.set(c.portraitSet as string, (bySet.get(c.portraitSet as string) ?? 0) + 1);
  out.push(
    '',
    'Portraits:',
    `  characters with a portrait: ${withPortrait.length} of ${chars.length} (${[...bySet].map(([k, v]) => `${k} ${v}`).join(', ')})`,
    `  without (the placeholder is shown): ${chars
      .filter((c) => !c.portraitHash)
      .map((c) => c.id)
      .join(', ')}`,
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
    out.push(...attackJoins(built));
    const portraits = matchPortraits(built.characters, built.origins);
    const by = new Map<string, number>();
    for (const m of portraits.matches.values()) by.set(`${m.set} by ${m.by}`, (by.get(`${m.set} by ${m.by}`) ?? 0) + 1);
    out.push(`  portraits joined: ${[...by].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    out.push(`  portrait files no character takes: ${portraits.unused.length}`);
    for (const u of portraits.unused) out.push(`    ${u.set}/${u.file}: ${u.why}`);
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

type Data = ReturnType<typeof readDataset>;

/** The attack table's rows joined to Friends (and why the others are not), and the JP base stats joined. */
export function attackJoins(built: ReturnType<typeof buildCharacters>): string[] {
  const a = buildAttacks(built);
  const out = [
    `  attack table rows joined to a Friend: ${a.stats.matched} of ${a.stats.rows}; not joined: ${a.unmatched.length}`,
    `  attack table variants with data: ${a.stats.variantsMatched} of ${a.stats.variants} joined to a Friend`,
  ];
  const reasons = new Map<string, string[]>();
  for (const u of a.unmatched) reasons.set(u.reason, [...(reasons.get(u.reason) ?? []), u.row]);
  for (const [reason, rows] of reasons) out.push(`    not joined, ${reason}: ${rows.length} (${rows.join(', ')})`);
  out.push(`  Friends without attack data: ${a.stats.friendsWithout.length} of ${built.characters.length}`);
  out.push(`  Friends with only some of their three attacks in the table: ${a.stats.partial.join('; ') || 'none'}`);
  const jp = buildJapaneseBaseStats(built.characters);
  out.push(
    `  Japanese base stats (thlost): ${jp.records.length} Friends of ${jp.rows} rows (${jp.placeholders} _TEST placeholder rows); not joined: ${jp.refused.length}`,
  );
  for (const r of jp.refused) out.push(`    unit ${r.unit}: ${r.reason}`);
  return out;
}

/** Coverage of the release history, field by field: what is dated, how exactly, and what is missing. */
export function coverage(d: Data): string[] {
  const out: string[] = ['Release history coverage:'];
  const chars = d['characters/characters.json'];
  const dated = chars.filter((c) => c.debutAt);
  const byPrecision = (p: string) => chars.filter((c) => c.debutPrecision === p).length;
  out.push(
    `  characters with a global debut: ${dated.length} of ${chars.length}; undated ${chars.length - dated.length}`,
    '  debut precision:',
    '    | precision | characters | what it says |',
    '    |---|---|---|',
    `    | at launch | ${byPrecision('launch')} | there when the global server opened (2021-05-11) |`,
    `    | instant | ${byPrecision('instant')} | the time is stated |`,
    `    | day | ${byPrecision('day')} | the day is stated |`,
    `    | month | ${byPrecision('month')} | the month is stated |`,
    `    | between | ${byPrecision('between')} | not yet out at one date, out by a later one |`,
    `    | by | ${byPrecision('by')} | out by a date only (an upper bound) |`,
  );
  const jpOnly = chars.filter((c) => c.unreleasedGroup === 'jp' || (c.jpDebutAt && !c.debutAt));
  out.push(`  JP-only characters (out on the JP server, not on global): ${jpOnly.length}`);
  out.push('  known out by the counts that pages give:');
  for (const k of OUT_BY_COUNTS) {
    const known = knownOutBy(chars, k);
    const verdict = known <= k.count ? 'consistent' : k.explained ? `more than counted, explained: ${k.explained}` : 'CONTRADICTED';
    out.push(`    by ${k.at.slice(0, 10)}: ${known} known of ${k.count} counted (${k.what}): ${verdict}`);
  }
  out.push('  debut bounds by precision and source kind (upper bound; lower bound):');
  const bySource = new Map<string, number>();
  for (const c of dated) {
    const kind = `${c.debutPrecision}: ${c.debutSourceKind ?? 'no kind'}${c.debutAfterSourceKind ? `; after: ${c.debutAfterSourceKind}` : ''}`;
    bySource.set(kind, (bySource.get(kind) ?? 0) + 1);
  }
  for (const [k, v] of [...bySource].sort((a, b) => b[1] - a[1])) out.push(`    ${k}: ${v}`);
  const byYear = new Map<string, number>();
  for (const c of dated) byYear.set((c.debutAt as string).slice(0, 4), (byYear.get((c.debutAt as string).slice(0, 4)) ?? 0) + 1);
  out.push(
    `  debuts (or bounds) per year: ${[...byYear]
      .sort()
      .map(([y, n]) => `${y} ${n}`)
      .join(', ')}`,
  );
  out.push(
    `  CN tie-breaker (cnDebutAt): ${chars.filter((c) => c.cnDebutAt).length}; colours: ${chars.filter((c) => c.colors?.length).length}; rebirth dates: ${chars.filter((c) => c.rebirthAt).length} (${chars.filter((c) => c.hasRebirth).length} with a rebirth)`,
  );

  const prayers = d['prayers/prayers.json'].filter((p) => !p.sample && !p.synthetic);
  const perYear = new Map<string, number>();
  for (const p of prayers) {
    const at = p.startAt ?? p.endAt;
    const key = at ? at.slice(0, 4) : 'undated';
    perYear.set(key, (perYear.get(key) ?? 0) + 1);
  }
  out.push(
    `  prayers: ${prayers.length} (with start ${prayers.filter((p) => p.startAt).length}, with end ${prayers.filter((p) => p.endAt).length}, end only ${prayers.filter((p) => !p.startAt && p.endAt).length}, no date ${prayers.filter((p) => !p.startAt && !p.endAt).length})`,
    `    per year (by start, else end): ${[...perYear]
      .sort()
      .map(([y, n]) => `${y} ${n}`)
      .join(', ')}`,
    `    with featured characters: ${prayers.filter((p) => p.characters?.length).length}; with a new character: ${prayers.filter((p) => p.characters?.some((c) => c.status === 'new')).length}; with cards: ${prayers.filter((p) => p.cards?.length).length}; with step-ups: ${prayers.filter((p) => p.stepUps?.length).length}`,
  );

  const batches = d['characters/batches.json'];
  out.push(`  batches: ${batches.length}`);
  for (const kind of ['rebirth', 'rebirth-costume', 'standard', 'ritual'] as const) {
    const list = batches.filter((b) => b.kind === kind);
    out.push(
      `    ${kind}: ${list.length}${list.map((b) => ` [#${b.no} ${b.datePrecision === 'by' ? 'by ' : ''}${b.date.slice(0, b.datePrecision === 'month' ? 7 : 10)}, ${b.characters.length} characters]`).join('')}`,
    );
  }
  out.push(`    first global rebirth: ${FIRST_REBIRTH.at.slice(0, 10)} (year derived; Friends not named)`);
  const maint = d['updates/maintenance.json'];
  out.push(
    `  maintenance windows: ${maint.length} (with start ${maint.filter((m) => m.startAt).length}); dev letters: ${d['updates/devLetters.json'].length} (curated ${DEV_LETTERS.length})`,
  );

  // Names the pages give that could not be linked to a character (unnamed Friends, unstated worlds).
  const unresolved: string[] = [];
  try {
    const resolve = makeResolver(buildCharacters().characters);
    for (const p of PRAYERS)
      for (const c of p.characters ?? []) {
        try {
          resolve(c.name, p.name);
        } catch (e) {
          if (e instanceof UnresolvedNameError) unresolved.push(e.message);
          else throw e;
        }
      }
  } catch (e) {
    unresolved.push(`(not checked: ${(e as Error).message})`);
  }
  const open = PRAYERS.filter(
    (p) => p.note && /not (named|matched|stated|given)|leaves? out|left out|only in an image|names only|names these/i.test(p.note),
  );
  out.push(`  unresolved featured names: ${unresolved.length}${unresolved.length ? ` (${unresolved.join('; ')})` : ''}`);
  out.push(`  prayers whose page leaves Friends or cards unnamed or unmatched: ${open.length}`);
  for (const p of open) out.push(`    ${p.name}: ${p.note}`);
  return out;
}

/**
 * How every stored global date is stored: as a day (00:00 UTC, the source gives the day only) or as an
 * instant (the source gives the time). A date whose flag or precision says day but whose stored value
 * has a time is listed as a mismatch.
 */
export function datePrecision(d: Data): string[] {
  const rows: [string, number, number, number][] = [];
  const count = (what: string, list: { at?: string | null; timeKnown: boolean | undefined }[]) => {
    const dated = list.filter((x) => x.at);
    const instant = dated.filter((x) => x.timeKnown).length;
    const mismatch = dated.filter((x) => !x.timeKnown && !(x.at as string).endsWith('T00:00:00Z')).length;
    rows.push([what, dated.length - instant, instant, mismatch]);
  };
  const chars = d['characters/characters.json'];
  count(
    'character debut (upper bound or date)',
    chars.map((c) => ({ at: c.debutAt, timeKnown: c.debutTimeKnown ?? undefined })),
  );
  count(
    'character debut lower bound',
    chars.map((c) => ({ at: c.debutAfter, timeKnown: c.debutAfterTimeKnown ?? undefined })),
  );
  count(
    'character rebirth bound',
    chars.map((c) => ({ at: c.rebirthAt, timeKnown: c.rebirthPrecision === 'instant' || !c.rebirthAt?.endsWith('T00:00:00Z') })),
  );
  const prayers = d['prayers/prayers.json'].filter((p) => !p.sample && !p.synthetic);
  count(
    'prayer start',
    prayers.map((p) => ({ at: p.startAt, timeKnown: p.startPrecision === 'instant' })),
  );
  count(
    'prayer end',
    prayers.map((p) => ({ at: p.endAt, timeKnown: p.endPrecision === 'instant' })),
  );
  const maint = d['updates/maintenance.json'];
  count(
    'maintenance start',
    maint.map((m) => ({ at: m.startAt, timeKnown: m.startPrecision === 'instant' || m.startPrecision === 'by' })),
  );
  count(
    'maintenance end',
    maint.map((m) => ({ at: m.endAt, timeKnown: m.endPrecision === 'instant' || m.endPrecision === 'by' })),
  );
  const out = [
    'Stored global dates, day or instant (a day is stored as 00:00 UTC):',
    '    | date | day | instant | day flag but a time stored |',
    '    |---|---|---|---|',
  ];
  for (const [what, dayN, instant, mismatch] of rows) out.push(`    | ${what} | ${dayN} | ${instant} | ${mismatch} |`);
  const total = rows.reduce((a, r) => [a[0] + r[1], a[1] + r[2], a[2] + r[3]], [0, 0, 0]);
  out.push(`    | total | ${total[0]} | ${total[1]} | ${total[2]} |`);
  return out;
}

/** Real and sample tower floors, and where the real ones come from. */
export function towerFloors(d: Data): string[] {
  const floors = d['tower/floors.json'];
  const real = floors.filter((f) => !f.sample && !f.synthetic);
  const bySource = new Map<string, number[]>();
  for (const f of real) {
    const src = (f.source ?? '').split(' ')[0];
    bySource.set(src, [...(bySource.get(src) ?? []), f.floor]);
  }
  return [
    `Scarlet Devil Tower: ${floors.length} floors, ${real.length} real, ${floors.length - real.length} sample`,
    ...[...bySource].map(([src, list]) => `  ${src}: floors ${list.join(', ')}`),
  ];
}

/** Every derived bound with the rule that made it, and every counted pool that derived nothing. */
export function derivedBounds(d: Data): string[] {
  const out = ['Derived bounds (a count matched against the Friends known one by one):'];
  const chars = d['characters/characters.json'];
  const derived = chars.filter((c) => c.debutSourceKind === 'derived' || c.debutAfterSourceKind === 'derived');
  out.push(`  characters whose stored bound is derived: ${derived.length}`);
  try {
    const { history } = buildDataset();
    for (const p of history.poolDerivations) {
      out.push(
        `  ${p.label}, ${p.type}: ${p.count} counted (${p.how}); ${p.candidates.length} candidates known: ${p.derived ? `DERIVED, each bounded by the pool's end. Rule: ${p.rule}` : 'numbers differ, nothing derived'}`,
      );
      for (const x of p.excluded) out.push(`    left out: ${x.id}: ${x.why}`);
    }
    const stored = new Set(derived.map((c) => c.id));
    const fromRules = new Set(history.poolDerivations.filter((p) => p.derived).flatMap((p) => p.candidates));
    const notStored = [...fromRules].filter((id) => !stored.has(id));
    out.push(`  derived Friends whose stored bound is tighter (another source): ${notStored.length}`);
  } catch (e) {
    out.push(`  rules not listed: raw sources not reachable (${(e as Error).message})`);
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
