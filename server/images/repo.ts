import { db } from '../db.ts';

/** The character an image file belongs to, for its placeholder. */
export function characterForImage(file: string) {
  return db.character.findFirst({
    where: {
      OR: [
        { imgThumb: file },
        { imgFull: file },
        { imgRebirthThumb: file },
        { imgRebirthFull: file },
        { imgAltThumb: file },
        { imgSpoilerSafe: file },
        { imgCard: file },
      ],
    },
    select: { shortNameEn: true, colors: true },
  });
}
