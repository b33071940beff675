import type { MovementPlanItem, ScanType } from '@console/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { arrayLiteral, rowsOf } from '../../db/sql-helpers.ts';

type Executor = Database | Transaction;

/** At most this many parcels are expected by one registry (a division's whole stock stays usable). */
export const PLAN_LIMIT = 20_000;

/** A shipment's destination: its last logistic division, else the recipient's division. */
export const DESTINATION = sql`coalesce(s.last_logistic_division_id, s.recipient_division_id)`;

export interface PlanRegistry {
  id: string;
  type: ScanType;
  divisionId: string;
  destinationDivisionIds: readonly string[];
  vehicleNumber: string | null;
  courierBarcode: string | null;
}

const uuidArray = (ids: readonly string[]) => sql`${arrayLiteral(ids)}::uuid[]`;

/**
 * The parcels a registry expects (docs/decisions.md "Scanning: the movement plan"); each a
 * `select parcel_id, shipment_id` over `shipment_parcels p join shipments s`.
 */
function planQuery(registry: PlanRegistry): SQL | null {
  const here = registry.divisionId;
  const live = sql`s.deleted_at is null and p.recipient is null`;
  const toDestinations =
    registry.destinationDivisionIds.length > 0
      ? sql`and ${DESTINATION} = any(${uuidArray(registry.destinationDivisionIds)})`
      : sql``;
  switch (registry.type) {
    // Parcels a client hands in at this division: its ReadyToShip shipments.
    case 'Client':
      return sql`select p.id, p.shipment_id from shipment_parcels p join shipments s on s.id = p.shipment_id
        where s.sender_division_id = ${here} and s.status = 'ReadyToShip' and ${live}`;
    // Parcels leaving: here now, accepted, going elsewhere (to the chosen destinations).
    case 'Loading':
    case 'Grouping':
      return sql`select p.id, p.shipment_id from shipment_parcels p join shipments s on s.id = p.shipment_id
        where p.current_division_id = ${here} and s.status = 'Accepted' and ${live}
        and ${DESTINATION} is distinct from ${here} ${toDestinations}`;
    // What the vehicle brings: parcels of closed Loading scans of the same vehicle bound for here
    // (or for anywhere) that are still where they were loaded.
    case 'Unloading':
      if (!registry.vehicleNumber) return null;
      return sql`select distinct p.id, p.shipment_id from scan_registries l
        join scan_registry_items i on i.scan_registry_id = l.id
        join shipment_parcels p on p.id = i.parcel_id
        join shipments s on s.id = p.shipment_id
        where l.type = 'Loading' and l.status = 'Closed' and l.vehicle_number = ${registry.vehicleNumber}
        and (cardinality(l.destination_division_ids) = 0 or ${here} = any(l.destination_division_ids))
        and p.current_division_id = l.division_id and p.current_division_id <> ${here}
        and s.status = 'Accepted' and ${live}`;
    // Parcels for delivery from here: here now, accepted, bound for here or for an address,
    // and not with a courier already.
    case 'LoadingCourier':
      return sql`select p.id, p.shipment_id from shipment_parcels p join shipments s on s.id = p.shipment_id
        where p.current_division_id = ${here} and s.status = 'Accepted' and ${live}
        and (${DESTINATION} is null or ${DESTINATION} = ${here})
        and not exists (select 1 from courier_parcels c where c.parcel_id = p.id)`;
    // The courier's parcels: handed over and not brought back yet. Without a badge (a PUDO
    // receiving what a vehicle brings) the parcels on their way to this division.
    case 'UnloadingCourier':
      if (!registry.courierBarcode)
        return sql`select p.id, p.shipment_id from shipment_parcels p join shipments s on s.id = p.shipment_id
        where ${DESTINATION} = ${here} and p.current_division_id is distinct from ${here}
        and s.status = 'Accepted' and ${live}`;
      return sql`select p.id, p.shipment_id from courier_parcels c join shipment_parcels p on p.id = c.parcel_id
        join shipments s on s.id = p.shipment_id
        where c.courier_barcode = ${registry.courierBarcode} and s.deleted_at is null`;
    // A stock-take: every parcel the division holds.
    case 'FixationOnDivision':
      return sql`select p.id, p.shipment_id from shipment_parcels p join shipments s on s.id = p.shipment_id
        where p.current_division_id = ${here} and s.status = 'Accepted' and ${live}`;
  }
}

/** Writes the registry's plan and answers how many parcels it expects. */
export async function writeMovementPlan(executor: Executor, registry: PlanRegistry): Promise<number> {
  const query = planQuery(registry);
  if (!query) return 0;
  const inserted = rowsOf<{ count: string | number }>(
    await executor.execute(sql`with planned as (
      insert into scan_registry_plan (scan_registry_id, parcel_id, shipment_id)
      select ${registry.id}, plan.id, plan.shipment_id from (${query} limit ${PLAN_LIMIT}) plan
      on conflict do nothing returning 1)
      select count(*) as count from planned`),
  );
  return Number(inserted[0]?.count ?? 0);
}

/**
 * Where a parcel goes from a division (`GET movement-plans`): to its destination when that is
 * another division, nowhere (null) when it is at its destination or goes to an address.
 */
export async function movementPlans(
  executor: Executor,
  parcelNumbers: readonly string[],
  divisionId: string,
): Promise<MovementPlanItem[]> {
  if (parcelNumbers.length === 0) return [];
  const rows = rowsOf<{
    parcel_number: string;
    shipment_number: string;
    current_id: string | null;
    current_name: string | null;
    destination_id: string | null;
    destination_name: string | null;
  }>(
    await executor.execute(sql`select p.number as parcel_number, s.number as shipment_number,
      cur.id as current_id, cur.name as current_name, dst.id as destination_id, dst.name as destination_name
      from shipment_parcels p join shipments s on s.id = p.shipment_id
      left join divisions cur on cur.id = p.current_division_id
      left join divisions dst on dst.id = ${DESTINATION}
      where p.number = any(${arrayLiteral(parcelNumbers)}::text[])`),
  );
  return rows.map((row) => {
    const destination = row.destination_id
      ? { id: row.destination_id, name: row.destination_name ?? '' }
      : null;
    return {
      parcelNumber: row.parcel_number,
      shipmentNumber: row.shipment_number,
      currentDivision: row.current_id ? { id: row.current_id, name: row.current_name ?? '' } : null,
      destinationDivision: destination,
      nextDivision: destination && destination.id !== divisionId ? destination : null,
    };
  });
}
