// The key the hashes of visitors' addresses are made with (a suggestion's address and network, its
// makers, a proposer's count): SUGGESTION_SECRET when it is set (the same on every process that
// shares a database), else one random key for the whole process, its execution workers included:
// the first thread to ask sets it in the environment, which every worker started later inherits.
import { randomBytes } from 'node:crypto';

export function addressKey(): string {
  process.env.SUGGESTION_SECRET ||= randomBytes(32).toString('hex');
  return process.env.SUGGESTION_SECRET;
}
