-- AlterTable
ALTER TABLE "TowerEnemy" ADD COLUMN     "hpApprox" BOOLEAN NOT NULL DEFAULT false,
ALTER COLUMN "hp" DROP NOT NULL;

-- AlterTable
ALTER TABLE "TowerFloor" ADD COLUMN     "note" TEXT;
