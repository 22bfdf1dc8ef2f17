// A real PostgreSQL for the tests that are about PostgreSQL: the cluster Debian's postgresql
// package installs (started here when it is down), a role for the tests, and a fresh database per
// caller, dropped by `drop`. TEST_POSTGRES_URL names another server instead (its role must be
// allowed to create databases).
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const ROLE = 'lostword_test';
const PASSWORD = 'lostword_test';

/** A system program by name, found in the sbin folders too (a PATH without them still finds runuser). */
export function systemProgram(name: string): string {
  return ['/usr/sbin', '/usr/bin', '/sbin', '/bin'].map((dir) => `${dir}/${name}`).find((path) => existsSync(path)) ?? name;
}

function run(command: string, args: string[]): string {
  return execFileSync(systemProgram(command), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The URL of a server the tests may create databases on, starting Debian's cluster if needed. */
function serverUrl(): string {
  if (process.env.TEST_POSTGRES_URL) return process.env.TEST_POSTGRES_URL;
  let clusters: string;
  try {
    clusters = run('pg_lsclusters', ['--no-header']);
  } catch {
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set TEST_POSTGRES_URL)');
  }
  if (!clusters.trim()) {
    // Installed without a cluster (some containers): make Debian's default one.
    const version = readdirSync('/usr/lib/postgresql').sort().at(-1);
    if (!version) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set TEST_POSTGRES_URL)');
    run('pg_createcluster', [version, 'main']);
    clusters = run('pg_lsclusters', ['--no-header']);
  }
  const [version, name, port, status] = clusters.trim().split('\n')[0].trim().split(/\s+/);
  if (status !== 'online') run('pg_ctlcluster', [version, name, 'start']);
  const sql = `DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN
      CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}';
    END IF;
  END $$;`;
  run('runuser', ['-u', 'postgres', '--', 'psql', '-q', '-p', port, '-c', sql]);
  return `postgresql://${ROLE}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

export interface TestPostgres {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database. */
export async function createPostgresDatabase(): Promise<TestPostgres> {
  const server = serverUrl();
  const name = `lw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        // FORCE ends the test's own stray connections; an autovacuum worker on the database, which
        // no ordinary role may end, makes it fail for a moment: then it is tried again.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            return;
          } catch (error) {
            if (attempt >= 10) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

export interface PrivatePostgres extends TestPostgres {
  /** Stops the server (fast: connections are ended), keeps it down for `downMs`, and starts it again. */
  restart(downMs: number): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, made with the
 * installed PostgreSQL's `initdb`: a test that stops and starts its database does so without
 * touching the cluster the other test files share, so it may run beside them. The server runs as
 * the `postgres` user (PostgreSQL refuses to run as root) and without fsync (nothing outlives it).
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const version = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().at(-1) : undefined;
  if (!version) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const bin = (name: string) => `/usr/lib/postgresql/${version}/bin/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'lw-pg-'));
  const data = join(dir, 'data');
  chmodSync(dir, 0o777);
  const exec = promisify(execFile);
  const asPostgres = (program: string, args: string[]) => exec(systemProgram('runuser'), ['-u', 'postgres', '--', bin(program), ...args]);
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async restart(downMs: number) {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    async drop() {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
