-- CreateTable
CREATE TABLE "World" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT,
    "number" INTEGER,
    "sortKey" INTEGER NOT NULL DEFAULT 0,
    "groupId" TEXT,
    CONSTRAINT "World_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "WorldGroup" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorldGroup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "sortKey" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "Series" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enTitle" TEXT NOT NULL,
    "jpTitle" TEXT,
    "large" BOOLEAN NOT NULL DEFAULT false,
    "sortKey" INTEGER NOT NULL DEFAULT 0,
    "tabId" TEXT,
    CONSTRAINT "Series_tabId_fkey" FOREIGN KEY ("tabId") REFERENCES "SeriesTab" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SeriesTab" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "sortKey" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "VariantGroup" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enName" TEXT NOT NULL,
    "jpName" TEXT,
    "translitName" TEXT,
    "jpSize" TEXT
);

-- CreateTable
CREATE TABLE "Character" (
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
    "generalAt" DATETIME,
    "ritualAt" DATETIME,
    "rebirthAt" DATETIME,
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

-- CreateTable
CREATE TABLE "CharacterAlias" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "characterId" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    CONSTRAINT "CharacterAlias_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CharacterBatch" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "no" INTEGER NOT NULL,
    "date" DATETIME NOT NULL,
    "source" TEXT
);

-- CreateTable
CREATE TABLE "CharacterBatchEntry" (
    "batchId" INTEGER NOT NULL,
    "characterId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("batchId", "characterId"),
    CONSTRAINT "CharacterBatchEntry_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "CharacterBatch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CharacterBatchEntry_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Illustrator" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "jpName" TEXT,
    "pixiv" TEXT,
    "twitter" TEXT,
    "website" TEXT,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT
);

