import { hash, verify } from '@node-rs/argon2';
import { Limiter } from '../ops/limiter';
import { readSettings } from '../settings/schema';

// Hashing and verification only: the password policy (lengths, common passwords) is @shop/shared/domain's.

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
// `Algorithm` is a const enum, which isolatedModules cannot import: 2 is Algorithm.Argon2id.
const OWASP = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * `PASSWORD_HASH_COST=test`: 1 MiB and one pass, for the API tests' servers only (test/helpers.ts). Those
 * register, log in and guess passwords hundreds of times a run, each hash a busy machine's core's work at
 * the OWASP cost. Verifying reads the cost from the stored hash, so the setting changes new hashes only.
 */
const TEST = { ...OWASP, memoryCost: 1_024, timeCost: 1 } as const;

// The first hash reads the cost (the start has already checked the settings).
let cost: typeof OWASP | typeof TEST | undefined;
const argon2 = () => (cost ??= readSettings().PASSWORD_HASH_COST === 'test' ? TEST : OWASP);

/**
 * Argon2 runs on libuv's thread pool (4 threads), which also compresses the pages (zlib) and reads files, in
 * arrival order: a burst of registrations and logins queued 16 hashes there, and a page's compression queued
 * behind all of them. At most two hashes are in the pool at once, the others wait in turn (the shared
 * Limiter, ops/limiter.ts, as the search gate); the cost parameters stay as they are, and two hashes already
 * keep two cores busy.
 */
const hashes = new Limiter({ width: 2, overflow: { kind: 'wait' } });

export const hashPassword = (password: string): Promise<string> => hashes.run(() => hash(password, argon2()));

// Verified against when the e-mail is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('dummy password for unknown accounts');
    const dummy = await dummyHash;
    await hashes.run(() => verify(dummy, password));
    return false;
  }
  return hashes.run(() => verify(passwordHash, password));
}
