import { hash, verify } from '@node-rs/argon2';

// Hashing and verification only: the password policy (lengths, common passwords) is @shop/shared/domain's.

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
// `Algorithm` is a const enum, which isolatedModules cannot import: 2 is Algorithm.Argon2id.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2 runs on libuv's thread pool (4 threads), which also compresses the pages (zlib) and reads files, in
 * arrival order: a burst of registrations and logins queued 16 hashes there, and a page's compression queued
 * behind all of them. At most two hashes are in the pool at once, the others
 * wait here; the cost parameters stay as they are, and two hashes already keep two cores busy.
 */
const HASHES_AT_ONCE = 2;
let hashing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  while (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  hashing += 1;
  try {
    return await work();
  } finally {
    hashing -= 1;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string): Promise<string> => inTurn(() => hash(password, ARGON2));

// Verified against when the e-mail is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('dummy password for unknown accounts');
    const dummy = await dummyHash;
    await inTurn(() => verify(dummy, password));
    return false;
  }
  return inTurn(() => verify(passwordHash, password));
}
