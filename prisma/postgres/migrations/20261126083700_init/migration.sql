-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "World" (
    "id" TEXT NOT NULL,
    "name" TEXT,
    "number" INTEGER,
    "sortKey" INTEGER NOT NULL DEFAULT 0,
    "groupId" TEXT,
    "source" TEXT,

    CONSTRAINT "World_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorldGroup" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sortKey" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT,

    CONSTRAINT "WorldGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Series" (
    "id" TEXT NOT NULL,
    "enTitle" TEXT NOT NULL,
    "jpTitle" TEXT,
    "large" BOOLEAN NOT NULL DEFAULT false,
    "sortKey" INTEGER NOT NULL DEFAULT 0,
    "tabId" TEXT,
    "source" TEXT,

    CONSTRAINT "Series_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeriesTab" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sortKey" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT,

    CONSTRAINT "SeriesTab_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VariantGroup" (
    "id" TEXT NOT NULL,
    "enName" TEXT NOT NULL,
    "jpName" TEXT,
    "translitName" TEXT,
    "jpSize" TEXT,
    "source" TEXT,

    CONSTRAINT "VariantGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Character" (
    "id" TEXT NOT NULL,
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
    "debutAt" TIMESTAMP(3),
    "debutPrecision" TEXT,
    "debutSource" TEXT,
    "debutAfter" TIMESTAMP(3),
    "debutAfterSource" TEXT,
    "cnDebutAt" TIMESTAMP(3),
    "releaseRank" INTEGER NOT NULL DEFAULT 0,
    "generalAt" TIMESTAMP(3),
    "ritualAt" TIMESTAMP(3),
    "rebirthAt" TIMESTAMP(3),
    "rebirthPrecision" TEXT,
    "rebirthCostumeAt" TIMESTAMP(3),
    "jpDebutAt" TIMESTAMP(3),
    "revealAt" TIMESTAMP(3),
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

    CONSTRAINT "Character_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CharacterAlias" (
    "id" SERIAL NOT NULL,
    "characterId" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "CharacterAlias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CharacterBatch" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "no" INTEGER NOT NULL,
    "date" TIMESTAMP(3) NOT NULL,
    "datePrecision" TEXT,
    "dateAfter" TIMESTAMP(3),
    "dateAfterSource" TEXT,
    "source" TEXT,

    CONSTRAINT "CharacterBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CharacterBatchEntry" (
    "batchId" INTEGER NOT NULL,
    "characterId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CharacterBatchEntry_pkey" PRIMARY KEY ("batchId","characterId")
);

-- CreateTable
CREATE TABLE "Illustrator" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "jpName" TEXT,
    "pixiv" TEXT,
    "twitter" TEXT,
    "website" TEXT,
    "searchKey" TEXT NOT NULL DEFAULT '',
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,

    CONSTRAINT "Illustrator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoryCard" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameOfficial" BOOLEAN NOT NULL DEFAULT true,
    "nameOriginal" TEXT,
    "sortKey" TEXT NOT NULL,
    "searchKey" TEXT NOT NULL DEFAULT '',
    "rarity" INTEGER NOT NULL,
    "suit" TEXT NOT NULL,
    "artistId" TEXT,
    "releaseAt" TIMESTAMP(3),
    "revealAt" TIMESTAMP(3),
    "image" TEXT,
    "gameWikiUrl" TEXT,
    "loreWikiUrl" TEXT,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,

    CONSTRAINT "StoryCard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoryCardAlias" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "StoryCardAlias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoryCardStat" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "stat" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "min" DOUBLE PRECISION NOT NULL,
    "max" DOUBLE PRECISION NOT NULL,
    "randomMin" DOUBLE PRECISION,
    "randomMax" DOUBLE PRECISION,

    CONSTRAINT "StoryCardStat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoryCardFigure" (
    "cardId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "StoryCardFigure_pkey" PRIMARY KEY ("key","cardId")
);

-- CreateTable
CREATE TABLE "StoryCardBuff" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "random" BOOLEAN NOT NULL DEFAULT false,
    "attr" TEXT NOT NULL,
    "attrName" TEXT,
    "attrType" TEXT NOT NULL,
    "effect" TEXT NOT NULL DEFAULT '',
    "values" JSONB,
    "turn" INTEGER,
    "target" TEXT,
    "role" TEXT,
    "characterId" TEXT,
    "rank" INTEGER,
    "metadata" TEXT,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "text" TEXT,

    CONSTRAINT "StoryCardBuff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoryCardFeature" (
    "cardId" INTEGER NOT NULL,
    "characterId" TEXT NOT NULL,

    CONSTRAINT "StoryCardFeature_pkey" PRIMARY KEY ("cardId","characterId")
);

-- CreateTable
CREATE TABLE "StoryCardObtain" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "type" TEXT NOT NULL,
    "display" TEXT,
    "metadata" TEXT,
    "endsAt" TIMESTAMP(3),

    CONSTRAINT "StoryCardObtain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Prayer" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "listingKind" TEXT NOT NULL DEFAULT 'multi',
    "startAt" TIMESTAMP(3),
    "startPrecision" TEXT,
    "endAt" TIMESTAMP(3),
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
    "revealAt" TIMESTAMP(3),
    "searchName" TEXT NOT NULL DEFAULT '',
    "listRank" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Prayer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrayerType" (
    "prayerId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,

    CONSTRAINT "PrayerType_pkey" PRIMARY KEY ("prayerId","type")
);

-- CreateTable
CREATE TABLE "PrayerRateUpCharacter" (
    "prayerId" INTEGER NOT NULL,
    "characterId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT,

    CONSTRAINT "PrayerRateUpCharacter_pkey" PRIMARY KEY ("prayerId","characterId")
);

-- CreateTable
CREATE TABLE "PrayerRateUpCard" (
    "prayerId" INTEGER NOT NULL,
    "cardId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "isNew" BOOLEAN NOT NULL DEFAULT false,
    "exchangeAmount" INTEGER,

    CONSTRAINT "PrayerRateUpCard_pkey" PRIMARY KEY ("prayerId","cardId")
);

-- CreateTable
CREATE TABLE "PrayerStepUp" (
    "id" SERIAL NOT NULL,
    "prayerId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "startAt" TIMESTAMP(3),
    "endAt" TIMESTAMP(3),

    CONSTRAINT "PrayerStepUp_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrayerStepItem" (
    "id" SERIAL NOT NULL,
    "stepUpId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "cost" INTEGER NOT NULL,
    "guaranteed" TEXT,
    "multiplier" DOUBLE PRECISION,
    "pickUpGuaranteed" BOOLEAN NOT NULL DEFAULT false,
    "dust" INTEGER,

    CONSTRAINT "PrayerStepItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Pool" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,

    CONSTRAINT "Pool_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PoolEntry" (
    "id" SERIAL NOT NULL,
    "poolId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "characterId" TEXT,
    "cardId" INTEGER,
    "rateType" TEXT,
    "chanceSc" DOUBLE PRECISION NOT NULL,
    "chanceGc" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "PoolEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ForeverPrayer" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3) NOT NULL,
    "notes" TEXT,
    "gap" INTEGER,
    "revealAt" TIMESTAMP(3),
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,

    CONSTRAINT "ForeverPrayer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ForeverPrayerCharacter" (
    "foreverPrayerId" INTEGER NOT NULL,
    "characterId" TEXT NOT NULL,
    "isNew" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ForeverPrayerCharacter_pkey" PRIMARY KEY ("foreverPrayerId","characterId")
);

-- CreateTable
CREATE TABLE "ForeverPrayerThreshold" (
    "id" SERIAL NOT NULL,
    "foreverPrayerId" INTEGER NOT NULL,
    "rarity" TEXT NOT NULL,
    "date" TIMESTAMP(3) NOT NULL,
    "rate" DOUBLE PRECISION NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ForeverPrayerThreshold_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TowerFloor" (
    "floor" INTEGER NOT NULL,
    "releaseAt" TIMESTAMP(3),
    "useGauge" BOOLEAN NOT NULL DEFAULT false,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,

    CONSTRAINT "TowerFloor_pkey" PRIMARY KEY ("floor")
);

-- CreateTable
CREATE TABLE "TowerItem" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "icon" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT,

    CONSTRAINT "TowerItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TowerReward" (
    "id" SERIAL NOT NULL,
    "floor" INTEGER NOT NULL,
    "itemId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "TowerReward_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TowerEnemy" (
    "id" SERIAL NOT NULL,
    "floor" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "characterId" TEXT,
    "unitName" TEXT NOT NULL,
    "unitTranslit" TEXT,
    "unitJpName" TEXT,
    "unitImage" TEXT,
    "unitWorld" TEXT,
    "hp" DOUBLE PRECISION NOT NULL,
    "spells" INTEGER NOT NULL DEFAULT 0,
    "barriers" JSONB,
    "weaks" JSONB,
    "resists" JSONB,
    "affinities" JSONB,
    "tags" JSONB,
    "ability" JSONB,
    "skills" JSONB,
    "gauges" JSONB,

    CONSTRAINT "TowerEnemy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UpdateEntry" (
    "number" INTEGER NOT NULL,
    "timestamp" TIMESTAMP(3) NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT,
    "complex" BOOLEAN NOT NULL DEFAULT false,
    "generated" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,

    CONSTRAINT "UpdateEntry_pkey" PRIMARY KEY ("number")
);

-- CreateTable
CREATE TABLE "UpdateItem" (
    "id" SERIAL NOT NULL,
    "entryNumber" INTEGER NOT NULL,
    "section" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "detail" TEXT NOT NULL,
    "urls" JSONB,
    "spoiler" TEXT,
    "revealAt" TIMESTAMP(3),
    "parentId" INTEGER,

    CONSTRAINT "UpdateItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Maintenance" (
    "id" INTEGER NOT NULL,
    "startAt" TIMESTAMP(3),
    "startPrecision" TEXT,
    "endAt" TIMESTAMP(3) NOT NULL,
    "endPrecision" TEXT,
    "newsUrl" TEXT,
    "title" TEXT,
    "source" TEXT,

    CONSTRAINT "Maintenance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DevLetter" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "url" TEXT,
    "title" TEXT,
    "maintenanceId" INTEGER,
    "source" TEXT,

    CONSTRAINT "DevLetter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportedRecord" (
    "file" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "body" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ImportedRecord_pkey" PRIMARY KEY ("file","key")
);

-- CreateTable
CREATE TABLE "DataVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 0,
    "importedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DataVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminUser" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "displayName" TEXT,
    "passwordHash" TEXT NOT NULL,
    "passwordChangedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AdminUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminSession" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "csrfToken" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "userAgent" TEXT,

    CONSTRAINT "AdminSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInThrottle" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "lastFailureAt" TIMESTAMP(3) NOT NULL,
    "blockedUntil" TIMESTAMP(3),

    CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "userId" INTEGER,
    "action" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "changes" TEXT NOT NULL,
    "dataVersion" INTEGER NOT NULL,
    "undoneById" INTEGER,
    "undoOfId" INTEGER,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "Character_releaseRank_idx" ON "Character"("releaseRank");

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
CREATE INDEX "StoryCard_revealAt_releaseAt_idx" ON "StoryCard"("revealAt", "releaseAt");

-- CreateIndex
CREATE INDEX "StoryCard_artistId_idx" ON "StoryCard"("artistId");

-- CreateIndex
CREATE UNIQUE INDEX "StoryCardAlias_cardId_value_key" ON "StoryCardAlias"("cardId", "value");

-- CreateIndex
CREATE UNIQUE INDEX "StoryCardStat_cardId_stat_key" ON "StoryCardStat"("cardId", "stat");

-- CreateIndex
CREATE INDEX "StoryCardFigure_key_value_idx" ON "StoryCardFigure"("key", "value");

-- CreateIndex
CREATE INDEX "StoryCardFigure_cardId_idx" ON "StoryCardFigure"("cardId");

-- CreateIndex
CREATE INDEX "StoryCardBuff_cardId_idx" ON "StoryCardBuff"("cardId");

-- CreateIndex
CREATE INDEX "StoryCardBuff_attr_idx" ON "StoryCardBuff"("attr");

-- CreateIndex
CREATE INDEX "StoryCardBuff_effect_idx" ON "StoryCardBuff"("effect");

-- CreateIndex
CREATE INDEX "StoryCardFeature_characterId_idx" ON "StoryCardFeature"("characterId");

-- CreateIndex
CREATE INDEX "StoryCardObtain_cardId_idx" ON "StoryCardObtain"("cardId");

-- CreateIndex
CREATE INDEX "Prayer_startAt_idx" ON "Prayer"("startAt");

-- CreateIndex
CREATE INDEX "Prayer_listRank_idx" ON "Prayer"("listRank");

-- CreateIndex
CREATE INDEX "PrayerRateUpCharacter_characterId_idx" ON "PrayerRateUpCharacter"("characterId");

-- CreateIndex
CREATE INDEX "PrayerRateUpCard_cardId_idx" ON "PrayerRateUpCard"("cardId");

-- CreateIndex
CREATE UNIQUE INDEX "PrayerStepUp_prayerId_index_key" ON "PrayerStepUp"("prayerId", "index");

-- CreateIndex
CREATE INDEX "PoolEntry_poolId_idx" ON "PoolEntry"("poolId");

-- CreateIndex
CREATE INDEX "ForeverPrayerThreshold_foreverPrayerId_idx" ON "ForeverPrayerThreshold"("foreverPrayerId");

-- CreateIndex
CREATE INDEX "TowerReward_itemId_idx" ON "TowerReward"("itemId");

-- CreateIndex
CREATE INDEX "TowerReward_floor_idx" ON "TowerReward"("floor");

-- CreateIndex
CREATE UNIQUE INDEX "TowerEnemy_floor_slot_key" ON "TowerEnemy"("floor", "slot");

-- CreateIndex
CREATE INDEX "UpdateItem_entryNumber_idx" ON "UpdateItem"("entryNumber");

-- CreateIndex
CREATE UNIQUE INDEX "AdminUser_username_key" ON "AdminUser"("username");

-- CreateIndex
CREATE INDEX "AdminSession_userId_idx" ON "AdminSession"("userId");

-- CreateIndex
CREATE INDEX "AuditEntry_at_idx" ON "AuditEntry"("at");

-- AddForeignKey
ALTER TABLE "World" ADD CONSTRAINT "World_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "WorldGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Series" ADD CONSTRAINT "Series_tabId_fkey" FOREIGN KEY ("tabId") REFERENCES "SeriesTab"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Character" ADD CONSTRAINT "Character_worldId_fkey" FOREIGN KEY ("worldId") REFERENCES "World"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Character" ADD CONSTRAINT "Character_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "Series"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Character" ADD CONSTRAINT "Character_variantGroupId_fkey" FOREIGN KEY ("variantGroupId") REFERENCES "VariantGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CharacterAlias" ADD CONSTRAINT "CharacterAlias_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CharacterBatchEntry" ADD CONSTRAINT "CharacterBatchEntry_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "CharacterBatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CharacterBatchEntry" ADD CONSTRAINT "CharacterBatchEntry_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryCard" ADD CONSTRAINT "StoryCard_artistId_fkey" FOREIGN KEY ("artistId") REFERENCES "Illustrator"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryCardAlias" ADD CONSTRAINT "StoryCardAlias_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryCardStat" ADD CONSTRAINT "StoryCardStat_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryCardFigure" ADD CONSTRAINT "StoryCardFigure_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryCardBuff" ADD CONSTRAINT "StoryCardBuff_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryCardBuff" ADD CONSTRAINT "StoryCardBuff_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryCardFeature" ADD CONSTRAINT "StoryCardFeature_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryCardFeature" ADD CONSTRAINT "StoryCardFeature_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryCardObtain" ADD CONSTRAINT "StoryCardObtain_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Prayer" ADD CONSTRAINT "Prayer_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrayerType" ADD CONSTRAINT "PrayerType_prayerId_fkey" FOREIGN KEY ("prayerId") REFERENCES "Prayer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrayerRateUpCharacter" ADD CONSTRAINT "PrayerRateUpCharacter_prayerId_fkey" FOREIGN KEY ("prayerId") REFERENCES "Prayer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrayerRateUpCharacter" ADD CONSTRAINT "PrayerRateUpCharacter_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrayerRateUpCard" ADD CONSTRAINT "PrayerRateUpCard_prayerId_fkey" FOREIGN KEY ("prayerId") REFERENCES "Prayer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrayerRateUpCard" ADD CONSTRAINT "PrayerRateUpCard_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrayerStepUp" ADD CONSTRAINT "PrayerStepUp_prayerId_fkey" FOREIGN KEY ("prayerId") REFERENCES "Prayer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrayerStepItem" ADD CONSTRAINT "PrayerStepItem_stepUpId_fkey" FOREIGN KEY ("stepUpId") REFERENCES "PrayerStepUp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PoolEntry" ADD CONSTRAINT "PoolEntry_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PoolEntry" ADD CONSTRAINT "PoolEntry_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PoolEntry" ADD CONSTRAINT "PoolEntry_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForeverPrayerCharacter" ADD CONSTRAINT "ForeverPrayerCharacter_foreverPrayerId_fkey" FOREIGN KEY ("foreverPrayerId") REFERENCES "ForeverPrayer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForeverPrayerCharacter" ADD CONSTRAINT "ForeverPrayerCharacter_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ForeverPrayerThreshold" ADD CONSTRAINT "ForeverPrayerThreshold_foreverPrayerId_fkey" FOREIGN KEY ("foreverPrayerId") REFERENCES "ForeverPrayer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TowerReward" ADD CONSTRAINT "TowerReward_floor_fkey" FOREIGN KEY ("floor") REFERENCES "TowerFloor"("floor") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TowerReward" ADD CONSTRAINT "TowerReward_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "TowerItem"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TowerEnemy" ADD CONSTRAINT "TowerEnemy_floor_fkey" FOREIGN KEY ("floor") REFERENCES "TowerFloor"("floor") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TowerEnemy" ADD CONSTRAINT "TowerEnemy_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UpdateItem" ADD CONSTRAINT "UpdateItem_entryNumber_fkey" FOREIGN KEY ("entryNumber") REFERENCES "UpdateEntry"("number") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UpdateItem" ADD CONSTRAINT "UpdateItem_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "UpdateItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DevLetter" ADD CONSTRAINT "DevLetter_maintenanceId_fkey" FOREIGN KEY ("maintenanceId") REFERENCES "Maintenance"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminSession" ADD CONSTRAINT "AdminSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;