-- CreateTable
CREATE TABLE "StoryCard" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "nameOfficial" BOOLEAN NOT NULL DEFAULT true,
    "nameOriginal" TEXT,
    "sortKey" TEXT NOT NULL,
    "rarity" INTEGER NOT NULL,
    "suit" TEXT NOT NULL,
    "artistId" TEXT,
    "releaseAt" DATETIME,
    "revealAt" DATETIME,
    "image" TEXT,
    "gameWikiUrl" TEXT,
    "loreWikiUrl" TEXT,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,
    CONSTRAINT "StoryCard_artistId_fkey" FOREIGN KEY ("artistId") REFERENCES "Illustrator" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StoryCardAlias" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "cardId" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "StoryCardAlias_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StoryCardStat" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "cardId" INTEGER NOT NULL,
    "stat" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "min" REAL NOT NULL,
    "max" REAL NOT NULL,
    "randomMin" REAL,
    "randomMax" REAL,
    CONSTRAINT "StoryCardStat_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StoryCardBuff" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "cardId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "random" BOOLEAN NOT NULL DEFAULT false,
    "attr" TEXT NOT NULL,
    "attrName" TEXT,
    "attrType" TEXT NOT NULL,
    "values" JSONB,
    "turn" INTEGER,
    "target" TEXT,
    "role" TEXT,
    "characterId" TEXT,
    "rank" INTEGER,
    "metadata" TEXT,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "text" TEXT,
    CONSTRAINT "StoryCardBuff_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StoryCardBuff_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StoryCardFeature" (
    "cardId" INTEGER NOT NULL,
    "characterId" TEXT NOT NULL,

    PRIMARY KEY ("cardId", "characterId"),
    CONSTRAINT "StoryCardFeature_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StoryCardFeature_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StoryCardObtain" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "cardId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "type" TEXT NOT NULL,
    "display" TEXT,
    "metadata" TEXT,
    "endsAt" DATETIME,
    CONSTRAINT "StoryCardObtain_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Prayer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "listingKind" TEXT NOT NULL DEFAULT 'multi',
    "startAt" DATETIME NOT NULL,
    "endAt" DATETIME,
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

-- CreateTable
CREATE TABLE "PrayerType" (
    "prayerId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,

    PRIMARY KEY ("prayerId", "type"),
    CONSTRAINT "PrayerType_prayerId_fkey" FOREIGN KEY ("prayerId") REFERENCES "Prayer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PrayerRateUpCharacter" (
    "prayerId" INTEGER NOT NULL,
    "characterId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT,

    PRIMARY KEY ("prayerId", "characterId"),
    CONSTRAINT "PrayerRateUpCharacter_prayerId_fkey" FOREIGN KEY ("prayerId") REFERENCES "Prayer" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PrayerRateUpCharacter_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PrayerRateUpCard" (
    "prayerId" INTEGER NOT NULL,
    "cardId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "isNew" BOOLEAN NOT NULL DEFAULT false,
    "exchangeAmount" INTEGER,

    PRIMARY KEY ("prayerId", "cardId"),
    CONSTRAINT "PrayerRateUpCard_prayerId_fkey" FOREIGN KEY ("prayerId") REFERENCES "Prayer" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PrayerRateUpCard_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PrayerStepUp" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "prayerId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "startAt" DATETIME,
    "endAt" DATETIME,
    CONSTRAINT "PrayerStepUp_prayerId_fkey" FOREIGN KEY ("prayerId") REFERENCES "Prayer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PrayerStepItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "stepUpId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "cost" INTEGER NOT NULL,
    "guaranteed" TEXT,
    "multiplier" REAL,
    "pickUpGuaranteed" BOOLEAN NOT NULL DEFAULT false,
    "dust" INTEGER,
    CONSTRAINT "PrayerStepItem_stepUpId_fkey" FOREIGN KEY ("stepUpId") REFERENCES "PrayerStepUp" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Pool" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT
);

-- CreateTable
CREATE TABLE "PoolEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "poolId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "characterId" TEXT,
    "cardId" INTEGER,
    "rateType" TEXT,
    "chanceSc" REAL NOT NULL,
    "chanceGc" REAL NOT NULL,
    CONSTRAINT "PoolEntry_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PoolEntry_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "PoolEntry_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ForeverPrayer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "startAt" DATETIME NOT NULL,
    "endAt" DATETIME NOT NULL,
    "notes" TEXT,
    "gap" INTEGER,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT
);

-- CreateTable
CREATE TABLE "ForeverPrayerCharacter" (
    "foreverPrayerId" INTEGER NOT NULL,
    "characterId" TEXT NOT NULL,
    "isNew" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("foreverPrayerId", "characterId"),
    CONSTRAINT "ForeverPrayerCharacter_foreverPrayerId_fkey" FOREIGN KEY ("foreverPrayerId") REFERENCES "ForeverPrayer" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ForeverPrayerCharacter_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ForeverPrayerThreshold" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "foreverPrayerId" INTEGER NOT NULL,
    "rarity" TEXT NOT NULL,
    "date" DATETIME NOT NULL,
    "rate" REAL NOT NULL,
    "count" INTEGER NOT NULL,
    CONSTRAINT "ForeverPrayerThreshold_foreverPrayerId_fkey" FOREIGN KEY ("foreverPrayerId") REFERENCES "ForeverPrayer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TowerFloor" (
    "floor" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "releaseAt" DATETIME,
    "useGauge" BOOLEAN NOT NULL DEFAULT false,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT
);

-- CreateTable
CREATE TABLE "TowerItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "icon" TEXT
);

-- CreateTable
CREATE TABLE "TowerReward" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "floor" INTEGER NOT NULL,
    "itemId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    CONSTRAINT "TowerReward_floor_fkey" FOREIGN KEY ("floor") REFERENCES "TowerFloor" ("floor") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TowerReward_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "TowerItem" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TowerEnemy" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "floor" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "characterId" TEXT,
    "unitName" TEXT NOT NULL,
    "unitTranslit" TEXT,
    "unitJpName" TEXT,
    "unitImage" TEXT,
    "unitWorld" TEXT,
    "hp" REAL NOT NULL,
    "spells" INTEGER NOT NULL DEFAULT 0,
    "barriers" JSONB,
    "weaks" JSONB,
    "resists" JSONB,
    "affinities" JSONB,
    "tags" JSONB,
    "ability" TEXT,
    "skills" JSONB,
    "gauges" JSONB,
    CONSTRAINT "TowerEnemy_floor_fkey" FOREIGN KEY ("floor") REFERENCES "TowerFloor" ("floor") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TowerEnemy_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UpdateEntry" (
    "number" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "timestamp" DATETIME NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT,
    "complex" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT
);

