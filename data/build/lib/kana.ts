// Mechanical Hepburn transliteration of kana-only strings, used to give kana pen names a
// romanised display name. Returns null when the text holds anything but kana and separators.

const BASE: Record<string, string> = {
  あ: 'a',
  い: 'i',
  う: 'u',
  え: 'e',
  お: 'o',
  か: 'ka',
  き: 'ki',
  く: 'ku',
  け: 'ke',
  こ: 'ko',
  が: 'ga',
  ぎ: 'gi',
  ぐ: 'gu',
  げ: 'ge',
  ご: 'go',
  さ: 'sa',
  し: 'shi',
  す: 'su',
  せ: 'se',
  そ: 'so',
  ざ: 'za',
  じ: 'ji',
  ず: 'zu',
  ぜ: 'ze',
  ぞ: 'zo',
  た: 'ta',
  ち: 'chi',
  つ: 'tsu',
  て: 'te',
  と: 'to',
  だ: 'da',
  ぢ: 'ji',
  づ: 'zu',
  で: 'de',
  ど: 'do',
  な: 'na',
  に: 'ni',
  ぬ: 'nu',
  ね: 'ne',
  の: 'no',
  は: 'ha',
  ひ: 'hi',
  ふ: 'fu',
  へ: 'he',
  ほ: 'ho',
  ば: 'ba',
  び: 'bi',
  ぶ: 'bu',
  べ: 'be',
  ぼ: 'bo',
  ぱ: 'pa',
  ぴ: 'pi',
  ぷ: 'pu',
  ぺ: 'pe',
  ぽ: 'po',
  ま: 'ma',
  み: 'mi',
  む: 'mu',
  め: 'me',
  も: 'mo',
  や: 'ya',
  ゆ: 'yu',
  よ: 'yo',
  ら: 'ra',
  り: 'ri',
  る: 'ru',
  れ: 're',
  ろ: 'ro',
  わ: 'wa',
  ゐ: 'wi',
  ゑ: 'we',
  を: 'wo',
  ん: 'n',
  ゔ: 'vu',
  ぁ: 'a',
  ぃ: 'i',
  ぅ: 'u',
  ぇ: 'e',
  ぉ: 'o',
};
const SMALL_Y: Record<string, string> = { ゃ: 'a', ゅ: 'u', ょ: 'o' };
const VOWEL_EXT: Record<string, string> = { ぁ: 'a', ぃ: 'i', ぅ: 'u', ぇ: 'e', ぉ: 'o' };

function toHiragana(ch: string): string {
  const c = ch.charCodeAt(0);
  if (c >= 0x30a1 && c <= 0x30f6) return String.fromCharCode(c - 0x60);
  return ch;
}

export function kanaToRomaji(text: string): string | null {
  const src = [...text.normalize('NFKC')].map(toHiragana);
  if (!src.every((ch) => BASE[ch] || SMALL_Y[ch] || ch === 'っ' || ch === 'ッ' || ch === 'ー' || ch === 'ゥ' || /[\s・&＆]/.test(ch))) {
    return null;
  }
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    const next = src[i + 1];
    if (ch === 'っ') {
      const following = next ? BASE[next] : undefined;
      out += following ? (following.startsWith('ch') ? 't' : following[0]) : '';
      continue;
    }
    if (ch === 'ー') {
      const m = /[aeiou]$/.exec(out);
      out += m ? m[0] : '';
      continue;
    }
    if (/[・\s]/.test(ch)) {
      out += ' ';
      continue;
    }
    if (ch === '&' || ch === '＆') {
      out += ' & ';
      continue;
    }
    let syl = BASE[ch] ?? '';
    if (next && SMALL_Y[next] && syl.endsWith('i') && syl.length > 1) {
      const stem = syl.slice(0, -1);
      syl = /(sh|ch|j)$/.test(stem) ? stem + SMALL_Y[next] : `${stem}y${SMALL_Y[next]}`;
      i++;
    } else if (next && VOWEL_EXT[next] && (syl === 'fu' || syl === 'vu' || syl.endsWith('e') || syl.endsWith('i'))) {
      syl = syl.slice(0, -1) + VOWEL_EXT[next];
      i++;
    }
    if (syl === 'n' && next && BASE[next] && /^[aiueoy]/.test(BASE[next])) syl = "n'";
    out += syl;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** "natsume eri" -> "Natsume Eri". */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s&])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
