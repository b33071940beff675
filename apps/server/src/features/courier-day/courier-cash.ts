import { type CourierAction, fromMinor, minorUnitsOf, type Shipment, visitAmountsDue } from '@console/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { createPayment } from '../payments/payment-service.ts';
import { readShipments } from '../shipments/shipment-read.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { Refusal } from './courier-refusal.ts';
import { amountsToCollect } from './courier-today.ts';

type CollectCash = Extract<CourierAction, { type: 'collect_cash' }>;

/** The stop's shipments, locked until the action commits (a counter issuing them meanwhile waits). */
export async function stopShipments(tx: Transaction, numbers: readonly string[]): Promise<Shipment[]> {
  if (numbers.length === 0) return [];
  const rows = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(inArray(shipments.number, [...numbers]), isNull(shipments.deletedAt)))
    .for('update');
  return readShipments(
    tx,
    rows.map((row) => row.id),
  );
}

/** What the recipient pays at the door: the same lines a counter's Issuance asks for. */
const dueAtDoor = (own: readonly Shipment[]) =>
  visitAmountsDue(
    {
      documents: own.map((shipment) => ({
        documentId: shipment.id,
        documentType: 'Shipment',
        status: 'Issuance',
      })),
    },
    own,
    minorUnitsOf,
  );

/** `52.30 PLN`: an amount in minor units as the courier reads it. */
export const amountWords = (amountMinor: number, currencyCode: string) =>
  `${fromMinor(BigInt(amountMinor), minorUnitsOf(currencyCode))} ${currencyCode}`;

const listWords = (amounts: readonly { amountMinor: number; currencyCode: string }[]) =>
  amounts.map((amount) => amountWords(amount.amountMinor, amount.currencyCode)).join(' and ');

/** A delivery waits for the cash: the recipient's fees and cash on delivery are taken first. */
export function refuseWhileMoneyOwed(own: readonly Shipment[]): void {
  const owed = amountsToCollect(own);
  if (owed.length === 0) return;
  throw new Refusal(
    'CASH_NOT_COLLECTED',
    `Take ${listWords(owed)} from the recipient first, then deliver the parcels`,
  );
}

/**
 * `collect_cash`: the courier took the stop's money at the door — the recipient's unpaid fees and
 * the cash on delivery, in one currency — in cash or by card (the terminal's approval code kept as
 * the payment's externalId), recorded as a payment of the payment model: the
 * services become Paid and the cash on delivery a payable owed to its sender, as at a counter.
 * The amount must be exactly what the stop owes in that currency, in its minor unit.
 */
export async function collectCash(
  tx: Transaction,
  user: AuthUser,
  own: readonly Shipment[],
  action: CollectCash,
) {
  const owed = amountsToCollect(own);
  if (owed.length === 0) {
    const collected = own.some(
      (shipment) => shipment.cashOnDelivery && shipment.cashOnDelivery.status !== 'ToCollect',
    );
    throw collected
      ? new Refusal(
          'CASH_ALREADY_COLLECTED',
          'The cash for this stop was already taken: do not take it again',
        )
      : new Refusal('NOTHING_TO_COLLECT', 'Nothing is to be paid at this stop: give the money back');
  }
  const expected = owed.find((amount) => amount.currencyCode === action.currencyCode);
  if (!expected || expected.amountMinor !== action.amountMinor)
    throw new Refusal(
      'CASH_AMOUNT_WRONG',
      `The recipient pays ${listWords(owed)} at this stop, not ${amountWords(action.amountMinor, action.currencyCode)}: count the cash again`,
    );
  const lines = dueAtDoor(own).filter((line) => line.currencyCode === action.currencyCode);
  const card = action.method === 'card';
  const payment = await createPayment(
    tx,
    user,
    {
      paymentSystem: card ? 'card' : 'cash',
      services: lines.map((line) => ({
        sourceType: line.kind === 'cashOnDelivery' ? 'CashOnDelivery' : 'ShipmentServices',
        sourceId: line.shipmentId,
        serviceId: line.serviceId,
      })),
    },
    {
      codHandedOver: own.map((shipment) => shipment.id),
      ...(card && action.cardReference ? { externalId: action.cardReference } : {}),
    },
  );
  const taken = amountWords(action.amountMinor, action.currencyCode);
  return card
    ? `Card payment taken: ${taken} (payment ${payment.number}, approval ${action.cardReference})`
    : `Cash taken: ${taken} (payment ${payment.number})`;
}
