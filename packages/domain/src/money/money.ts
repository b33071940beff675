/**
 * Money as exact decimals (DESIGN.md "Outside services, money and scope"): amounts travel as
 * decimal strings ("12.50") and are summed as integer minor units (bigint), never as binary
 * floats. How many minor units a currency has comes from ISO 4217 (the server reads it from
 * `currency-codes`); rounding to them happens here, half away from zero, in one place.
 */

/** A decimal amount as text: optional minus, digits, optional fraction. */
export const DECIMAL_PATTERN = /^-?\d{1,15}(\.\d{1,10})?$/;

/** Minor units of the currencies the console meets most, for the browser (ISO 4217). */
export const COMMON_MINOR_UNITS: Readonly<Record<string, number>> = {
  EUR: 2,
  PLN: 2,
  UAH: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  MDL: 2,
  GBP: 2,
  USD: 2,
  BGN: 2,
  SEK: 2,
  DKK: 2,
  CHF: 2,
  JPY: 0,
  KRW: 0,
  ISK: 0,
  BHD: 3,
  KWD: 3,
  TND: 3,
};

/** The amount in minor units, rounded half away from zero to `digits` decimals. */
export function toMinor(amount: string | number, digits: number): bigint {
  const text = typeof amount === 'number' ? numberText(amount) : amount.trim();
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
export function roundMoney(amount: string | number, digits: number): string {
  return fromMinor(toMinor(amount, digits), digits);
}

/** price × whole quantity, exact. */
export function multiplyMoney(price: string, quantity: number, digits: number): string {
  if (!Number.isInteger(quantity)) throw new RangeError('Quantity must be whole');
  return fromMinor(toMinor(price, digits) * BigInt(quantity), digits);
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError('Not a finite amount');
  // Shortest round-trip text, with exponents expanded (1e-7 → 0.0000001).
  return Math.abs(value) < 1e-6 && value !== 0 ? value.toFixed(10) : String(value);
}

export interface MoneyLine {
  currencyCode: string;
  amount: string | number;
}

/** Sums amounts per currency, each rounded to its minor unit; currencies in first-seen order. */
export function totalsByCurrency(
  lines: readonly MoneyLine[],
  digitsOf: (currencyCode: string) => number = minorUnitsOrTwo,
): Record<string, string> {
  const minor = new Map<string, bigint>();
  for (const line of lines) {
    const digits = digitsOf(line.currencyCode);
    minor.set(line.currencyCode, (minor.get(line.currencyCode) ?? 0n) + toMinor(line.amount, digits));
  }
  return Object.fromEntries([...minor].map(([code, value]) => [code, fromMinor(value, digitsOf(code))]));
}

export function minorUnitsOrTwo(currencyCode: string): number {
  return COMMON_MINOR_UNITS[currencyCode] ?? 2;
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
  digitsOf: (currencyCode: string) => number = minorUnitsOrTwo,
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