-- CreateTable
CREATE TABLE "UpdateItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "entryNumber" INTEGER NOT NULL,
    "section" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "detail" TEXT NOT NULL,
    "urls" JSONB,
    "spoiler" TEXT,
    "revealAt" DATETIME,
    "parentId" INTEGER,
    CONSTRAINT "UpdateItem_entryNumber_fkey" FOREIGN KEY ("entryNumber") REFERENCES "UpdateEntry" ("number") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UpdateItem_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "UpdateItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Maintenance" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "startAt" DATETIME NOT NULL,
    "endAt" DATETIME NOT NULL,
    "newsUrl" TEXT,
    "title" TEXT,
    "source" TEXT
);

-- CreateTable
CREATE TABLE "DevLetter" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL,
    "url" TEXT,
    "title" TEXT,
    "maintenanceId" INTEGER,
    "source" TEXT,
    CONSTRAINT "DevLetter_maintenanceId_fkey" FOREIGN KEY ("maintenanceId") REFERENCES "Maintenance" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AdminUser" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "displayName" TEXT,
    "passwordHash" TEXT NOT NULL,
    "passwordChangedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "Character_status_idx" ON "Character"("status");

-- CreateIndex
CREATE INDEX "Character_type_idx" ON "Character"("type");

-- CreateIndex
CREATE INDEX "Character_worldId_idx" ON "Character"("worldId");

-- CreateIndex
CREATE INDEX "Character_seriesId_idx" ON "Character"("seriesId");

-- CreateIndex
CREATE INDEX "Character_debutAt_idx" ON "Character"("debutAt");

-- CreateIndex
CREATE INDEX "CharacterAlias_value_idx" ON "CharacterAlias"("value");

-- CreateIndex
CREATE UNIQUE INDEX "CharacterAlias_characterId_value_key" ON "CharacterAlias"("characterId", "value");

-- CreateIndex
CREATE UNIQUE INDEX "CharacterBatch_kind_no_key" ON "CharacterBatch"("kind", "no");

-- CreateIndex
CREATE INDEX "StoryCard_rarity_idx" ON "StoryCard"("rarity");

-- CreateIndex
CREATE INDEX "StoryCard_suit_idx" ON "StoryCard"("suit");

-- CreateIndex
CREATE INDEX "StoryCard_releaseAt_idx" ON "StoryCard"("releaseAt");

-- CreateIndex
CREATE UNIQUE INDEX "StoryCardAlias_cardId_value_key" ON "StoryCardAlias"("cardId", "value");

-- CreateIndex
CREATE UNIQUE INDEX "StoryCardStat_cardId_stat_key" ON "StoryCardStat"("cardId", "stat");

-- CreateIndex
CREATE INDEX "StoryCardBuff_cardId_idx" ON "StoryCardBuff"("cardId");

-- CreateIndex
CREATE INDEX "StoryCardBuff_attr_idx" ON "StoryCardBuff"("attr");

-- CreateIndex
CREATE INDEX "Prayer_startAt_idx" ON "Prayer"("startAt");

-- CreateIndex
CREATE INDEX "PrayerRateUpCharacter_characterId_idx" ON "PrayerRateUpCharacter"("characterId");

-- CreateIndex
CREATE INDEX "PrayerRateUpCard_cardId_idx" ON "PrayerRateUpCard"("cardId");

-- CreateIndex
CREATE UNIQUE INDEX "PrayerStepUp_prayerId_index_key" ON "PrayerStepUp"("prayerId", "index");

-- CreateIndex
CREATE INDEX "PoolEntry_poolId_idx" ON "PoolEntry"("poolId");

-- CreateIndex
CREATE INDEX "TowerReward_itemId_idx" ON "TowerReward"("itemId");

-- CreateIndex
CREATE UNIQUE INDEX "TowerEnemy_floor_slot_key" ON "TowerEnemy"("floor", "slot");

-- CreateIndex
CREATE INDEX "UpdateItem_entryNumber_idx" ON "UpdateItem"("entryNumber");

-- CreateIndex
CREATE UNIQUE INDEX "AdminUser_username_key" ON "AdminUser"("username");
