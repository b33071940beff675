import { and, eq, isNotNull } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.ts';
import { refreshTokens } from './auth-tables.ts';

/** How long an answer "not revoked" may be reused: a logout through another instance counts within it. */
export const REVOCATION_CACHE_MS = 500;

/**
 * Whether a session (a refresh-token family, the `sid` of its id tokens) was revoked: by a logout,
 * or because one of its refresh tokens was reused. PostgreSQL is the authority, so every API
 * instance agrees; an answer is kept in memory for at most half a second per session, and a revoked
 * session stays revoked, so that answer is kept until the least recently used entries make room
 * for newer ones.
 */
export function createSessionRevocations(db: Database, options: { cacheMs?: number; limit?: number } = {}) {
  const cacheMs = options.cacheMs ?? REVOCATION_CACHE_MS;
  const limit = options.limit ?? 10_000;
  const answers = new LRUCache<string, { revoked: boolean; checkedAt: number }>({ max: limit });

  function remember(sessionId: string, revoked: boolean) {
    answers.set(sessionId, { revoked, checkedAt: Date.now() });
  }

  return {
    /** Called by this instance once it has revoked a session in the database: no cached "active" outlives it here. */
    revoked(sessionId: string) {
      remember(sessionId, true);
    },

    async isRevoked(sessionId: string): Promise<boolean> {
      const known = answers.get(sessionId);
      if (known && (known.revoked || Date.now() - known.checkedAt < cacheMs)) return known.revoked;
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, sessionId), isNotNull(refreshTokens.revokedAt)))
        .limit(1);
      remember(sessionId, row !== undefined);
      return row !== undefined;
    },
  };
}

export type SessionRevocations = ReturnType<typeof createSessionRevocations>;
