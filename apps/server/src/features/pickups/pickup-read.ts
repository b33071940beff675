import type { Pickup, PickupShipment, ShipmentDeliveryPartner } from '@console/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { users } from '../auth/auth-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { type PickupRow, pickupById } from './pickup-store.ts';
import { pickupShipments, shipmentDeliveryPartners } from './pickups-tables.ts';

type Executor = Database | Transaction;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The delivery partner records of shipments, by shipment id. */
export async function deliveryPartnersOf(
  executor: Executor,
  shipmentIds: readonly string[],
): Promise<Map<string, ShipmentDeliveryPartner[]>> {
  const byShipment = new Map<string, ShipmentDeliveryPartner[]>();
  if (shipmentIds.length === 0) return byShipment;
  const rows = await executor
    .select()
    .from(shipmentDeliveryPartners)
    .where(
      and(
        inArray(shipmentDeliveryPartners.shipmentId, [...shipmentIds]),
        isNull(shipmentDeliveryPartners.deletedAt),
      ),
    )
    .orderBy(asc(shipmentDeliveryPartners.createdAt));
  for (const row of rows) {
    const list = byShipment.get(row.shipmentId) ?? [];
    list.push({
      id: row.id,
      type: row.type,
      name: row.name,
      number: row.number,
      main: row.main,
      parcelNumber: row.parcelNumber,
      shipmentId: row.shipmentId,
    });
    byShipment.set(row.shipmentId, list);
  }
  return byShipment;
}

async function shipmentsOf(executor: Executor, pickupId: string): Promise<PickupShipment[]> {
  const rows = await executor
    .select({
      id: pickupShipments.id,
      shipmentId: pickupShipments.shipmentId,
      number: shipments.number,
      shipmentStatus: shipments.status,
      status: pickupShipments.status,
      note: pickupShipments.note,
      parcelsCount: shipments.parcelsAmount,
      grams: sql<number>`(select coalesce(sum(greatest(p.actual_weight, p.volumetric_weight)), 0)::int from shipment_parcels p where p.shipment_id = ${shipments.id})`,
      deletedAt: pickupShipments.deletedAt,
    })
    .from(pickupShipments)
    .innerJoin(shipments, eq(shipments.id, pickupShipments.shipmentId))
    .where(eq(pickupShipments.pickupId, pickupId))
    .orderBy(asc(pickupShipments.createdAt));
  const partners = await deliveryPartnersOf(
    executor,
    rows.map((row) => row.shipmentId),
  );
  return rows.map((row) => ({
    id: row.id,
    shipmentId: row.shipmentId,
    number: row.number,
    shipmentStatus: row.shipmentStatus,
    status: row.status,
    note: row.note,
    weightKg: Number(row.grams) / 1000,
    parcelsCount: row.parcelsCount,
    deliveryPartners: partners.get(row.shipmentId) ?? [],
    deletedAt: iso(row.deletedAt),
  }));
}

/** `GET pickups/{id}`: the pickup with its shipments, division and courier names. */
export async function readPickup(executor: Executor, pickupId: string): Promise<Pickup> {
  const row = await pickupById(executor, pickupId);
  return toPickup(executor, row);
}

export async function toPickup(executor: Executor, row: PickupRow): Promise<Pickup> {
  const [division] = row.divisionId
    ? await executor.select({ name: divisions.name }).from(divisions).where(eq(divisions.id, row.divisionId))
    : [];
  const [courier] = row.executorId
    ? await executor
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.executorId))
    : [];
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusDateTime: row.statusDateTime.toISOString(),
    statuses: row.statuses,
    source: row.source,
    type: row.type,
    countryCode: row.countryCode,
    deliveryPartner: row.deliveryPartner,
    deliveryPartnerNumber: row.deliveryPartnerNumber,
    pickupDivisionId: row.pickupDivisionId,
    divisionId: row.divisionId,
    division: division?.name ?? null,
    settlementId: row.settlementId,
    streetId: row.streetId,
    buildingId: row.buildingId,
    cityDistrictId: row.cityDistrictId,
    executor: row.executor,
    executorId: row.executorId,
    executorName: courier ? `${courier.lastName} ${courier.firstName}`.trim() : null,
    companyTin: row.companyTin,
    companyName: row.companyName,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    externalId: row.externalId,
    createdByUser: row.createdByUser,
    address: { string: row.address, latitude: row.latitude, longitude: row.longitude },
    addressParts: row.addressParts,
    note: row.note,
    currencyCode: row.currencyCode,
    services: row.services,
    pickedTimeFrom: iso(row.pickedTimeFrom),
    pickedTimeTo: iso(row.pickedTimeTo),
    timeIntervalId: row.timeIntervalId,
    weightKg: row.weightGrams / 1000,
    parcelsCount: row.parcelsCount,
    shipmentsCount: row.shipmentsCount,
    lockVersion: row.lockVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    shipments: await shipmentsOf(executor, row.id),
  };
}
