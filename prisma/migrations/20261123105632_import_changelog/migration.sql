-- CreateTable
CREATE TABLE "ImportedRecord" (
    "file" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    PRIMARY KEY ("file", "key")
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_UpdateEntry" (
    "number" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "timestamp" DATETIME NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT,
    "complex" BOOLEAN NOT NULL DEFAULT false,
    "generated" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT
);
INSERT INTO "new_UpdateEntry" ("complex", "number", "source", "subtitle", "timestamp", "title") SELECT "complex", "number", "source", "subtitle", "timestamp", "title" FROM "UpdateEntry";
DROP TABLE "UpdateEntry";
ALTER TABLE "new_UpdateEntry" RENAME TO "UpdateEntry";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
