// Spellings of character names in story-card lore headers (【name】) that neither UnitDate.csv (CN)
// nor thlost (JP) uses. Keys are matched after NFKC normalisation, with the middle dots unified and
// spaces removed. Values are base-character keys (curated/persons.ts).
export const LORE_NAMES: Record<string, string> = {
  小野冢小町: 'komachi',
  蕾米莉亚·斯卡蕾特: 'remilia',
  芙兰朵露·斯卡蕾特: 'flandre',
  爱丽丝·玛格特洛依德: 'alice',
  爱丽丝·玛格特洛伊德: 'alice',
  四季映姬·亚玛萨那度: 'eiki',
  日白残无: 'zanmu',
  豫母都日狭美: 'hisami',
  天火人血枪: 'chiyari',
  三头慧之子: 'enoko',
  铃仙二号: 'reisen-ii',
  斯塔萨菲娅: 'star',
  娜兹琳: 'nazrin',
  埴安神袿姫: 'keiki',
  キスメ: 'kisume',
  ヤマメ: 'yamame',
  黒谷ヤマメ: 'yamame',
  霊烏路空: 'utsuho',
  火焔猫燐: 'rin',
  水橋パルスィ: 'parsee',
};
