// The Scarlet Devil Tower: its floors, enemies and rewards.
import { domain } from '../domain.ts';
import { TOWER_FILES } from './dataset.ts';
import { towerLegacy } from './legacy.ts';
import { floorRecords } from './repo.ts';
import { enemyHpField, floorEnemiesField } from './suggestions.ts';

export const towerDomain = domain({
  name: 'tower',
  files: TOWER_FILES,
  legacy: towerLegacy,
  records: { 'tower/floors.json': floorRecords },
  suggestions: { hp: enemyHpField, floor: floorEnemiesField },
  types: () => Promise.all([import('./floor.ts'), import('./hpGraph.ts'), import('./item.ts')]),
});
