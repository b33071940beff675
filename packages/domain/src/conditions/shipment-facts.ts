import type { CustomsZone } from '../auth.ts';
import { volumetricWeightGrams } from '../shipments/index.ts';
import type { ShipmentDraft } from '../shipments/shipment-model.ts';
import type { ShipmentFacts } from './condition-evaluator.ts';

/** What the facts read of a shipment: a draft being saved, or a stored shipment. */
export type FactsSource = Pick<ShipmentDraft, 'payerType' | 'internationalShipping'> & {
  parcels: readonly {
    actualWeight: number;
    volumetricWeight?: number | null;
    length: number;
    width: number;
    height: number;
  }[];
  services: readonly { serviceCode: string; value?: string | null }[];
  invoice?: { currencyCode: string; totalCost: number } | null;
  sender: { countryCode: string; companyTin?: string | null };
  recipient: { countryCode: string; divisionId?: string | null };
};

export interface FactsContext {
  senderCustomsZone: CustomsZone | null;
  recipientCustomsZone: CustomsZone | null;
  /** The sender country's currency, for a declared value taken from the insurance service. */
  senderCurrency: string;
}

const kg = (grams: number) => Math.round(grams) / 1000;
const cm = (millimetres: number) => millimetres / 10;

function serviceNumber(source: FactsSource, code: string): number | null {
  const value = source.services.find((service) => service.serviceCode === code)?.value;
  const number = value ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/**
 * The shipment's condition properties (CONDITION_PROPERTIES) in the units the clerk sees:
 * weights in kg, sizes in cm (the largest parcel's), the declared value from the invoice or the
 * insurance service with its currency, the parties' countries and customs zones.
 */
export function shipmentFacts(source: FactsSource, context: FactsContext): ShipmentFacts {
  let actual = 0;
  let volumetric = 0;
  let maxWeight = 0;
  let maxLength = 0;
  let maxWidth = 0;
  let maxHeight = 0;
  for (const parcel of source.parcels) {
    actual += parcel.actualWeight;
    volumetric += parcel.volumetricWeight || (volumetricWeightGrams(parcel) ?? 0);
    maxWeight = Math.max(maxWeight, parcel.actualWeight);
    maxLength = Math.max(maxLength, parcel.length);
    maxWidth = Math.max(maxWidth, parcel.width);
    maxHeight = Math.max(maxHeight, parcel.height);
  }
  const insured = serviceNumber(source, 'Insurance');
  const declaredValue = source.invoice ? source.invoice.totalCost : insured;
  return {
    actualWeight: kg(actual),
    volumetricWeight: kg(volumetric),
    maxParcelWeight: kg(maxWeight),
    maxLength: cm(maxLength),
    maxWidth: cm(maxWidth),
    maxHeight: cm(maxHeight),
    parcelsAmount: source.parcels.length,
    declaredValue,
    declaredValueCurrency: source.invoice
      ? source.invoice.currencyCode
      : declaredValue !== null
        ? context.senderCurrency
        : null,
    codAmount: serviceNumber(source, 'CashOnDelivery'),
    senderCountryCode: source.sender.countryCode,
    recipientCountryCode: source.recipient.countryCode,
    senderCustomsZone: context.senderCustomsZone,
    recipientCustomsZone: context.recipientCustomsZone,
    internationalShipping: String(source.internationalShipping),
    serviceCodes: source.services.map((service) => service.serviceCode),
    payerType: source.payerType,
    deliveryType: source.recipient.divisionId ? 'Division' : 'Address',
    senderIsCompany: String(Boolean(source.sender.companyTin)),
  };
}
