-- AlterTable
ALTER TABLE "ImportedRecord" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0;
