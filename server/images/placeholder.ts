// Placeholder art for images that are not on disk: the subject's signature colours (the main one
// with the second as a diagonal band), its initials outlined so they read on either colour, and
// the world badge (A6, L1...) in the bottom-right corner.
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const HEX = /^#[0-9a-f]{6}$/i;
const FALLBACK = '#5b5f97';

export function initialsOf(name: string): string {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s_\-.]+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w][0].toUpperCase());
  return letters.join('') || '?';
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
}

/** Black or white text, whichever reads better on the background; the outline is the other. */
function inkFor(hex: string): { fill: string; outline: string } {
  return luminance(hex) > 150 ? { fill: '#1b1b1f', outline: '#ffffff' } : { fill: '#ffffff', outline: '#1b1b1f' };
}

export interface PlaceholderSubject {
  label: string;
  colours?: readonly string[];
  /** The world code shown as a badge (L1, A6...). */
  world?: string | null;
}

export function placeholderSvg({ label, colours = [], world }: PlaceholderSubject, size = 256): string {
  const [main, second] = colours.filter((c) => HEX.test(c));
  const bg = main ?? FALLBACK;
  const band = second && second.toLowerCase() !== bg.toLowerCase() ? second : null;
  const ink = inkFor(bg);
  const initials = escapeXml(initialsOf(label));
  // Bottom right, where list thumbnails show the world code too, so the two never clash.
  const width = Math.max(18, 7 * (world?.length ?? 0) + 8);
  const badge = world
    ? `<rect x="${96 - width}" y="80" width="${width}" height="16" rx="4" fill="#1b1b1f" fill-opacity="0.75"/><text x="${96 - width / 2}" y="88" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="11" font-weight="700" fill="#ffffff">${escapeXml(world)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(label)} (no image)"><rect width="100" height="100" fill="${bg}"/>${band ? `<path d="M62 100 100 62V100Z M40 100 100 40V52L52 100Z" fill="${band}"/>` : ''}<text x="50" y="52" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="38" font-weight="700" fill="${ink.fill}" stroke="${ink.outline}" stroke-width="2.5" paint-order="stroke">${initials}</text>${badge}</svg>`;
}
