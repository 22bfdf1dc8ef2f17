-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Illustrator" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "jpName" TEXT,
    "pixiv" TEXT,
    "twitter" TEXT,
    "website" TEXT,
    "searchKey" TEXT NOT NULL DEFAULT '',
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT
);
INSERT INTO "new_Illustrator" ("id", "jpName", "name", "pixiv", "sample", "source", "synthetic", "twitter", "website") SELECT "id", "jpName", "name", "pixiv", "sample", "source", "synthetic", "twitter", "website" FROM "Illustrator";
DROP TABLE "Illustrator";
ALTER TABLE "new_Illustrator" RENAME TO "Illustrator";
CREATE TABLE "new_StoryCard" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "nameOfficial" BOOLEAN NOT NULL DEFAULT true,
    "nameOriginal" TEXT,
    "sortKey" TEXT NOT NULL,
    "searchKey" TEXT NOT NULL DEFAULT '',
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
INSERT INTO "new_StoryCard" ("artistId", "gameWikiUrl", "id", "image", "loreWikiUrl", "name", "nameOfficial", "nameOriginal", "rarity", "releaseAt", "revealAt", "sample", "sortKey", "source", "suit", "synthetic") SELECT "artistId", "gameWikiUrl", "id", "image", "loreWikiUrl", "name", "nameOfficial", "nameOriginal", "rarity", "releaseAt", "revealAt", "sample", "sortKey", "source", "suit", "synthetic" FROM "StoryCard";
DROP TABLE "StoryCard";
ALTER TABLE "new_StoryCard" RENAME TO "StoryCard";
CREATE INDEX "StoryCard_rarity_idx" ON "StoryCard"("rarity");
CREATE INDEX "StoryCard_suit_idx" ON "StoryCard"("suit");
CREATE INDEX "StoryCard_releaseAt_idx" ON "StoryCard"("releaseAt");
CREATE INDEX "StoryCard_revealAt_idx" ON "StoryCard"("revealAt");
CREATE INDEX "StoryCard_artistId_idx" ON "StoryCard"("artistId");
CREATE TABLE "new_StoryCardBuff" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    CONSTRAINT "StoryCardBuff_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StoryCardBuff_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_StoryCardBuff" ("attr", "attrName", "attrType", "cardId", "characterId", "enabled", "id", "metadata", "position", "random", "rank", "role", "target", "text", "turn", "values") SELECT "attr", "attrName", "attrType", "cardId", "characterId", "enabled", "id", "metadata", "position", "random", "rank", "role", "target", "text", "turn", "values" FROM "StoryCardBuff";
DROP TABLE "StoryCardBuff";
ALTER TABLE "new_StoryCardBuff" RENAME TO "StoryCardBuff";
CREATE INDEX "StoryCardBuff_cardId_idx" ON "StoryCardBuff"("cardId");
CREATE INDEX "StoryCardBuff_attr_idx" ON "StoryCardBuff"("attr");
CREATE INDEX "StoryCardBuff_effect_idx" ON "StoryCardBuff"("effect");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "StoryCardFeature_characterId_idx" ON "StoryCardFeature"("characterId");

-- CreateIndex
CREATE INDEX "StoryCardObtain_cardId_idx" ON "StoryCardObtain"("cardId");
