-- CreateTable
CREATE TABLE "SiteNotice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "text" TEXT NOT NULL,
    "source" TEXT
);
