import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
// `Algorithm` is a const enum, which isolatedModules cannot import: 2 is Algorithm.Argon2id.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 8;
/** argon2 hashes any length, but a megabyte-long "password" is a denial-of-service vector. */
export const MAX_PASSWORD_LENGTH = 128;

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

/**
 * The most common passwords of at least eight characters (from the public breach-frequency lists, folded
 * to lower case): refused at registration and on a password change.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '12341234',
  '11223344',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'zaq12wsx',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwerty1234',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'whatever',
  'trustno1',
  'starwars',
  'dragon12',
  'welcome1',
  'welcome123',
  'letmein1',
  'abcd1234',
  'abc12345',
  'aa123456',
  'admin123',
  'administrator',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'mustang1',
  'shadow12',
  'master12',
  'monkey12',
  'qazwsxedc',
  '1234qwer',
  'qwer1234',
  '123qweasd',
  '123123123',
  '123321123',
  '147258369',
  '159753456',
  '987654321',
  '0987654321',
  '1111111111',
  '55555555',
  '66666666',
  '77777777',
  '99999999',
  '12121212',
  '13131313',
  '20202020',
  'samsung1',
  'pokemon1',
  'michael1',
  'charlie1',
  'freedom1',
  'ytrewq123',
  'йцукенгш',
  'йцукенгшщз',
  'пароль123',
  'qweasdzxc',
  'zxcvbnm123',
  'q1w2e3r4t5y6',
  '1q2w3e4r5t6y',
  'a1b2c3d4',
  'changeme',
  'default1',
  'secret12',
  'letmein123',
  'maksim123',
  'natasha1',
]);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());
