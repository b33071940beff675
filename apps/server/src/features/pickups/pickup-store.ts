import type { PickupStatus } from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { type PickupStatusEntry, pickups } from './pickups-tables.ts';

export type PickupRow = typeof pickups.$inferSelect;
type Executor = Database | Transaction;

/**
 * The pickup row locked for the write. With a lockVersion, a stale one is 409 (DESIGN.md
 * "Records with lockVersion"); null skips the check (server-side steps such as route confirmation).
 */
export async function pickupForUpdate(
  tx: Transaction,
  pickupId: string,
  lockVersion: number | null,
): Promise<PickupRow> {
  const [row] = await tx.select().from(pickups).where(eq(pickups.id, pickupId)).for('update');
  if (!row) throw notFound('Pickup not found');
  if (lockVersion !== null && row.lockVersion !== lockVersion) {
    throw conflict('The pickup was changed by someone else; reload it');
  }
  return row;
}

export async function pickupById(executor: Executor, pickupId: string): Promise<PickupRow> {
  const [row] = await executor.select().from(pickups).where(eq(pickups.id, pickupId));
  if (!row) throw notFound('Pickup not found');
  return row;
}

/** A status history entry for a move to `status`. */
export function statusEntry(
  status: PickupStatus,
  user: AuthUser,
  note: string | null | undefined,
): PickupStatusEntry {
  return { status, dateTime: new Date().toISOString(), user: user.login, note: note ?? null };
}

/**
 * Writes a change of the pickup, raising its lockVersion; a new status is appended to the history
 * with its note; `restate` appends the current status again with the note (a change written into
 * the history, registers §4). Leaves the audit row.
 */
export async function writePickup(
  tx: Transaction,
  user: AuthUser,
  before: PickupRow,
  changes: Partial<typeof pickups.$inferInsert>,
  action: string,
  statusNote?: string | null,
  options: { restate?: boolean } = {},
): Promise<PickupRow> {
  const values: Partial<typeof pickups.$inferInsert> = {
    ...changes,
    lockVersion: before.lockVersion + 1,
    updatedAt: new Date(),
  };
  if (changes.status && changes.status !== before.status) {
    values.statusDateTime = new Date();
    values.statuses = [...before.statuses, statusEntry(changes.status, user, statusNote)];
  } else if (options.restate) {
    values.statuses = [...before.statuses, statusEntry(before.status, user, statusNote)];
  }
  const [after] = await tx.update(pickups).set(values).where(eq(pickups.id, before.id)).returning();
  if (!after) throw notFound('Pickup not found');
  await recordAudit(tx, user, {
    action,
    entity: 'pickups',
    entityId: before.id,
    before: { status: before.status, lockVersion: before.lockVersion },
    after: { status: after.status, lockVersion: after.lockVersion, ...pick(changes) },
  });
  return after;
}

/** The changed fields for the audit row, without contact data (logs carry ids only). */
function pick(changes: Partial<typeof pickups.$inferInsert>) {
  const { fullName: _f, phone: _p, email: _e, address: _a, addressParts: _ap, ...rest } = changes;
  return rest;
}

/** Recomputes the pickup's shipment totals from its active shipments. */
export async function refreshPickupTotals(tx: Transaction, pickupId: string): Promise<void> {
  await tx.execute(sql`
    update pickups set
      shipments_count = totals.shipments,
      parcels_count = totals.parcels,
      weight_grams = totals.grams
    from (
      select count(distinct ps.shipment_id)::int as shipments,
        coalesce(sum(s.parcels_amount), 0)::int as parcels,
        coalesce(sum((select coalesce(sum(greatest(p.actual_weight, p.volumetric_weight)), 0)
          from shipment_parcels p where p.shipment_id = s.id)), 0)::int as grams
      from pickup_shipments ps join shipments s on s.id = ps.shipment_id
      where ps.pickup_id = ${pickupId} and ps.deleted_at is null and ps.status in ('Accepted', 'Added')
    ) as totals
    where pickups.id = ${pickupId}`);
}
