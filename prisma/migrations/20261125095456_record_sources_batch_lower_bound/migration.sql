-- AlterTable
ALTER TABLE "CharacterBatch" ADD COLUMN "dateAfter" DATETIME;
ALTER TABLE "CharacterBatch" ADD COLUMN "dateAfterSource" TEXT;

-- AlterTable
ALTER TABLE "Series" ADD COLUMN "source" TEXT;

-- AlterTable
ALTER TABLE "SeriesTab" ADD COLUMN "source" TEXT;

-- AlterTable
ALTER TABLE "TowerItem" ADD COLUMN "source" TEXT;

-- AlterTable
ALTER TABLE "VariantGroup" ADD COLUMN "source" TEXT;

-- AlterTable
ALTER TABLE "World" ADD COLUMN "source" TEXT;

-- AlterTable
ALTER TABLE "WorldGroup" ADD COLUMN "source" TEXT;
