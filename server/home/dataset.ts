// The site's own dataset file: the notices it shows (the home page's).
import { z } from 'zod';
import { fileSpec, rowWriter, text } from '../shared/datasetSpec.ts';

/** A notice the site shows: `home` is the home page's. Plain text; links are not rendered. */
export const siteNotice = z.strictObject({
  id: z.enum(['home']),
  text: text.max(600),
  source: text.nullish(),
});

/** The site's files. */
export const SITE_FILES = [
  fileSpec({
    file: 'site/notices.json',
    label: 'Site notices',
    schema: siteNotice,
    mayBeEmpty: true,
    models: ['SiteNotice'],
    writer: rowWriter<z.infer<typeof siteNotice>>({ model: 'SiteNotice', key: 'id', keyOf: (n) => n.id, row: (n) => n }),
  }),
];
