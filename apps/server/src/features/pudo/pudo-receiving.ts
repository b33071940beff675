import type { PudoReceivingScanCreated, pudoReceivingScanSchema } from '@console/domain';
import { PUDO_DIVISION_CATEGORY } from '@console/domain';
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { createScanRegistry, markAllScanned } from '../scanning/scan-service.ts';
import { scanRegistries, scanRegistryItems } from '../scanning/scanning-tables.ts';
import { recordShipmentEvents } from '../shipments/shipment-events.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import type { PudoDivision } from './pudo-service.ts';

/**
 * Receiving at a PUDO is a scan registry of the PUDO (registers §4 "After a scan is created … in
 * the PUDO workplace with auto receiving, to pudo_auto_accept"): an UnloadingCourier scan made
 * through the "create unloading courier" dialog, scanned by hand in scan_edit or accepted at once,
 * and closed like any scan — the close moves the parcels and writes their tracking.
 */

const DAY_MS = 86_400_000;
/** Scan types that bring parcels into a division (what a PUDO receives with). */
const ARRIVING_TYPES = ['UnloadingCourier', 'Unloading'] as const;

/**
 * `POST pudo/scan-registry`: the clerk's open UnloadingCourier scan of today (UTC) at this PUDO for
 * this vehicle when there is one (registers §7 "first item reused if found"), else a new one; its
 * plan is the parcels on their way to the PUDO.
 */
export async function openReceivingScan(
  tx: Transaction,
  user: AuthUser,
  division: PudoDivision,
  body: z.output<typeof pudoReceivingScanSchema>,
): Promise<PudoReceivingScanCreated> {
  const now = Date.now();
  const todayFrom = new Date(now - (now % DAY_MS));
  const [open] = await tx
    .select({ id: scanRegistries.id, type: scanRegistries.type, number: scanRegistries.number })
    .from(scanRegistries)
    .where(
      and(
        eq(scanRegistries.createdByUser, user.login),
        eq(scanRegistries.status, 'Open'),
        eq(scanRegistries.type, 'UnloadingCourier'),
        gte(scanRegistries.createdAt, todayFrom),
        lt(scanRegistries.createdAt, new Date(todayFrom.getTime() + DAY_MS)),
        eq(scanRegistries.divisionId, division.id),
        eq(scanRegistries.vehicleNumber, body.vehicleNumber),
        isNull(scanRegistries.deletedAt),
      ),
    )
    .orderBy(desc(scanRegistries.createdAt))
    .limit(1);
  if (open) return { data: open, reused: true };
  const created = await createScanRegistry(tx, user, {
    type: 'UnloadingCourier',
    divisionId: division.id,
    vehicleNumber: body.vehicleNumber,
    deliveryPartner: body.deliveryPartner ?? null,
  });
  return { data: created.data, reused: false };
}

/**
 * `POST pudo/scan-registry/{id}/mark-all`: auto accept — every parcel the PUDO's receiving scan
 * expects is recorded as scanned at once (then the console closes the scan). Only the caller's
 * PUDO's open receiving scans; another registry is 404.
 */
export async function acceptAllExpected(tx: Transaction, user: AuthUser, division: PudoDivision, id: string) {
  const [registry] = await tx
    .select({ id: scanRegistries.id })
    .from(scanRegistries)
    .where(
      and(
        eq(scanRegistries.id, id),
        eq(scanRegistries.divisionId, division.id),
        eq(scanRegistries.type, 'UnloadingCourier'),
      ),
    );
  if (!registry) throw notFound('Scan registry not found');
  return markAllScanned(tx, user, id);
}

/**
 * After a scan closes: at a PUDO, the parcels it received that were bound for that PUDO wait for
 * their recipient — a `ReadyForIssue` event each (the recipient's "ready for pickup" notice).
 * Only parcels the scan expected: one already lying here and scanned again is not announced twice.
 */
export async function recordReadyForIssue(tx: Transaction, user: AuthUser, registryId: string) {
  const [registry] = await tx
    .select({ type: scanRegistries.type, divisionId: scanRegistries.divisionId })
    .from(scanRegistries)
    .innerJoin(divisions, eq(divisions.id, scanRegistries.divisionId))
    .where(
      and(
        eq(scanRegistries.id, registryId),
        eq(scanRegistries.status, 'Closed'),
        eq(divisions.divisionCategory, PUDO_DIVISION_CATEGORY),
        inArray(scanRegistries.type, [...ARRIVING_TYPES]),
      ),
    );
  if (!registry) return 0;
  const ready = await tx
    .select({ parcelId: scanRegistryItems.parcelId, shipmentId: shipments.id })
    .from(scanRegistryItems)
    .innerJoin(shipments, eq(shipments.id, scanRegistryItems.shipmentId))
    .where(
      and(
        eq(scanRegistryItems.scanRegistryId, registryId),
        eq(scanRegistryItems.expected, true),
        sql`${scanRegistryItems.parcelId} is not null`,
        eq(shipments.recipientDivisionId, registry.divisionId),
        eq(shipments.status, 'Accepted'),
        isNull(shipments.deletedAt),
      ),
    )
    .orderBy(scanRegistryItems.createdAt, scanRegistryItems.id);
  await recordShipmentEvents(
    tx,
    ready.map((item) => ({
      shipmentId: item.shipmentId,
      parcelId: item.parcelId,
      event: 'ReadyForIssue',
      // Where it waits: the recipient's message names the point ('… czeka na odbiór w {division}').
      divisionId: registry.divisionId,
      scanRegistryId: registryId,
      user,
    })),
  );
  return ready.length;
}
