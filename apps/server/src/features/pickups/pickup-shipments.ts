import {
  ACTIVE_PICKUP_SHIPMENT_STATUSES,
  addShipmentRefusal,
  type PickupShipmentStatus,
  type pickupShipmentsLookupSchema,
  VISIT_MESSAGES,
} from '@console/domain';
import { and, asc, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { shipmentServices, shipments } from '../shipments/shipments-tables.ts';
import { pickupForUpdate, refreshPickupTotals } from './pickup-store.ts';
import { pickupShipments, pickups } from './pickups-tables.ts';

const ACTIVE = [...ACTIVE_PICKUP_SHIPMENT_STATUSES];

/** Registers §4: Added shipments move to Accepted in bulk (`PUT pickups/{id}/shipments`). */
export async function acceptAddedShipments(tx: Transaction, pickupId: string): Promise<number> {
  const moved = await tx
    .update(pickupShipments)
    .set({ status: 'Accepted', updatedAt: new Date() })
    .where(
      and(
        eq(pickupShipments.pickupId, pickupId),
        eq(pickupShipments.status, 'Added'),
        isNull(pickupShipments.deletedAt),
      ),
    )
    .returning({ id: pickupShipments.id });
  return moved.length;
}

/**
 * `POST pickups/{id}/shipments {shipments:[{shipmentId}]}` (registers §4-5): only while the
 * pickup is Draft, only ReadyToShip or Accepted shipments not actively added to any pickup, and
 * matching the pickup's full address parts. The first refusal answers 422 with the spec's code
 * and the shipment's number; nothing is written then.
 */
export async function addPickupShipments(
  tx: Transaction,
  user: AuthUser,
  pickupId: string,
  shipmentIds: readonly string[],
) {
  const pickup = await pickupForUpdate(tx, pickupId, null);
  const unique = [...new Set(shipmentIds)];
  const found = await tx
    .select({
      id: shipments.id,
      number: shipments.number,
      status: shipments.status,
      sender: shipments.sender,
      senderDivisionId: shipments.senderDivisionId,
    })
    .from(shipments)
    .where(and(inArray(shipments.id, unique), isNull(shipments.deletedAt)));
  const active = await tx
    .select({ shipmentId: pickupShipments.shipmentId })
    .from(pickupShipments)
    .where(
      and(
        inArray(pickupShipments.shipmentId, unique),
        inArray(pickupShipments.status, ACTIVE),
        isNull(pickupShipments.deletedAt),
      ),
    );
  const activeIds = new Set(active.map((row) => row.shipmentId));
  const owing = await tx
    .selectDistinct({ shipmentId: shipmentServices.shipmentId })
    .from(shipmentServices)
    .where(
      and(
        inArray(shipmentServices.shipmentId, unique),
        eq(shipmentServices.payerType, 'Sender'),
        eq(shipmentServices.paymentStatus, 'NeedPay'),
        gt(shipmentServices.cost, 0),
      ),
    );
  const owingIds = new Set(owing.map((row) => row.shipmentId));
  const [point] = pickup.pickupDivisionId
    ? await tx
        .select({ source: divisions.source })
        .from(divisions)
        .where(eq(divisions.id, pickup.pickupDivisionId))
    : [];
  for (const shipmentId of unique) {
    const shipment = found.find((row) => row.id === shipmentId);
    if (!shipment) throw notFound('Shipment not found');
    const sender = shipment.sender.addressParts ?? null;
    const refusal = addShipmentRefusal({
      pickupStatus: pickup.deletedAt ? 'Deleted' : pickup.status,
      pickupType: pickup.type,
      shipmentStatus: shipment.status,
      activelyAdded: activeIds.has(shipmentId),
      senderOwes: owingIds.has(shipmentId),
      pickupAddress: pickup.addressParts,
      senderDivisionId: shipment.senderDivisionId,
      pickupDivisionId: pickup.pickupDivisionId,
      pickupDivisionSource: point?.source ?? null,
      senderAddress: sender
        ? {
            building: sender.building ?? null,
            street: sender.street ?? null,
            postCode: sender.postCode ?? null,
          }
        : null,
    });
    if (refusal === 'already_added') {
      throw businessRule(
        'SHIPMENT_ALREADY_ADDED',
        `${shipment.number}: the shipment is already added to a pickup`,
      );
    }
    if (refusal === 'needs_sender_payment') {
      throw businessRule(
        'SHIPMENT_NEEDS_SENDER_PAYMENT',
        `${shipment.number}: ${VISIT_MESSAGES.needsSenderPayment}`,
      );
    }
    if (refusal === 'sender_division') {
      throw businessRule(
        'SHIPMENT_CAN_NOT_BE_ADDED',
        `${shipment.number}: the shipment is handed in at another division than this pickup point`,
      );
    }
    if (refusal === 'pickup_point_source') {
      throw businessRule(
        'SHIPMENT_CAN_NOT_BE_ADDED',
        `${shipment.number}: this pickup point takes no shipment that has a sender division`,
      );
    }
    if (refusal === 'pickup_not_draft') {
      throw businessRule('PICKUP_STATUS', 'Shipments are added only while the pickup is Draft');
    }
    if (refusal) {
      throw businessRule(
        'SHIPMENT_CAN_NOT_BE_ADDED',
        `${shipment.number}: the shipment cannot be added (${refusal})`,
      );
    }
  }
  const now = new Date();
  await tx.insert(pickupShipments).values(
    unique.map((shipmentId) => ({
      pickupId,
      shipmentId,
      status: 'Added' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await refreshPickupTotals(tx, pickupId);
  await recordAudit(tx, user, {
    action: 'shipments-add',
    entity: 'pickups',
    entityId: pickupId,
    after: { shipmentIds: unique },
  });
}

const FINISHED = ['Done', 'ClientCanceled', 'NotCompleted', 'Deleted'];

/**
 * `PUT v2/pickups/{id}/shipments {status, shipments:[{shipmentId, note}]}`: the courier's outcome
 * per shipment (Accepted, NotReady, NotPacked, ClientCanceled, Deleted) on an unfinished pickup.
 */
export async function setPickupShipmentsStatus(
  tx: Transaction,
  user: AuthUser,
  pickupId: string,
  status: PickupShipmentStatus,
  items: readonly { shipmentId: string; note?: string | null | undefined }[],
) {
  const pickup = await pickupForUpdate(tx, pickupId, null);
  if (pickup.deletedAt || FINISHED.includes(pickup.status)) {
    throw businessRule('PICKUP_STATUS', 'A finished or deleted pickup cannot change its shipments');
  }
  await acceptAddedShipments(tx, pickupId);
  const now = new Date();
  for (const item of items) {
    const changed = await tx
      .update(pickupShipments)
      .set({
        status,
        updatedAt: now,
        ...(item.note !== undefined ? { note: item.note } : {}),
        ...(status === 'Deleted' ? { deletedAt: now } : {}),
      })
      .where(
        and(
          eq(pickupShipments.pickupId, pickupId),
          eq(pickupShipments.shipmentId, item.shipmentId),
          isNull(pickupShipments.deletedAt),
        ),
      )
      .returning({ id: pickupShipments.id });
    if (changed.length === 0) throw notFound('Shipment not in this pickup');
  }
  await refreshPickupTotals(tx, pickupId);
  await recordAudit(tx, user, {
    action: 'shipments-status',
    entity: 'pickups',
    entityId: pickupId,
    after: { status, shipmentIds: items.map((item) => item.shipmentId) },
  });
}

/** `DELETE pickups/{id}/shipments?shipmentIds[]=…`: takes shipments off a Draft pickup. */
export async function removePickupShipments(
  tx: Transaction,
  user: AuthUser,
  pickupId: string,
  shipmentIds: readonly string[],
) {
  const pickup = await pickupForUpdate(tx, pickupId, null);
  if (pickup.deletedAt || pickup.status !== 'Draft') {
    throw businessRule('PICKUP_STATUS', 'Shipments are removed only while the pickup is Draft');
  }
  const now = new Date();
  await tx
    .update(pickupShipments)
    .set({ status: 'Deleted', deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(pickupShipments.pickupId, pickupId),
        inArray(pickupShipments.shipmentId, [...shipmentIds]),
        isNull(pickupShipments.deletedAt),
      ),
    );
  await refreshPickupTotals(tx, pickupId);
  await recordAudit(tx, user, {
    action: 'shipments-remove',
    entity: 'pickups',
    entityId: pickupId,
    after: { shipmentIds },
  });
}

/**
 * `GET pickups/shipments`: pickup shipments by pickups or by shipments, at most 100 (registers §9),
 * only of pickups the caller sees (`visible` narrows by the caller's scope).
 */
export async function lookupPickupShipments(
  executor: Database | Transaction,
  query: z.infer<typeof pickupShipmentsLookupSchema>,
  visible: SQL | undefined,
) {
  const conditions: (SQL | undefined)[] = [
    isNull(pickupShipments.deletedAt),
    ne(pickups.status, 'Deleted'),
    visible,
  ];
  if (query.pickupIds?.length) conditions.push(inArray(pickupShipments.pickupId, query.pickupIds));
  if (query.shipmentIds?.length) conditions.push(inArray(pickupShipments.shipmentId, query.shipmentIds));
  if (query.statuses?.length) conditions.push(inArray(pickupShipments.status, query.statuses));
  const items = await executor
    .select({
      id: pickupShipments.id,
      pickupId: pickupShipments.pickupId,
      pickupNumber: pickups.number,
      shipmentId: pickupShipments.shipmentId,
      number: shipments.number,
      status: pickupShipments.status,
      note: pickupShipments.note,
    })
    .from(pickupShipments)
    .innerJoin(pickups, eq(pickups.id, pickupShipments.pickupId))
    .innerJoin(shipments, eq(shipments.id, pickupShipments.shipmentId))
    .where(and(...conditions))
    .orderBy(asc(pickupShipments.createdAt))
    .limit(query.limit);
  return { items };
}
