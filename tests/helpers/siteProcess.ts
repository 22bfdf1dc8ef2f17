// A second server process on a test's database, for what only separate processes show (each has
// its own memory; only the database is shared). Run as a script it serves a site whose clock stands
// at SITE_CLOCK (its images folder SITE_IMAGES), prints `listening <url>`, and when its stdin ends prints `verified <n>` (the
// passwords its argon2 checked) and exits. startSiteProcess starts one and talks to it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface SiteProcess {
  base: string;
  /** Stops the process; resolves with how many passwords it verified. */
  stop(): Promise<number>;
}

export function startSiteProcess(databaseUrl: string, clock: number, imagesDir = '/nonexistent'): Promise<SiteProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SITE_CLOCK: String(clock), SITE_IMAGES: imagesDir },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const next = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      const onLine = (line: string) => {
        if (!line.startsWith(prefix)) return;
        lines.off('line', onLine);
        resolve(line.slice(prefix.length));
      };
      lines.on('line', onLine);
      child.once('exit', (code) => reject(new Error(`the site process exited (${code}) before saying "${prefix}"`)));
    });
  return next('listening ').then((base) => ({
    base,
    stop: async () => {
      const verified = next('verified ');
      child.stdin.end();
      return Number(await verified);
    },
  }));
}

async function main() {
  const { createSite } = await import('../../server/app.ts');
  const { passwordsVerified } = await import('../../server/admin/auth.ts');
  const databaseUrl = process.env.DATABASE_URL as string;
  const clock = Number(process.env.SITE_CLOCK);
  const imagesDir = process.env.SITE_IMAGES || '/nonexistent';
  const site = createSite({ clientDist: '/nonexistent', imagesDir, workers: 0, databaseUrl, now: () => clock });
  process.stdout.write(`listening ${await site.listen(0)}\n`);
  process.stdin.resume();
  process.stdin.on('end', async () => {
    process.stdout.write(`verified ${passwordsVerified()}\n`);
    await site.shutdown(1000);
    process.exit(0);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
