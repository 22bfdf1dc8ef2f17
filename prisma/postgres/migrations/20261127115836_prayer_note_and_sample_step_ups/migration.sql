-- AlterTable
ALTER TABLE "Prayer" ADD COLUMN     "note" TEXT;

-- AlterTable
ALTER TABLE "PrayerStepUp" ADD COLUMN     "sample" BOOLEAN NOT NULL DEFAULT false;
