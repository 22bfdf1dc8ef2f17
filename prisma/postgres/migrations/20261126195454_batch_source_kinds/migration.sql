-- AlterTable
ALTER TABLE "CharacterBatch" ADD COLUMN     "dateAfterSourceKind" TEXT,
ADD COLUMN     "sourceKind" TEXT;
