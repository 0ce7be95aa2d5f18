import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema/secrets';

const ALGORITHM = 'HS256';
const ISSUER = 'shop-api';
const AUDIENCE = 'shop';

export interface AccessClaims {
  userId: number;
  /** The account's token version when the token was issued (see users.tokenVersion). */
  version: number;
}

/**
 * Signs and checks access JWTs: HS256 only (no `none`, no key confusion), issuer, audience and `exp`; they
 * live ACCESS_TOKEN_TTL_SECONDS, and the refresh cookie brings a new one.
 */
export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  sign({ userId, version }: AccessClaims): Promise<string> {
    return new SignJWT({ ver: version })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything forged, expired, malformed or of another algorithm. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      const version = payload.ver;
      if (!Number.isSafeInteger(userId) || typeof version !== 'number') return null;
      return { userId, version };
    } catch {
      return null;
    }
  }
}

/**
 * The signing key: JWT_SECRET when set, else a random key generated once and kept in the database, so every
 * API process on one database and every restart agree on it. Never a key written in the code.
 */
export async function loadSigningKey(db: Db, secret: string | undefined): Promise<Uint8Array> {
  if (secret) return new TextEncoder().encode(secret);
  await db
    .insert(appSecrets)
    .values({ key: 'jwt', value: randomBytes(64).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.key, 'jwt'));
  if (!row) throw new Error('Не удалось создать ключ подписи токенов');
  return Buffer.from(row.value, 'base64url');
}

/** An opaque refresh token (256 random bits) and the only form the database keeps of it. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
