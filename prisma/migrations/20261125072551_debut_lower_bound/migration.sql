-- AlterTable
ALTER TABLE "Character" ADD COLUMN "debutAfter" DATETIME;
ALTER TABLE "Character" ADD COLUMN "debutAfterSource" TEXT;
