import { sql } from 'drizzle-orm';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './database.ts';

/**
 * A document number from a PostgreSQL sequence: the prefix, then the next value zero-padded to
 * `digits` (VS000000000042). Unique under any number of API instances, never reused after a
 * rollback (DESIGN.md; docs/decisions.md "Shipment, parcel, visit and payment numbers").
 */
export async function nextNumber(
  executor: Database | Transaction,
  sequence: PgSequence,
  prefix: string,
  digits: number,
): Promise<string> {
  const result = await executor.execute(sql`select nextval(${sequence.seqName}) as value`);
  const [row] = (result as unknown as { rows: { value: string | number | bigint }[] }).rows;
  return `${prefix}${String(row?.value ?? 0).padStart(digits, '0')}`;
}
