// npm run images:build: draws the portrait files missing from IMAGES_DIR for the characters in
// DATABASE_URL, as `npm start` does before listening (server/startup.ts).
import { readConfig } from './config.ts';
import { drawPortraitsAndClose } from './startup.ts';

const config = readConfig();
const result = await drawPortraitsAndClose(config);
console.log(`${result.drawn} portraits drawn, ${result.present} already there, ${result.failed.length} failed (${result.ms} ms).`);
process.exitCode = result.failed.length ? 1 : 0;
