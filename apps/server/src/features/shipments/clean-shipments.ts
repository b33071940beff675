import type { CleanShipmentsAnswer, UncleanReason } from '@console/domain';
import { and, arrayOverlaps, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { checkShipments } from '../conditions/condition-checks.ts';
import { problemParcels } from '../problem-parcels/problem-parcels-tables.ts';
import { readShipments } from './shipment-read.ts';
import { shipmentModifications, shipmentParcels, shipments } from './shipments-tables.ts';

type Executor = Database | Transaction;

/** Problem parcels still being worked on (registers §4: Open, InProgress). */
const OPEN_PROBLEM = ['Open', 'InProgress'] as const;
/** Modifications still to process (registers §4: NeedProcessing, InProgress). */
const OPEN_MODIFICATION = ['NeedProcessing', 'InProgress'] as const;

/** The ids of the shipments named by id, shipment number or parcel number. */
async function namedShipmentIds(
  executor: Executor,
  ids: readonly string[],
  numbers: readonly string[],
): Promise<string[]> {
  const found = new Set(ids);
  if (numbers.length > 0) {
    const byNumber = await executor
      .select({ id: shipments.id })
      .from(shipments)
      .where(inArray(shipments.number, [...numbers]));
    const byParcel = await executor
      .select({ id: shipmentParcels.shipmentId })
      .from(shipmentParcels)
      .where(inArray(shipmentParcels.number, [...numbers]));
    for (const row of [...byNumber, ...byParcel]) found.add(row.id);
  }
  return [...found];
}

/**
 * `GET clean-shipments` (registers §7), from our own tables: of the shipments named, the clean ones
 * (not deleted, no open problem parcel naming their number or a parcel, no modification still to
 * process, no Blocking condition) and, for the others, why not. Unknown ids are left out.
 */
export async function cleanShipments(
  executor: Executor,
  query: { ids?: string[] | undefined; parcelsNumbers?: string[] | undefined },
): Promise<CleanShipmentsAnswer> {
  const ids = await namedShipmentIds(executor, query.ids ?? [], query.parcelsNumbers ?? []);
  const found = await readShipments(executor, ids);
  if (found.length === 0) return { items: [], excluded: [] };
  const reasons = new Map<string, Set<UncleanReason>>(found.map((shipment) => [shipment.id, new Set()]));
  const add = (id: string, reason: UncleanReason) => reasons.get(id)?.add(reason);

  for (const shipment of found) if (shipment.status === 'Deleted') add(shipment.id, 'Deleted');

  const numbersOf = new Map<string, string>();
  for (const shipment of found) {
    numbersOf.set(shipment.number, shipment.id);
    for (const parcel of shipment.parcels) numbersOf.set(parcel.number, shipment.id);
  }
  const problems = await executor
    .select({ parcelNumbers: problemParcels.parcelNumbers })
    .from(problemParcels)
    .where(
      and(
        inArray(problemParcels.status, [...OPEN_PROBLEM]),
        isNull(problemParcels.deletedAt),
        arrayOverlaps(problemParcels.parcelNumbers, [...numbersOf.keys()]),
      ),
    );
  for (const problem of problems)
    for (const number of problem.parcelNumbers) {
      const id = numbersOf.get(number);
      if (id) add(id, 'ProblemParcel');
    }

  const modifications = await executor
    .select({ shipmentId: shipmentModifications.shipmentId })
    .from(shipmentModifications)
    .where(
      and(
        inArray(shipmentModifications.shipmentId, [...reasons.keys()]),
        inArray(shipmentModifications.status, [...OPEN_MODIFICATION]),
        isNull(shipmentModifications.deletedAt),
      ),
    );
  for (const modification of modifications) add(modification.shipmentId, 'OpenModification');

  for (const check of await checkShipments(executor, [...reasons.keys()], 'acceptance'))
    if (check.blocking.length > 0) add(check.shipmentId, 'Blocked');

  return {
    items: found.filter((shipment) => reasons.get(shipment.id)!.size === 0),
    excluded: found
      .filter((shipment) => reasons.get(shipment.id)!.size > 0)
      .map((shipment) => ({
        id: shipment.id,
        number: shipment.number,
        reasons: [...reasons.get(shipment.id)!],
      })),
  };
}
