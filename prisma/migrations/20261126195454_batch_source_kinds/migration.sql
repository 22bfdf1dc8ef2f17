-- AlterTable
ALTER TABLE "CharacterBatch" ADD COLUMN "dateAfterSourceKind" TEXT;
ALTER TABLE "CharacterBatch" ADD COLUMN "sourceKind" TEXT;
