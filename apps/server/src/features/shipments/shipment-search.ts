import {
  CID_PREFIX,
  PHONE_PATTERN,
  type ShipmentParty,
  VISIT_SEARCH_MAX_IDS,
  type VisitSearchCid,
  type VisitSearchGroup,
  type VisitSearchResult,
} from '@console/domain';
import { desc, eq, inArray, like, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { shipmentParcels, shipments } from './shipments-tables.ts';

/**
 * `GET shipments/visit-search/{text}` (registers §4 "Receiving on selecting a search result"). We
 * have no CID (client id) service, so a client is what our shipments know of a phone: the
 * latest shipment's party with that phone gives the name, every party with it the companies
 * (docs/decisions.md "Visit search and CID"). A CID is written `CID` + the phone's digits.
 */

type Executor = Database | Transaction;

const cidOf = (phone: string) => `${CID_PREFIX}${phone}`;

/** Shipment ids of a shipment number (or its beginning) or a parcel number, newest first. */
async function idsByNumber(executor: Executor, number: string): Promise<string[]> {
  const parcelShipments = executor
    .select({ id: shipmentParcels.shipmentId })
    .from(shipmentParcels)
    .where(eq(shipmentParcels.number, number));
  const rows = await executor
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      or(like(shipments.number, `${number.replace(/[%_\\]/g, '')}%`), inArray(shipments.id, parcelShipments)),
    )
    .orderBy(desc(shipments.dateTime))
    .limit(VISIT_SEARCH_MAX_IDS);
  return rows.map((row) => row.id);
}

interface PhoneShipment {
  id: string;
  sender: ShipmentParty;
  recipient: ShipmentParty;
}

async function shipmentsByPhone(executor: Executor, phone: string): Promise<PhoneShipment[]> {
  return executor
    .select({ id: shipments.id, sender: shipments.sender, recipient: shipments.recipient })
    .from(shipments)
    .where(or(eq(shipments.senderPhone, phone), eq(shipments.recipientPhone, phone)))
    .orderBy(desc(shipments.dateTime), desc(shipments.id))
    .limit(VISIT_SEARCH_MAX_IDS);
}

/** The known client of a phone, from the parties of its shipments (latest first). */
export function clientOfPhone(phone: string, found: readonly PhoneShipment[]): VisitSearchCid | null {
  const parties = found.flatMap((shipment) =>
    [shipment.sender, shipment.recipient].filter((party) => party.phone === phone),
  );
  const latest = parties[0];
  if (!latest) return null;
  const companies = new Map<string, string>();
  for (const party of parties) {
    if (party.companyTin && !companies.has(party.companyTin))
      companies.set(party.companyTin, party.companyName ?? party.companyTin);
  }
  return {
    id: cidOf(phone),
    profile: {
      name: latest.name,
      // Nobody has confirmed the phone to us: it is only what senders wrote.
      phones: [{ phone, verified: false }],
      companies: [...companies].map(([companyTin, name]) => ({ name, companyTin })),
      notification: { advertisement: false, promo: false },
    },
  };
}

/** The known client of a CID (`CID` + phone digits), or null when no shipment knows the phone. */
export async function findClient(executor: Executor, cid: string): Promise<VisitSearchCid | null> {
  const phone = cid.slice(CID_PREFIX.length);
  return clientOfPhone(phone, await shipmentsByPhone(executor, phone));
}

/** The text of a search, already in Latin letters: a CID, a phone, or a shipment or parcel number. */
export async function visitSearch(executor: Executor, text: string): Promise<VisitSearchResult> {
  const value = text.trim().toUpperCase();
  const groups: VisitSearchGroup[] = [];
  const phone = value.startsWith(CID_PREFIX)
    ? value.slice(CID_PREFIX.length)
    : value.replace(/[\s()+-]/g, '');
  let shipmentIds: string[] = [];
  let client: VisitSearchCid | null = null;
  if (PHONE_PATTERN.test(phone)) {
    const found = await shipmentsByPhone(executor, phone);
    client = clientOfPhone(phone, found);
    shipmentIds = found.map((shipment) => shipment.id);
  }
  if (!value.startsWith(CID_PREFIX)) {
    const byNumber = await idsByNumber(executor, value);
    shipmentIds = [...new Set([...byNumber, ...shipmentIds])].slice(0, VISIT_SEARCH_MAX_IDS);
  }
  // The label of the shipments group is a translation key; a client's is their name.
  if (shipmentIds.length > 0) groups.push({ type: 'shipments', label: 'shipments', ids: shipmentIds });
  if (client) groups.push({ type: 'cid', label: client.profile.name, cid: client, ids: [] });
  return { groups };
}
