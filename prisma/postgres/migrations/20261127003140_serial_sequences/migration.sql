-- Rows of a record's lists were numbered by the loader, which left the tables' sequences behind
-- their rows: a record written on its own now takes its numbers from the sequence, so each
-- sequence moves past the highest number its table holds.
SELECT setval(pg_get_serial_sequence('"CharacterAlias"', 'id'), COALESCE((SELECT MAX("id") FROM "CharacterAlias"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"CharacterBatch"', 'id'), COALESCE((SELECT MAX("id") FROM "CharacterBatch"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"StoryCardAlias"', 'id'), COALESCE((SELECT MAX("id") FROM "StoryCardAlias"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"StoryCardStat"', 'id'), COALESCE((SELECT MAX("id") FROM "StoryCardStat"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"StoryCardBuff"', 'id'), COALESCE((SELECT MAX("id") FROM "StoryCardBuff"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"StoryCardObtain"', 'id'), COALESCE((SELECT MAX("id") FROM "StoryCardObtain"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"PoolEntry"', 'id'), COALESCE((SELECT MAX("id") FROM "PoolEntry"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"PrayerStepUp"', 'id'), COALESCE((SELECT MAX("id") FROM "PrayerStepUp"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"PrayerStepItem"', 'id'), COALESCE((SELECT MAX("id") FROM "PrayerStepItem"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"ForeverPrayerThreshold"', 'id'), COALESCE((SELECT MAX("id") FROM "ForeverPrayerThreshold"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"TowerReward"', 'id'), COALESCE((SELECT MAX("id") FROM "TowerReward"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"TowerEnemy"', 'id'), COALESCE((SELECT MAX("id") FROM "TowerEnemy"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"UpdateItem"', 'id'), COALESCE((SELECT MAX("id") FROM "UpdateItem"), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('"DevLetter"', 'id'), COALESCE((SELECT MAX("id") FROM "DevLetter"), 0) + 1, false);
