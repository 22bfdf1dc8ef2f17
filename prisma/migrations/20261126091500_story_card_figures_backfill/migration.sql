-- Fills StoryCardFigure for a database seeded before the table existed (a later load writes it
-- with server/shared/cardFigures.ts; this computes the same figures in SQL, once): each stat at max
-- (its random max when it rolls), and each effect's best value at max limit break (the last of its
-- values, 0 without one) over the card's enabled, not random buffs, on any target and per rule.
INSERT OR IGNORE INTO "StoryCardFigure" ("cardId", "key", "value")
SELECT "cardId", 'stat:' || "stat", COALESCE("randomMax", "max") FROM "StoryCardStat";

INSERT OR IGNORE INTO "StoryCardFigure" ("cardId", "key", "value")
SELECT "cardId", 'effect:' || "effect", MAX(COALESCE(CAST(json_extract("values", '$[#-1]') AS REAL), 0))
FROM "StoryCardBuff" WHERE "enabled" = 1 AND "random" = 0 AND "effect" <> ''
GROUP BY "cardId", "effect";

INSERT OR IGNORE INTO "StoryCardFigure" ("cardId", "key", "value")
SELECT "cardId", 'effect:' || "effect" || ':single', MAX(COALESCE(CAST(json_extract("values", '$[#-1]') AS REAL), 0))
FROM "StoryCardBuff" WHERE "enabled" = 1 AND "random" = 0 AND "effect" <> '' AND "target" IN ('self', 'solo')
GROUP BY "cardId", "effect";

INSERT OR IGNORE INTO "StoryCardFigure" ("cardId", "key", "value")
SELECT "cardId", 'effect:' || "effect" || ':multi', MAX(COALESCE(CAST(json_extract("values", '$[#-1]') AS REAL), 0))
FROM "StoryCardBuff" WHERE "enabled" = 1 AND "random" = 0 AND "effect" <> '' AND "target" IN ('party', 'aoe')
GROUP BY "cardId", "effect";
