// README's commands, run as written (the cheap ones; `npm start` is covered by lifecycle.test.ts,
// `npm test` by running at all, `npm run build` and the checks by CI): each exits 0 and does what
// the table says.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATA } from '../helpers/database.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'lw-commands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const npm = (args: string[], env: Record<string, string> = {}) =>
  run('npm', ['run', '--silent', ...args], { env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024 });

describe('README commands', () => {
  it('npm run db:migrate creates and migrates the database', async () => {
    const url = `file:${join(dir, 'migrate.db')}`;
    const { stdout } = await npm(['db:migrate'], { DATABASE_URL: url });
    expect(stdout).toMatch(/Applied/);
    expect((await npm(['db:migrate'], { DATABASE_URL: url })).stdout).toMatch(/up to date/);
  });

  it('npm run db:seed loads a data folder and reports the records', async () => {
    const { stdout } = await npm(['db:seed'], { DATABASE_URL: `file:${join(dir, 'seed.db')}`, DATA_DIR: FIXTURE_DATA });
    expect(stdout).toMatch(/characters\/characters\.json/);
  });

  it('npm run images:build draws the portraits missing from IMAGES_DIR, and nothing the second time', async () => {
    const env = { DATABASE_URL: `file:${join(dir, 'images.db')}`, DATA_DIR: FIXTURE_DATA, IMAGES_DIR: join(dir, 'images') };
    await npm(['db:seed'], env);
    expect((await npm(['images:build'], env)).stdout).toMatch(/^6 portraits drawn, 0 already there, 0 failed/m);
    expect(readdirSync(join(dir, 'images')).filter((f) => /^portrait-[0-9a-f]{16}-\d+\.(avif|webp)$/.test(f))).toHaveLength(24);
    expect((await npm(['images:build'], env)).stdout).toMatch(/^0 portraits drawn, 6 already there, 0 failed/m);
  });

  it('npm run data:report validates the dataset and prints the coverage', async () => {
    const { stdout } = await npm(['data:report']);
    expect(stdout).toMatch(/characters with a global debut/);
  });

  it('npm run data:synthetic writes a scaled copy flagged synthetic', async () => {
    const out = join(dir, 'synthetic');
    // From the fixture: the command, not the generator (tests/data/synthetic.test.ts has that), is tested here.
    await npm(['data:synthetic', '--', '--scale', '10', '--from', FIXTURE_DATA, '--out', out]);
    const read = (folder: string): { synthetic?: boolean }[] =>
      JSON.parse(readFileSync(join(folder, 'characters', 'characters.json'), 'utf8'));
    const records = read(out);
    const base = read(FIXTURE_DATA);
    expect(records.length).toBe(10 * base.length);
    expect(records.filter((r) => r.synthetic === true).length).toBe(9 * base.length);
  });

  it('npm run schema:print -- --check and legacy:types -- --check agree with the committed files', async () => {
    expect((await npm(['schema:print', '--', '--check'])).stdout).toMatch(/up to date/);
    expect((await npm(['legacy:types', '--', '--check'])).stdout).toMatch(/up to date/);
  });

  it('npm run db:migration finds the migrations in step with prisma/schema.prisma', async () => {
    expect((await npm(['db:migration', '--', 'unneeded'])).stdout).toMatch(/already match/);
  });

  it('npm run dev serves the site through Vite', async () => {
    const child = spawn('npm', ['run', '--silent', 'dev'], {
      // The fixture dataset: seeding the real one is what `npm start` tests time elsewhere.
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${join(dir, 'dev.db')}`, DATA_DIR: FIXTURE_DATA },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (d) => {
          out += d.toString();
          const m = /running at (http:\/\/[^/\s]+)\//.exec(out);
          if (m) resolve(m[1]);
        });
        child.once('exit', () => reject(new Error(`npm run dev exited:\n${out}`)));
      });
      const html = await (await fetch(`${base}/characters`)).text();
      expect(html).toContain('<div id="root">');
      expect(html).toMatch(/@vite\/client|\/@react-refresh/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    expect(existsSync(join(dir, 'dev.db'))).toBe(true);
  });
});

describe('npm start refuses a start it cannot make, at once, with what to do', () => {
  const start = async (env: Record<string, string>) => {
    const started = performance.now();
    const result = await npm(['start'], { HOST: '127.0.0.1', ...env }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    return { ...result, seconds: (performance.now() - started) / 1000 };
  };

  it('names the port when another program listens on it, before creating any database', async () => {
    const holder = createNetServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    try {
      const file = join(dir, 'port.db');
      const { code, stderr, seconds } = await start({ PORT: String(port), DATABASE_URL: `file:${file}` });
      expect(code).not.toBe(0);
      expect(stderr).toContain(`Cannot listen on 127.0.0.1:${port}: another program is listening on it`);
      expect(existsSync(file)).toBe(false);
      expect(seconds).toBeLessThan(20);
    } finally {
      holder.close();
    }
  });

  it('refuses a DATABASE_URL that is neither a SQLite file nor PostgreSQL, hiding its password', async () => {
    const { code, stderr } = await start({ PORT: '0', DATABASE_URL: 'mysql://lw:secret@localhost/lw' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('DATABASE_URL must be a SQLite file URL');
    expect(stderr).not.toContain('secret');
  });

  it('says when the PostgreSQL database cannot be reached, hiding its password', async () => {
    const { code, stderr } = await start({ PORT: '0', DATABASE_URL: 'postgresql://lw:secret@127.0.0.1:1/lw' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('Cannot prepare the PostgreSQL database postgresql://***@127.0.0.1:1/lw');
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).not.toContain('secret');
  });

  it('says which part of the database path is a file, not a folder, and where the path cannot be made', async () => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const asFile = await start({ PORT: '0', DATABASE_URL: `file:${join(blocker, 'lw.db')}` });
    expect(asFile.code).not.toBe(0);
    expect(asFile.stderr).toContain(`${blocker} is a file, not a folder`);
    // A place no folder can be made (a kernel file system) fails at once rather than hanging.
    const special = await start({ PORT: '0', DATABASE_URL: 'file:/proc/lostword/lw.db' });
    expect(special.code).not.toBe(0);
    expect(special.stderr).toContain('Cannot create the database folder /proc/lostword');
    expect(special.seconds).toBeLessThan(20);
  });

  it('tells a damaged database file apart, and leaves it untouched', async () => {
    const file = join(dir, 'damaged.db');
    writeFileSync(file, 'this is not a SQLite database, only some text that is long enough to be read as a header');
    const before = readFileSync(file);
    const { code, stderr } = await start({ PORT: '0', DATABASE_URL: `file:${file}` });
    expect(code).not.toBe(0);
    expect(stderr).toContain(`The database file ${file} is not a SQLite database or is damaged`);
    expect(readFileSync(file)).toEqual(before);
  });
});
