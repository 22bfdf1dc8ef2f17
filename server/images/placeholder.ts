// Placeholder art for images that are not on disk: the subject's initials on its colour.
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function initialsOf(name: string): string {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s_\-.]+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w][0].toUpperCase());
  return letters.join('') || '?';
}

/** Black or white text, whichever reads better on the background. */
function textColourFor(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1b1b1f' : '#ffffff';
}

export function placeholderSvg(label: string, colour = '#5b5f97', size = 256): string {
  const bg = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#5b5f97';
  const initials = escapeXml(initialsOf(label));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(label)} (no image)"><rect width="100" height="100" fill="${bg}"/><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="38" font-weight="600" fill="${textColourFor(bg)}">${initials}</text></svg>`;
}
