import { hash, verify } from '@node-rs/argon2';

// Hashing and verification only: the password policy (lengths, common passwords) is @shop/shared/domain's.

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
// `Algorithm` is a const enum, which isolatedModules cannot import: 2 is Algorithm.Argon2id.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

// Verified against when the e-mail is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('dummy password for unknown accounts');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
