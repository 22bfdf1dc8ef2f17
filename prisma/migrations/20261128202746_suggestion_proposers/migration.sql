-- CreateTable
CREATE TABLE "SuggestionProposer" (
    "addressHash" TEXT NOT NULL PRIMARY KEY,
    "accepted" INTEGER NOT NULL,
    "lastAcceptedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "SuggestionProposer_lastAcceptedAt_idx" ON "SuggestionProposer"("lastAcceptedAt");
