import { createHash } from 'node:crypto';
import { MESSAGES } from '@console/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { type SignInFailureKind, signInFailures } from './auth-tables.ts';

const MAX_PAUSE_SECONDS = 15 * 60;
/** Failures older than this are forgotten (and their rows deleted); at least the longest pause. */
export const FAILURE_WINDOW_SECONDS = MAX_PAUSE_SECONDS;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The rows one attempt counts in: its login from its address, and its address over all logins. */
function subjectsOf(login: string, address: string): { kind: SignInFailureKind; subject: string }[] {
  return [
    { kind: 'login_address', subject: digest(`${login}\n${address}`) },
    { kind: 'address', subject: digest(address) },
  ];
}

/** What the log may say about a throttled attempt: digests, never the typed login or the address. */
export function throttleLogFields(login: string, address: string) {
  return { loginDigest: digest(login).slice(0, 16), addressDigest: digest(address).slice(0, 16) };
}

export interface ThrottleLimits {
  /** Failures of one login from one address before the pauses start. */
  freeAttempts: number;
  /** Failures from one address over all logins before the pauses start. */
  addressFreeAttempts: number;
}

/** A refused attempt: 429 with Retry-After, and which counter refused it. */
export class ThrottledError extends HttpError {
  constructor(
    readonly kind: SignInFailureKind,
    readonly retryAfterSeconds: number,
    /** The user the login names, when there is one: the log says whose sign-in was held back. */
    readonly userId: string | null = null,
  ) {
    super(429, 'TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}

/**
 * Failed sign-ins are slowed down per login *and* client address, so a stranger's failures never
 * lock the owner out of their own address: after `freeAttempts` failures of a login from an
 * address each further one doubles a pause (1 s, 2 s, 4 s … up to 15 min) during which that login
 * answers 429 from that address. Failures from one address over all logins (one password sprayed
 * over many logins) count too, with their own allowance. A success clears its login's row only;
 * the address row runs out with the window, so one valid account cannot reset a spray.
 */
export function createLoginThrottle(db: Database, limits: ThrottleLimits) {
  const allowance: Record<SignInFailureKind, number> = {
    login_address: limits.freeAttempts,
    address: limits.addressFreeAttempts,
  };

  return {
    async assertAllowed(login: string, address: string, now = new Date()) {
      const subjects = subjectsOf(login, address);
      const rows = await db
        .select()
        .from(signInFailures)
        .where(
          inArray(
            signInFailures.subject,
            subjects.map((each) => each.subject),
          ),
        );
      for (const row of rows) {
        if (!subjects.some((each) => each.kind === row.kind && each.subject === row.subject)) continue;
        if (row.blockedUntil && row.blockedUntil > now) {
          throw new ThrottledError(row.kind, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000));
        }
      }
    },

    async recordFailure(login: string, address: string, now = new Date()) {
      const windowStart = new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000);
      // Old rows go as new failures come, so a login typed once does not stay forever.
      await db.delete(signInFailures).where(lt(signInFailures.lastFailureAt, windowStart));
      for (const { kind, subject } of subjectsOf(login, address)) {
        const [row] = await db
          .insert(signInFailures)
          .values({ kind, subject, failures: 1, lastFailureAt: now })
          .onConflictDoUpdate({
            target: [signInFailures.kind, signInFailures.subject],
            set: {
              failures: sql`case when ${signInFailures.lastFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
              lastFailureAt: now,
            },
          })
          .returning({ failures: signInFailures.failures });
        const excess = (row?.failures ?? 0) - allowance[kind];
        if (excess <= 0) continue;
        const pause = Math.min(2 ** (excess - 1), MAX_PAUSE_SECONDS);
        await db
          .update(signInFailures)
          .set({ blockedUntil: new Date(now.getTime() + pause * 1000) })
          .where(and(eq(signInFailures.kind, kind), eq(signInFailures.subject, subject)));
      }
    },

    async clear(login: string, address: string) {
      const [own] = subjectsOf(login, address);
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.kind, own!.kind), eq(signInFailures.subject, own!.subject)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
