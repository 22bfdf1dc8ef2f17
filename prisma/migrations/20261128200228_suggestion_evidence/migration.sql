-- CreateTable
CREATE TABLE "SuggestionEvidence" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "token" TEXT NOT NULL,
    "suggestionId" INTEGER,
    "bytes" BLOB NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "SuggestionEvidence_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "Suggestion" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "SuggestionEvidence_token_key" ON "SuggestionEvidence"("token");

-- CreateIndex
CREATE INDEX "SuggestionEvidence_suggestionId_idx" ON "SuggestionEvidence"("suggestionId");

-- CreateIndex
CREATE INDEX "SuggestionEvidence_createdAt_idx" ON "SuggestionEvidence"("createdAt");
