// The tower's import format: what a maintainer's real floors may hold, and what the loader
// refuses (naming file, record and field) before anything is written.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatasetError, readDataset } from '../../server/dataset/validate.ts';
import { FIXTURE_DATA } from '../helpers/database.ts';

const work = mkdtempSync(join(tmpdir(), 'lw-tower-seed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The fixture with its floors file edited. */
function withFloors(edit: (floors: any[]) => void): string {
  const dir = mkdtempSync(join(work, 'data-'));
  cpSync(FIXTURE_DATA, dir, { recursive: true });
  const path = join(dir, 'tower/floors.json');
  const floors = JSON.parse(readFileSync(path, 'utf8'));
  edit(floors);
  writeFileSync(path, JSON.stringify(floors));
  return dir;
}

function issues(dir: string): string[] {
  try {
    readDataset(dir);
  } catch (e) {
    if (e instanceof DatasetError) return e.issues.map((i) => `${i.record ?? ''} ${i.field ?? ''}: ${i.message}`.trim());
    throw e;
  }
  return [];
}

describe('tower floor format', () => {
  it('reads element names in any case and stores their ids', () => {
    const floors = readDataset(FIXTURE_DATA)['tower/floors.json'];
    expect(floors[0].enemies[0].weaks).toEqual(['sun']);
  });

  it('refuses an unknown element with "element not found!"', () => {
    const dir = withFloors((f) => {
      f[0].enemies[0].resists = ['Plasma'];
    });
    expect(issues(dir)).toEqual(['#0 (1) enemies.0.resists.0: element not found! (plasma)']);
  });

  it('takes anomalies by name, by the game index, or 5 / "all" for all five', () => {
    const dir = withFloors((f) => {
      f[0].enemies[0].ability = { effects: [{ type: 'anomaly-counter', anomalies: [4, 'burn', 0] }] };
      f[1].enemies[0].ability = { effects: [{ type: 'anomaly-immunity', anomalies: [5] }] };
    });
    const floors = readDataset(dir)['tower/floors.json'];
    expect(floors[0].enemies[0].ability?.effects[0].anomalies).toEqual(['blind', 'burn', 'poison']);
    expect(floors[1].enemies[0].ability?.effects[0].anomalies).toEqual(['blind', 'burn', 'freeze', 'paralyze', 'poison']);
  });

  it('refuses an unknown ability type, a fourth enemy and a fourth gauge', () => {
    const dir = withFloors((f) => {
      f[0].enemies[0].ability = { effects: [{ type: 'teleport' }] };
      f[1].enemies.push({ slot: 1, unitName: 'A', hp: 1 }, { slot: 1, unitName: 'B', hp: 1 });
      f[2].enemies[0].gauges = [15000, 15000, 15000, 15000];
    });
    const found = issues(dir);
    expect(found.some((i) => i.startsWith('#0 (1) enemies.0.ability.effects.0.type'))).toBe(true);
    expect(found.some((i) => i.startsWith('#1 (2) enemies:'))).toBe(true);
    expect(found.some((i) => i.startsWith('#2 (3) enemies.0.gauges:'))).toBe(true);
  });

  it('checks that gauges split the HP, that per-gauge barriers match the gauges, and that slots are distinct', () => {
    const dir = withFloors((f) => {
      f[2].enemies[0].gauges = [20000, 20000, 10000];
      f[0].enemies[0].barriers = [1, 2];
      f[1].enemies[1].slot = 0;
    });
    expect(issues(dir).sort()).toEqual([
      '#0 (1) enemies.0.barriers: 2 barrier counts for 1 gauge',
      '#1 (2) enemies.1.slot: slot 0 is taken twice',
      '#2 (3) enemies.0.gauges: gauges sum to 50000, not hp 60000',
    ]);
  });

  it('refuses a reward of an item that is not in items.json and an unknown character', () => {
    const dir = withFloors((f) => {
      f[0].rewards.push({ itemId: 'gold-bar', amount: 1 });
      f[0].enemies[0].characterId = 'nobody';
    });
    expect(issues(dir)).toEqual(['#0 rewards.1.itemId: unknown tower item gold-bar', '#0 enemies.0.characterId: unknown character nobody']);
  });
});
