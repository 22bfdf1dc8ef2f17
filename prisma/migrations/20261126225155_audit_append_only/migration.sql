-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_AuditEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL,
    "userId" INTEGER,
    "actorName" TEXT,
    "action" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT '',
    "changes" TEXT NOT NULL DEFAULT '[]',
    "dataVersion" INTEGER,
    "undoOfId" INTEGER,
    CONSTRAINT "AuditEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "AuditEntry_undoOfId_fkey" FOREIGN KEY ("undoOfId") REFERENCES "AuditEntry" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
-- Entries made before names were kept take the account's name as it is now: the best known.
INSERT INTO "new_AuditEntry" ("action", "at", "changes", "dataVersion", "id", "source", "summary", "undoOfId", "userId", "actorName") SELECT "action", "at", "changes", "dataVersion", "id", "source", "summary", "undoOfId", "userId", (SELECT COALESCE("displayName", "username") FROM "AdminUser" WHERE "AdminUser"."id" = "AuditEntry"."userId") FROM "AuditEntry";
DROP TABLE "AuditEntry";
ALTER TABLE "new_AuditEntry" RENAME TO "AuditEntry";
CREATE UNIQUE INDEX "AuditEntry_undoOfId_key" ON "AuditEntry"("undoOfId");
CREATE INDEX "AuditEntry_at_idx" ON "AuditEntry"("at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- The audit log is append-only: the database refuses to change or remove an entry.
CREATE TRIGGER "AuditEntry_no_update" BEFORE UPDATE ON "AuditEntry"
BEGIN
    SELECT RAISE(ABORT, 'The audit log is append-only: an entry cannot be changed.');
END;
CREATE TRIGGER "AuditEntry_no_delete" BEFORE DELETE ON "AuditEntry"
BEGIN
    SELECT RAISE(ABORT, 'The audit log is append-only: an entry cannot be removed.');
END;
