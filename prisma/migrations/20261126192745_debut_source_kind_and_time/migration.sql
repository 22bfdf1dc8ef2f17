-- AlterTable
ALTER TABLE "Character" ADD COLUMN "debutAfterSourceKind" TEXT;
ALTER TABLE "Character" ADD COLUMN "debutAfterTimeKnown" BOOLEAN;
ALTER TABLE "Character" ADD COLUMN "debutSourceKind" TEXT;
ALTER TABLE "Character" ADD COLUMN "debutTimeKnown" BOOLEAN;
