-- AlterTable
ALTER TABLE "UpdateEntry" ADD COLUMN "dataVersion" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "UpdateEntry_dataVersion_key" ON "UpdateEntry"("dataVersion");
