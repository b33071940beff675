import { hasAnyRole } from '@console/domain';
import { and, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordScope, requireInScope } from '../../http/record-scope.ts';
import { shipmentParcels, shipments } from '../shipments/shipments-tables.ts';
import { userDivision } from '../users/user-division.ts';
import { shipmentAttachments } from './attachments-tables.ts';

type Executor = Database | Transaction;

/**
 * Which shipments a user may open the files of (docs/decisions.md "Shipment attachments"):
 * administrator-god, service desk and multi-country users (the visit list's "division
 * filtering" roles) and brokers (customs work is not tied to a division) see every shipment;
 * everybody else the shipments that touch their division — sent from or to it, passing through
 * it as first or last logistic division, or with a parcel there now. A user without a division
 * sees none.
 */
export type ShipmentScope = { kind: 'all' } | { kind: 'division'; divisionId: string | null };

export async function shipmentScopeOf(executor: Executor, user: AuthUser): Promise<ShipmentScope> {
  if (hasAnyRole(user.groups, ['administrator_god', 'service_desk', 'multi_country', 'broker'])) {
    return { kind: 'all' };
  }
  const { divisionId } = await userDivision(executor, user.id);
  return { kind: 'division', divisionId };
}

/** The scope as a condition on `shipments` (undefined: no narrowing). */
export function shipmentScopeCondition(executor: Executor, scope: ShipmentScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const divisionId = scope.divisionId;
  if (divisionId === null) return sql`false`;
  return or(
    eq(shipments.senderDivisionId, divisionId),
    eq(shipments.recipientDivisionId, divisionId),
    eq(shipments.firstLogisticDivisionId, divisionId),
    eq(shipments.lastLogisticDivisionId, divisionId),
    exists(
      executor
        .select({ one: shipmentParcels.id })
        .from(shipmentParcels)
        .where(
          and(
            eq(shipmentParcels.shipmentId, shipments.id),
            eq(shipmentParcels.currentDivisionId, divisionId),
          ),
        ),
    ),
  );
}

/**
 * A shipment's own files and partner records (attachments, customs data, delivery partners):
 * outside the scope a shipment answers 404, like one that does not exist (no probing).
 */
export const SHIPMENT_SCOPE = recordScope({
  record: 'shipment',
  notFound: 'Shipment not found',
  table: shipments,
  id: shipments.id,
  async allows(executor, user, id) {
    const scope = await shipmentScopeOf(executor, user);
    const [row] = await executor
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.id, id), shipmentScopeCondition(executor, scope)));
    return row !== undefined;
  },
});

export const checkShipmentInScope = (executor: Executor, user: AuthUser, shipmentId: string) =>
  requireInScope(executor, SHIPMENT_SCOPE, user, shipmentId);

/** A shipment attachment is seen through its shipment. */
export const SHIPMENT_ATTACHMENT_SCOPE = recordScope({
  record: 'shipment attachment',
  notFound: 'Attachment not found',
  table: shipmentAttachments,
  id: shipmentAttachments.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ shipmentId: shipmentAttachments.shipmentId })
      .from(shipmentAttachments)
      .where(and(eq(shipmentAttachments.id, id), isNull(shipmentAttachments.deletedAt)));
    return row !== undefined && (await SHIPMENT_SCOPE.allows(executor, user, row.shipmentId));
  },
});
