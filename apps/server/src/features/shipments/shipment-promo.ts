import {
  aggregatePaymentStatus,
  isEditableShipment,
  SERVICE_CODES,
  type Shipment,
  type ShipmentPaymentStatus,
  todayIn,
} from '@console/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { zoneOfUser } from '../countries/country-zone.ts';
import { discountedPrice, priceServices } from './shipment-pricing.ts';
import { readShipments } from './shipment-read.ts';
import { promoCodes, shipmentServices, shipments } from './shipments-tables.ts';

type Executor = Database | Transaction;

/**
 * A promo code that exists, is not marked deleted and is valid today — the day of the division
 * applying it; else PROMO_CODE_INVALID.
 */
export async function validPromoCode(executor: Executor, user: AuthUser, code: string, now = new Date()) {
  const [promo] = await executor.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
  const day = todayIn(await zoneOfUser(executor, user), now);
  const valid =
    promo &&
    promo.deletedAt === null &&
    (promo.validFrom === null || promo.validFrom <= day) &&
    (promo.validTo === null || promo.validTo >= day);
  if (!valid) throw businessRule('PROMO_CODE_INVALID', 'The promo code is unknown or expired');
  return promo;
}

/**
 * `POST shipments/{id}/promo-codes`: the delivery service costs the list price less the code's
 * percent. The discount is always taken off the list price, so a second code replaces the first.
 */
export async function applyPromoCode(
  executor: Executor,
  user: AuthUser,
  shipmentId: string,
  code: string,
): Promise<Shipment> {
  const [before] = await readShipments(executor, [shipmentId]);
  if (!before) throw notFound('Shipment not found');
  if (!isEditableShipment(before.status))
    throw businessRule('SHIPMENT_NOT_EDITABLE', 'Only a Draft or ReadyToShip shipment can be changed');
  const delivery = before.services.find((service) => service.serviceCode === SERVICE_CODES.delivery);
  if (!delivery || delivery.paymentStatus === 'Paid')
    throw businessRule('SHIPMENT_NOT_EDITABLE', 'The delivery service is already paid');
  const promo = await validPromoCode(executor, user, code);
  const [listPrice] = priceServices({
    parcels: before.parcels,
    services: [],
    internationalShipping: before.internationalShipping,
    payerType: delivery.payerType,
    currencyCode: delivery.currencyCode,
  });
  const cost = discountedPrice(listPrice?.cost ?? 0, promo.discountPercent, delivery.currencyCode);
  // A 100 % code makes delivery free; a smaller one leaves it to pay as before.
  const paymentStatus: ShipmentPaymentStatus =
    cost === 0
      ? 'FreeOfCharge'
      : delivery.paymentStatus === 'FreeOfCharge'
        ? 'NeedPay'
        : delivery.paymentStatus;
  await executor
    .update(shipmentServices)
    .set({ cost, paymentStatus })
    .where(and(eq(shipmentServices.id, delivery.id), eq(shipmentServices.shipmentId, shipmentId)));
  const services = before.services.map((service) =>
    service.id === delivery.id ? { ...service, cost, paymentStatus } : service,
  );
  await executor
    .update(shipments)
    .set({ promoCode: promo.code, paymentStatus: aggregatePaymentStatus(services), updatedAt: new Date() })
    .where(eq(shipments.id, shipmentId));
  const [after] = await readShipments(executor, [shipmentId]);
  await recordAudit(executor, user, {
    action: 'promo-code',
    entity: 'shipments',
    entityId: shipmentId,
    before: { promoCode: before.promoCode, deliveryCost: delivery.cost },
    after: { promoCode: promo.code, deliveryCost: cost },
  });
  return after!;
}
