import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database.ts';
import { fillBulkOperations } from '../src/seed/bulk-operations.ts';

/** The sizes issue 9 asks the operational bench to run at. */
export const OPERATION_TARGETS = { shipments: 2_000_000, visits: 500_000 } as const;

export interface OperationSizes {
  shipments: number;
  parcels: number;
  services: number;
  visits: number;
  visitDocuments: number;
}

/**
 * The generated business day ends at 18:00 UTC of the day of the first fill; later runs keep
 * that anchor (the fill's marker), so "today" of the scenarios is that day.
 */
function anchorOf(day: Date): Date {
  const anchor = new Date(day);
  anchor.setUTCHours(18, 0, 0, 0);
  return anchor;
}

export async function operationSizes(database: DatabaseHandle): Promise<OperationSizes> {
  const result = await database.db.execute(sql`select
      (select count(*) from shipments)::int as shipments,
      (select count(*) from shipment_parcels)::int as parcels,
      (select count(*) from shipment_services)::int as services,
      (select count(*) from visits)::int as visits,
      (select count(*) from visit_documents)::int as "visitDocuments"`);
  return (result as unknown as { rows: OperationSizes[] }).rows[0]!;
}

/**
 * Shipments over the last year and their visits, generated once (minutes) and reused: the fill's
 * marker makes a later run return at once.
 */
export async function prepareOperations(
  database: DatabaseHandle,
): Promise<{ anchor: Date; sizes: OperationSizes }> {
  const started = Date.now();
  const fill = await fillBulkOperations(database.db, {
    shipments: OPERATION_TARGETS.shipments,
    days: 365,
    batchSize: 100_000,
    anchor: anchorOf(new Date()),
    onBatch: (done, total) =>
      console.log(
        `  … ${done.toLocaleString('en')} of ${total.toLocaleString('en')} shipments (${Math.round((Date.now() - started) / 1000)} s)`,
      ),
  });
  console.log(
    fill.created
      ? `  operational data filled in ${Math.round((Date.now() - started) / 1000)} s`
      : 'operational data already filled, nothing inserted',
  );
  const sizes = await operationSizes(database);
  if (sizes.shipments < OPERATION_TARGETS.shipments || sizes.visits < OPERATION_TARGETS.visits)
    throw new Error(`The operational data fell short of the targets: ${JSON.stringify(sizes)}`);
  return { anchor: fill.anchor, sizes };
}
