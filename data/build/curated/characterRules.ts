// Mapping decisions for characters that are not plain lookups. Each rule says where it comes from.

/**
 * Rarity type from the tierlist's `opts` flags (legend in the tierlist's own `options` list):
 *   g  = General pool (L1s)          -> gen (or fes, see L1_FESTIVAL below)
 *   a  = A-Fes                        -> afes  (a-festival)
 *   u  = SFes / UFes                  -> sfes  (main-story Ultra Fes), or mfes for Hifuu-story worlds
 *   ex = Extended Fes (ExFes)         -> exfes
 *   r  = Relic & Genic                -> genic for the Renko/Maribel units (LR1, LM1), relic otherwise
 *                                        (the L80 music-video characters; see GENIC_WORLDS)
 *   e  = Epic                         -> epic
 *   p  = Pure Fes                     -> wfes  (pfes)
 *   ph = Phantasm Fes                 -> exfes (the format has no Phantasm Fes type; see note)
 *   b  = Battle Pass                  -> aya-assistance (the global battle pass is the "Aya Pass"; see AYA_PASS_SOURCE)
 *   y  = Yukkuri                      -> yukkuri
 */
export const TYPE_FLAGS: [flag: string, type: string][] = [
  ['g', 'gen'],
  ['a', 'afes'],
  ['u', 'sfes'],
  ['ex', 'exfes'],
  ['r', 'relic'],
  ['e', 'epic'],
  ['p', 'wfes'],
  ['ph', 'exfes'],
  ['b', 'aya-assistance'],
  ['y', 'yukkuri'],
];

/** Notes written on characters whose type is only the closest value the format allows. */
export const TYPE_NOTES: Record<string, string> = {
  ph: 'Phantasm Fes character; the dataset format has no Phantasm Fes type, so it is filed under exfes.',
};

/**
 * Worlds whose Ultra Fes characters belong to the Hifuu LostWord story line (type mfes rather than
 * sfes). B3 is the Hifuu story "You of the End" per
 * http://tvtropes.org/pmwiki/pmwiki.php/Characters/TouhouLostWord; no public source found places
 * the other Ultra Fes worlds, so they stay sfes.
 */
export const HIFUU_WORLDS = ['B3'];
export const HIFUU_SOURCE = 'http://tvtropes.org/pmwiki/pmwiki.php/Characters/TouhouLostWord';

/**
 * Worlds of the Genic characters: UkitasAzure/THLW-Song-Sorter lists Renko & Shinki, Renko & Gengetsu,
 * Maribel & Mima and Maribel & Mugetsu under "Genic Characters" and the L80 music-video characters
 * under "Relics and Music Videos". Every other `r` character is relic.
 */
export const GENIC_WORLDS = ['LR1', 'LM1'];
export const SONG_SORTER_SOURCE = 'UkitasAzure/THLW-Song-Sorter/src/fnc_data_song.js';
/** The same file lists the tierlist's Battle Pass characters under "Aya Pass". */
export const AYA_PASS_SOURCE = SONG_SORTER_SOURCE;

/** Role slugs from the tierlist's role flags and from the JP role names of thlost. */
export const ROLE_FLAGS: Record<string, string> = {
  atk: 'attack',
  def: 'defense',
  spd: 'speed',
  heal: 'heal',
  supp: 'support',
  dbf: 'debuff',
  dest: 'destroy',
  tec: 'technical',
};
export const JP_ROLES: Record<string, string> = {
  攻擊: 'attack',
  防禦: 'defense',
  速攻: 'speed',
  回復: 'heal',
  支援: 'support',
  妨礙: 'debuff',
  破壞: 'destroy',
  技巧: 'technical',
};

/**
 * LostWordTracker rows whose short name is ambiguous: row 58 is "Reisen" with portrait 102301, i.e.
 * unit 1023 (Rei'sen), not Reisen Udongein Inaba (unit 1015).
 */
export const TRACKER_PERSON_OVERRIDES: Record<string, string> = { '58': 'reisen-ii' };

/** LostWordTracker rows with no universe: the title names the world (Fantastic = A12). */
export const TRACKER_WORLD_OVERRIDES: Record<string, string> = { '40': 'A12' };

/** Typos in LostWordTracker titles, corrected. */
export const TITLE_FIXES: Record<string, string> = {
  'Mastermind Behind Spiritng Away': 'Mastermind Behind Spiriting Away',
};

/** Parenthesised parts of LostWordTracker names that are world names or nicknames, not titles. */
export const NOT_TITLES = ['Scarlet', 'Cherry Blossom', 'Eternal', 'Flower', 'Faith', 'Fantastic', 'A10', 'smol', 'Space'];
