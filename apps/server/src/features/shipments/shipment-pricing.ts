import {
  type Amount,
  exact,
  formatMoney,
  type ParcelInput,
  type PayerType,
  percentOf,
  SERVICE_CODES,
  type ServiceCode,
  type ShipmentServiceInput,
  volumetricWeightGrams,
} from '@console/domain';

/**
 * The operator's price list (we have no pricing service; docs/decisions.md "Shipment prices").
 * Prices are written in euro and shown in the sender country's currency through a fixed
 * list-price factor per currency — a price list, not an exchange rate, so it does not move daily.
 * Percent-based fees are taken of the declared value, which is already in that currency. Prices
 * are computed as exact decimals and rounded once to the currency's minor unit (issue 30).
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

/** Chargeable weight of a parcel in kg: the larger of actual and volumetric (from its sizes; grams). */
function chargeableKg(parcel: ParcelInput) {
  return exact(Math.max(parcel.actualWeight, volumetricWeightGrams(parcel) ?? 0)).div(1000);
}

/** The delivery price in euro, exact (not yet rounded to a currency). */
export function deliveryPriceEur(parcels: readonly ParcelInput[], international: boolean) {
  const domestic = parcels.reduce((sum, parcel) => {
    const kg = chargeableKg(parcel);
    const band = DELIVERY_BANDS_EUR.find((candidate) => kg.lte(candidate.upToKg));
    return sum.plus(band ? band.price : kg.minus(30).times(DELIVERY_PER_KG_ABOVE_30_EUR).plus(11));
  }, exact(0));
  return international ? domestic.times(INTERNATIONAL_FACTOR).plus(INTERNATIONAL_SURCHARGE_EUR) : domestic;
}

/** A declared amount ("1500", "1500.50", "1500,50"); anything else counts as zero. */
function declaredAmount(value: string | null | undefined): Amount {
  try {
    const amount = exact((value ?? '').replace(',', '.'));
    return amount.gt(0) ? amount : 0;
  } catch {
    return 0;
  }
}

/** The larger of two amounts of one currency. */
function larger(a: string, b: string): string {
  return exact(a).gte(b) ? a : b;
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

/** A price less a promo code's discount (percent), rounded once to the currency's minor unit. */
export function discountedPrice(cost: Amount, discountPercent: number, currencyCode: string): number {
  return Number(percentOf(cost, 100 - discountPercent, currencyCode));
}

/** The services of a shipment with their costs; a Delivery service is always there. */
export function priceServices(input: PricingInput): PricedService[] {
  const { currencyCode } = input;
  const factor = LIST_PRICE_FACTORS[currencyCode] ?? 1;
  const inCurrency = (eur: Amount) => formatMoney(exact(eur).times(factor), currencyCode);
  const requested = input.services.some((service) => service.serviceCode === SERVICE_CODES.delivery)
    ? input.services
    : [{ serviceCode: SERVICE_CODES.delivery, payerType: input.payerType, value: null }, ...input.services];
  return requested.map((service) => {
    const value = declaredAmount(service.value);
    const costs: Record<ServiceCode, () => string> = {
      Delivery: () => inCurrency(deliveryPriceEur(input.parcels, input.internationalShipping)),
      CashOnDelivery: () =>
        formatMoney(
          exact(inCurrency(COD_FEE_EUR)).plus(percentOf(value, COD_PERCENT, currencyCode)),
          currencyCode,
        ),
      Insurance: () =>
        larger(inCurrency(INSURANCE_MIN_EUR), percentOf(value, INSURANCE_PERCENT, currencyCode)),
      Packaging: () => inCurrency(PACKAGING_PER_PARCEL_EUR * input.parcels.length),
      SmsNotification: () => inCurrency(SMS_EUR),
      BackwardDelivery: () => inCurrency(BACKWARD_DELIVERY_EUR),
      PreferredDeliveryDate: () => inCurrency(PREFERRED_DATE_EUR),
    };
    return {
      serviceCode: service.serviceCode,
      name: SERVICE_NAMES[service.serviceCode],
      // The API and the table carry costs as JSON numbers; the number of an exact decimal text
      // prints back as that text.
      cost: Number(costs[service.serviceCode]()),
      currencyCode,
      payerType: service.payerType ?? input.payerType,
      value: service.value ?? null,
    };
  });
}
