import {
  canTransition,
  movesOnClose,
  SCAN_MOVEMENTS,
  SCAN_REGISTRY_NUMBER_DIGITS,
  SCAN_REGISTRY_NUMBER_PREFIX,
  type ScanAnswer,
  type ScannedItem,
  type ScanRegistry,
  type ScanRegistryCreate,
  type ShipmentStatus,
  scanRegistryCreateSchema,
  tallyScans,
} from '@console/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { executePrepared, rowsOf } from '../../db/sql-helpers.ts';
import { businessRule, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordScope } from '../../http/record-scope.ts';
import { recordAudit } from '../audit/audit.ts';
import { divisionParts, divisions } from '../divisions/divisions-table.ts';
import { recordShipmentEvents, type ShipmentEventInput } from '../shipments/shipment-events.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { userDivision } from '../users/user-division.ts';
import { DESTINATION, writeMovementPlan } from './movement-plan.ts';
import { type DivisionScope, divisionScopeOf, isInDivisionScope, isUnscoped } from './scan-scope.ts';
import {
  courierParcels,
  couriers,
  scanRegistries,
  scanRegistryItems,
  scanRegistryNumbers,
} from './scanning-tables.ts';

type Executor = Database | Transaction;
type CreateBody = z.output<typeof scanRegistryCreateSchema>;

const SCAN_NOT_FOUND = 'Scan registry not found';
/** Items the scan page shows (newest first); the counts always cover all of them. */
const ITEMS_SHOWN = 500;
const MISSING_SHOWN = 200;

/** A registry the caller may see; outside the caller's division scope it is 404 like a missing one. */
export const SCAN_REGISTRY_SCOPE = recordScope({
  record: 'scan registry',
  notFound: SCAN_NOT_FOUND,
  table: scanRegistries,
  id: scanRegistries.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ divisionId: scanRegistries.divisionId })
      .from(scanRegistries)
      .where(eq(scanRegistries.id, id));
    return row !== undefined && isInDivisionScope(await divisionScopeOf(executor, user), row.divisionId);
  },
});

/** `POST scan-registry`: the document, then its movement plan (the parcels it expects). */
export async function createScanRegistry(
  tx: Transaction,
  user: AuthUser,
  body: CreateBody | ScanRegistryCreate,
): Promise<{ data: { id: string; type: string; number: string } }> {
  // Parsing again is harmless for a parsed body and fills the defaults for the demo seed's.
  const input: CreateBody = scanRegistryCreateSchema.parse(body);
  const divisionId = input.divisionId ?? (await userDivision(tx, user.id)).divisionId;
  if (!divisionId) throw validationFailed({ divisionId: 'any.required' });
  const scope = await divisionScopeOf(tx, user);
  if (!isInDivisionScope(scope, divisionId)) throw notFound('Division not found');
  const known = await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(inArray(divisions.id, [divisionId, ...input.destinationDivisions]));
  const knownIds = new Set(known.map((row) => row.id));
  if (!knownIds.has(divisionId)) throw validationFailed({ divisionId: 'any.invalid' });
  const unknownDestination = input.destinationDivisions.findIndex((id) => !knownIds.has(id));
  if (unknownDestination >= 0)
    throw validationFailed({ [`destinationDivisions.${unknownDestination}`]: 'any.invalid' });
  const divisionPartId = input.divisionPartId ?? null;
  if (divisionPartId) {
    // A part of this very division, not deleted.
    const [part] = await tx
      .select({ id: divisionParts.id })
      .from(divisionParts)
      .where(
        and(
          eq(divisionParts.id, divisionPartId),
          eq(divisionParts.divisionId, divisionId),
          eq(divisionParts.type, 'part'),
          isNull(divisionParts.deletedAt),
        ),
      );
    if (!part) throw validationFailed({ divisionPartId: 'any.invalid' });
  }
  const courierBarcode = input.courierBarcode ?? null;
  if (courierBarcode) {
    const [courier] = await tx
      .select({ barcode: couriers.barcode })
      .from(couriers)
      .where(eq(couriers.barcode, courierBarcode));
    if (!courier) throw businessRule('COURIER_NOT_FOUND', `No courier has the barcode ${courierBarcode}`);
  }
  const number = await nextNumber(
    tx,
    scanRegistryNumbers,
    SCAN_REGISTRY_NUMBER_PREFIX,
    SCAN_REGISTRY_NUMBER_DIGITS,
  );
  const [created] = await tx
    .insert(scanRegistries)
    .values({
      number,
      type: input.type,
      divisionId,
      divisionPartId,
      destinationDivisionIds: [...new Set(input.destinationDivisions)],
      destinationCityDistrictIds: [...new Set(input.destinationCityDistricts)],
      scanRegistryContainers: [...new Set(input.scanRegistryContainers)],
      vehicleNumber: input.vehicleNumber ?? null,
      tripNumber: input.tripNumber ?? null,
      deliveryPartner: input.deliveryPartner ?? null,
      courierBarcode,
      createdByUser: user.login,
    })
    .returning();
  const registry = created!;
  const expected = await writeMovementPlan(tx, registry);
  await tx
    .update(scanRegistries)
    .set({ forScanBarcodesAmount: expected })
    .where(eq(scanRegistries.id, registry.id));
  await recordAudit(tx, user, {
    action: 'create',
    entity: 'scan_registries',
    entityId: registry.id,
    after: { number, type: input.type, divisionId, forScanBarcodesAmount: expected },
  });
  return { data: { id: registry.id, type: registry.type, number } };
}

