import {
  aggregatePaymentStatus,
  isEditableShipment,
  type ParcelInput,
  parcelOutsidePartyDimensions,
  type ServiceCode,
  type Shipment,
  type ShipmentDraft,
  type ShipmentParty,
  type ShipmentPaymentStatus,
  type ShipmentStatus,
  volumetricWeightGrams,
} from '@console/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { refuseBlockedShipments, withConditionServices } from '../conditions/condition-checks.ts';
import { countries } from '../countries/countries-table.ts';
import { nextParcelNumber, nextShipmentNumber } from './shipment-numbers.ts';
import { type PricedService, priceCurrency, priceServices } from './shipment-pricing.ts';
import { readShipments } from './shipment-read.ts';
import { shipmentParcels, shipmentServices, shipments } from './shipments-tables.ts';

type Executor = Database | Transaction;

export interface InsertShipmentOptions {
  status?: ShipmentStatus;
  createdAt?: Date;
  firstLogisticDivisionId?: string | null;
  lastLogisticDivisionId?: string | null;
  acceptedByUser?: string | null;
  paymentStatuses?: Partial<Record<ServiceCode, ShipmentPaymentStatus>>;
}

/** "street building/flat, postCode city" — what the register shows and searches. */
export function addressLine(party: ShipmentParty): string {
  if (party.address?.string) return party.address.string;
  const parts = party.addressParts;
  if (!parts) return '';
  const house = [parts.building, parts.flat].filter(Boolean).join('/');
  const street = [parts.street, house].filter(Boolean).join(' ');
  const city = [parts.postCode, parts.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

/** The register's columns kept beside the parties' JSON. */
function partyColumns(draft: ShipmentDraft) {
  const { sender, recipient } = draft;
  return {
    sender,
    recipient,
    senderName: sender.name,
    senderPhone: sender.phone,
    senderAddress: addressLine(sender),
    senderCountryCode: sender.countryCode,
    senderDivisionId: sender.divisionId ?? null,
    senderCompanyTin: sender.companyTin ?? null,
    recipientName: recipient.name,
    recipientPhone: recipient.phone,
    recipientAddress: addressLine(recipient),
    recipientCountryCode: recipient.countryCode,
    recipientDivisionId: recipient.divisionId ?? null,
  };
}

function draftColumns(draft: ShipmentDraft) {
  return {
    internationalShipping: draft.internationalShipping,
    payerType: draft.payerType,
    payerContractNumber: draft.payerContractNumber ?? null,
    hasNip: draft.hasNip,
    invoice: draft.invoice ?? null,
    clientOrder: draft.clientOrder ?? null,
    note: draft.note ?? null,
    parcelsAmount: draft.parcels.length,
    ...partyColumns(draft),
  };
}

/** Prices are in the sender country's currency (countries table), as far as the price list knows it. */
async function senderCurrency(executor: Executor, countryCode: string): Promise<string> {
  const [country] = await executor
    .select({ currencyCode: countries.currencyCode })
    .from(countries)
    .where(eq(countries.code, countryCode));
  return priceCurrency(country?.currencyCode);
}

/** A service paid under the payer's contract is settled later; a free one needs no payment. */
function initialPaymentStatus(
  service: PricedService,
  draft: ShipmentDraft,
  overrides: InsertShipmentOptions['paymentStatuses'],
): ShipmentPaymentStatus {
  const override = overrides?.[service.serviceCode];
  if (override) return override;
  if (service.cost === 0) return 'FreeOfCharge';
  if (draft.payerContractNumber && draft.payerContractNumber.from === service.payerType)
    return 'ContractAfterPayment';
  return 'NeedPay';
}

/** Every parcel fits the sender's and the recipient's place dimensions (platform §3, §5). */
function checkPartyDimensions(draft: ShipmentDraft) {
  const outside = parcelOutsidePartyDimensions(draft);
  if (outside)
    throw businessRule(
      'PARCEL_EXCEEDS_PARTY_DIMENSIONS',
      `Parcel ${outside.index + 1} does not fit the ${outside.party}'s dimensions`,
    );
}

/** Parcel numbers given by a draft must be new, and unique within it. */
async function checkGivenParcelNumbers(executor: Executor, parcels: readonly ParcelInput[], ownId?: string) {
  const given = parcels.flatMap((parcel) => (parcel.number ? [parcel.number] : []));
  if (new Set(given).size !== given.length)
    throw businessRule('PARCEL_NUMBER_DUPLICATE', 'The same parcel number is given twice');
  if (given.length === 0) return;
  const taken = await executor
    .select({ number: shipmentParcels.number, shipmentId: shipmentParcels.shipmentId })
    .from(shipmentParcels)
    .where(inArray(shipmentParcels.number, given));
  const other = taken.find((row) => row.shipmentId !== ownId);
  if (other) throw businessRule('PARCEL_NUMBER_TAKEN', `Parcel number ${other.number} is already used`);
}

/**
 * Parcel numbers: the draft's own, else the one the parcel had at that position (updates), else
 * the shipment number for the first parcel and a new PC number for the others.
 */
async function parcelNumbersFor(
  executor: Executor,
  draft: ShipmentDraft,
  shipmentNumber: string,
  previous: readonly string[] = [],
): Promise<string[]> {
  const used = new Set(draft.parcels.flatMap((parcel) => (parcel.number ? [parcel.number] : [])));
  const numbers: string[] = [];
  for (const [index, parcel] of draft.parcels.entries()) {
    const kept = previous[index];
    if (parcel.number) numbers.push(parcel.number);
    else if (kept && !used.has(kept)) numbers.push(kept);
    else if (index === 0 && !used.has(shipmentNumber)) numbers.push(shipmentNumber);
    else numbers.push(await nextParcelNumber(executor, draft.sender.countryCode));
    used.add(numbers[index] as string);
  }
  return numbers;
}

async function insertParcels(
  executor: Executor,
  shipmentId: string,
  draft: ShipmentDraft,
  numbers: string[],
) {
  await executor.insert(shipmentParcels).values(
    draft.parcels.map((parcel, index) => ({
      shipmentId,
      position: index + 1,
      number: numbers[index] as string,
      actualWeight: parcel.actualWeight,
      // Derived from the sizes, whatever the client sent (docs/decisions.md "Volumetric weight").
      volumetricWeight: volumetricWeightGrams(parcel) ?? 0,
      length: parcel.length,
      width: parcel.width,
      height: parcel.height,
      description: parcel.description ?? null,
    })),
  );
}

/** Inserts the priced services and answers the shipment's aggregate payment status. */
async function insertServices(
  executor: Executor,
  shipmentId: string,
  draft: ShipmentDraft,
  createdAt: Date,
  overrides?: InsertShipmentOptions['paymentStatuses'],
): Promise<ShipmentPaymentStatus> {
  const currencyCode = await senderCurrency(executor, draft.sender.countryCode);
  const listed = priceServices({
    parcels: draft.parcels,
    services: draft.services,
    internationalShipping: draft.internationalShipping,
    payerType: draft.payerType,
    currencyCode,
  });
  // Service conditions add their services and set their amounts and payers (registers §3.1).
  const priced = await withConditionServices(executor, draft, listed, currencyCode);
  const rows = priced.map((service, index) => ({
    shipmentId,
    serviceCode: service.serviceCode,
    name: service.name,
    cost: service.cost,
    currencyCode: service.currencyCode,
    payerType: service.payerType,
    paymentStatus: initialPaymentStatus(service, draft, overrides),
    value: service.value,
    // The list order is the order of entry.
    createdAt: new Date(createdAt.getTime() + index),
  }));
  await executor.insert(shipmentServices).values(rows);
  return aggregatePaymentStatus(rows);
}

/** `POST v2/shipments` and the demo generator: a new shipment with numbers, prices and audit. */
export async function insertShipment(
  executor: Executor,
  user: AuthUser,
  draft: ShipmentDraft,
  options: InsertShipmentOptions = {},
): Promise<Shipment> {
  checkPartyDimensions(draft);
  await checkGivenParcelNumbers(executor, draft.parcels);
  const createdAt = options.createdAt ?? new Date();
  const status = options.status ?? draft.status;
  const number = await nextShipmentNumber(executor, draft.sender.countryCode);
  const [row] = await executor
    .insert(shipments)
    .values({
      number,
      status,
      dateTime: createdAt,
      createdAt,
      updatedAt: createdAt,
      ...draftColumns(draft),
      firstLogisticDivisionId: options.firstLogisticDivisionId ?? null,
      lastLogisticDivisionId: options.lastLogisticDivisionId ?? null,
      acceptedByUser: options.acceptedByUser ?? null,
      acceptedAt: options.acceptedByUser ? createdAt : null,
      createdByUser: user.login,
    })
    .returning({ id: shipments.id });
  const id = row!.id;
  await insertParcels(executor, id, draft, await parcelNumbersFor(executor, draft, number));
  const paymentStatus = await insertServices(executor, id, draft, createdAt, options.paymentStatuses);
  await executor.update(shipments).set({ paymentStatus }).where(eq(shipments.id, id));
  // A parcel a Blocking condition refuses cannot be saved ready to ship (nor then charged).
  if (status === 'ReadyToShip') await refuseBlockedShipments(executor, [id]);
  const [shipment] = await readShipments(executor, [id]);
  await recordAudit(executor, user, { action: 'create', entity: 'shipments', entityId: id, after: shipment });
  return shipment!;
}

/**
 * `PUT v2/shipments/{id}`: a Draft or ReadyToShip shipment with unpaid services is rewritten from
 * the draft (parcels keep their numbers by position, services are priced again). A stale
 * lockVersion is a conflict; success raises it by one.
 */
export async function updateShipment(
  executor: Executor,
  user: AuthUser,
  id: string,
  draft: ShipmentDraft,
  lockVersion: number,
): Promise<Shipment> {
  const [before] = await readShipments(executor, [id]);
  if (!before) throw notFound();
  if (before.lockVersion !== lockVersion) throw conflict('The shipment was changed by someone else');
  if (!isEditableShipment(before.status) || before.deletedAt)
    throw businessRule('SHIPMENT_NOT_EDITABLE', 'Only a Draft or ReadyToShip shipment can be changed');
  if (before.services.some((service) => service.paymentStatus === 'Paid'))
    throw businessRule('SHIPMENT_NOT_EDITABLE', 'A shipment with paid services cannot be changed');
  checkPartyDimensions(draft);
  await checkGivenParcelNumbers(executor, draft.parcels, id);
  const now = new Date();
  const updated = await executor
    .update(shipments)
    .set({
      ...draftColumns(draft),
      status: draft.status,
      promoCode: null,
      lockVersion: lockVersion + 1,
      updatedAt: now,
    })
    .where(and(eq(shipments.id, id), eq(shipments.lockVersion, lockVersion)))
    .returning({ lockVersion: shipments.lockVersion });
  // Another writer got in between the read and this update.
  if (updated.length === 0) throw conflict('The shipment was changed by someone else');
  const previousNumbers = before.parcels.map((parcel) => parcel.number);
  await executor.delete(shipmentParcels).where(eq(shipmentParcels.shipmentId, id));
  await executor.delete(shipmentServices).where(eq(shipmentServices.shipmentId, id));
  const numbers = await parcelNumbersFor(executor, draft, before.number, previousNumbers);
  await insertParcels(executor, id, draft, numbers);
  const paymentStatus = await insertServices(executor, id, draft, now);
  await executor.update(shipments).set({ paymentStatus }).where(eq(shipments.id, id));
  if (draft.status === 'ReadyToShip') await refuseBlockedShipments(executor, [id]);
  const [after] = await readShipments(executor, [id]);
  await recordAudit(executor, user, { action: 'update', entity: 'shipments', entityId: id, before, after });
  return after!;
}
