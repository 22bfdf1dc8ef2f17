-- AlterTable
ALTER TABLE "Character" ADD COLUMN     "portraitFile" TEXT,
ADD COLUMN     "portraitHash" TEXT,
ADD COLUMN     "portraitSet" TEXT,
ADD COLUMN     "portraitSize" INTEGER;

-- CreateTable
CREATE TABLE "PortraitUpload" (
    "hash" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "userId" INTEGER,

    CONSTRAINT "PortraitUpload_pkey" PRIMARY KEY ("hash")
);
