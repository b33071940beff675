import { backoffSeconds, type DeliveryChannel, NOTIFICATION_MAX_ATTEMPTS } from '@console/domain';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { notificationOutbox as outbox } from './notification-outbox-table.ts';
import type { DeliveryResult, NotificationPort } from './notification-port.ts';

/**
 * A claimed message not finished within this time (its instance died) is claimed again. It is well
 * above a batch's worst case (10 messages × the gateway's 10 s time-out), so a slow gateway never
 * lets a second instance claim a message the first is still sending.
 */
const CLAIM_SECONDS = 300;
const BATCH = 10;

type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims the due messages in one statement: `FOR UPDATE SKIP LOCKED` picks rows no other instance
 * is claiming, and the claim marks them `sending` with a deadline, so two API instances never send
 * one message twice (a row is claimed again only after its deadline passed).
 */
async function claimDue(db: Database, now: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        or(eq(outbox.status, 'waiting'), and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, now))),
        lte(outbox.nextAttemptAt, now),
        lte(outbox.notBefore, now),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
      updatedAt: now,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/** What happens to a message after one delivery attempt. */
function outcome(row: OutboxRow, result: DeliveryResult, now: Date) {
  const channel = row.channels[row.channelIndex] as DeliveryChannel;
  if (result.ok)
    return { status: 'sent' as const, sentAt: now, sentChannel: channel, lockedUntil: null, lastError: null };
  const nextChannel = row.channelIndex + 1;
  if (result.permanent && nextChannel < row.channels.length) {
    // This channel cannot reach the client: the chain's next channel, at once.
    return {
      status: 'waiting' as const,
      channelIndex: nextChannel,
      nextAttemptAt: now,
      lockedUntil: null,
      lastError: result.error,
    };
  }
  if (result.permanent || row.attempts >= NOTIFICATION_MAX_ATTEMPTS)
    return { status: 'failed' as const, lockedUntil: null, lastError: result.error };
  return {
    status: 'waiting' as const,
    nextAttemptAt: new Date(now.getTime() + backoffSeconds(row.attempts) * 1000),
    lockedUntil: null,
    lastError: result.error,
  };
}

/**
 * One pass of the delivery queue: claims due messages, hands each to its channel's adapter and
 * records the result — sent; the next channel of its chain; a retry after an exponential back-off;
 * or failed after `NOTIFICATION_MAX_ATTEMPTS`. The log names outbox rows by id only.
 */
export async function deliverNotifications(
  db: Database,
  port: { channels: Partial<NotificationPort['channels']> },
  log: FastifyBaseLogger,
  now: Date = new Date(),
  limit: number = BATCH,
) {
  const claimed = await claimDue(db, now, limit);
  const counts = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  for (const row of claimed) {
    const channel = row.channels[row.channelIndex] as DeliveryChannel | undefined;
    const text = channel ? row.texts[channel] : undefined;
    const adapter = channel ? port.channels[channel] : undefined;
    const result: DeliveryResult =
      adapter && text
        ? await adapter
            .deliver({
              id: row.id,
              phone: row.phone,
              email: row.email,
              text,
              subject: row.texts.email_subject,
            })
            .catch((error: unknown) => ({
              ok: false as const,
              permanent: false,
              error: error instanceof Error ? error.message : String(error),
            }))
        : {
            ok: false,
            permanent: true,
            error: adapter ? 'no text for the channel' : 'no adapter for the channel',
          };
    const next = outcome(row, result, now);
    await db
      .update(outbox)
      .set({ ...next, updatedAt: now })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending')));
    if (next.status === 'sent') counts.sent += 1;
    else if (next.status === 'failed') counts.failed += 1;
    else counts.retried += 1;
    const entry = { notificationId: row.id, shipmentId: row.shipmentId, channel, attempts: row.attempts };
    if (next.status === 'failed') log.warn(entry, 'notification failed');
    else if (next.status === 'waiting') log.info(entry, 'notification delivery will be retried');
  }
  return counts;
}

/** Messages waiting to be sent or being sent (the `jobs_queued` metric of the notification queue). */
export async function queuedNotifications(db: Database): Promise<Record<string, number>> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(inArray(outbox.status, ['waiting', 'sending']));
  return { notifications: row?.count ?? 0 };
}
