-- AlterTable
ALTER TABLE "Suggestion" ADD COLUMN     "networkHash" TEXT;

-- CreateTable
CREATE TABLE "SuggestionMaker" (
    "suggestionId" INTEGER NOT NULL,
    "addressHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SuggestionMaker_pkey" PRIMARY KEY ("suggestionId","addressHash")
);

-- CreateTable
CREATE TABLE "SuggestionArrival" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "networkHash" TEXT,
    "outcome" TEXT NOT NULL,

    CONSTRAINT "SuggestionArrival_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SuggestionMaker_createdAt_idx" ON "SuggestionMaker"("createdAt");

-- CreateIndex
CREATE INDEX "SuggestionArrival_at_idx" ON "SuggestionArrival"("at");

-- CreateIndex
CREATE INDEX "Suggestion_networkHash_idx" ON "Suggestion"("networkHash");

-- AddForeignKey
ALTER TABLE "SuggestionMaker" ADD CONSTRAINT "SuggestionMaker_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "Suggestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
