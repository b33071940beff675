import { type PaymentCreate, type PaymentServiceLine, SERVICE_CODES } from '@console/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { businessRule, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { readShipments } from '../shipments/shipment-read.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { visitDocuments } from '../visits/visits-tables.ts';
import { codPayables } from './cod-tables.ts';

/** A cash-on-delivery line of a payment and the payable it becomes. */
export interface CollectableCod {
  line: PaymentServiceLine;
  currencyCode: string;
  payable: Omit<typeof codPayables.$inferInsert, 'paymentId' | 'divisionId' | 'collectedBy'>;
}

/** Who the money is owed to: the sender company by its TIN, else the sender by phone. */
export const senderKeyOf = (sender: { companyTin?: string | null; phone: string }) =>
  sender.companyTin?.trim() || sender.phone;

/**
 * The cash-on-delivery lines of `POST payments` (sourceType CashOnDelivery, sourceId the shipment,
 * serviceId its CashOnDelivery service). Each shipment is locked, must be in an open Issuance
 * document of the payment's visit (or be handed over at the door by the courier whose stop it is,
 * `handedOver`, checked by the courier's day), and must not have been collected already: the
 * amount is taken once, in full, when the parcel is handed over.
 */
export async function collectableCod(
  tx: Transaction,
  body: PaymentCreate,
  handedOver: readonly string[] = [],
): Promise<CollectableCod[]> {
  const lines = body.services
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.sourceType === 'CashOnDelivery');
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map(({ line }) => line.sourceId))];
  if (ids.length !== lines.length)
    throw validationFailed({ [`services.${lines.at(-1)!.index}.sourceId`]: 'any.duplicate' });
  await tx.select({ id: shipments.id }).from(shipments).where(inArray(shipments.id, ids)).for('update');
  const found = new Map((await readShipments(tx, ids)).map((shipment) => [shipment.id, shipment]));
  const issuing = body.visitId
    ? await tx
        .select({ documentId: visitDocuments.documentId })
        .from(visitDocuments)
        .where(
          and(
            eq(visitDocuments.visitId, body.visitId),
            eq(visitDocuments.status, 'Issuance'),
            eq(visitDocuments.open, true),
            inArray(visitDocuments.documentId, ids),
          ),
        )
    : [];
  const issued = new Set([...issuing.map((row) => row.documentId), ...handedOver]);
  return lines.map(({ line, index }) => {
    const shipment = found.get(line.sourceId);
    const service = shipment?.services.find(
      (candidate) => candidate.serviceCode === SERVICE_CODES.cashOnDelivery,
    );
    if (!shipment || !service || service.id !== line.serviceId || !shipment.cashOnDelivery)
      throw validationFailed({ [`services.${index}.serviceId`]: 'any.invalid' });
    if (!issued.has(shipment.id))
      throw businessRule(
        'COD_NOT_ISSUED',
        `Cash on delivery of ${shipment.number} is taken in the visit that issues the parcel`,
      );
    if (shipment.cashOnDelivery.status !== 'ToCollect')
      throw businessRule(
        'COD_ALREADY_COLLECTED',
        `Cash on delivery of ${shipment.number} is already collected`,
      );
    const { amount, currencyCode } = shipment.cashOnDelivery;
    return {
      currencyCode,
      line: {
        sourceType: 'CashOnDelivery',
        sourceId: shipment.id,
        serviceId: service.id,
        serviceName: service.name,
        sourceNumber: shipment.number,
        amountPaid: amount,
        amountToPay: amount,
        currencyCode,
      },
      payable: {
        shipmentId: shipment.id,
        shipmentNumber: shipment.number,
        senderName: shipment.sender.name,
        senderCompanyTin: shipment.sender.companyTin ?? null,
        senderKey: senderKeyOf(shipment.sender),
        amount,
        currencyCode,
      },
    };
  });
}

/** The collected amounts become owed to their senders, written with the payment that took them. */
export async function recordCodCollected(
  tx: Transaction,
  user: AuthUser,
  collected: readonly CollectableCod[],
  payment: { id: string; divisionId: string | null },
): Promise<void> {
  if (collected.length === 0) return;
  await tx.insert(codPayables).values(
    collected.map((entry) => ({
      ...entry.payable,
      paymentId: payment.id,
      divisionId: payment.divisionId,
      collectedBy: user.login,
    })),
  );
}

/**
 * A cancelled or deleted payment gives its cash on delivery back (to be taken again), as long as
 * none of it has gone into a payout to the sender.
 */
export async function releaseCod(tx: Transaction, paymentId: string, paymentNumber: string): Promise<void> {
  const rows = await tx
    .select({ status: codPayables.status })
    .from(codPayables)
    .where(eq(codPayables.paymentId, paymentId))
    .for('update');
  if (rows.some((row) => row.status !== 'Collected'))
    throw businessRule(
      'COD_IN_PAYOUT',
      `Payment ${paymentNumber} took cash on delivery that is already in a payout to the sender`,
    );
  if (rows.length > 0) await tx.delete(codPayables).where(eq(codPayables.paymentId, paymentId));
}
