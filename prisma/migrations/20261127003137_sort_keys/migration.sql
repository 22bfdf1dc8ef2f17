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
    "debutSourceKind" TEXT,
    "debutTimeKnown" BOOLEAN,
    "debutAfter" DATETIME,
    "debutAfterSource" TEXT,
    "debutAfterSourceKind" TEXT,
    "debutAfterTimeKnown" BOOLEAN,
    "cnDebutAt" DATETIME,
    "releaseKey" TEXT NOT NULL DEFAULT '',
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
    "portraitSet" TEXT,
    "portraitFile" TEXT,
    "portraitHash" TEXT,
    "portraitSize" INTEGER,
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
INSERT INTO "new_Character" ("announced", "cnDebutAt", "colors", "debutAfter", "debutAfterSource", "debutAfterSourceKind", "debutAfterTimeKnown", "debutAt", "debutPrecision", "debutSource", "debutSourceKind", "debutTimeKnown", "gameUnitId", "gamepressUrl", "generalAt", "hasRebirth", "id", "imgAltThumb", "imgCard", "imgFull", "imgRebirthFull", "imgRebirthThumb", "imgSpoilerSafe", "imgThumb", "jpDebutAt", "lwChronUrl", "nameEn", "nameJp", "nameKana", "nameKanaStructure", "nameModalSmall", "nameTrackerSize", "nameTranslit", "note", "portraitFile", "portraitHash", "portraitSet", "portraitSize", "rebirthAt", "rebirthCostumeAt", "rebirthPrecision", "releaseNo", "revealAt", "ritualAt", "role", "sample", "seriesId", "shortNameEn", "shortNameTranslit", "source", "status", "synthetic", "titleEn", "titleJp", "touhouWikiUrl", "type", "unreleasedGroup", "variantGroupId", "worldId", "youtubeUrl") SELECT "announced", "cnDebutAt", "colors", "debutAfter", "debutAfterSource", "debutAfterSourceKind", "debutAfterTimeKnown", "debutAt", "debutPrecision", "debutSource", "debutSourceKind", "debutTimeKnown", "gameUnitId", "gamepressUrl", "generalAt", "hasRebirth", "id", "imgAltThumb", "imgCard", "imgFull", "imgRebirthFull", "imgRebirthThumb", "imgSpoilerSafe", "imgThumb", "jpDebutAt", "lwChronUrl", "nameEn", "nameJp", "nameKana", "nameKanaStructure", "nameModalSmall", "nameTrackerSize", "nameTranslit", "note", "portraitFile", "portraitHash", "portraitSet", "portraitSize", "rebirthAt", "rebirthCostumeAt", "rebirthPrecision", "releaseNo", "revealAt", "ritualAt", "role", "sample", "seriesId", "shortNameEn", "shortNameTranslit", "source", "status", "synthetic", "titleEn", "titleJp", "touhouWikiUrl", "type", "unreleasedGroup", "variantGroupId", "worldId", "youtubeUrl" FROM "Character";
DROP TABLE "Character";
ALTER TABLE "new_Character" RENAME TO "Character";
CREATE INDEX "Character_status_idx" ON "Character"("status");
CREATE INDEX "Character_type_idx" ON "Character"("type");
CREATE INDEX "Character_worldId_idx" ON "Character"("worldId");
CREATE INDEX "Character_seriesId_idx" ON "Character"("seriesId");
CREATE INDEX "Character_debutAt_idx" ON "Character"("debutAt");
CREATE INDEX "Character_releaseKey_id_idx" ON "Character"("releaseKey", "id");
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
    "listKey" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "Prayer_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Prayer" ("disableSc", "dust", "endAt", "endPrecision", "gcCost", "id", "image", "largeImage", "listingKind", "maxPulls", "name", "poolId", "revealAt", "sample", "searchName", "simulator", "source", "startAt", "startPrecision", "synthetic") SELECT "disableSc", "dust", "endAt", "endPrecision", "gcCost", "id", "image", "largeImage", "listingKind", "maxPulls", "name", "poolId", "revealAt", "sample", "searchName", "simulator", "source", "startAt", "startPrecision", "synthetic" FROM "Prayer";
DROP TABLE "Prayer";
ALTER TABLE "new_Prayer" RENAME TO "Prayer";
CREATE INDEX "Prayer_startAt_idx" ON "Prayer"("startAt");
CREATE INDEX "Prayer_listKey_idx" ON "Prayer"("listKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
