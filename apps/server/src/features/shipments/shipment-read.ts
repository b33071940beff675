import {
  type CodPayableStatus,
  type Parcel,
  SERVICE_CODES,
  type Shipment,
  type ShipmentService,
  trackingPath,
} from '@console/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { codStatusesOf, shipmentCod } from '../cash-on-delivery/cod-state.ts';
import { currencies } from '../currencies/currencies-table.ts';
import { shipmentParcels, shipmentServices, shipments } from './shipments-tables.ts';

type ShipmentRow = typeof shipments.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toParcel(row: typeof shipmentParcels.$inferSelect): Parcel {
  return {
    id: row.id,
    number: row.number,
    actualWeight: row.actualWeight,
    volumetricWeight: row.volumetricWeight,
    length: row.length,
    width: row.width,
    height: row.height,
    description: row.description,
    untied: row.untied,
    recipient: row.recipient ?? null,
  };
}

function toService(row: typeof shipmentServices.$inferSelect, symbol: string | null): ShipmentService {
  return {
    id: row.id,
    shipmentId: row.shipmentId,
    serviceId: row.serviceId,
    serviceCode: row.serviceCode,
    name: row.name,
    symbol: symbol ?? row.currencyCode,
    currencyCode: row.currencyCode,
    cost: Number(row.cost),
    payerType: row.payerType,
    paymentStatus: row.paymentStatus,
    value: row.value,
  };
}

function toShipment(
  row: ShipmentRow,
  parcels: Parcel[],
  services: ShipmentService[],
  codStatus: CodPayableStatus | undefined,
): Shipment {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    internationalShipping: row.internationalShipping,
    payerType: row.payerType,
    payerContractNumber: row.payerContractNumber ?? null,
    hasNip: row.hasNip,
    clientOrder: row.clientOrder,
    note: row.note,
    sender: row.sender,
    recipient: row.recipient,
    parcels,
    services,
    cashOnDelivery: shipmentCod(services, codStatus),
    invoice: row.invoice ?? null,
    firstLogisticDivisionId: row.firstLogisticDivisionId,
    lastLogisticDivisionId: row.lastLogisticDivisionId,
    markingPrinted: row.markingPrinted,
    promoCode: row.promoCode,
    scheduledDeliveryDate: row.scheduledDeliveryDate,
    createdByUser: row.createdByUser,
    acceptedByUser: row.acceptedByUser,
    trackingUrl: trackingPath(row.trackingToken),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    lockVersion: row.lockVersion,
  };
}

/**
 * Whole shipments by id, in the order asked (unknown ids are left out): parcels by position,
 * services with their currency's symbol, dates as ISO strings.
 */
export async function readShipments(executor: Database | Transaction, ids: string[]): Promise<Shipment[]> {
  if (ids.length === 0) return [];
  const rows = await executor.select().from(shipments).where(inArray(shipments.id, ids));
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const parcelRows = await executor
    .select()
    .from(shipmentParcels)
    .where(inArray(shipmentParcels.shipmentId, found))
    .orderBy(asc(shipmentParcels.shipmentId), asc(shipmentParcels.position));
  const serviceRows = await executor
    .select({ service: shipmentServices, symbol: currencies.symbol })
    .from(shipmentServices)
    .leftJoin(currencies, eq(currencies.code, shipmentServices.currencyCode))
    .where(inArray(shipmentServices.shipmentId, found))
    .orderBy(asc(shipmentServices.createdAt), asc(shipmentServices.id));
  const codStatuses = serviceRows.some(({ service }) => service.serviceCode === SERVICE_CODES.cashOnDelivery)
    ? await codStatusesOf(executor, found)
    : new Map<string, CodPayableStatus>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const parcels = parcelRows.filter((parcel) => parcel.shipmentId === id).map(toParcel);
    const services = serviceRows
      .filter(({ service }) => service.shipmentId === id && !service.internal)
      .map(({ service, symbol }) => toService(service, symbol));
    return [toShipment(row, parcels, services, codStatuses.get(id))];
  });
}

/** The operator's internal services of a shipment (`GET shipments/{id}/internal-services`). */
export async function readInternalServices(
  executor: Database | Transaction,
  shipmentId: string,
): Promise<ShipmentService[]> {
  const rows = await executor
    .select({ service: shipmentServices, symbol: currencies.symbol })
    .from(shipmentServices)
    .leftJoin(currencies, eq(currencies.code, shipmentServices.currencyCode))
    .where(eq(shipmentServices.shipmentId, shipmentId));
  return rows
    .filter(({ service }) => service.internal)
    .map(({ service, symbol }) => toService(service, symbol));
}
