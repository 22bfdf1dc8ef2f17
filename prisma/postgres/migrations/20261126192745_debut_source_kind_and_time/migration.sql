-- AlterTable
ALTER TABLE "Character" ADD COLUMN     "debutAfterSourceKind" TEXT,
ADD COLUMN     "debutAfterTimeKnown" BOOLEAN,
ADD COLUMN     "debutSourceKind" TEXT,
ADD COLUMN     "debutTimeKnown" BOOLEAN;
