-- AlterTable
ALTER TABLE "ForeverPrayer" ADD COLUMN "revealAt" DATETIME;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Prayer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "listingKind" TEXT NOT NULL DEFAULT 'multi',
    "startAt" DATETIME,
    "startPrecision" TEXT,
    "endAt" DATETIME,
    "endPrecision" TEXT,
    "image" TEXT,
    "largeImage" TEXT,
    "maxPulls" INTEGER,
    "simulator" BOOLEAN NOT NULL DEFAULT true,
    "disableSc" BOOLEAN NOT NULL DEFAULT false,
    "gcCost" INTEGER,
    "dust" INTEGER,
    "poolId" TEXT,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,
    "revealAt" DATETIME,
    "searchName" TEXT NOT NULL DEFAULT '',
    "listRank" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Prayer_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Prayer" ("disableSc", "dust", "endAt", "endPrecision", "gcCost", "id", "image", "largeImage", "listingKind", "maxPulls", "name", "poolId", "sample", "simulator", "source", "startAt", "startPrecision", "synthetic") SELECT "disableSc", "dust", "endAt", "endPrecision", "gcCost", "id", "image", "largeImage", "listingKind", "maxPulls", "name", "poolId", "sample", "simulator", "source", "startAt", "startPrecision", "synthetic" FROM "Prayer";
DROP TABLE "Prayer";
ALTER TABLE "new_Prayer" RENAME TO "Prayer";
CREATE INDEX "Prayer_startAt_idx" ON "Prayer"("startAt");
CREATE INDEX "Prayer_listRank_idx" ON "Prayer"("listRank");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ForeverPrayerThreshold_foreverPrayerId_idx" ON "ForeverPrayerThreshold"("foreverPrayerId");
