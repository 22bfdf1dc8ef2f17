-- DropIndex
DROP INDEX "StoryCard_revealAt_idx";

-- CreateIndex
CREATE INDEX "StoryCard_revealAt_releaseAt_idx" ON "StoryCard"("revealAt", "releaseAt");
