import { db } from '../db.ts';

/**
 * The character an image file belongs to, for its placeholder: by an image column, or by the
 * default names the API gives characters without art (`<id>.png`, `<id>-full.png`).
 */
export function characterForImage(file: string) {
  const id = file.replace(/(-full)?\.[a-z0-9]+$/i, '');
  return db.character.findFirst({
    where: {
      OR: [
        { id },
        { imgThumb: file },
        { imgFull: file },
        { imgRebirthThumb: file },
        { imgRebirthFull: file },
        { imgAltThumb: file },
        { imgSpoilerSafe: file },
        { imgCard: file },
      ],
    },
    select: { shortNameEn: true, colors: true, worldId: true },
  });
}
