import {
  type CodPayableStatus,
  codAmountOf,
  minorUnitsOf,
  type ShipmentCod,
  type ShipmentService,
} from '@console/domain';
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { codPayables } from './cod-tables.ts';

/** Where each shipment's collected cash on delivery stands, for the shipments that have one. */
export async function codStatusesOf(
  executor: Database | Transaction,
  shipmentIds: readonly string[],
): Promise<Map<string, CodPayableStatus>> {
  if (shipmentIds.length === 0) return new Map();
  const rows = await executor
    .select({ shipmentId: codPayables.shipmentId, status: codPayables.status })
    .from(codPayables)
    .where(inArray(codPayables.shipmentId, [...shipmentIds]));
  return new Map(rows.map((row) => [row.shipmentId, row.status]));
}

/** The shipment's cash on delivery: its amount from the service, its status from the payables. */
export function shipmentCod(
  services: readonly ShipmentService[],
  status: CodPayableStatus | undefined,
): ShipmentCod | null {
  const due = codAmountOf(services, minorUnitsOf);
  return due ? { ...due, status: status ?? 'ToCollect' } : null;
}
