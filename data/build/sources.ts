// Provenance strings for the raw sources: `owner/repo/path@commit`, as listed in the raw folder's
// SOURCES.md. Every record built from a raw file carries the matching string in `source`.

export const SRC = {
  tierlist: 'MedicineMelancholy0/THLWTierlist/src/js/data/tierlist.js@c62ea994bfc7ca3178c01d6344802b21a97eaab4',
  tracker: 'MaddoScientisto/LostWordTracker/LostWordTracker/wwwroot/Characters.json@8c8e20d2f6d5e06adbfe3f3db30d52a1addf420f',
  attackData: 'Escheria/lostwordchroniclepagesdesigns/AttackPowerTable_files/AttackData.js@06feddd52299e76acb676555d8b6b96e39556ebd',
  killers: 'Escheria/lostwordchroniclepagesdesigns/AttackPowerTable.html@06feddd52299e76acb676555d8b6b96e39556ebd',
  unitDate: 'LukeZhuang/LostWordBWikiScripts/UnitDate.csv@cbcfe715c0414f3fa53af8f01f425eddcb102b62',
  pictureSource: 'LukeZhuang/LostWordBWikiScripts/PictureSource.csv@cbcfe715c0414f3fa53af8f01f425eddcb102b62',
  pictures: 'LukeZhuang/LostWordBWikiScripts/tracking_files/pictures_wikidata.json@cbcfe715c0414f3fa53af8f01f425eddcb102b62',
  thlost: 'TouhouLostword/thlost/public/unit/*.html@3d7ea4c5c8824da32c9271a161448a3d70f8a28a',
} as const;

/** Raw file locations under RAW_DIR. */
export const RAW = {
  tierlist: ['THLWTierlist', 'tierlist.json'],
  tracker: ['LostWordTracker', 'Characters.json'],
  attackData: ['lostwordchroniclepagesdesigns', 'AttackData.json'],
  killers: ['lostwordchroniclepagesdesigns', 'killers.json'],
  unitDate: ['LostWordBWikiScripts', 'UnitDate.csv'],
  pictureSource: ['LostWordBWikiScripts', 'PictureSource.csv'],
  pictures: ['LostWordBWikiScripts', 'tracking_files', 'pictures_wikidata.json'],
  thlost: ['thlost', 'units_from_html.csv'],
  trackerHistory: ['news', 'tracker_history.csv'],
} as const;

/** Joins several provenance strings into one `source` value. */
export function sources(...list: (string | undefined | null | false)[]): string {
  return [...new Set(list.filter((s): s is string => Boolean(s)))].join('; ');
}
