-- AlterTable
ALTER TABLE "Suggestion" ADD COLUMN "networkHash" TEXT;

-- CreateTable
CREATE TABLE "SuggestionMaker" (
    "suggestionId" INTEGER NOT NULL,
    "addressHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("suggestionId", "addressHash"),
    CONSTRAINT "SuggestionMaker_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "Suggestion" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SuggestionArrival" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL,
    "networkHash" TEXT,
    "outcome" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "SuggestionMaker_createdAt_idx" ON "SuggestionMaker"("createdAt");

-- CreateIndex
CREATE INDEX "SuggestionArrival_at_idx" ON "SuggestionArrival"("at");

-- CreateIndex
CREATE INDEX "Suggestion_networkHash_idx" ON "Suggestion"("networkHash");
