-- AlterTable
ALTER TABLE "Prayer" ADD COLUMN "note" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PrayerStepUp" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "prayerId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "startAt" DATETIME,
    "endAt" DATETIME,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "PrayerStepUp_prayerId_fkey" FOREIGN KEY ("prayerId") REFERENCES "Prayer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PrayerStepUp" ("code", "endAt", "id", "index", "prayerId", "startAt") SELECT "code", "endAt", "id", "index", "prayerId", "startAt" FROM "PrayerStepUp";
DROP TABLE "PrayerStepUp";
ALTER TABLE "new_PrayerStepUp" RENAME TO "PrayerStepUp";
CREATE UNIQUE INDEX "PrayerStepUp_prayerId_index_key" ON "PrayerStepUp"("prayerId", "index");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
