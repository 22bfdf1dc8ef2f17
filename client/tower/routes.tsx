import type { RouteObject } from 'react-router-dom';
import { aliases, page } from '../shell/routing.tsx';

const section = 'tower' as const;
const TOWER = '/stages/scarlet-devil-tower';

/** The tower pages and their aliases; the older /stage-tracker paths resolve here too. */
export const towerRoutes: RouteObject[] = [
  ...aliases(['/stages', '/stage', '/stage-tracker'], TOWER),
  ...aliases(['/stage/*', '/stage-tracker/*'], '/stages'),
  page(TOWER, { section, title: 'Scarlet Devil Tower' }, () => import('./TowerPage.tsx')),
  ...aliases(['/stages/sdt', '/stages/scarlet-tower', '/stages/tower'], TOWER),
  ...aliases(['/stages/sdt/*', '/stages/scarlet-tower/*', '/stages/tower/*'], TOWER),
  page(`${TOWER}/rewards`, { section, title: 'Scarlet Devil Tower Rewards' }, () => import('./RewardsPage.tsx')),
  ...aliases([`${TOWER}/reward`, `${TOWER}/item`, `${TOWER}/items`], `${TOWER}/rewards`),
  page(`${TOWER}/hp-chart`, { section, title: 'Scarlet Devil Tower HP Chart' }, () => import('./HpChartPage.tsx')),
  ...aliases([`${TOWER}/total-hp`, `${TOWER}/hp-graph`, '/temps/game-chart'], `${TOWER}/hp-chart`),
  // The older table's VS Divergent Spirit stage has no screen in the current one: it resolves to the stages.
  ...aliases(['/stages/vs-divergent-spirit'], TOWER),
];
