import type { RouteObject } from 'react-router-dom';
import { aliases, notBuilt } from '../shell/routing.tsx';

const section = 'tower' as const;
const TOWER = '/stages/scarlet-devil-tower';

export const towerRoutes: RouteObject[] = [
  ...aliases(['/stages', '/stage', '/stage-tracker'], TOWER),
  ...aliases(['/stage/*', '/stage-tracker/*'], '/stages'),
  notBuilt(TOWER, { section, title: 'Scarlet Devil Tower' }),
  ...aliases(['/stages/sdt', '/stages/scarlet-tower', '/stages/tower'], TOWER),
  ...aliases(['/stages/sdt/*', '/stages/scarlet-tower/*', '/stages/tower/*'], TOWER),
  notBuilt(`${TOWER}/rewards`, { section, title: 'Scarlet Devil Tower Rewards' }),
  ...aliases([`${TOWER}/reward`, `${TOWER}/item`, `${TOWER}/items`], `${TOWER}/rewards`),
  notBuilt(`${TOWER}/hp-chart`, { section, title: 'Scarlet Devil Tower HP Chart' }),
  ...aliases([`${TOWER}/total-hp`, `${TOWER}/hp-graph`, '/temps/game-chart'], `${TOWER}/hp-chart`),
  notBuilt('/stages/vs-divergent-spirit', { section, title: 'VS Divergent Spirit' }),
];
