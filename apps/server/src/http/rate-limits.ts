import { createHash } from 'node:crypto';
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { RateLimitSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from './errors.ts';
import type { Permission } from './permissions.ts';
import { rateLimitCounters } from './rate-limit-counters-table.ts';

/**
 * The per-user limits of expensive calls (docs/decisions.md "Expensive work is bounded"), and the
 * per-address limit of the public tracking page (issue 27).
 */
export type RateLimitName =
  | 'printForms'
  | 'receipts'
  | 'massOperations'
  | 'uploads'
  | 'uploadBytes'
  | 'tracking';

export interface RateLimit {
  readonly name: RateLimitName;
  /** Most calls (or bytes) one user may use in one window. */
  readonly max: number;
  readonly windowSeconds: number;
  /**
   * A call counts one when its request arrives (the route's hook); bytes are charged by the handler
   * once it has read them (`request.chargeRateLimit`), the hook only refuses a quota already used up.
   */
  readonly unit: 'calls' | 'bytes';
  /**
   * Whose allowance a call uses: the signed-in user's, or the client address's (a public route's,
   * where nobody is signed in). An address's calls count whatever they answer: a wrong tracking
   * token costs as much as a right one, so tokens cannot be guessed at leisure.
   */
  readonly per: 'user' | 'address';
  /** The 429's code. */
  readonly code: string;
  /** The limit in words, for the 429's message: "60 print forms a minute". */
  readonly describe: string;
}

const MINUTE = 60;
const DAY = 86_400;

export function rateLimitsOf(settings: RateLimitSettings): Record<RateLimitName, RateLimit> {
  const perMinute = (name: RateLimitName, max: number, what: string): RateLimit => ({
    name,
    max,
    windowSeconds: MINUTE,
    unit: 'calls',
    per: 'user',
    code: 'TOO_MANY_REQUESTS',
    describe: `${max} ${what} a minute`,
  });
  const megabytes = Math.floor(settings.uploadBytesPerDay / (1024 * 1024));
  return {
    printForms: perMinute('printForms', settings.printFormsPerMinute, 'print forms'),
    receipts: perMinute('receipts', settings.receiptsPerMinute, 'payment receipts'),
    massOperations: perMinute(
      'massOperations',
      settings.massOperationsPerMinute,
      'mass-operation checks and runs',
    ),
    uploads: perMinute('uploads', settings.uploadsPerMinute, 'uploaded files'),
    uploadBytes: {
      name: 'uploadBytes',
      max: settings.uploadBytesPerDay,
      windowSeconds: DAY,
      unit: 'bytes',
      per: 'user',
      code: 'UPLOAD_QUOTA_EXCEEDED',
      describe: `${megabytes} MB of uploaded files a day (UTC)`,
    },
    tracking: {
      ...perMinute('tracking', settings.trackingPerMinute, 'tracking page calls'),
      per: 'address',
    },
  };
}

/** "45 s", "12 min", "5 h": how long until a refused call may be tried again. */
function inWords(seconds: number): string {
  if (seconds < 90) return `${seconds} s`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} min`;
  return `${Math.ceil(seconds / 3600)} h`;
}

/**
 * The limits counted per client address: every call counts, whatever it answers, so these counters
 * are the one write a refused public call makes (the fuzz test's checksum leaves them out).
 */
export const PER_ADDRESS_LIMITS: readonly RateLimitName[] = ['tracking'];

/** 429 with `Retry-After`, as the sign-in throttle and the SMS-code limits answer. */
export function tooManyRequests(code: string, message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, code, `${message}. Try again in ${inWords(seconds)}.`, undefined, {
    'retry-after': String(seconds),
  });
}

const limitReached = (limit: RateLimit, retryAfterSeconds: number) =>
  tooManyRequests(
    limit.code,
    `Limit reached: at most ${limit.describe} ${limit.per === 'user' ? 'per user' : 'from one address'}`,
    retryAfterSeconds,
  );

/**
 * The counter key of a client address: a UUID-shaped digest (the counters' key column holds user
 * ids), so the table never holds the address itself and an address cannot collide with a user.
 */
export function addressSubject(address: string): string {
  const hex = createHash('sha256').update(`client-address\n${address}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** What one call took from a limit, to give back if the call fails. */
export interface Taken {
  readonly limit: RateLimit;
  readonly userId: string;
  readonly windowStart: Date;
  readonly amount: number;
}

/** The current window's start by the database's clock, which every instance shares. */
const windowStartOf = (seconds: number): SQL =>
  sql`to_timestamp(floor(extract(epoch from now())::float8 / ${seconds}::float8) * ${seconds}::float8)`;

type Row = { window_start: number; now: number; used: number | null };

/**
 * Fixed-window counters in PostgreSQL (`rate_limit_counters`): one atomic
 * `INSERT … ON CONFLICT DO UPDATE … WHERE used + amount <= max RETURNING` per call, so any number of
 * API instances count together and a refused call changes nothing.
 */
export function createRateLimiter(db: Database, limits: Record<RateLimitName, RateLimit>) {
  async function take(limit: RateLimit, userId: string, amount: number): Promise<Taken> {
    const window = windowStartOf(limit.windowSeconds);
    const table = rateLimitCounters;
    const result = await db.execute(sql`
      with clock as (select ${window} as window_start),
      purged as (
        delete from ${table}
        where bucket = ${limit.name} and user_id = ${userId}
          and window_start < (select window_start from clock)
      ),
      taken as (
        insert into ${table} as counter (bucket, user_id, window_start, used)
        select ${limit.name}, ${userId}::uuid, window_start, ${amount}::bigint from clock
        where ${amount}::bigint <= ${limit.max}::bigint
        on conflict (bucket, user_id, window_start) do update set used = counter.used + excluded.used
        where counter.used + excluded.used <= ${limit.max}::bigint
        returning used
      )
      select extract(epoch from (select window_start from clock))::float8 as window_start,
        extract(epoch from now())::float8 as now,
        (select used from taken)::float8 as used`);
    const row = (result as unknown as { rows: Row[] }).rows[0]!;
    if (row.used === null) {
      throw limitReached(limit, Number(row.window_start) + limit.windowSeconds - Number(row.now));
    }
    return { limit, userId, windowStart: new Date(Number(row.window_start) * 1000), amount };
  }

  /** Refuses when the window's allowance is already used up (a quota, before the body is read). */
  async function assertRoom(limit: RateLimit, userId: string): Promise<void> {
    const result = await db.execute(sql`
      select extract(epoch from ${windowStartOf(limit.windowSeconds)})::float8 as window_start,
        extract(epoch from now())::float8 as now,
        (select used from ${rateLimitCounters}
          where bucket = ${limit.name} and user_id = ${userId}
            and window_start = ${windowStartOf(limit.windowSeconds)})::float8 as used`);
    const row = (result as unknown as { rows: Row[] }).rows[0]!;
    if (row.used !== null && Number(row.used) >= limit.max) {
      throw limitReached(limit, Number(row.window_start) + limit.windowSeconds - Number(row.now));
    }
  }

  /** A failed call does not count: its amount goes back, and a row left at zero is deleted. */
  async function giveBack(taken: Taken): Promise<void> {
    const key = and(
      eq(rateLimitCounters.bucket, taken.limit.name),
      eq(rateLimitCounters.userId, taken.userId),
      eq(rateLimitCounters.windowStart, taken.windowStart),
    );
    const [row] = await db
      .update(rateLimitCounters)
      .set({ used: sql`${rateLimitCounters.used} - ${taken.amount}` })
      .where(key)
      .returning({ used: rateLimitCounters.used });
    if (row && row.used <= 0)
      await db.delete(rateLimitCounters).where(and(key, lte(rateLimitCounters.used, 0)));
  }

  return { limits, take, assertRoom, giveBack };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The per-user (or, on a public route, per-address) limits this route counts against (`enforceRateLimits`). */
    rateLimit?: RateLimitName | readonly RateLimitName[];
  }
  interface FastifyRequest {
    /** What this call has taken from its limits; given back when it answers 4xx or 5xx. */
    rateLimitsTaken: Taken[] | null;
    /** Charges a byte quota the route declares, once the handler knows the size (429 past it). */
    chargeRateLimit(name: RateLimitName, amount: number): Promise<void>;
  }
}

