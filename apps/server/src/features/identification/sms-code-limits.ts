import { SMS_ATTEMPTS, VISIT_ERROR_CODES, VISIT_MESSAGES } from '@console/domain';
import { and, count, desc, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { SmsCodeLimits } from '../../config.ts';
import type { Transaction } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { identifications } from '../visits/visits-tables.ts';
import { smsCodeSends } from './sms-code-sends-table.ts';

/** 429 SMS_CODE_LIMIT, with when the oldest code of the window stops counting. */
function limitReached(oldest: Date | null, windowSeconds: number, now: Date): HttpError {
  const until = (oldest?.getTime() ?? now.getTime()) + windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return new HttpError(429, VISIT_ERROR_CODES.smsCodeLimit, VISIT_MESSAGES.smsCodeLimit, undefined, {
    'retry-after': String(retryAfter),
  });
}

/**
 * Counts one more code for the visit (or the courier's stop: `ownerId`, kept in the visit_id column)
 * and the phone, or refuses with 429 when either has had its limit within the window. Sends to one phone are serialised by a transaction lock on the phone
 * (the visit is already locked by the caller), so parallel requests cannot pass the limit together.
 */
export async function reserveCodeSend(
  tx: Transaction,
  ownerId: string,
  phone: string,
  limits: SmsCodeLimits,
  now = new Date(),
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${phone}`}))`);
  const windowStart = new Date(now.getTime() - limits.windowSeconds * 1000);
  await tx.delete(smsCodeSends).where(lt(smsCodeSends.sentAt, windowStart));
  const within = gte(smsCodeSends.sentAt, windowStart);
  for (const [condition, limit] of [
    [eq(smsCodeSends.visitId, ownerId), limits.perVisit],
    [eq(smsCodeSends.phone, phone), limits.perPhone],
  ] as const) {
    const [sent] = await tx
      .select({ count: count(), oldest: min(smsCodeSends.sentAt) })
      .from(smsCodeSends)
      .where(and(condition, within));
    if ((sent?.count ?? 0) >= limit) throw limitReached(sent?.oldest ?? null, limits.windowSeconds, now);
  }
  await tx.insert(smsCodeSends).values({ visitId: ownerId, phone, sentAt: now });
}

/**
 * Wrong codes a new code of the visit starts with: those of its latest SMS identification (also
 * one marked deleted), so neither a resend nor a new identification gives fresh guesses. Only a
 * Rejected one (no attempts left, registers §4: "SMS can then be resent") or a Verified one starts
 * again from none — and how often that can happen is bounded by `reserveCodeSend`.
 */
export async function carriedFailures(tx: Transaction, visitId: string): Promise<number> {
  const [latest] = await tx
    .select({ status: identifications.status, failedAttempts: identifications.failedAttempts })
    .from(identifications)
    .where(and(eq(identifications.visitId, visitId), eq(identifications.identificationType, 'SMS')))
    .orderBy(desc(identifications.updatedAt))
    .limit(1);
  if (!latest || latest.status === 'Rejected' || latest.status === 'Verified') return 0;
  return Math.min(latest.failedAttempts, SMS_ATTEMPTS - 1);
}
