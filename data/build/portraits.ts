// Portraits: which picture of the two fan sites' sets shows each character.
//
// THLWTierlist (`chara/*.webp`, 135 px, named `<universe> <short name>`) comes first, joined by the
// tier list's own `img` field for the characters built from a tierlist entry, then by file name
// (world code + short name, with the suffixes the site uses for second pictures and roles removed)
// for the files the tier list does not name. LostWordTracker (`portraits/*.webp`, 100 px, named by
// game unit id and costume) fills the rest: a file of costume 01 goes to the character with that
// game unit id; a file with no readable unit id goes to the character of the one Characters.json row
// that names it. A picture goes to one character only: the site reuses one stand-in picture for rows
// it had no art for yet, and those are never taken.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Character, CharacterOrigin } from './characters.ts';
import { rawDir } from './lib/io.ts';
import { RAW } from './sources.ts';

export const PORTRAIT_SETS = {
  THLWTierlist: {
    dir: ['THLWTierlist', 'chara'],
    source: 'MedicineMelancholy0/THLWTierlist/src/assets/chara@c62ea994bfc7ca3178c01d6344802b21a97eaab4',
  },
  LostWordTracker: {
    dir: ['LostWordTracker', 'portraits'],
    source: 'MaddoScientisto/LostWordTracker/LostWordTracker/wwwroot/images/portraits@8c8e20d2f6d5e06adbfe3f3db30d52a1addf420f',
  },
} as const;
export type PortraitSet = keyof typeof PORTRAIT_SETS;

export interface PortraitMatch {
  set: PortraitSet;
  file: string;
  /** How the file was joined to the character. */
  by: 'tierlist img' | 'file name' | 'unit id' | 'tracker row';
}

