// Signature colours of each base character, main colour first, for the placeholder art (no character
// art can be fetched). They describe each character's well-known design (hair and outfit as drawn
// in the Touhou Project games and LostWord's L1 art), not a page fact, so the records carry no source
// for them. Every variant inherits its base character's colours; no page gives other colours for a
// variant, so none is overridden.

/** Base-character key (curated/persons.ts) -> [main, second] as #rrggbb. */
export const COLORS: Record<string, [string, string]> = {
  reimu: ['#d7263d', '#f5f5f5'], // red and white shrine maiden
  marisa: ['#1f1f1f', '#f2c94c'], // black witch, golden hair
  remilia: ['#c2185b', '#b3c7e6'], // crimson, pale blue hair
  flandre: ['#d32f2f', '#f7d44c'], // red dress, yellow hair
  sakuya: ['#3f51b5', '#e0e0e0'], // blue maid dress, silver hair
  patchouli: ['#8e5ea2', '#f3c6d9'], // purple robes, pink stripes
  meiling: ['#2e7d32', '#d84315'], // green dress, red hair
  koakuma: ['#b71c1c', '#1c1c1c'], // red hair, black vest
  yukari: ['#7b3fa0', '#f1d36b'], // purple dress, blonde hair
  yuyuko: ['#f48fb1', '#5c7fbf'], // pink hair, blue kimono
  youmu: ['#2e7d32', '#e0e0e0'], // green vest, silver hair
  lily: ['#fafafa', '#ef6c87'], // white dress, pink-red trim
  ran: ['#f4b400', '#3949ab'], // golden tails, blue tabard
  chen: ['#c62828', '#43a047'], // red dress, green cap
  reisen: ['#9c7bd1', '#1f2f5c'], // lavender hair, navy blazer
  toyohime: ['#f0d56a', '#6a4c9c'], // blonde hair, purple dress
  yorihime: ['#7e57c2', '#e53935'], // purple hair, red hakama
  eirin: ['#c62828', '#283593'], // red and navy split dress
  kaguya: ['#1a1a1a', '#e57399'], // black hair, pink top
  mokou: ['#f5f5f5', '#c62828'], // white hair, red trousers
  seiran: ['#4fc3f7', '#1a237e'], // blue hair, dark blue dress
  ringo: ['#f2c94c', '#ef6c00'], // blonde hair, orange
  'reisen-ii': ['#d1a8e0', '#3e2f5b'], // light lilac hair, dark uniform
  byakuren: ['#8e44ad', '#f5c16c'], // purple-to-gold hair
  kasen: ['#e57399', '#43a047'], // pink hair, green skirt
  kosuzu: ['#e65100', '#c5e1a5'], // orange hair, checked kimono
  akyuu: ['#6a1b9a', '#f5e6a8'], // purple hair, yellow kimono
  cirno: ['#4fc3f7', '#f5f5f5'], // ice blue, white
  daiyousei: ['#66bb6a', '#2a4a8a'], // green hair, blue dress
  alice: ['#1e88e5', '#f2d27a'], // blue dress, blonde hair
  sunny: ['#ef5350', '#f2c94c'], // red dress, blonde hair
  luna: ['#f5f5f5', '#212121'], // white dress, black trim
  star: ['#1565c0', '#3e2723'], // blue dress, dark hair
  medicine: ['#c62828', '#f2c94c'], // red dress, blonde hair
  sanae: ['#43a047', '#1e88e5'], // green hair, blue skirt
  kanako: ['#5c6bc0', '#c62828'], // blue hair, red top
  suwako: ['#f2c94c', '#5e35b1'], // blonde hair, purple dress
  nitori: ['#1e88e5', '#26a69a'], // blue hair and outfit, green cap
  tewi: ['#f48fb1', '#212121'], // pink dress, black hair
  sumireko: ['#5d4037', '#6a1b9a'], // brown hair, purple cape
  aya: ['#1a1a1a', '#d32f2f'], // black hair, red tokin
  hatate: ['#6a1b9a', '#4a2f2a'], // purple checked skirt, brown hair
  momiji: ['#eeeeee', '#c62828'], // white hair, red trim
  nemuno: ['#80cbc4', '#5d4037'], // teal hair, brown dress
  suika: ['#f57c00', '#7b1fa2'], // orange hair, purple skirt
  yuugi: ['#f2c94c', '#c62828'], // blonde hair, red horn
  satori: ['#e57399', '#4fc3f7'], // pink hair, light blue shirt
  koishi: ['#7cb342', '#f2e05a'], // green hair, yellow shirt
  rin: ['#c62828', '#2e7d32'], // red braids, dark green dress
  utsuho: ['#1a1a1a', '#2e7d32'], // black hair and wings, green bow
  komachi: ['#c62828', '#1e3a8a'], // red hair, blue dress
  eiki: ['#1e3a8a', '#43a047'], // blue robes, green hair
  hecatia: ['#c62828', '#212121'], // red hair, black shirt
  junko: ['#f2c94c', '#1a1a1a'], // golden hair, black dress
  clownpiece: ['#1e3a8a', '#f5f5f5'], // stars and stripes
  shizuha: ['#ef6c00', '#fbc02d'], // autumn orange and yellow
  minoriko: ['#c62828', '#f9a825'], // red and harvest gold
  hina: ['#c62828', '#43a047'], // red dress, green hair
  lunasa: ['#212121', '#f2c94c'], // black outfit, blonde hair
  merlin: ['#e57399', '#90caf9'], // pink outfit, light blue hair
  lyrica: ['#c62828', '#8d6e63'], // red outfit, brown hair
  joon: ['#f2c94c', '#e91e63'], // gold jewellery, pink
  shion: ['#1e3a8a', '#90a4ae'], // blue hoodie, grey
  benben: ['#7b1fa2', '#c62828'], // purple hair, red ribbons
  yatsuhashi: ['#c62828', '#5e35b1'], // red hair, purple koto
  okina: ['#f2c94c', '#2e7d32'], // golden hair, green outfit
  satono: ['#43a047', '#8d6e63'], // green outfit, brown hair
  mai: ['#1e88e5', '#2e7d32'], // blue hair, green outfit
  keine: ['#1e3a8a', '#e0e0e0'], // blue dress, silver hair
  rumia: ['#f2c94c', '#1a1a1a'], // blonde hair, black dress
  shou: ['#f9a825', '#c62828'], // tiger gold, red
  murasa: ['#1a1a1a', '#1e88e5'], // black hair, sailor blue
  kogasa: ['#1e88e5', '#7b1fa2'], // blue, purple umbrella
  wakasagihime: ['#1e88e5', '#43a047'], // blue hair, green kimono
  kagerou: ['#3e2723', '#c62828'], // dark brown hair, red dress
  sekibanki: ['#c62828', '#1a1a1a'], // red hair, black cape
  doremy: ['#1e3a8a', '#f5f5f5'], // navy dress with white pompoms
  sagume: ['#e0e0e0', '#6a1b9a'], // silver hair, purple dress
  mamizou: ['#6d4c41', '#2e7d32'], // brown tanuki, green leaf
  aunn: ['#43a047', '#c62828'], // green hair, red outfit
  yuuka: ['#43a047', '#c62828'], // green hair, red plaid
  seiga: ['#1e88e5', '#f5f5f5'], // blue hair and dress
  yoshika: ['#e53935', '#1e3a8a'], // red shirt, dark blue hair
  kokoro: ['#e57399', '#1e88e5'], // pink hair, blue skirt
  letty: ['#9575cd', '#eceff1'], // lavender hair, white
  tenshi: ['#1e88e5', '#f5f5f5'], // blue hair, white blouse
  iku: ['#5e35b1', '#212121'], // purple hair, black skirt
  miko: ['#6a1b9a', '#f2c94c'], // purple cape, golden headphones
  futo: ['#90a4ae', '#1e3a8a'], // grey hair, dark blue
  tojiko: ['#43a047', '#fafafa'], // green hair, white dress
  seija: ['#1a1a1a', '#c62828'], // black hair with red streak
  shinmyoumaru: ['#6a1b9a', '#c62828'], // purple hair, red kimono
  kyouko: ['#66bb6a', '#6d4c41'], // green hair, brown dress
  mystia: ['#e57399', '#6d4c41'], // pink hair, brown dress
  wriggle: ['#2e7d32', '#1e3a8a'], // green hair, blue cape
  parsee: ['#f2c94c', '#43a047'], // blonde hair, green eyes
  yamame: ['#f2c94c', '#6d4c41'], // blonde hair, brown dress
  kisume: ['#43a047', '#fafafa'], // green hair, white
  nazrin: ['#90a4ae', '#6d4c41'], // grey hair, brown dress
  ichirin: ['#1e88e5', '#f5f5f5'], // blue hood, white
  nue: ['#1a1a1a', '#c62828'], // black dress, red and blue wings
  raiko: ['#c62828', '#1a1a1a'], // red hair, black jacket
  narumi: ['#1a1a1a', '#e57373'], // black witch hat, red cape
  eternity: ['#4fc3f7', '#43a047'], // blue hair, green butterfly wings
  keiki: ['#1e88e5', '#f9a825'], // blue dress, yellow
  mayumi: ['#f2c94c', '#1e3a8a'], // blonde hair, navy armour
  saki: ['#212121', '#f2c94c'], // black hair, gold
  yachie: ['#43a047', '#f9a825'], // green hair, turtle gold
  kutaka: ['#c62828', '#f9a825'], // red and yellow rooster
  urumi: ['#f2c94c', '#1e3a8a'], // blonde hair, dark blue
  eika: ['#fafafa', '#5e35b1'], // white dress, purple
  miyoi: ['#e57399', '#43a047'], // pink hair, green
  yuuma: ['#c62828', '#1a1a1a'], // red and black
  mike: ['#f5f5f5', '#c62828'], // calico white and red
  takane: ['#43a047', '#f9a825'], // green hair, yellow
  sannyo: ['#1e88e5', '#c62828'], // blue hair, red
  misumaru: ['#c62828', '#f5f5f5'], // red and white, orbs
  tsukasa: ['#f2c94c', '#f5f5f5'], // blonde fox, white
  megumu: ['#1a1a1a', '#1e88e5'], // black wings, blue dress
  chimata: ['#7b1fa2', '#26c6da'], // rainbow cape: purple and cyan
  momoyo: ['#43a047', '#1a1a1a'], // green hair, black
  'ibaraki-arm': ['#e57399', '#fafafa'], // pink bandages, white
  biten: ['#f9a825', '#c62828'], // monkey gold and red
  enoko: ['#3e2723', '#c62828'], // dark brown, red
  chiyari: ['#c62828', '#1a1a1a'], // blood red, black
  hisami: ['#1a1a1a', '#7b1fa2'], // black, purple
  zanmu: ['#1a1a1a', '#c62828'], // black, red
  chimi: ['#43a047', '#6d4c41'], // green, brown
  ubame: ['#6d4c41', '#f9a825'], // brown, gold
  'renko-gengetsu': ['#1a1a1a', '#f2c94c'], // Renko black hat, Gengetsu blonde
  'renko-shinki': ['#1a1a1a', '#c62828'], // Renko black hat, Shinki red robe
  'maribel-mugetsu': ['#7b1fa2', '#f2c94c'], // Maribel purple dress, blonde hair
  'maribel-mima': ['#7b1fa2', '#1e88e5'], // Maribel purple, Mima blue
};
