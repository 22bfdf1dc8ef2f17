// npm run admin:create -- <account name>
// Creates an admin account, or resets the password of an existing one (ending its sessions). The
// password is read from a prompt (not echoed, asked twice) or, when stdin is not a terminal, from
// its first line; never from an argument, which other users of the machine could read.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { migrateDatabase } from '../../prisma/migrateDatabase.ts';
import { readConfig } from '../config.ts';
import { disconnectDatabase, upsertAccount } from './accountRepo.ts';
import { hashPassword, passwordProblem, validUsername } from './auth.ts';

async function readFirstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function prompt(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const username = (process.argv[2] ?? '').trim().toLowerCase();
  if (!validUsername(username)) {
    console.error('Usage: npm run admin:create -- <account name>  (2 to 40 of a-z, 0-9, dot, dash, underscore)');
    process.exit(2);
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await prompt(`Password for ${username}: `);
    if ((await prompt('The same password again: ')) !== password) {
      console.error('The two passwords differ; nothing was changed.');
      process.exit(1);
    }
  } else {
    password = await readFirstLine();
  }
  const problem = passwordProblem(password, username);
  if (problem) {
    console.error(`${problem} Nothing was changed.`);
    process.exit(1);
  }
  const config = readConfig();
  await migrateDatabase(config.databaseUrl);
  const { created } = await upsertAccount(username, await hashPassword(password), new Date());
  console.log(created ? `Created the admin account ${username}.` : `Reset the password of ${username}; its sessions have ended.`);
  await disconnectDatabase();
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
