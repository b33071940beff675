import { SERVICE_CODES } from '@console/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { arrayLiteral, rowsOf } from '../../db/sql-helpers.ts';

/**
 * What a stop's parcels ask of the vehicle (issue 29): the space they take, the heaviest one (a bike
 * courier cannot take a 30 kg parcel) and whether cash is collected there. The weight of the stop
 * itself is the task's or the pickup's own total, kept with every change.
 */
export interface StopLoad {
  volumeM3: number;
  heaviestKg: number;
  cashOnDelivery: boolean;
}

/**
 * The loads of a day's stops by their ref id, read in one statement: a delivery task's from the
 * shipments it names, a pickup's from the shipments actively added to it. Cash is collected on
 * delivery, never at a pickup. A stop without known parcels is absent from the map.
 */
export async function stopLoads(
  executor: Database | Transaction,
  taskIds: readonly string[],
  pickupIds: readonly string[],
): Promise<Map<string, StopLoad>> {
  if (taskIds.length === 0 && pickupIds.length === 0) return new Map();
  const rows = rowsOf<{
    ref_id: string;
    volume_mm3: number | string;
    heaviest_g: number | string;
    cod: boolean;
  }>(
    await executor.execute(sql`
      with stop_shipments as (
        select t.id as ref_id, s.id as shipment_id, true as delivers
          from tasks t join shipments s on s.number = any(t.shipment_numbers)
          where t.id = any(${arrayLiteral(taskIds)}::uuid[])
        union all
        select ps.pickup_id, ps.shipment_id, false
          from pickup_shipments ps
          where ps.pickup_id = any(${arrayLiteral(pickupIds)}::uuid[])
            and ps.status in ('Accepted', 'Added') and ps.deleted_at is null
      )
      select st.ref_id,
        coalesce(sum(p.length::float8 * p.width * p.height), 0) as volume_mm3,
        coalesce(max(p.actual_weight), 0) as heaviest_g,
        bool_or(st.delivers and exists (
          select 1 from shipment_services v
            where v.shipment_id = st.shipment_id and v.service_code = ${SERVICE_CODES.cashOnDelivery}
        )) as cod
      from stop_shipments st join shipment_parcels p on p.shipment_id = st.shipment_id
      group by st.ref_id`),
  );
  return new Map(
    rows.map((row) => [
      row.ref_id,
      {
        volumeM3: Number(row.volume_mm3) / 1e9,
        heaviestKg: Number(row.heaviest_g) / 1000,
        cashOnDelivery: row.cod === true,
      },
    ]),
  );
}
