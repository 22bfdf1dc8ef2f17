// Prayers: how many pulls the server draws per second at 32 connections, with their p50 and p99
// (a roll reads the prayer and its pool from memory and writes nothing), and the prayer list's
// latency uncached, one request at a time, on the real data and on the 100x synthetic data.
// The prayer paths' warm and cold answers against bare node:http are in serve.bench.ts.
// Figures are reported, not asserted. Run: npm run bench (BENCH_FILES=prayers for this one alone).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeJson } from '../../data/build/lib/io.ts';
import { generateSynthetic } from '../../data/build/synthetic.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { measure, prepareDatabase, startProject, type Target } from './serve.bench.ts';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** A prayer of the data that can be simulated with ten-pulls: the newest one. */
async function simulatedPrayer(base: string): Promise<{ id: number; name: string }> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ prayers(first: 100) { edges { node { prayerId name simulator pullKinds } } } }' }),
  });
  const body = (await res.json()) as {
    data: { prayers: { edges: { node: { prayerId: number; name: string; simulator: boolean; pullKinds: string[] } }[] } };
  };
  const found = body.data.prayers.edges.map((e) => e.node).find((p) => p.simulator && p.pullKinds.includes('MULTI'));
  if (!found) throw new Error('No prayer of the data can be simulated with ten-pulls');
  return { id: found.prayerId, name: found.name };
}

export async function bench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lw-prayers-bench-'));
  try {
    const real = await prepareDatabase(join(root, 'data'), dir, 'real');
    const syntheticDir = join(dir, 'synthetic');
    for (const [file, records] of Object.entries(generateSynthetic(readDataset(join(root, 'data')), 100)))
      writeJson(join(syntheticDir, file), records);
    const synthetic = await prepareDatabase(syntheticDir, dir, 'synthetic');

    const project = await startProject(real);
    try {
      const prayer = await simulatedPrayer(project.base);
      console.log(`\nPulls on the server, 32 connections, ${SECONDS} s each (prayer ${prayer.id}, ${prayer.name}):\n`);
      console.log('| request | pulls/s | requests/s | p50 | p99 | errors |');
      console.log('| --- | --- | --- | --- | --- | --- |');
      const rolls: [string, Target, number][] = [
        [
          'POST /api/prayers/roll, single',
          { name: 'single', path: '/api/prayers/roll', method: 'POST', body: JSON.stringify({ id: prayer.id, type: 'single' }) },
          1,
        ],
        [
          'POST /api/prayers/roll, ten-pull',
          { name: 'multi', path: '/api/prayers/roll', method: 'POST', body: JSON.stringify({ id: prayer.id, type: 'multi' }) },
          10,
        ],
        [
          'POST /graphql rollPrayer, ten-pull',
          {
            name: 'graphql',
            path: '/graphql',
            method: 'POST',
            body: JSON.stringify({
              query: `mutation { rollPrayer(input: { prayerId: ${prayer.id}, kind: MULTI }) { results { item { name } chance pickUp } coin sc dust } }`,
            }),
          },
          10,
        ],
      ];
      for (const [label, target, pulls] of rolls) {
        await measure(project.base, target, 32, 1);
        const r = await measure(project.base, target, 32, SECONDS);
        console.log(`| ${label} | ${fmt(r.rps * pulls)} | ${fmt(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`);
      }
    } finally {
      await project.stop();
    }

    console.log('\nThe prayer list uncached (cache off, 1 connection):\n');
    console.log('| request | data | p50 | p99 | requests/s |');
    console.log('| --- | --- | --- | --- | --- |');
    const lists: Target[] = [
      { name: 'GET /api/prayers/get-list', path: '/api/prayers/get-list' },
      {
        name: 'POST /graphql prayers(first: 30, name: "festival")',
        path: '/graphql',
        method: 'POST',
        body: JSON.stringify({
          query:
            '{ prayers(first: 30, name: "festival") { totalCount edges { node { prayerId name startAt endAt status rateUpCharacters { character { slug } } } } } }',
        }),
      },
    ];
    for (const [label, url] of [
      ['real', real],
      ['100x synthetic', synthetic],
    ] as const) {
      const cold = await startProject(url, { RESPONSE_CACHE: 'off' });
      try {
        for (const target of lists) {
          await measure(cold.base, target, 1, 1);
          const r = await measure(cold.base, target, 1, SECONDS);
          console.log(`| ${target.name} | ${label} | ${r.p50} ms | ${r.p99} ms | ${fmt(r.rps)} |`);
        }
      } finally {
        await cold.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
