// Official English (global) story-card names found in public pages. Each entry was matched to the
// CN wiki's card by its effects and, where the page gives them, its level-10 stats; `source` is the
// page that states the English name. `obtained` is the global obtaining method when the page states
// it; `releaseAt` the global release instant when a page states it.
import type { SOURCE_TYPES } from '../../../prisma/seed/format.ts';

export interface OfficialCard {
  name: string;
  source: string;
  obtained?: { type: (typeof SOURCE_TYPES)[number]; display: string };
  releaseAt?: string;
}

const GP = 'https://gamepress.gg/lostword';

export const OFFICIAL_CARDS: Record<number, OfficialCard> = {
  // Level 10: Yang DEF 51 / Yin DEF 49; Water damage taken 25% (40%) down for 2 turns.
  73: { name: 'Misty Lake', source: `${GP}/story-card/misty-lake`, obtained: { type: 'prayer', display: 'Prayer' } },
  // Level 10: Yang ATK 52 / Yin DEF 48; damage from humans 25% (40%) down for 3 turns.
  77: { name: 'Human Village', source: `${GP}/story-card/human-village`, obtained: { type: 'prayer', display: 'Prayer' } },
  // Level 10: Yang DEF 42 / Yin ATK 58; damage from bibliophiles 25% (40%) down for 3 turns.
  96: { name: 'Suzunaan', source: `${GP}/story-card/suzunaan`, obtained: { type: 'prayer', display: 'Prayer' } },
  // Chapter 1 boss stage (1-5-4) card: HP 20% (35%) recovery, Yang ATK 2 levels up, Yang DEF / Yin ATK +90.
  121: {
    name: "My Girl's the Cutest!",
    source: `${GP}//guide/boss-stage-story-card-hub`,
    obtained: { type: 'story', display: 'Main story stage 1-5-4 drop' },
  },
  // Laser 50% and Wood 40% power up; Technical users lower all enemies' Yin DEF.
  263: { name: 'Infinity Garden', source: `${GP}/guide/vs-divergent-spirits-satori-s2` },
  // Sharp 50% and Wood 40% power up; Attack users lower all targets' CRIT DEF 1 level for 3 turns.
  358: { name: 'Sporadically Margaret', source: `${GP}/guide/vs-divergent-spirits-yuuka-l1` },
  // Laser 45% and Wood 50% power up; damage from Palace of the Earth Spirits dwellers 25% down for 2 turns.
  371: { name: 'Little Sister and Sweets', source: `${GP}/guide/vs-divergent-spirits-satori-s2` },
};
