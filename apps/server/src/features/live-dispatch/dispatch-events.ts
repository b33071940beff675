import {
  DISPATCH_EVENT_REPLAY_LIMIT,
  DISPATCH_EVENT_RETENTION_HOURS,
  type DispatchEvent,
} from '@console/domain';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { dispatchEvents } from './dispatch-events-table.ts';

/** The channel every API instance listens on. */
export const DISPATCH_CHANNEL = 'dispatch_events';

type NewEvent = Omit<DispatchEvent, 'id'>;

/**
 * Records an event and tells every instance (`NOTIFY` with the event itself), both in the caller's
 * transaction: the event is heard exactly when the change it reports is committed.
 */
export async function publishDispatchEvent(tx: Transaction, event: NewEvent): Promise<void> {
  const [row] = await tx
    .insert(dispatchEvents)
    .values({ divisionId: event.divisionId, kind: event.kind, data: { ...event.data } })
    .returning({ id: dispatchEvents.id });
  const sent: DispatchEvent = { ...event, id: String(row!.id) } as DispatchEvent;
  await tx.execute(sql`select pg_notify(${DISPATCH_CHANNEL}, ${JSON.stringify(sent)})`);
}

/** A division's events after `afterId`, oldest first: what a reconnecting console missed. */
export async function eventsAfter(
  db: Database,
  divisionId: string,
  afterId: number,
): Promise<DispatchEvent[]> {
  const rows = await db
    .select()
    .from(dispatchEvents)
    .where(and(eq(dispatchEvents.divisionId, divisionId), gt(dispatchEvents.id, afterId)))
    .orderBy(asc(dispatchEvents.id))
    .limit(DISPATCH_EVENT_REPLAY_LIMIT);
  // Only publishDispatchEvent writes the table, each row's data as its kind's: the pairs hold.
  return rows.map(
    (row) =>
      ({
        id: String(row.id),
        kind: row.kind,
        divisionId: row.divisionId,
        data: row.data,
      }) as unknown as DispatchEvent,
  );
}

/** Drops events older than the retention period (any instance may; it is idempotent). */
export async function purgeDispatchEvents(db: Database, now = new Date()): Promise<void> {
  const oldest = new Date(now.getTime() - DISPATCH_EVENT_RETENTION_HOURS * 3_600_000);
  await db.delete(dispatchEvents).where(lt(dispatchEvents.createdAt, oldest));
}
