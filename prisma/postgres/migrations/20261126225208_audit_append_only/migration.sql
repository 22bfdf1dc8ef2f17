-- DropForeignKey
ALTER TABLE "AuditEntry" DROP CONSTRAINT "AuditEntry_userId_fkey";

-- AlterTable
ALTER TABLE "AuditEntry" DROP COLUMN "undoneById",
ADD COLUMN     "actorName" TEXT,
ALTER COLUMN "source" SET DEFAULT '',
ALTER COLUMN "changes" SET DEFAULT '[]',
ALTER COLUMN "dataVersion" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "AuditEntry_undoOfId_key" ON "AuditEntry"("undoOfId");

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_undoOfId_fkey" FOREIGN KEY ("undoOfId") REFERENCES "AuditEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Entries made before names were kept take the account's name as it is now: the best known.
UPDATE "AuditEntry" SET "actorName" = COALESCE(u."displayName", u."username") FROM "AdminUser" u WHERE u."id" = "AuditEntry"."userId";

-- The audit log is append-only: the database refuses to change, remove or empty it.
CREATE FUNCTION "AuditEntry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'The audit log is append-only: an entry cannot be changed or removed.';
END;
$$;
CREATE TRIGGER "AuditEntry_no_update_or_delete" BEFORE UPDATE OR DELETE ON "AuditEntry"
    FOR EACH ROW EXECUTE FUNCTION "AuditEntry_append_only"();
CREATE TRIGGER "AuditEntry_no_truncate" BEFORE TRUNCATE ON "AuditEntry"
    FOR EACH STATEMENT EXECUTE FUNCTION "AuditEntry_append_only"();
