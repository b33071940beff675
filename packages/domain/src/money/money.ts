import Big from 'big.js';
import currencyCodes from 'currency-codes';

/**
 * Money as exact decimals (DESIGN.md "Outside services, money and scope"; docs/decisions.md
 * "Money in exact decimals, one table"): amounts travel as decimal strings ("12.50") and are
 * summed as integer minor units (bigint), never as binary floats; percentages and exchange rates
 * are multiplied with big.js. How many minor units a currency has comes from ISO 4217
 * (`currency-codes`), for the server and the browser alike; rounding to them happens here, half
 * away from zero, in one place.
 */

/** A decimal amount as text: optional minus, digits, optional fraction. */
export const DECIMAL_PATTERN = /^-?\d{1,15}(\.\d{1,10})?$/;

/** An amount as the callers hold it: decimal text, a JSON number, or an exact big.js product. */
export type Amount = string | number | Big;

const MINOR_UNITS = new Map(
  currencyCodes.data
    .filter((record) => typeof record.digits === 'number' && record.digits >= 0)
    .map((record) => [record.code, record.digits]),
);

/**
 * Minor units of a currency (ISO 4217): 2 for PLN and EUR, 0 for JPY and CLP, 3 for KWD and OMR.
 * A code ISO does not know (an empty one, a test's) counts as 2.
 */
export function minorUnitsOf(currencyCode: string): number {
  return MINOR_UNITS.get(currencyCode.toUpperCase()) ?? 2;
}

/** big.js with its own settings (half away from zero), so nobody else's Big.RM changes ours. */
const Exact = Big();
Exact.RM = Big.roundHalfUp;
Exact.DP = 20;

/** The amount in minor units, rounded half away from zero to `digits` decimals. */
export function toMinor(amount: Amount, digits: number): bigint {
  // A number or a product is rounded by big.js itself: cutting it to text first would round twice.
  const text = typeof amount === 'string' ? amount.trim() : exact(amount).toFixed(digits);
  if (!DECIMAL_PATTERN.test(text)) throw new RangeError(`Not a decimal amount: ${text}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  let minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(kept || '0');
  const next = fraction.charCodeAt(digits);
  if (!Number.isNaN(next) && next >= 53 /* '5' */) minor += 1n;
  return negative ? -minor : minor;
}

/** Minor units back to a decimal string with exactly `digits` decimals. */
export function fromMinor(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const scale = 10n ** BigInt(digits);
  const whole = (absolute / scale).toString();
  const fraction = (absolute % scale).toString().padStart(digits, '0');
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/** Rounds a decimal amount to the currency's minor unit. */
export function roundMoney(amount: Amount, digits: number): string {
  return fromMinor(toMinor(amount, digits), digits);
}

/** price × whole quantity, exact. */
export function multiplyMoney(price: string, quantity: number, digits: number): string {
  if (!Number.isInteger(quantity)) throw new RangeError('Quantity must be whole');
  return fromMinor(toMinor(price, digits) * BigInt(quantity), digits);
}

/**
 * The amount in the currency's minor units, as text with exactly that many decimals ("12.50",
 * "1235" in JPY, "1.235" in KWD): what a screen, a PDF or a CSV shows next to the currency.
 */
export function formatMoney(amount: Amount, currencyCode: string): string {
  return roundMoney(amount, minorUnitsOf(currencyCode));
}

/** `percent` % of `amount`, rounded once to the currency's minor unit (a COD fee, insurance). */
export function percentOf(amount: Amount, percent: Amount, currencyCode: string): string {
  return formatMoney(exact(amount).times(exact(percent)).div(100), currencyCode);
}

/**
 * `amount` of currency `from` in currency `to` at `rate` (units of `to` per unit of `from`),
 * rounded once to the minor unit of `to`. The same currency converts at 1 whatever the rate.
 */
export function convert(amount: Amount, rate: Amount, from: string, to: string): string {
  if (from.toUpperCase() === to.toUpperCase()) return formatMoney(amount, to);
  return formatMoney(exact(amount).times(exact(rate)), to);
}

/** Units of `to` per unit of `from`, both rates quoted per unit of one base currency; exact to 20 places. */
export function crossRate(fromPerBase: Amount, toPerBase: Amount): Big {
  return exact(toPerBase).div(exact(fromPerBase));
}

/** The amount as an exact big.js decimal (a number by its shortest round-trip text: 1.005 is 1.005). */
export function exact(amount: Amount): Big {
  if (amount instanceof Big) return new Exact(amount);
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new RangeError('Not a finite amount');
  return new Exact(typeof amount === 'string' ? amount.trim() : amount);
}

export interface MoneyLine {
  currencyCode: string;
  amount: string | number;
}

/** Sums amounts per currency, each rounded to its minor unit; currencies in first-seen order. */
export function totalsByCurrency(
  lines: readonly MoneyLine[],
  digitsOf: (currencyCode: string) => number = minorUnitsOf,
): Record<string, string> {
  const minor = new Map<string, bigint>();
  for (const line of lines) {
    const digits = digitsOf(line.currencyCode);
    minor.set(line.currencyCode, (minor.get(line.currencyCode) ?? 0n) + toMinor(line.amount, digits));
  }
  return Object.fromEntries([...minor].map(([code, value]) => [code, fromMinor(value, digitsOf(code))]));
}

/** A money line that is partly paid: `amountPaid` of `amountToPay` total. */
export interface ChargeLine {
  currencyCode: string;
  cost: string;
  paid: boolean;
}

export interface CurrencyBalance {
  total: string;
  paid: string;
  toPay: string;
}

/**
 * What is paid and what is left, per currency, of services each paid in full or not at all
 * (a payment takes whole services): paid + toPay = total in every currency.
 */
export function balanceByCurrency(
  lines: readonly ChargeLine[],
  digitsOf: (currencyCode: string) => number = minorUnitsOf,
): Record<string, CurrencyBalance> {
  const sums = new Map<string, { total: bigint; paid: bigint }>();
  for (const line of lines) {
    const digits = digitsOf(line.currencyCode);
    const cost = toMinor(line.cost, digits);
    const entry = sums.get(line.currencyCode) ?? { total: 0n, paid: 0n };
    entry.total += cost;
    if (line.paid) entry.paid += cost;
    sums.set(line.currencyCode, entry);
  }
  return Object.fromEntries(
    [...sums].map(([code, { total, paid }]) => {
      const digits = digitsOf(code);
      return [
        code,
        {
          total: fromMinor(total, digits),
          paid: fromMinor(paid, digits),
          toPay: fromMinor(total - paid, digits),
        },
      ];
    }),
  );
}

/** "12.50 PLN + 3.00 EUR" (platform §9: summed per currency, joined with ' + '). */
export function formatTotals(
  totals: Readonly<Record<string, string>>,
  symbolOf = (code: string) => code,
): string {
  return Object.entries(totals)
    .map(([code, amount]) => `${amount} ${symbolOf(code)}`)
    .join(' + ');
}