interface ItemRow {
  id: string;
  barcode: string;
  parcel_id: string | null;
  shipment_id: string | null;
  shipment_number: string | null;
  expected: boolean;
  next_id: string | null;
  next_name: string | null;
  scanned_by: string;
  created_at: string | Date;
}

const itemSelect = sql`select i.id, i.barcode, i.parcel_id, i.shipment_id, s.number as shipment_number, i.expected,
  nd.id as next_id, nd.name as next_name, i.scanned_by, i.created_at
  from scan_registry_items i left join shipments s on s.id = i.shipment_id
  left join divisions nd on nd.id = i.next_division_id`;

function itemOf(row: ItemRow): ScannedItem {
  return {
    id: row.id,
    barcode: row.barcode,
    parcelId: row.parcel_id,
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    expected: Boolean(row.expected),
    nextDivision: row.next_id ? { id: row.next_id, name: row.next_name ?? '' } : null,
    scannedBy: row.scanned_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Every scan of a registry with what closing it moves: a barcode of a known parcel whose shipment
 * is not deleted. The read's tally and the close count from these same rows with `tallyScans`, so
 * the close dialog, its message and the progress ring agree.
 */
async function scansToMove(executor: Executor, id: string) {
  const rows = rowsOf<{
    parcel_id: string | null;
    shipment_id: string | null;
    expected: boolean;
    status: ShipmentStatus | null;
  }>(
    await executor.execute(sql`select i.parcel_id, i.shipment_id, i.expected, s.status from scan_registry_items i
      left join shipments s on s.id = i.shipment_id and s.deleted_at is null
      where i.scan_registry_id = ${id}
      order by i.created_at, i.id`),
  );
  return rows.map((row) => ({
    parcelId: row.status === null ? null : row.parcel_id,
    shipmentId: row.shipment_id,
    expected: Boolean(row.expected),
    status: row.status,
  }));
}

/** `GET scan-registry/{id}`: the document, its counts, its scans and the parcels still missing. */
export async function readScanRegistry(executor: Executor, id: string): Promise<ScanRegistry> {
  const [row] = await executor
    .select({
      registry: scanRegistries,
      division: divisions.name,
      courierName: couriers.fullName,
      partCode: divisionParts.code,
    })
    .from(scanRegistries)
    .innerJoin(divisions, eq(divisions.id, scanRegistries.divisionId))
    .leftJoin(divisionParts, eq(divisionParts.id, scanRegistries.divisionPartId))
    .leftJoin(couriers, eq(couriers.barcode, scanRegistries.courierBarcode))
    .where(eq(scanRegistries.id, id));
  if (!row) throw notFound(SCAN_NOT_FOUND);
  const { registry } = row;
  const destinations =
    registry.destinationDivisionIds.length > 0
      ? await executor
          .select({ id: divisions.id, name: divisions.name })
          .from(divisions)
          .where(inArray(divisions.id, registry.destinationDivisionIds))
          .orderBy(asc(divisions.name))
      : [];
  const items = rowsOf<ItemRow>(
    await executor.execute(
      sql`${itemSelect} where i.scan_registry_id = ${id} order by i.created_at desc, i.id desc limit ${ITEMS_SHOWN}`,
    ),
  );
  const missing = rowsOf<{ parcel_number: string; shipment_number: string }>(
    await executor.execute(sql`select p.number as parcel_number, s.number as shipment_number
      from scan_registry_plan pl join shipment_parcels p on p.id = pl.parcel_id join shipments s on s.id = pl.shipment_id
      where pl.scan_registry_id = ${id}
      and not exists (select 1 from scan_registry_items i where i.scan_registry_id = ${id} and i.parcel_id = pl.parcel_id)
      order by p.number limit ${MISSING_SHOWN}`),
  );
  return {
    id: registry.id,
    number: registry.number,
    type: registry.type,
    status: registry.status,
    statusDateTime: registry.statusDateTime.toISOString(),
    createdAt: registry.createdAt.toISOString(),
    createdByUser: registry.createdByUser,
    divisionId: registry.divisionId,
    division: row.division,
    divisionPart:
      registry.divisionPartId && row.partCode !== null
        ? { id: registry.divisionPartId, code: row.partCode }
        : null,
    destinationDivisions: destinations,
    destinationCityDistricts: registry.destinationCityDistrictIds,
    scanRegistryContainers: registry.scanRegistryContainers,
    vehicleNumber: registry.vehicleNumber,
    tripNumber: registry.tripNumber,
    deliveryPartner: registry.deliveryPartner,
    courierBarcode: registry.courierBarcode,
    courierName: row.courierName,
    scannedBarcodesAmount: registry.scannedBarcodesAmount,
    forScanBarcodesAmount: registry.forScanBarcodesAmount,
    tally: tallyScans(await scansToMove(executor, id)),
    missing: missing.map((m) => ({ parcelNumber: m.parcel_number, shipmentNumber: m.shipment_number })),
    items: items.map(itemOf),
  };
}

/**
 * `POST scan-registry/{id}/scans`: one barcode, answered at once. The item's unique key (registry,
 * barcode) makes a second scan of the same code — by the same clerk or another at the same
 * moment — "already scanned", and the count moves only with a new row.
 */
export async function scanBarcode(
  tx: Transaction,
  user: AuthUser,
  id: string,
  barcode: string,
): Promise<ScanAnswer> {
  // One statement answers what the scan needs: the registry row locked (the lock the count's
  // update takes anyway, taken first: a close waits for scans in flight and a scan after the close
  // sees it Closed; no share lock, two scans would deadlock on the update), the caller's division
  // for the route's scope check, and the parcel with its shipment, where it goes and the plan.
  const [found] = rowsOf<{
    status: string;
    division_id: string;
    scanned: number;
    expected: number;
    caller_division_id: string | null;
    parcel_id: string | null;
    shipment_id: string | null;
    shipment_number: string | null;
    destination: string | null;
    destination_name: string | null;
    planned: boolean | null;
  }>(
    await executePrepared(
      tx,
      'scan_look_up',
      sql`select r.status, r.division_id, r.scanned_barcodes_amount as scanned,
      r.for_scan_barcodes_amount as expected,
      (select coalesce(u.working_division_id, u.division_id) from users u where u.id = ${user.id}) as caller_division_id,
      f.parcel_id, f.shipment_id, f.shipment_number, f.destination, f.destination_name, f.planned
      from scan_registries r
      left join lateral (
        select p.id as parcel_id, p.shipment_id, s.number as shipment_number, ${DESTINATION} as destination,
          (select d.name from divisions d where d.id = ${DESTINATION}) as destination_name,
          exists (select 1 from scan_registry_plan pl where pl.scan_registry_id = r.id and pl.parcel_id = p.id) as planned
        from shipment_parcels p join shipments s on s.id = p.shipment_id
        where p.number = ${barcode} and s.deleted_at is null
      ) f on true
      where r.id = ${id}
      for no key update of r`,
    ),
  );
  const scope: DivisionScope = isUnscoped(user)
    ? { kind: 'all' }
    : { kind: 'division', divisionId: found?.caller_division_id ?? null };
  if (!found || !isInDivisionScope(scope, found.division_id)) throw notFound(SCAN_NOT_FOUND);
  if (found.status !== 'Open') throw businessRule('SCAN_REGISTRY_NOT_OPEN', 'The scan is closed');
  const parcel = found.parcel_id
    ? {
        id: found.parcel_id,
        shipmentId: found.shipment_id,
        shipmentNumber: found.shipment_number,
        planned: Boolean(found.planned),
      }
    : null;
  const next =
    parcel && found.destination && found.destination !== found.division_id
      ? { id: found.destination, name: found.destination_name ?? '' }
      : null;
  // The item and the registry's count in one statement; a barcode scanned before inserts nothing
  // and counts nothing.
  const [inserted] = rowsOf<{ id: string; created_at: Date | string }>(
    await executePrepared(
      tx,
      'scan_record',
      sql`with inserted as (
        insert into scan_registry_items
          (scan_registry_id, barcode, parcel_id, shipment_id, expected, next_division_id, scanned_by)
        values (${id}, ${barcode}, ${parcel?.id ?? null}, ${parcel?.shipmentId ?? null},
          ${parcel?.planned ?? false}, ${next?.id ?? null}, ${user.login})
        on conflict do nothing
        returning id, created_at
      ), counted as (
        update scan_registries set scanned_barcodes_amount = scanned_barcodes_amount + 1, updated_at = now()
        where id = ${id} and exists (select 1 from inserted)
      )
      select id, created_at from inserted`,
    ),
  );
  if (!inserted) {
    // Scanned before (by this clerk or another): the earlier scan is the answer's item.
    const [itemRow] = rowsOf<ItemRow>(
      await tx.execute(sql`${itemSelect} where i.scan_registry_id = ${id} and i.barcode = ${barcode}`),
    );
    return {
      result: 'alreadyScanned',
      barcode,
      item: itemRow ? itemOf(itemRow) : null,
      scannedBarcodesAmount: found.scanned,
      forScanBarcodesAmount: found.expected,
    };
  }
  return {
    result: !parcel ? 'unknown' : parcel.planned ? 'expected' : 'unexpected',
    barcode,
    item: {
      id: inserted.id,
      barcode,
      parcelId: parcel?.id ?? null,
      shipmentId: parcel?.shipmentId ?? null,
      shipmentNumber: parcel?.shipmentNumber ?? null,
      expected: Boolean(parcel?.planned),
      nextDivision: next,
      scannedBy: user.login,
      createdAt: new Date(inserted.created_at).toISOString(),
    },
    // The row is locked: the count read with the lock plus this scan is the count now.
    scannedBarcodesAmount: found.scanned + 1,
    forScanBarcodesAmount: found.expected,
  };
}

/**
 * `POST scan-registry/{id}/mark-all` ("Mark all shipments as", platform §6: administrator-god and
 * dispatch manager): every parcel of the plan not scanned yet is recorded as scanned at once, for a
 * vehicle unloaded in bulk; one set-based insert, the count raised by what it added.
 */
export async function markAllScanned(tx: Transaction, user: AuthUser, id: string) {
  const [registry] = await tx
    .select({ status: scanRegistries.status, divisionId: scanRegistries.divisionId })
    .from(scanRegistries)
    .where(eq(scanRegistries.id, id))
    .for('no key update');
  if (!registry) throw notFound(SCAN_NOT_FOUND);
  if (registry.status !== 'Open') throw businessRule('SCAN_REGISTRY_NOT_OPEN', 'The scan is closed');
  const [added] = rowsOf<{ count: string | number }>(
    await tx.execute(sql`with added as (
      insert into scan_registry_items (scan_registry_id, barcode, parcel_id, shipment_id, expected, next_division_id, scanned_by)
      select ${id}, p.number, p.id, p.shipment_id, true,
        nullif(coalesce(s.last_logistic_division_id, s.recipient_division_id), ${registry.divisionId}::uuid), ${user.login}
      from scan_registry_plan pl join shipment_parcels p on p.id = pl.parcel_id join shipments s on s.id = pl.shipment_id
      where pl.scan_registry_id = ${id}
      on conflict (scan_registry_id, barcode) do nothing returning 1)
      select count(*) as count from added`),
  );
  const count = Number(added?.count ?? 0);
  await tx
    .update(scanRegistries)
    .set({
      scannedBarcodesAmount: sql`${scanRegistries.scannedBarcodesAmount} + ${count}`,
      updatedAt: new Date(),
    })
    .where(eq(scanRegistries.id, id));
  await recordAudit(tx, user, {
    action: 'mark-all',
    entity: 'scan_registries',
    entityId: id,
    after: { added: count },
  });
  return { added: count };
}

/** `DELETE scan-registry/{id}/scans/{itemId}`: a scan taken back while the registry is open. */
export async function removeScan(tx: Transaction, user: AuthUser, id: string, itemId: string) {
  const [registry] = await tx
    .select({ status: scanRegistries.status })
    .from(scanRegistries)
    .where(eq(scanRegistries.id, id))
    .for('update');
  if (!registry) throw notFound(SCAN_NOT_FOUND);
  if (registry.status !== 'Open') throw businessRule('SCAN_REGISTRY_NOT_OPEN', 'The scan is closed');
  const removed = await tx
    .delete(scanRegistryItems)
    .where(and(eq(scanRegistryItems.id, itemId), eq(scanRegistryItems.scanRegistryId, id)))
    .returning({ barcode: scanRegistryItems.barcode });
  if (removed.length === 0) throw notFound('Scan not found');
  await tx
    .update(scanRegistries)
    .set({ scannedBarcodesAmount: sql`${scanRegistries.scannedBarcodesAmount} - 1`, updatedAt: new Date() })
    .where(eq(scanRegistries.id, id));
  await recordAudit(tx, user, {
    action: 'remove-scan',
    entity: 'scan_registries',
    entityId: id,
    before: removed[0],
  });
}

/**
 * `POST scan-registry/{id}/close`: the registry is Closed and its parcels move in the same
 * transaction — a tracking event each (the parcel's current division is the registry's
 * division), ReadyToShip shipments handed in by a client or a courier become Accepted, a courier
 * takes or gives back what was scanned. Only an Open registry closes: the update's condition
 * makes a second close (at once or later) find nothing and answer 422.
 */
export async function closeScanRegistry(tx: Transaction, user: AuthUser, id: string) {
  const now = new Date();
  const [registry] = await tx
    .update(scanRegistries)
    .set({ status: 'Closed', statusDateTime: now, closedAt: now, updatedAt: now })
    .where(
      and(eq(scanRegistries.id, id), eq(scanRegistries.status, 'Open'), isNull(scanRegistries.deletedAt)),
    )
    .returning();
  if (!registry) {
    const [exists] = await tx
      .select({ id: scanRegistries.id })
      .from(scanRegistries)
      .where(eq(scanRegistries.id, id));
    if (!exists) throw notFound(SCAN_NOT_FOUND);
    throw businessRule('SCAN_REGISTRY_NOT_OPEN', 'The scan is already closed');
  }
  const scans = await scansToMove(tx, id);
  const parcels = scans.flatMap((scan) =>
    movesOnClose(scan) && scan.parcelId && scan.shipmentId && scan.status
      ? [{ parcel_id: scan.parcelId, shipment_id: scan.shipmentId, status: scan.status }]
      : [],
  );
  const movement = SCAN_MOVEMENTS[registry.type];
  const accepted = new Set<string>();
  if (movement.accepts) {
    const toAccept = [
      ...new Set(
        parcels
          .filter((p) => canTransition(p.status, 'Accepted') && p.status !== 'Deleted')
          .map((p) => p.shipment_id),
      ),
    ];
    if (toAccept.length > 0) {
      const rows = await tx
        .update(shipments)
        .set({
          status: 'Accepted',
          acceptedByUser: user.login,
          acceptedAt: now,
          firstLogisticDivisionId: sql`coalesce(${shipments.firstLogisticDivisionId}, ${registry.divisionId}::uuid)`,
          updatedAt: now,
        })
        .where(and(inArray(shipments.id, toAccept), eq(shipments.status, 'ReadyToShip')))
        .returning({ id: shipments.id });
      for (const row of rows) accepted.add(row.id);
    }
  }
  const announced = new Set<string>();
  const events: ShipmentEventInput[] = parcels.map((parcel) => {
    const acceptsNow = accepted.has(parcel.shipment_id) && !announced.has(parcel.shipment_id);
    if (acceptsNow) announced.add(parcel.shipment_id);
    return {
      shipmentId: parcel.shipment_id,
      parcelId: parcel.parcel_id,
      event: acceptsNow ? 'Accepted' : movement.event,
      shipmentStatus: acceptsNow ? 'Accepted' : null,
      divisionId: registry.divisionId,
      scanRegistryId: id,
      user,
    };
  });
  await recordShipmentEvents(tx, events);
  const parcelIds = parcels.map((p) => p.parcel_id);
  if (registry.type === 'LoadingCourier' && registry.courierBarcode && parcelIds.length > 0) {
    await tx.execute(sql`insert into courier_parcels (parcel_id, shipment_id, courier_barcode, scan_registry_id, handed_at)
      select i.parcel_id, i.shipment_id, ${registry.courierBarcode}, ${id}, ${now.toISOString()}::timestamptz
      from scan_registry_items i where i.scan_registry_id = ${id} and i.parcel_id is not null
      on conflict (parcel_id) do update set courier_barcode = excluded.courier_barcode,
        scan_registry_id = excluded.scan_registry_id, handed_at = excluded.handed_at`);
  }
  if (registry.type === 'UnloadingCourier' && parcelIds.length > 0) {
    await tx.execute(sql`delete from ${courierParcels} where parcel_id in
      (select parcel_id from scan_registry_items where scan_registry_id = ${id} and parcel_id is not null)`);
  }
  await recordAudit(tx, user, {
    action: 'close',
    entity: 'scan_registries',
    entityId: id,
    before: { status: 'Open' },
    after: { status: 'Closed', parcels: parcelIds.length, accepted: accepted.size },
  });
  return {
    id,
    status: 'Closed' as const,
    movedParcels: tallyScans(scans).moving,
    acceptedShipments: accepted.size,
  };
}

/** `DELETE scan-registry/{id}`: an open registry may be dropped (status Deleted, deletion mark); nothing moves. */
export async function deleteScanRegistry(tx: Transaction, user: AuthUser, id: string) {
  const now = new Date();
  const [row] = await tx
    .update(scanRegistries)
    .set({ status: 'Deleted', statusDateTime: now, deletedAt: now, updatedAt: now })
    .where(and(eq(scanRegistries.id, id), eq(scanRegistries.status, 'Open')))
    .returning({ id: scanRegistries.id });
  if (!row) {
    const [exists] = await tx
      .select({ id: scanRegistries.id })
      .from(scanRegistries)
      .where(eq(scanRegistries.id, id));
    if (!exists) throw notFound(SCAN_NOT_FOUND);
    throw businessRule('SCAN_REGISTRY_NOT_OPEN', 'Only an open scan can be deleted');
  }
  await recordAudit(tx, user, {
    action: 'delete',
    entity: 'scan_registries',
    entityId: id,
    after: { status: 'Deleted' },
  });
  return { id, status: 'Deleted' as const };
}
