-- DropIndex
DROP INDEX "Character_releaseRank_idx";

-- DropIndex
DROP INDEX "Prayer_listRank_idx";

-- AlterTable
ALTER TABLE "Character" DROP COLUMN "releaseRank",
ADD COLUMN     "releaseKey" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Prayer" DROP COLUMN "listRank",
ADD COLUMN     "listKey" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Character_releaseKey_id_idx" ON "Character"("releaseKey", "id");

-- CreateIndex
CREATE INDEX "Prayer_listKey_idx" ON "Prayer"("listKey");
