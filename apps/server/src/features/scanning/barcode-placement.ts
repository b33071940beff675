import type { BarcodePlacement } from '@console/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { arrayLiteral, rowsOf } from '../../db/sql-helpers.ts';
import { movementPlans } from './movement-plan.ts';

type Executor = Database | Transaction;

/**
 * `GET barcode-placements` (registers §3.2 "Barcode placement", §7 "Scanning"): where each parcel
 * goes from the division — the movement plan's next division, the same answer a scan there gives —
 * and when it was first scanned there: its first scan in one of the division's registries or its
 * first movement recorded at the division, whichever came first ("days on a division are whole
 * days since first scan", registers §9). A barcode that is no parcel is answered as not found.
 */
export async function barcodePlacements(
  executor: Executor,
  barcodes: readonly string[],
  divisionId: string | null,
): Promise<BarcodePlacement[]> {
  const unique = [...new Set(barcodes)];
  const plans = new Map(
    (await movementPlans(executor, unique, divisionId ?? '')).map((plan) => [plan.parcelNumber, plan]),
  );
  const firstSeen = new Map<string, string>();
  if (divisionId && plans.size > 0) {
    const rows = rowsOf<{ number: string; first_at: Date | string | null }>(
      await executor.execute(sql`select p.number, least(
          (select min(i.created_at) from scan_registry_items i
            join scan_registries r on r.id = i.scan_registry_id
            where i.parcel_id = p.id and r.division_id = ${divisionId}),
          (select min(e.created_at) from shipment_events e
            where e.shipment_id = p.shipment_id and (e.parcel_id = p.id or e.parcel_id is null)
            and e.division_id = ${divisionId})
        ) as first_at
        from shipment_parcels p where p.number = any(${arrayLiteral([...plans.keys()])}::text[])`),
    );
    for (const row of rows) if (row.first_at) firstSeen.set(row.number, new Date(row.first_at).toISOString());
  }
  return unique.map((barcode) => {
    const plan = plans.get(barcode);
    return {
      barcode,
      found: plan !== undefined,
      shipmentNumber: plan?.shipmentNumber ?? null,
      nextDivision: plan?.nextDivision ?? null,
      firstScanDateTimeOnDivision: firstSeen.get(barcode) ?? null,
    };
  });
}