export interface PortraitBuild {
  matches: Map<string, PortraitMatch>;
  /** Files of the two sets no character took, with why. */
  unused: { set: PortraitSet; file: string; why: string }[];
  unmatched: string[];
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Width and height of a WebP file from its header (the build reads no pixels); undefined for
 * anything else.
 */
export function webpSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 30 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const v = bytes.readUInt32LE(21);
    return { width: (v & 0x3fff) + 1, height: ((v >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

/** The portrait fields of a character record for a matched file: path from the data folder, content hash and size. */
export function portraitFields(m: PortraitMatch): {
  portraitSet: PortraitSet;
  portraitFile: string;
  portraitHash: string;
  portraitSize: number;
} {
  const path = join(rawDir(), ...PORTRAIT_SETS[m.set].dir, m.file);
  const bytes = readFileSync(path);
  const size = webpSize(bytes);
  if (!size) throw new Error(`Portrait ${path} is not a WebP file`);
  return {
    portraitSet: m.set,
    portraitFile: ['raw', ...PORTRAIT_SETS[m.set].dir, m.file].join('/'),
    portraitHash: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
    portraitSize: Math.min(size.width, size.height),
  };
}

/** A tierlist file name's world code and name, without the site's suffixes (" 2", "base", role words). */
function tierFileKey(file: string): string | undefined {
  const stem = file.replace(/\.webp$/i, '');
  const i = stem.indexOf(' ');
  if (i < 0) return undefined;
  const code = stem.slice(0, i);
  const name = stem
    .slice(i + 1)
    .replace(/\(perhaps\)\s*/i, '')
    .replace(/\s+(base|dest|supp|tec|spd|dbf|def|atk|attacl|\d+)$/i, '')
    .replace(/(\d+|pdn)$/i, '')
    .trim();
  return name ? norm(`${code} ${name}`) : undefined;
}

export function matchPortraits(characters: readonly Character[], origins: Map<string, CharacterOrigin>): PortraitBuild {
  const matches = new Map<string, PortraitMatch>();
  const unused: PortraitBuild['unused'] = [];
  const taken = new Set<string>();
  const take = (id: string, m: PortraitMatch) => {
    matches.set(id, m);
    taken.add(`${m.set}/${m.file}`);
  };

  // 1. THLWTierlist, by the tier list's img field.
  const tierDir = join(rawDir(), ...PORTRAIT_SETS.THLWTierlist.dir);
  const tierFiles = existsSync(tierDir) ? readdirSync(tierDir).filter((f) => f.endsWith('.webp')) : [];
  const tierByLower = new Map(tierFiles.map((f) => [f.toLowerCase(), f]));
  const tierRows = JSON.parse(readFileSync(join(rawDir(), ...RAW.tierlist), 'utf8')).characterData as { name: string; img: string }[];
  const imgOf = new Map(tierRows.map((r) => [r.name, r.img]));
  for (const c of characters) {
    const tierName = origins.get(c.id)?.tierName;
    const img = tierName ? imgOf.get(tierName) : undefined;
    const file = img ? tierByLower.get(img.toLowerCase()) : undefined;
    if (file && !taken.has(`THLWTierlist/${file}`)) take(c.id, { set: 'THLWTierlist', file, by: 'tierlist img' });
  }

  // 2. THLWTierlist files the tier list does not name, by world code + short name (or an alias).
  const byName = new Map<string, string[]>();
  for (const c of characters) {
    const keys = new Set([norm(`${c.worldId} ${c.shortNameEn}`), ...(c.aliases ?? []).map(norm)]);
    for (const k of keys) byName.set(k, [...(byName.get(k) ?? []), c.id]);
  }
  for (const file of tierFiles) {
    if (taken.has(`THLWTierlist/${file}`)) continue;
    const key = tierFileKey(file);
    const ids = key ? [...new Set(byName.get(key) ?? [])] : [];
    if (ids.length !== 1) {
      unused.push({ set: 'THLWTierlist', file, why: ids.length ? `several characters: ${ids.join(', ')}` : 'names no character' });
      continue;
    }
    if (matches.has(ids[0])) {
      unused.push({ set: 'THLWTierlist', file, why: `another picture of ${ids[0]}` });
      continue;
    }
    take(ids[0], { set: 'THLWTierlist', file, by: 'file name' });
  }

  // 3. LostWordTracker, by game unit id (costume 01), else by the one row that names the file.
  const trackerDir = join(rawDir(), ...PORTRAIT_SETS.LostWordTracker.dir);
  const trackerFiles = existsSync(trackerDir) ? readdirSync(trackerDir).filter((f) => f.endsWith('.webp')) : [];
  const byUnit = new Map(characters.filter((c) => c.gameUnitId).map((c) => [c.gameUnitId as number, c.id]));
  const rows = Object.values(
    JSON.parse(readFileSync(join(rawDir(), ...RAW.tracker), 'utf8')).Characters as Record<
      string,
      { Name: string; Portrait: string; Enabled: boolean }
    >,
  );
  const rowsOfFile = new Map<string, string[]>();
  for (const r of rows) rowsOfFile.set(r.Portrait, [...(rowsOfFile.get(r.Portrait) ?? []), r.Name]);
  const idOfTrackerName = new Map([...origins].filter(([, o]) => o.trackerName).map(([id, o]) => [o.trackerName as string, id]));
  for (const file of trackerFiles) {
    const six = /(\d{4})(\d{2})(?!\d)/.exec(file);
    const bare = six ? undefined : /(?<!\d)(\d{4,5})(?!\d)/.exec(file);
    const unit = six ? Number(six[1]) : bare ? Number(bare[1]) : undefined;
    const costume = six ? six[2] : '01';
    let id: string | undefined;
    let by: PortraitMatch['by'] = 'unit id';
    if (unit !== undefined) {
      if (costume !== '01') {
        unused.push({ set: 'LostWordTracker', file, why: `costume ${costume} of unit ${unit}, not the base costume` });
        continue;
      }
      id = byUnit.get(unit);
      if (!id) {
        unused.push({ set: 'LostWordTracker', file, why: `unit ${unit} is no character's game unit id` });
        continue;
      }
    } else {
      const names = rowsOfFile.get(file) ?? [];
      id = names.length === 1 ? idOfTrackerName.get(names[0]) : undefined;
      by = 'tracker row';
      if (!id) {
        unused.push({ set: 'LostWordTracker', file, why: names.length > 1 ? 'named by several rows' : 'no unit id and no row to join' });
        continue;
      }
    }
    if (matches.has(id)) {
      unused.push({ set: 'LostWordTracker', file, why: `${id} has a ${matches.get(id)?.set} picture` });
      continue;
    }
    take(id, { set: 'LostWordTracker', file, by });
  }

  const unmatched = characters.filter((c) => !matches.has(c.id)).map((c) => c.id);
  return { matches, unused, unmatched };
}
