-- AlterTable
ALTER TABLE "TowerFloor" ADD COLUMN "note" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_TowerEnemy" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "floor" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "characterId" TEXT,
    "unitName" TEXT NOT NULL,
    "unitTranslit" TEXT,
    "unitJpName" TEXT,
    "unitImage" TEXT,
    "unitWorld" TEXT,
    "hp" REAL,
    "hpApprox" BOOLEAN NOT NULL DEFAULT false,
    "spells" INTEGER NOT NULL DEFAULT 0,
    "barriers" JSONB,
    "weaks" JSONB,
    "resists" JSONB,
    "affinities" JSONB,
    "tags" JSONB,
    "ability" JSONB,
    "skills" JSONB,
    "gauges" JSONB,
    CONSTRAINT "TowerEnemy_floor_fkey" FOREIGN KEY ("floor") REFERENCES "TowerFloor" ("floor") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TowerEnemy_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_TowerEnemy" ("ability", "affinities", "barriers", "characterId", "floor", "gauges", "hp", "id", "resists", "skills", "slot", "spells", "tags", "unitImage", "unitJpName", "unitName", "unitTranslit", "unitWorld", "weaks") SELECT "ability", "affinities", "barriers", "characterId", "floor", "gauges", "hp", "id", "resists", "skills", "slot", "spells", "tags", "unitImage", "unitJpName", "unitName", "unitTranslit", "unitWorld", "weaks" FROM "TowerEnemy";
DROP TABLE "TowerEnemy";
ALTER TABLE "new_TowerEnemy" RENAME TO "TowerEnemy";
CREATE UNIQUE INDEX "TowerEnemy_floor_slot_key" ON "TowerEnemy"("floor", "slot");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
