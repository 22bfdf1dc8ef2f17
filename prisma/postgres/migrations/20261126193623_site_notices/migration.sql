-- CreateTable
CREATE TABLE "SiteNotice" (
    "id" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "source" TEXT,

    CONSTRAINT "SiteNotice_pkey" PRIMARY KEY ("id")
);
