import {
  type ParcelInput,
  type PayerType,
  SERVICE_CODES,
  type ServiceCode,
  type ShipmentServiceInput,
  volumetricWeightGrams,
} from '@console/domain';

/**
 * The operator's price list (we have no pricing service; docs/decisions.md "Shipment prices").
 * Prices are written in euro and shown in the sender country's currency through a fixed
 * list-price factor per currency — a price list, not an exchange rate, so it does not move daily.
 * Percent-based fees are taken of the declared value, which is already in that currency.
 */
const DELIVERY_BANDS_EUR: readonly { upToKg: number; price: number }[] = [
  { upToKg: 1, price: 3.5 },
  { upToKg: 5, price: 5 },
  { upToKg: 10, price: 7 },
  { upToKg: 30, price: 11 },
];
const DELIVERY_PER_KG_ABOVE_30_EUR = 0.3;
const INTERNATIONAL_FACTOR = 2.5;
const INTERNATIONAL_SURCHARGE_EUR = 4;
const COD_FEE_EUR = 1;
const COD_PERCENT = 1;
const INSURANCE_PERCENT = 0.5;
const INSURANCE_MIN_EUR = 0.5;
const PACKAGING_PER_PARCEL_EUR = 1.5;
const SMS_EUR = 0.2;
const BACKWARD_DELIVERY_EUR = 3;
const PREFERRED_DATE_EUR = 2;

/** List-price factor per currency; a currency not listed is priced in euro. */
const LIST_PRICE_FACTORS: Readonly<Record<string, number>> = {
  EUR: 1,
  PLN: 4.3,
  UAH: 45,
  CZK: 25,
  HUF: 390,
  RON: 5,
  MDL: 19,
  GBP: 0.85,
  USD: 1.1,
  BGN: 2,
  SEK: 11,
  DKK: 7.5,
  CHF: 1,
};

export const SERVICE_NAMES: Readonly<Record<ServiceCode, string>> = {
  Delivery: 'Delivery',
  CashOnDelivery: 'Cash on delivery',
  Insurance: 'Insurance',
  BackwardDelivery: 'Backward delivery',
  PreferredDeliveryDate: 'Preferred delivery date',
  Packaging: 'Packaging',
  SmsNotification: 'SMS notification',
};

/** The currency a country's prices are in: its own when the price list knows it, else euro. */
export function priceCurrency(countryCurrency: string | null | undefined): string {
  return countryCurrency && countryCurrency in LIST_PRICE_FACTORS ? countryCurrency : 'EUR';
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Chargeable weight of a parcel in kg: the larger of actual and volumetric (from its sizes; grams). */
function chargeableKg(parcel: ParcelInput): number {
  return Math.max(parcel.actualWeight, volumetricWeightGrams(parcel) ?? 0) / 1000;
}

export function deliveryPriceEur(parcels: readonly ParcelInput[], international: boolean): number {
  const domestic = parcels.reduce((sum, parcel) => {
    const kg = chargeableKg(parcel);
    const band = DELIVERY_BANDS_EUR.find((candidate) => kg <= candidate.upToKg);
    return sum + (band ? band.price : 11 + (kg - 30) * DELIVERY_PER_KG_ABOVE_30_EUR);
  }, 0);
  return international ? domestic * INTERNATIONAL_FACTOR + INTERNATIONAL_SURCHARGE_EUR : domestic;
}

/** A declared amount ("1500", "1500.50"); anything else counts as zero. */
function declaredAmount(value: string | null | undefined): number {
  const amount = Number((value ?? '').replace(',', '.'));
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

export interface PricedService {
  serviceCode: ServiceCode;
  name: string;
  cost: number;
  currencyCode: string;
  payerType: PayerType;
  value: string | null;
}

export interface PricingInput {
  parcels: readonly ParcelInput[];
  services: readonly ShipmentServiceInput[];
  internationalShipping: boolean;
  payerType: PayerType;
  currencyCode: string;
}

/** The services of a shipment with their costs; a Delivery service is always there. */
export function priceServices(input: PricingInput): PricedService[] {
  const factor = LIST_PRICE_FACTORS[input.currencyCode] ?? 1;
  const inCurrency = (eur: number) => round2(eur * factor);
  const requested = input.services.some((service) => service.serviceCode === SERVICE_CODES.delivery)
    ? input.services
    : [{ serviceCode: SERVICE_CODES.delivery, payerType: input.payerType, value: null }, ...input.services];
  return requested.map((service) => {
    const value = declaredAmount(service.value);
    const costs: Record<ServiceCode, () => number> = {
      Delivery: () => inCurrency(deliveryPriceEur(input.parcels, input.internationalShipping)),
      CashOnDelivery: () => round2(inCurrency(COD_FEE_EUR) + (value * COD_PERCENT) / 100),
      Insurance: () => round2(Math.max(inCurrency(INSURANCE_MIN_EUR), (value * INSURANCE_PERCENT) / 100)),
      Packaging: () => inCurrency(PACKAGING_PER_PARCEL_EUR * input.parcels.length),
      SmsNotification: () => inCurrency(SMS_EUR),
      BackwardDelivery: () => inCurrency(BACKWARD_DELIVERY_EUR),
      PreferredDeliveryDate: () => inCurrency(PREFERRED_DATE_EUR),
    };
    return {
      serviceCode: service.serviceCode,
      name: SERVICE_NAMES[service.serviceCode],
      cost: costs[service.serviceCode](),
      currencyCode: input.currencyCode,
      payerType: service.payerType ?? input.payerType,
      value: service.value ?? null,
    };
  });
}
