-- CreateTable
CREATE TABLE "SuggestionProposer" (
    "addressHash" TEXT NOT NULL,
    "accepted" INTEGER NOT NULL,
    "lastAcceptedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SuggestionProposer_pkey" PRIMARY KEY ("addressHash")
);

-- CreateIndex
CREATE INDEX "SuggestionProposer_lastAcceptedAt_idx" ON "SuggestionProposer"("lastAcceptedAt");
