import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from './schema/users';

/**
 * Revokes every refresh-token family of `userId` but `keepFamily`: after a password change (the caller's own
 * session stays) or a promotion to staff (none stays). Access tokens are ended by bumping users.tokenVersion.
 */
export async function revokeSessions(
  db: Db,
  userId: number,
  keepFamily: string | null = null,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );
}
