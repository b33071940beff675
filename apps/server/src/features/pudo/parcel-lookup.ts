import { normaliseParcelNumber, type ParcelRecipient, type ShipmentStatus } from '@console/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { shipmentParcels, shipments } from '../shipments/shipments-tables.ts';

export type Executor = Database | Transaction;

/** A parcel with what the PUDO and the mass operations decide by. */
export interface ParcelFacts {
  parcelId: string;
  parcelNumber: string;
  shipmentId: string;
  shipmentNumber: string;
  shipmentStatus: ShipmentStatus;
  recipient: ParcelRecipient | null;
  recipientName: string;
  recipientPhone: string;
  senderDivisionId: string | null;
  recipientDivisionId: string | null;
  currentDivisionId: string | null;
  currentDivisionAt: Date | null;
  /**
   * The country the parcel is in: its current division's (the division of its latest movement, also
   * after it left on a vehicle), else the sender's, where a parcel no division has recorded was
   * handed in.
   */
  countryCode: string;
  /** The latest tracking event of this parcel (or of its whole shipment), if any. */
  lastEvent: string | null;
}

/**
 * Parcels by number, with the latest event of each: the events of the parcel itself or of its
 * whole shipment, newest by id (`shipment_events_shipment_idx` serves the look-up).
 */
export async function parcelsByNumber(
  executor: Executor,
  numbers: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, ParcelFacts>> {
  const unique = [...new Set(numbers)];
  if (unique.length === 0) return new Map();
  const query = executor
    .select({
      parcelId: shipmentParcels.id,
      parcelNumber: shipmentParcels.number,
      shipmentId: shipments.id,
      shipmentNumber: shipments.number,
      shipmentStatus: shipments.status,
      recipient: shipmentParcels.recipient,
      recipientName: shipments.recipientName,
      recipientPhone: shipments.recipientPhone,
      senderDivisionId: shipments.senderDivisionId,
      recipientDivisionId: shipments.recipientDivisionId,
      currentDivisionId: shipmentParcels.currentDivisionId,
      currentDivisionAt: shipmentParcels.currentDivisionAt,
      countryCode: sql<string>`coalesce(${lookup(divisions.countryCode, divisions.id, shipmentParcels.currentDivisionId)}, ${qualified(shipments.senderCountryCode)})`,
      lastEvent: sql<
        string | null
      >`(select e.event from shipment_events e where e.shipment_id = ${qualified(shipmentParcels.shipmentId)} and (e.parcel_id = ${qualified(shipmentParcels.id)} or e.parcel_id is null) order by e.id desc limit 1)`,
    })
    .from(shipmentParcels)
    .innerJoin(shipments, eq(shipments.id, shipmentParcels.shipmentId))
    .where(inArray(shipmentParcels.number, unique));
  // Locking the shipment rows makes two operations on one parcel take turns: the second one reads
  // what the first one wrote.
  const rows = options.lock ? await query.for('update', { of: shipments }) : await query;
  return new Map(rows.map((row) => [row.parcelNumber, row]));
}

/** A number as sent, read as a parcel number, or null when it is none. */
export function readNumber(input: string): string | null {
  return normaliseParcelNumber(input);
}

/** The numbers as sent, once each (by their normalised form), in the order given. */
export function uniqueInputs(inputs: readonly string[]): { input: string; number: string | null }[] {
  const seen = new Set<string>();
  const result: { input: string; number: string | null }[] = [];
  for (const input of inputs) {
    const number = readNumber(input);
    const key = number ?? input.trim();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    result.push({ input: input.trim(), number });
  }
  return result;
}

/** Events after which a parcel is no longer lying at its current division. */
export const LEFT_DIVISION_EVENTS: readonly string[] = ['HandedToCourier', 'Issued', 'Lost', 'Loaded'];
