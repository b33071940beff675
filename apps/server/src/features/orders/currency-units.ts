import currencyCodes from 'currency-codes';

/**
 * Minor units of a currency from ISO 4217 (`currency-codes`): 2 for PLN and EUR, 0 for JPY, 3 for
 * KWD. The one place the server learns how to round an amount (DESIGN.md "money").
 */
export function minorUnits(currencyCode: string): number {
  const digits = currencyCodes.code(currencyCode)?.digits;
  return typeof digits === 'number' && digits >= 0 ? digits : 2;
}
