import { instantAt, todayIn, type WorkPlaceScanAnswer } from '@console/domain';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { readDivision } from '../courier-routes/route-store.ts';
import { DESTINATION } from '../scanning/movement-plan.ts';
import { createScanRegistry, scanBarcode } from '../scanning/scan-service.ts';
import { scanRegistries } from '../scanning/scanning-tables.ts';
import { userDivision } from '../users/user-division.ts';

/** The workplace scans into a stock-take of the division: it moves nothing until it is closed. */
const WORK_PLACE_SCAN_TYPE = 'FixationOnDivision';

/**
 * The caller's own open stock-take registry at their division, opened today (the division's local
 * day), or a new one: what the scanning screen does when it reuses "the first open one found"
 * (registers §7 "GET scan-registry … first item reused if found").
 */
async function workPlaceRegistry(tx: Transaction, user: AuthUser, divisionId: string) {
  const division = await readDivision(tx, divisionId);
  const since = instantAt(division.zone, todayIn(division.zone));
  const [open] = await tx
    .select({ id: scanRegistries.id, number: scanRegistries.number })
    .from(scanRegistries)
    .where(
      and(
        eq(scanRegistries.createdByUser, user.login),
        eq(scanRegistries.divisionId, divisionId),
        eq(scanRegistries.type, WORK_PLACE_SCAN_TYPE),
        eq(scanRegistries.status, 'Open'),
        isNull(scanRegistries.deletedAt),
        gte(scanRegistries.createdAt, since),
      ),
    )
    .orderBy(desc(scanRegistries.createdAt))
    .limit(1);
  if (open) return open;
  const { data } = await createScanRegistry(tx, user, { divisionId, type: WORK_PLACE_SCAN_TYPE });
  return { id: data.id, number: data.number };
}

/**
 * `POST work-place/scans` (docs/decisions.md "Counter look-ups (issue 25)"): one parcel scanned at
 * the employee workplace goes through the scanning feature's single-scan path (`scanBarcode`) into
 * the caller's stock-take registry of the day, so it is counted, listed and closed like any scan;
 * the answer adds whether the parcel lies at or is bound for the caller's division.
 */
export async function scanAtWorkPlace(
  tx: Transaction,
  user: AuthUser,
  barcode: string,
): Promise<WorkPlaceScanAnswer> {
  const { divisionId } = await userDivision(tx, user.id);
  if (!divisionId) throw validationFailed({ divisionId: 'any.required' });
  const registry = await workPlaceRegistry(tx, user, divisionId);
  const answer = await scanBarcode(tx, user, registry.id, barcode);
  const [parcel] = rowsOf<{ here: boolean }>(
    await tx.execute(sql`select (p.current_division_id = ${divisionId} or ${DESTINATION} = ${divisionId}) as here
      from shipment_parcels p join shipments s on s.id = p.shipment_id
      where p.number = ${barcode} and s.deleted_at is null`),
  );
  return { ...answer, scanRegistry: registry, belongsHere: Boolean(parcel?.here) };
}
