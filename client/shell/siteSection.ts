// What a section of the site declares of itself, once, in client/<section>/section.ts: its pages,
// its place in the navigation and the menus, what its pages are about and how they look. The one
// list, client/sections.ts, feeds the router, the navigation, the menus and the server render.
import { type ComponentType, createContext, useContext } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { BackgroundTheme } from './Background.tsx';

/** A titled list of links. */
export interface MenuSection {
  readonly title: string;
  readonly links: readonly (readonly [to: string, label: string])[];
}

export interface SiteSection {
  /** The section's folder under client/, and what a route's handle names as its `section`. */
  readonly id: string;
  /** What a page of the section is about, for a page that says nothing more of itself. */
  readonly description?: string;
  /** Its link in the top navigation, at `place` (the bar's order is by how often visitors go). */
  readonly nav?: { readonly to: string; readonly label: string; readonly end?: boolean; readonly place: number };
  /** Its links on /menu and the navigator pages; sections with the same title share one list. */
  readonly menu?: MenuSection;
  /** The background behind its pages (else the default). */
  readonly background?: BackgroundTheme;
  /** Its routes and aliases. */
  readonly routes: readonly RouteObject[];
  /** Drawn over every page, whatever the route (the character modal, which any page may open). */
  readonly overlay?: ComponentType;
  /** Drawn in the header, between the brand and the links (the site-wide search field). */
  readonly header?: ComponentType;
}

/** The sections of the site, as the layout was given them. */
export const SectionsContext = createContext<readonly SiteSection[]>([]);

export const useSections = (): readonly SiteSection[] => useContext(SectionsContext);

/** The sections' menus in the list's order, those with one title joined into one. */
export function menusOf(sections: readonly SiteSection[]): MenuSection[] {
  const menus: { title: string; links: (readonly [string, string])[] }[] = [];
  for (const { menu } of sections) {
    if (!menu) continue;
    const same = menus.find((m) => m.title === menu.title);
    if (same) same.links.push(...menu.links);
    else menus.push({ title: menu.title, links: [...menu.links] });
  }
  return menus;
}

/** The top navigation's links, in their places. */
export const navOf = (sections: readonly SiteSection[]) =>
  sections.flatMap((s) => (s.nav ? [s.nav] : [])).sort((a, b) => a.place - b.place);
