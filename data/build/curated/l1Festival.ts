// L1 characters that public pages name as Festival (limited-at-release) Friends. The build types
// them `fes` (the spec's l1-festival); other L1 characters are `gen`. LostWordTracker's ObtainType
// "Fes" adds the ones it lists.

const SYP = 'https://gamepress.gg/lostword/should-you-pull';
const BLACK_FRIDAY = `${SYP}/should-you-pull-2022-black-friday-guaranteed-festival`;

/** Base-character key -> page that calls the L1 character a Festival Friend. */
export const L1_FESTIVAL: Record<string, string> = {
  // "a quick list of all of the Festival Friends available" (every L1 Festival Friend, Nov 2022)
  eirin: BLACK_FRIDAY,
  kaguya: BLACK_FRIDAY,
  suika: BLACK_FRIDAY,
  yuugi: BLACK_FRIDAY,
  satori: BLACK_FRIDAY,
  koishi: BLACK_FRIDAY,
  eiki: BLACK_FRIDAY,
  hecatia: BLACK_FRIDAY,
  joon: BLACK_FRIDAY,
  shion: BLACK_FRIDAY,
  okina: BLACK_FRIDAY,
  doremy: BLACK_FRIDAY,
  sagume: BLACK_FRIDAY,
  mamizou: BLACK_FRIDAY,
  yuuka: BLACK_FRIDAY,
  tenshi: BLACK_FRIDAY,
  iku: BLACK_FRIDAY,
  miko: BLACK_FRIDAY,
  seija: BLACK_FRIDAY,
  shinmyoumaru: BLACK_FRIDAY,
  nue: BLACK_FRIDAY,
  keiki: BLACK_FRIDAY,
  saki: BLACK_FRIDAY,
  yachie: BLACK_FRIDAY,
  misumaru: BLACK_FRIDAY,
  chimata: BLACK_FRIDAY,
  momoyo: BLACK_FRIDAY,
  // Festival Friends that had joined the General pool before that list.
  yukari: 'https://gamepress.gg/lostword/node/14101',
  kasen: 'https://gamepress.gg/lostword/node/14101',
  yuyuko: `${SYP}/should-you-pull-festival-spring-festival-swords`,
  yorihime: `${SYP}/should-you-pull-festival-spring-festival-swords`,
  toyohime: `${SYP}/should-you-pull-attack-class-prayer-june-2022`,
};
