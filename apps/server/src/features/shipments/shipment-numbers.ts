import type { Database, Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { modificationNumbers, parcelNumbers, shipmentNumbers } from './shipments-tables.ts';

/** SH + sender country + ten digits (platform §5 shipment barcode), e.g. SHPL0000000042. */
export function nextShipmentNumber(executor: Database | Transaction, countryCode: string) {
  return nextNumber(executor, shipmentNumbers, `SH${countryCode.toUpperCase()}`, 10);
}

/** PC + country + ten digits: the number of a shipment's second and further parcels. */
export function nextParcelNumber(executor: Database | Transaction, countryCode: string) {
  return nextNumber(executor, parcelNumbers, `PC${countryCode.toUpperCase()}`, 10);
}

/** MD + twelve digits. */
export function nextModificationNumber(executor: Database | Transaction) {
  return nextNumber(executor, modificationNumbers, 'MD', 12);
}
