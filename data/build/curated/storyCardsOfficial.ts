// Official English (global) story-card names found in public pages. Each entry was matched to the
// CN wiki's card by its effects and, where the page gives them, its level-10 stats; `source` is the
// page that states the English name. `obtained` is the global obtaining method when the page states
// it; `releaseAt` the global release instant when a page states it.
import type { SOURCE_TYPES } from '../../../server/storyCards/dataset.ts';

export interface OfficialCard {
  name: string;
  source: string;
  obtained?: { type: (typeof SOURCE_TYPES)[number]; display: string };
  releaseAt?: string;
}

const GP = 'https://gamepress.gg/lostword';
const SYP = `${GP}/should-you-pull`;
const NEWS_2021_11_09 = 'https://global.touhoulostword.com/2021/11/09/186461/';
const NEWS_2023_09_12 = 'https://global.touhoulostword.com/2023/09/12/193725/';
/**
 * Music-video cards carry the title of their song. The song titles come from
 * UkitasAzure/THLW-Song-Sorter (src/fnc_data_song.js, "Relics and Music Videos"), whose MV order
 * matches the card ids one for one (357-369, 489-498, 622-624); GamePress confirms the pattern for
 * Sporadically Margaret (358).
 */
/**
 * lostwordchronicle.com (a lore and data site for the global version) lists story cards under their
 * global names with level-10 stats and effects; a saved copy of the first page of its story-card
 * table (10 of 395 cards, sorted by name) is in Escheria/lostwordchroniclepagesdesigns.
 */
const LWC =
  'Escheria/lostwordchroniclepagesdesigns/Story_Card_Table.html@47f08980199c43d2efcac7998d05c844dc2846c6 (saved copy of http://lostwordchronicle.com/story_cards/)';
/**
 * A SQL script of a fan project for the global version lists the first story cards in card-id order
 * (1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 15) with their global names; its names for cards 3, 5 and 11 are the
 * ones GamePress gives, and non-literal ones (5, 9) show they are the game's, not translations.
 */
const LWC_CARD = 'http://lostwordchronicle.com/lorepedia/story_cards';
const SQL = 'ThanhDuy1qa/LostWord-project/UpdateStoryCard.sql@ce393f373a3bea082566aa18d7969131cc00d655';
const COLLECTION_2022 = `${SYP}/should-you-pull-story-card-collection-june-july-2022`;
const MV = `UkitasAzure/THLW-Song-Sorter/src/fnc_data_song.js; ${GP}/guide/vs-divergent-spirits-yuuka-l1`;
const mv = (name: string): OfficialCard => ({ name, source: MV });

