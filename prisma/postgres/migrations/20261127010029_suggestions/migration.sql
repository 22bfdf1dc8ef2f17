-- CreateTable
CREATE TABLE "Suggestion" (
    "id" SERIAL NOT NULL,
    "file" TEXT NOT NULL,
    "recordKey" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "sourceUrl" TEXT,
    "inGameOn" TEXT,
    "screenshotUrl" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "moreSources" TEXT NOT NULL DEFAULT '[]',
    "count" INTEGER NOT NULL DEFAULT 1,
    "status" TEXT NOT NULL DEFAULT 'open',
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),
    "decidedBy" TEXT,
    "auditId" INTEGER,
    "addressHash" TEXT,

    CONSTRAINT "Suggestion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Suggestion_dedupeKey_key" ON "Suggestion"("dedupeKey");

-- CreateIndex
CREATE INDEX "Suggestion_file_recordKey_status_idx" ON "Suggestion"("file", "recordKey", "status");

-- CreateIndex
CREATE INDEX "Suggestion_status_count_idx" ON "Suggestion"("status", "count");

-- CreateIndex
CREATE INDEX "Suggestion_addressHash_idx" ON "Suggestion"("addressHash");
