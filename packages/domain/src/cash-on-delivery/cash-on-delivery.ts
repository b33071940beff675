import { z } from 'zod';
import { DECIMAL_PATTERN, fromMinor, minorUnitsOf, toMinor } from '../money/money.ts';
import { SERVICE_CODES, type ShipmentService } from '../shipments/shipment-model.ts';
import type { Tone } from '../statuses.ts';

/**
 * Cash on delivery (docs/decisions.md "Cash on delivery"): the amount the sender asked for is taken
 * from the recipient at issuance, in the same payment as the recipient's fees, and is then owed to
 * the sender until it is paid out. Its life: ToCollect → Collected (the counter took it) →
 * AwaitingPayout (put in a payout to the sender) → PaidOff (the payout was made; the payment that
 * took it gets the spec's `paid_off` status).
 */
export const COD_STATUSES = ['ToCollect', 'Collected', 'AwaitingPayout', 'PaidOff'] as const;
export type CodStatus = (typeof COD_STATUSES)[number];
/** The statuses a collected amount has, as rows of the payables register. */
export const COD_PAYABLE_STATUSES = ['Collected', 'AwaitingPayout', 'PaidOff'] as const;
export type CodPayableStatus = (typeof COD_PAYABLE_STATUSES)[number];

/** Badge tones: to collect warns, collected and paid off go ahead, a payout waits. */
export const COD_STATUS_TONES: Readonly<Record<CodStatus, Tone>> = {
  ToCollect: 'warning',
  Collected: 'positive',
  AwaitingPayout: 'neutral',
  PaidOff: 'positive',
};

/** A shipment's cash on delivery: what is to be taken from the recipient, and where it stands. */
export interface ShipmentCod {
  /** Decimal string in the currency's minor units. */
  amount: string;
  currencyCode: string;
  status: CodStatus;
}

/**
 * The amount to collect, from the CashOnDelivery service's value (its own cost is the COD fee), rounded to the currency's minor
 * units; null when the shipment has no such service or its value is not a positive amount.
 */
export function codAmountOf(
  services: readonly Pick<ShipmentService, 'serviceCode' | 'value' | 'currencyCode'>[],
  digitsOf: (currencyCode: string) => number = minorUnitsOf,
): { amount: string; currencyCode: string } | null {
  const service = services.find((candidate) => candidate.serviceCode === SERVICE_CODES.cashOnDelivery);
  const value = service?.value?.trim().replace(',', '.');
  if (!service || !value || !DECIMAL_PATTERN.test(value)) return null;
  const digits = digitsOf(service.currencyCode);
  const minor = toMinor(value, digits);
  return minor > 0n ? { amount: fromMinor(minor, digits), currencyCode: service.currencyCode } : null;
}

/** One collected amount owed to a sender (`GET cod-payables`). */
export interface CodPayable {
  id: string;
  shipmentId: string;
  shipmentNumber: string;
  senderName: string;
  senderCompanyTin: string | null;
  /** Who the money is owed to: the sender company's TIN, else the sender's phone. */
  senderKey: string;
  amount: string;
  currencyCode: string;
  status: CodPayableStatus;
  paymentId: string;
  paymentNumber: string;
  divisionId: string | null;
  collectedAt: string;
  collectedBy: string;
  payoutId: string | null;
  payoutNumber: string | null;
  paidOffAt: string | null;
}

/** A payout to one sender in one currency (`POST cod-payouts`). */
export interface CodPayout {
  id: string;
  number: string;
  senderKey: string;
  senderName: string;
  currencyCode: string;
  total: string;
  count: number;
  status: 'AwaitingPayout' | 'PaidOff';
  createdAt: string;
  createdBy: string;
  paidOffAt: string | null;
  paidOffBy: string | null;
}

export const codPayableListQuerySchema = z.strictObject({
  status: z.enum(COD_PAYABLE_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type CodPayableListQuery = z.infer<typeof codPayableListQuerySchema>;

/** A payout of collected amounts: all of one sender, in one currency, all Collected. */
export const codPayoutCreateSchema = z.strictObject({
  payables: z.array(z.uuid()).min(1).max(500),
});
export type CodPayoutCreate = z.infer<typeof codPayoutCreateSchema>;

/** The reconciliation report: per sender and currency, each status's total to the minor unit. */
export interface CodReportRow {
  senderKey: string;
  senderName: string;
  currencyCode: string;
  collected: string;
  awaitingPayout: string;
  paidOff: string;
  /** collected + awaitingPayout + paidOff: everything taken for this sender. */
  total: string;
  count: number;
}

/** Sums payables into report rows, exactly (minor units as bigint). */
export function codReport(
  payables: readonly Pick<CodPayable, 'senderKey' | 'senderName' | 'currencyCode' | 'amount' | 'status'>[],
  digitsOf: (currencyCode: string) => number = minorUnitsOf,
): CodReportRow[] {
  const rows = new Map<
    string,
    { row: Omit<CodReportRow, 'collected' | 'awaitingPayout' | 'paidOff' | 'total'>; sums: bigint[] }
  >();
  for (const payable of payables) {
    const key = `${payable.senderKey}\u0000${payable.currencyCode}`;
    const entry = rows.get(key) ?? {
      row: {
        senderKey: payable.senderKey,
        senderName: payable.senderName,
        currencyCode: payable.currencyCode,
        count: 0,
      },
      sums: [0n, 0n, 0n],
    };
    entry.row.count += 1;
    entry.sums[COD_PAYABLE_STATUSES.indexOf(payable.status)]! += toMinor(
      payable.amount,
      digitsOf(payable.currencyCode),
    );
    rows.set(key, entry);
  }
  return [...rows.values()].map(({ row, sums }) => {
    const digits = digitsOf(row.currencyCode);
    const [collected, awaiting, paid] = sums as [bigint, bigint, bigint];
    return {
      ...row,
      collected: fromMinor(collected, digits),
      awaitingPayout: fromMinor(awaiting, digits),
      paidOff: fromMinor(paid, digits),
      total: fromMinor(collected + awaiting + paid, digits),
    };
  });
}
