// The one list of the site's sections, each declared once in client/<section>/section.ts: the
// router, the navigation, the menus and the server render read it. Adding a section is its folder
// and a line here. The menus follow the list's order.
import { adminSection } from './admin/section.ts';
import { characterSection } from './characters/section.ts';
import { homeSection } from './home/section.ts';
import { prayerSection } from './prayers/section.ts';
import { rosterSection } from './roster/section.ts';
import { searchSection } from './search/section.ts';
import type { SiteSection } from './shell/siteSection.ts';
import { storyCardSection } from './storyCards/section.ts';
import { suggestionSection } from './suggestions/section.ts';
import { towerSection } from './tower/section.ts';
import { updateSection } from './updates/section.ts';

export const SECTIONS: readonly SiteSection[] = [
  homeSection,
  characterSection,
  rosterSection,
  prayerSection,
  storyCardSection,
  towerSection,
  updateSection,
  searchSection,
  suggestionSection,
  adminSection,
];
