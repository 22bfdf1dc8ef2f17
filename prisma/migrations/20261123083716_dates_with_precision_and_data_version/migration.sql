-- AlterTable
ALTER TABLE "CharacterBatch" ADD COLUMN "datePrecision" TEXT;

-- CreateTable
CREATE TABLE "DataVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 0,
    "importedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Character" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "gameUnitId" INTEGER,
    "releaseNo" INTEGER,
    "titleEn" TEXT,
    "titleJp" TEXT,
    "nameEn" TEXT NOT NULL,
    "shortNameEn" TEXT NOT NULL,
    "nameJp" TEXT,
    "nameKana" TEXT,
    "nameTranslit" TEXT,
    "shortNameTranslit" TEXT,
    "nameModalSmall" BOOLEAN NOT NULL DEFAULT false,
    "nameKanaStructure" TEXT,
    "nameTrackerSize" TEXT,
    "colors" JSONB,
    "status" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "announced" BOOLEAN NOT NULL DEFAULT false,
    "role" TEXT,
    "worldId" TEXT,
    "seriesId" TEXT,
    "variantGroupId" TEXT,
    "unreleasedGroup" TEXT,
    "debutAt" DATETIME,
    "debutPrecision" TEXT,
    "debutSource" TEXT,
    "cnDebutAt" DATETIME,
    "releaseRank" INTEGER NOT NULL DEFAULT 0,
    "generalAt" DATETIME,
    "ritualAt" DATETIME,
    "rebirthAt" DATETIME,
    "rebirthPrecision" TEXT,
    "rebirthCostumeAt" DATETIME,
    "jpDebutAt" DATETIME,
    "revealAt" DATETIME,
    "hasRebirth" BOOLEAN NOT NULL DEFAULT false,
    "imgFull" TEXT,
    "imgRebirthFull" TEXT,
    "imgThumb" TEXT,
    "imgRebirthThumb" TEXT,
    "imgAltThumb" TEXT,
    "imgSpoilerSafe" TEXT,
    "imgCard" TEXT,
    "gamepressUrl" TEXT,
    "youtubeUrl" TEXT,
    "touhouWikiUrl" TEXT,
    "lwChronUrl" TEXT,
    "note" TEXT,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,
    CONSTRAINT "Character_worldId_fkey" FOREIGN KEY ("worldId") REFERENCES "World" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Character_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "Series" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Character_variantGroupId_fkey" FOREIGN KEY ("variantGroupId") REFERENCES "VariantGroup" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Character" ("announced", "colors", "debutAt", "gameUnitId", "gamepressUrl", "generalAt", "hasRebirth", "id", "imgAltThumb", "imgCard", "imgFull", "imgRebirthFull", "imgRebirthThumb", "imgSpoilerSafe", "imgThumb", "jpDebutAt", "lwChronUrl", "nameEn", "nameJp", "nameKana", "nameKanaStructure", "nameModalSmall", "nameTrackerSize", "nameTranslit", "note", "rebirthAt", "rebirthCostumeAt", "releaseNo", "revealAt", "ritualAt", "role", "sample", "seriesId", "shortNameEn", "shortNameTranslit", "source", "status", "synthetic", "titleEn", "titleJp", "touhouWikiUrl", "type", "unreleasedGroup", "variantGroupId", "worldId", "youtubeUrl") SELECT "announced", "colors", "debutAt", "gameUnitId", "gamepressUrl", "generalAt", "hasRebirth", "id", "imgAltThumb", "imgCard", "imgFull", "imgRebirthFull", "imgRebirthThumb", "imgSpoilerSafe", "imgThumb", "jpDebutAt", "lwChronUrl", "nameEn", "nameJp", "nameKana", "nameKanaStructure", "nameModalSmall", "nameTrackerSize", "nameTranslit", "note", "rebirthAt", "rebirthCostumeAt", "releaseNo", "revealAt", "ritualAt", "role", "sample", "seriesId", "shortNameEn", "shortNameTranslit", "source", "status", "synthetic", "titleEn", "titleJp", "touhouWikiUrl", "type", "unreleasedGroup", "variantGroupId", "worldId", "youtubeUrl" FROM "Character";
DROP TABLE "Character";
ALTER TABLE "new_Character" RENAME TO "Character";
CREATE INDEX "Character_status_idx" ON "Character"("status");
CREATE INDEX "Character_type_idx" ON "Character"("type");
CREATE INDEX "Character_worldId_idx" ON "Character"("worldId");
CREATE INDEX "Character_seriesId_idx" ON "Character"("seriesId");
CREATE INDEX "Character_debutAt_idx" ON "Character"("debutAt");
CREATE INDEX "Character_releaseRank_idx" ON "Character"("releaseRank");
CREATE TABLE "new_Maintenance" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "startAt" DATETIME,
    "startPrecision" TEXT,
    "endAt" DATETIME NOT NULL,
    "endPrecision" TEXT,
    "newsUrl" TEXT,
    "title" TEXT,
    "source" TEXT
);
INSERT INTO "new_Maintenance" ("endAt", "id", "newsUrl", "source", "startAt", "title") SELECT "endAt", "id", "newsUrl", "source", "startAt", "title" FROM "Maintenance";
DROP TABLE "Maintenance";
ALTER TABLE "new_Maintenance" RENAME TO "Maintenance";
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
    CONSTRAINT "Prayer_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Prayer" ("disableSc", "dust", "endAt", "gcCost", "id", "image", "largeImage", "listingKind", "maxPulls", "name", "poolId", "sample", "simulator", "source", "startAt", "synthetic") SELECT "disableSc", "dust", "endAt", "gcCost", "id", "image", "largeImage", "listingKind", "maxPulls", "name", "poolId", "sample", "simulator", "source", "startAt", "synthetic" FROM "Prayer";
DROP TABLE "Prayer";
ALTER TABLE "new_Prayer" RENAME TO "Prayer";
CREATE INDEX "Prayer_startAt_idx" ON "Prayer"("startAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
