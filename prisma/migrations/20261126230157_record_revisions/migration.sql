-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ImportedRecord" (
    "file" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "body" TEXT NOT NULL DEFAULT '',
    "revision" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("file", "key")
);
INSERT INTO "new_ImportedRecord" ("body", "file", "hash", "key", "position") SELECT "body", "file", "hash", "key", "position" FROM "ImportedRecord";
DROP TABLE "ImportedRecord";
ALTER TABLE "new_ImportedRecord" RENAME TO "ImportedRecord";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
