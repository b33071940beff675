import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';

const SEQUENCES = {
  shipment: 'shipment_number_seq',
  parcel: 'parcel_number_seq',
  modification: 'shipment_modification_number_seq',
} as const;

/** The next value of a numbering sequence: unique under any load, never reused after a rollback. */
async function nextValue(
  executor: Database | Transaction,
  sequence: keyof typeof SEQUENCES,
): Promise<bigint> {
  const result = await executor.execute(sql`select nextval(${SEQUENCES[sequence]}) as value`);
  const [row] = (result as unknown as { rows: { value: string | number | bigint }[] }).rows;
  return BigInt(row?.value ?? 0);
}

const padded = (value: bigint, digits: number) => value.toString().padStart(digits, '0');

/** SH + sender country + ten digits (platform §5 shipment barcode), e.g. SHPL0000000042. */
export async function nextShipmentNumber(executor: Database | Transaction, countryCode: string) {
  return `SH${countryCode.toUpperCase()}${padded(await nextValue(executor, 'shipment'), 10)}`;
}

/** PC + country + ten digits: the number of a shipment's second and further parcels. */
export async function nextParcelNumber(executor: Database | Transaction, countryCode: string) {
  return `PC${countryCode.toUpperCase()}${padded(await nextValue(executor, 'parcel'), 10)}`;
}

/** MD + twelve digits. */
export async function nextModificationNumber(executor: Database | Transaction) {
  return `MD${padded(await nextValue(executor, 'modification'), 12)}`;
}
