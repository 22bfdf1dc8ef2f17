-- AlterTable
ALTER TABLE "Character" ADD COLUMN "portraitFile" TEXT;
ALTER TABLE "Character" ADD COLUMN "portraitHash" TEXT;
ALTER TABLE "Character" ADD COLUMN "portraitSet" TEXT;
ALTER TABLE "Character" ADD COLUMN "portraitSize" INTEGER;

-- CreateTable
CREATE TABLE "PortraitUpload" (
    "hash" TEXT NOT NULL PRIMARY KEY,
    "type" TEXT NOT NULL,
    "bytes" BLOB NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "at" DATETIME NOT NULL,
    "userId" INTEGER
);
