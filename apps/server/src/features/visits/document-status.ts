import {
  ACTIVE_MODIFICATION_STATUSES,
  deriveDocumentStatus,
  documentStatusShipment,
  type Shipment,
  type ShipmentModificationType,
  type VisitDocumentStatus,
} from '@console/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { shipmentModifications } from '../shipments/shipments-tables.ts';
import type { Executor } from './visit-read.ts';

/** Modifications made in a visit that change how its document shows (registers §4). */
export const VISIT_MODIFICATION_TYPES = [
  'Refusal',
  'Return',
  'Redirecting',
  'ChangeData',
] as const satisfies readonly ShipmentModificationType[];

/** The latest active refusal, return, redirecting or change of data of the shipment made in this visit. */
export async function visitModification(
  executor: Executor,
  visitId: string,
  shipmentId: string,
): Promise<{ id: string; type: ShipmentModificationType } | undefined> {
  const [latest] = await executor
    .select({ id: shipmentModifications.id, type: shipmentModifications.type })
    .from(shipmentModifications)
    .where(
      and(
        eq(shipmentModifications.visitId, visitId),
        eq(shipmentModifications.shipmentId, shipmentId),
        inArray(shipmentModifications.type, [...VISIT_MODIFICATION_TYPES]),
        inArray(shipmentModifications.status, [...ACTIVE_MODIFICATION_STATUSES]),
        isNull(shipmentModifications.deletedAt),
      ),
    )
    .orderBy(desc(shipmentModifications.createdAt))
    .limit(1);
  return latest;
}

/** A shipment document's status in this visit, served by this division. */
export async function shipmentDocumentStatus(
  executor: Executor,
  visitId: string,
  shipment: Shipment,
  divisionId: string | null,
): Promise<VisitDocumentStatus> {
  const modification = await visitModification(executor, visitId, shipment.id);
  return deriveDocumentStatus({
    kind: 'Shipment',
    shipment: documentStatusShipment(shipment),
    userDivisionId: divisionId,
    modification: modification?.type ?? null,
  });
}