export const OFFICIAL_CARDS: Record<number, OfficialCard> = {
  // Rate-up cards of the Lunar War Guaranteed Ultra Festival.
  3: { name: 'Ordinary Magician', source: `${SYP}/should-you-pull-lunar-war-guaranteed-ultra-festival` },
  11: { name: 'Members of the Yakumo Family', source: `${SYP}/should-you-pull-lunar-war-guaranteed-ultra-festival` },
  19: { name: 'Overwhelming Firepower', source: `${SYP}/should-you-pull-lunar-war-guaranteed-ultra-festival` },
  // 5★ Water 40% power up, featured card of the Water EX Festival.
  20: { name: 'My Favorites', source: `${SYP}/should-you-pull-water-ex-festival` },
  // 5★ card debuting with Yoshika: 1.75 Spirit Power at max, Yang ATK and Yang DEF stats.
  103: { name: 'Dancer In The Puddle', source: `${SYP}/should-you-pull-festival-immortal-sun-zombie` },
  // 1★4 login-bonus card of November 2021.
  120: { name: 'Shichi-Go-San School Visit?!', source: NEWS_2021_11_09, obtained: { type: 'login', display: 'Login bonus' } },
  // 5★ rate-up card of the Spring Festival of Swords prayer: Earth and Heavy 30% power up at max.
  136: { name: 'Dropping Keystones', source: `${SYP}/should-you-pull-festival-spring-festival-swords` },
  // 4★ card debuting with A6 Patchouli: one enemy's Yin DEF down.
  155: { name: 'The Lady and I', source: `${SYP}/should-you-pull-festival-librarian-scarlet-night-a6-prayer` },
  // Stage 2-7-1 Lunatic drop: 1.5 (2.0) Spirit Power, Agility and Yang ATK stats.
  183: {
    name: 'The Witch of Scarlet Dreams',
    source: `${GP}/guide/updated-stage-2-7-1-boss-guide`,
    obtained: { type: 'story', display: 'Main story stage 2-7-1 (Lunatic) drop' },
  },
  // 5★ Fire 50% power up, rate-up card of the Fire Elemental Festival.
  194: { name: 'Bonds of Blood', source: `${SYP}/should-you-pull-fire-elemental-festival-part-2` },
  // Star EX Battle Stage: Nightmare exchange and drop cards (September 2023).
  205: { name: 'Mountain of Faith', source: NEWS_2023_09_12 },
  233: { name: 'Glistening Summer Days', source: NEWS_2023_09_12 },
  276: { name: 'Myouren Temple Anniversary', source: NEWS_2023_09_12 },
  314: { name: 'Tenma Mountain Starfall', source: NEWS_2023_09_12 },
  // 5★ card debuting with A9 Aya and A6 Sakuya: Yang ATK 3 levels up.
  273: { name: 'How Irrational...', source: `${SYP}/should-you-pull-festival-flower-reporter-scarlet-maid` },
  357: mv('The Heat of My Fingertips'),
  359: mv('The Moon and Izayoi'),
  360: mv('Silver Gale'),
  361: mv('NAЯAKA'),
  362: mv('Blue Goodbyes'),
  363: mv('Disillusion'),
  364: mv("I'm Alright!"),
  365: mv('Night-Splitting Light'),
  366: mv('Moonlit Festival SIDE Reisen'),
  // GamePress's card page (image "367 full"): the card is not named after its song. Moon 25% (50%),
  // Wood and Light bullet 20% (45%) power up; level 10 Yin ATK 113 / Yin DEF 37; Challenge Quest.
  367: { name: "Kaguya's Moonlit Festival!", source: `${GP}/story-card/kaguyas-moonlit-festival` },
  368: mv('Hand in Hand With a Miracle'),
  369: mv('Karma Speed'),
  489: mv('Boundary of Time'),
  490: mv('PHANTOM PAIN'),
  491: mv('Be the change'),
  492: mv('Moon Reverie'),
  493: mv('TataeLost'),
  494: mv("Sorrow's Exit"),
  495: mv('(TT) Precious Words'),
  496: mv('No Name, No Life'),
  497: mv('Holy Again'),
  498: mv('Sentimental Signals'),
  622: mv('Reminiscence Love'),
  623: mv('The Special-est Girl'),
  624: mv('Spread your Wings'),
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
  // GamePress card page (image "293 full"): stage drop; Moon 20% (40%) power up; level 10 Yang ATK 45 / Yin ATK 65.
  293: {
    name: 'From Gensokyo to the Moon',
    source: `${GP}/story-card/gensokyo-moon`,
    obtained: { type: 'story', display: 'Stage drop' },
  },
  // lostwordchronicle table, matched by rarity, suit, level-10 stats and all three effects:
  // 5★ bamboo, Yang ATK 90 / Yin ATK 90; Accuracy +1 (3 turns), No-element 15% (25%), Gensokyo dwellers 10% (15%) down.
  321: { name: '8th Hakurei Shrine Fall Reitaisai', source: LWC },
  // 5★ plum, Yang DEF 41 / Yin DEF 139; Yin DEF +1 (+2), Metal 15% (25%), Gensokyo dwellers 10% (15%) down.
  387: { name: '9th Hakurei Shrine Fall Reitaisai', source: LWC },
  // 5★ plum, HP 550 / Yang DEF 70; Accuracy +1 (+2), Sun 15% (25%), Gensokyo dwellers 20% (30%) down.
  471: { name: '10th Hakurei Shrine Fall Reitaisai', source: LWC },
  // 5★ plum, HP 550 / Yin DEF 70; HP 20% (35%) recovery, Ofuda 15% (25%), CRIT ATK +1 (3 turns).
  343: { name: '19th Hakurei Shrine Reitaisai', source: LWC },
  // 5★ orchid, Yang ATK 90 / Yang DEF 90; Energy 15% (25%), allies' Accuracy +1, Gensokyo dwellers 15% (20%) down.
  435: { name: '20th Hakurei Shrine Reitaisai', source: LWC },
  // 5★ plum, Yang DEF 90 / Yin DEF 60; allies' Evasion +2 (+3), Star 10% (30%), humans 15% down.
  381: { name: "21st Century New Year's", source: LWC },
  // 5★ bamboo, Yang ATK 100 / Yin ATK 80; CRIT Accuracy +1 (+2), Star 15% (25%), youkai 20% (30%) down for allies.
  534: { name: '21st Hakurei Shrine Reitaisai', source: LWC },
  // 4★ chrysanthemum, HP 250 / Yin ATK 60; Accuracy +1 (+2), HP 15% (25%) recovery.
  414: { name: 'A Beautiful Breeze', source: LWC },
  // 5★ plum, HP 480 / Yin DEF 84; Speed-only allies' Agility +2 (+3), allies' Accuracy +2 (+3), tengu 25% down.
  300: { name: 'Ability Cards?', source: LWC },
  // 5★ bamboo, Agility 81 / Yang DEF 99; Yin ATK +2 (+3), Ofuda 15% (25%), Metal 15% down.
  18: { name: 'A Curious Festival', source: LWC },
  // Cards 1-15 in the fan project's SQL list, each tied by its place in id order and its meaning.
  1: { name: 'Touhou LostWord', source: SQL },
  2: { name: 'Flying Mysterious Shrine Maiden', source: SQL },
  4: { name: 'Lively Temple Grounds', source: SQL },
  7: { name: "Poltergeist Sisters' Concert", source: SQL },
  8: { name: 'Drunkard Territory', source: SQL },
  9: { name: "I'll Borrow This Till I'm Dead!", source: SQL },
  10: { name: 'Pure and Righteous Crow Tengu', source: SQL },
  15: { name: 'Resolve the Scarlet Mist Incident', source: SQL },
  // 5★ Moon 15% (30%) power up, featured card of the Moon EX Festival ("a good Moon-based damage
  // booster"); the SQL list puts it between cards 4 and 7 as a bamboo card (card 6 has no Moon effect).
  5: { name: 'Standing Behind You', source: `${SYP}/should-you-pull-moon-ex-festival; ${SQL}` },
  // 5★ debuting with Seija and Shinmyoumaru: one enemy's Evasion and CRIT Evasion down 3 levels (2 turns) at max.
  137: { name: 'Sweet Dreams', source: `${SYP}/should-you-pull-festival-reverse-rebel-heroes` },
  // 5★ of the Star EX Festival: Defense users raise their own Yang DEF and lower one enemy's Yang DEF.
  199: { name: 'Serene Sage', source: `${SYP}/should-you-pull-star-ex-festival` },
  // Story Card Collection (June-July 2022): the two 4★ Spirit Power cards of the standard pool,
  // the 4★ lucky-rabbit card, Utsuho's Million Flare and the Prismrivers' card with all allies' Yin ATK up.
  58: { name: "It's Spring!", source: COLLECTION_2022 },
  33: { name: 'Midnight Tea', source: COLLECTION_2022 },
  45: { name: 'Rabbit of Good Fortune', source: COLLECTION_2022 },
  218: { name: 'Mega Flare', source: COLLECTION_2022 },
  307: { name: 'Mansion of Memories', source: COLLECTION_2022 },
  // GamePress card page: stage drop; Earth 20% (35%), Yang ATK +1 (3 turns); level 10 HP 275 / Yang ATK 55.
  185: {
    name: 'By the Underground Lake',
    source: `${GP}/story-card/underground-lake`,
    obtained: { type: 'story', display: 'Stage drop' },
  },
  // GamePress card page (image "380 full"): Challenge Quest; Wood 25% (50%), Liquid 20% (45%), Destroy
  // users raise all allies' Yang ATK; level 10 Yang ATK 129 / Yin ATK 21.
  380: { name: 'Gaze Upon the Flowers', source: `${GP}/story-card/gaze-upon-flowers` },
  // lostwordchronicle lore pages, matched by their five lore paragraphs (the CN wiki's 解说1-5):
  // Reisen falls into Tewi's pit and chases her through the bamboo forest until Eirin stops them.
  168: { name: 'Stop Right There!', source: `${LWC_CARD}/Stop_Right_There` },
  // Youmu, Hakugyokurou's gardener, takes a break to stroke a cat spirit.
  312: { name: 'Break Time in Yomi', source: `${LWC_CARD}/Break_Time_In_Yomi` },
  // The Black Magic Knight Marisa, her dragon Astra and the Master Blade.
  373: { name: 'Shooting Star Magician', source: `${LWC_CARD}/Shooting_Star_Magician` },
  // Story Card Travelogue (Aya): "Story Card: Fantasy Nature", Reimu's last spell 梦想天生 (4★, no CN obtaining).
  246: { name: 'Fantasy Nature', source: 'http://lostwordchronicle.com/lorepedia/story_chapters/special-travelogue' },
  // lostwordchronicle lore page whose story matches the CN lore of 第11届 博丽神社秋季例大祭 line for line.
  570: {
    name: '11th Hakurei Shrine Fall Reitaisai',
    source: 'https://lostwordchronicle.com/lorepedia/story_cards/11th_Hakurei_Shrine_Fall_Reitaisai',
  },
};
