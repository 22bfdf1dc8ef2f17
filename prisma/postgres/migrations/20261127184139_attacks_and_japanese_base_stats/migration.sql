-- CreateTable
CREATE TABLE "Attack" (
    "id" TEXT NOT NULL,
    "characterId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "scale" TEXT NOT NULL,
    "durationSeconds" DOUBLE PRECISION,
    "timingRank" INTEGER,
    "totalPower" DOUBLE PRECISION NOT NULL,
    "basePower" DOUBLE PRECISION NOT NULL,
    "hardPower" DOUBLE PRECISION NOT NULL,
    "slicePower" DOUBLE PRECISION NOT NULL,
    "yinYang" JSONB NOT NULL,
    "elements" JSONB NOT NULL,
    "bulletTypes" JSONB NOT NULL,
    "killers" JSONB NOT NULL,
    "sourceRow" TEXT,
    "sourceName" TEXT NOT NULL,
    "sourceUrl" TEXT NOT NULL,
    "sourceDate" TEXT NOT NULL,
    "sourceLabel" TEXT NOT NULL,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,

    CONSTRAINT "Attack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JapaneseBaseStats" (
    "characterId" TEXT NOT NULL,
    "gameUnitId" INTEGER NOT NULL,
    "hp" INTEGER NOT NULL,
    "yangAttack" INTEGER NOT NULL,
    "yangDefense" INTEGER NOT NULL,
    "agility" INTEGER NOT NULL,
    "yinAttack" INTEGER NOT NULL,
    "yinDefense" INTEGER NOT NULL,
    "sourceName" TEXT NOT NULL,
    "sourceUrl" TEXT NOT NULL,
    "sourceDate" TEXT NOT NULL,
    "sourceLabel" TEXT NOT NULL,
    "sample" BOOLEAN NOT NULL DEFAULT false,
    "synthetic" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT,

    CONSTRAINT "JapaneseBaseStats_pkey" PRIMARY KEY ("characterId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Attack_characterId_kind_key" ON "Attack"("characterId", "kind");

-- AddForeignKey
ALTER TABLE "Attack" ADD CONSTRAINT "Attack_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JapaneseBaseStats" ADD CONSTRAINT "JapaneseBaseStats_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE CASCADE ON UPDATE CASCADE;
