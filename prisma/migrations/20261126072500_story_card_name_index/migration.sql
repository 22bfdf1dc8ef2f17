-- The name search's index: the trigrams of each story card's search key (its name, original name
-- and aliases), so a name term is looked up instead of matched against every card. It indexes
-- StoryCard's own column (external content) and follows every write to it by these triggers.
CREATE VIRTUAL TABLE "StoryCardNameIndex" USING fts5("searchKey", content='StoryCard', content_rowid='id', tokenize='trigram');

CREATE TRIGGER "StoryCardNameIndex_insert" AFTER INSERT ON "StoryCard" BEGIN
  INSERT INTO "StoryCardNameIndex" (rowid, "searchKey") VALUES (new."id", new."searchKey");
END;

CREATE TRIGGER "StoryCardNameIndex_delete" AFTER DELETE ON "StoryCard" BEGIN
  INSERT INTO "StoryCardNameIndex" ("StoryCardNameIndex", rowid, "searchKey") VALUES ('delete', old."id", old."searchKey");
END;

CREATE TRIGGER "StoryCardNameIndex_update" AFTER UPDATE OF "id", "searchKey" ON "StoryCard" BEGIN
  INSERT INTO "StoryCardNameIndex" ("StoryCardNameIndex", rowid, "searchKey") VALUES ('delete', old."id", old."searchKey");
  INSERT INTO "StoryCardNameIndex" (rowid, "searchKey") VALUES (new."id", new."searchKey");
END;

INSERT INTO "StoryCardNameIndex" ("StoryCardNameIndex") VALUES ('rebuild');