/**
 * One mechanism for every limited route: a route declares `config.rateLimit` next to its permission;
 * after sign-in (and before the body is read) each declared call limit takes one for the user, or
 * answers 429 with `Retry-After`. Only calls that succeed count: a call answering 4xx or 5xx gives
 * back what it took before its answer leaves, so a refused call leaves no trace. A per-address
 * limit (a public route's) takes one for the client address before anything else, and keeps it.
 */
export function enforceRateLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as { rateLimit?: RateLimitName | RateLimitName[]; permission?: Permission };
    const perUser = [config?.rateLimit ?? []].flat().some((name) => limiter.limits[name].per === 'user');
    if (perUser && config?.permission?.kind === 'public') {
      throw new Error(`Route ${String(route.method)} ${route.url} is rate-limited per user but public`);
    }
  });
  app.decorateRequest('rateLimitsTaken', null);
  app.decorateRequest('chargeRateLimit', async function (this: FastifyRequest, name, amount) {
    const declared = [this.routeOptions.config.rateLimit ?? []].flat();
    if (!declared.includes(name) || !this.authUser) {
      throw new Error(`Route ${this.routeOptions.url} charges ${name}, which it does not declare`);
    }
    await takeFor(this, limiter.limits[name], amount);
  });

  async function takeFor(request: FastifyRequest, limit: RateLimit, amount: number) {
    try {
      const subject = limit.per === 'address' ? addressSubject(request.ip) : request.authUser!.id;
      const taken = await limiter.take(limit, subject, amount);
      request.rateLimitsTaken = [...(request.rateLimitsTaken ?? []), taken];
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        request.log.info({ limit: limit.name, retryAfter: error.headers?.['retry-after'] }, 'rate limited');
      }
      throw error;
    }
  }

  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.rateLimit;
    if (declared === undefined) return;
    for (const name of [declared].flat()) {
      const limit = limiter.limits[name];
      if (limit.per === 'address') await takeFor(request, limit, 1);
      else if (!request.authUser) continue;
      else if (limit.unit === 'calls') await takeFor(request, limit, 1);
      else await limiter.assertRoom(limit, request.authUser.id);
    }
  });

  // onSend, not onResponse: the amount is back before the client (or a test) sees the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const taken = request.rateLimitsTaken?.filter((each) => each.limit.per === 'user');
    if (taken?.length && reply.statusCode >= 400) {
      request.rateLimitsTaken = null;
      for (const each of taken) {
        await limiter.giveBack(each).catch((error: unknown) => {
          request.log.warn(
            { limit: each.limit.name, code: (error as { code?: string }).code },
            'rate limit not given back',
          );
        });
      }
    }
    return payload;
  });
}
