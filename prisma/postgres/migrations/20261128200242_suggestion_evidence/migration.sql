-- CreateTable
CREATE TABLE "SuggestionEvidence" (
    "id" SERIAL NOT NULL,
    "token" TEXT NOT NULL,
    "suggestionId" INTEGER,
    "bytes" BYTEA NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SuggestionEvidence_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SuggestionEvidence_token_key" ON "SuggestionEvidence"("token");

-- CreateIndex
CREATE INDEX "SuggestionEvidence_suggestionId_idx" ON "SuggestionEvidence"("suggestionId");

-- CreateIndex
CREATE INDEX "SuggestionEvidence_createdAt_idx" ON "SuggestionEvidence"("createdAt");

-- AddForeignKey
ALTER TABLE "SuggestionEvidence" ADD CONSTRAINT "SuggestionEvidence_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "Suggestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
