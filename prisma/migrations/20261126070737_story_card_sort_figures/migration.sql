-- CreateTable
CREATE TABLE "StoryCardFigure" (
    "cardId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "value" REAL NOT NULL,

    PRIMARY KEY ("key", "cardId"),
    CONSTRAINT "StoryCardFigure_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "StoryCard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "StoryCardFigure_key_value_idx" ON "StoryCardFigure"("key", "value");

-- CreateIndex
CREATE INDEX "StoryCardFigure_cardId_idx" ON "StoryCardFigure"("cardId");
