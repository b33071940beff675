import { MESSAGES } from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { loginFailures } from './auth-tables.ts';

const MAX_PAUSE_SECONDS = 15 * 60;

/**
 * Repeated failed sign-ins are slowed down: after `freeAttempts` failures each
 * further one doubles a pause (1 s, 2 s, 4 s … up to 15 min) during which the
 * login answers 429. A success clears the record.
 */
export function createLoginThrottle(db: Database, freeAttempts: number) {
  return {
    async assertAllowed(login: string, now = new Date()) {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.login, login));
      if (row?.blockedUntil && row.blockedUntil > now) {
        const retryAfter = Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000);
        throw new HttpError(429, 'TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts, undefined, {
          'retry-after': String(retryAfter),
        });
      }
    },
    async recordFailure(login: string, now = new Date()) {
      const [row] = await db
        .insert(loginFailures)
        .values({ login, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: loginFailures.login,
          set: { failures: sql`${loginFailures.failures} + 1`, lastFailureAt: now },
        })
        .returning();
      const excess = (row?.failures ?? 0) - freeAttempts;
      if (excess > 0) {
        const pause = Math.min(2 ** (excess - 1), MAX_PAUSE_SECONDS);
        await db
          .update(loginFailures)
          .set({ blockedUntil: new Date(now.getTime() + pause * 1000) })
          .where(eq(loginFailures.login, login));
      }
    },
    async clear(login: string) {
      await db.delete(loginFailures).where(eq(loginFailures.login, login));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
