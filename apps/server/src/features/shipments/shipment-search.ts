import {
  CID_PREFIX,
  PHONE_PATTERN,
  type ShipmentParty,
  VISIT_SEARCH_MAX_IDS,
  type VisitSearchCid,
  type VisitSearchGroup,
  type VisitSearchResult,
} from '@console/domain';
import { desc, eq, or, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { qualified } from '../../db/sql-helpers.ts';
import { shipmentParcels, shipments } from './shipments-tables.ts';

/**
 * `GET shipments/visit-search/{text}` (registers §4 "Receiving on selecting a search result"). We
 * have no CID (client id) service, so a client is what our shipments know of a phone: the
 * latest shipment's party with that phone gives the name, every party with it the companies
 * (docs/decisions.md "Visit search and CID"). A CID is written `CID` + the phone's digits.
 */

type Executor = Database | Transaction;

const cidOf = (phone: string) => `${CID_PREFIX}${phone}`;

/**
 * Shipments of a shipment number (or its beginning) or a parcel number, newest first. Each
 * side is an index look-up of its own (a number's beginning is a range of the byte-order index,
 * its 50 highest numbers the newest), joined by id: an OR of the two would scan every shipment.
 * The statements are exported so the bench's baseline can run exactly what the API runs.
 */
export function numberSearchQuery(executor: Executor, number: string) {
  return numberSearch(executor, prefixPattern(number), number);
}

/** LIKE's pattern of the numbers beginning with `number` (its own wildcards taken out). */
const prefixPattern = (number: string) => `${number.replace(/[%_\\]/g, '')}%`;

/** The statement of `numberSearchQuery` with its values given (or placeholders, to prepare it). */
function numberSearch(executor: Executor, prefix: string | Placeholder, number: string | Placeholder) {
  const byNumber = sql`select ${sql.identifier('named')}.${sql.identifier('id')} from (select ${qualified(shipments.id)} from ${shipments} where ${qualified(shipments.number)} collate "C" like ${prefix} order by ${qualified(shipments.number)} collate "C" desc limit ${VISIT_SEARCH_MAX_IDS}) as ${sql.identifier('named')}`;
  const byParcel = sql`select ${qualified(shipmentParcels.shipmentId)} from ${shipmentParcels} where ${qualified(shipmentParcels.number)} = ${number}`;
  return executor
    .select({ id: shipments.id })
    .from(shipments)
    .where(sql`${qualified(shipments.id)} in (${byNumber} union all ${byParcel})`)
    .orderBy(desc(shipments.dateTime))
    .limit(VISIT_SEARCH_MAX_IDS);
}

export interface PhoneShipment {
  id: string;
  sender: ShipmentParty;
  recipient: ShipmentParty;
}

/** Shipments whose sender or recipient has the phone, newest first. */
export function phoneSearchQuery(executor: Executor, phone: string | Placeholder) {
  return executor
    .select({ id: shipments.id, sender: shipments.sender, recipient: shipments.recipient })
    .from(shipments)
    .where(or(eq(shipments.senderPhone, phone), eq(shipments.recipientPhone, phone)))
    .orderBy(desc(shipments.dateTime), desc(shipments.id))
    .limit(VISIT_SEARCH_MAX_IDS);
}

/**
 * Names of the visit search's prepared statements: PostgreSQL parses each once per connection, and
 * the server builds each once (the bench's baseline runs them under the same names).
 */
export const VISIT_SEARCH_STATEMENTS = {
  byNumber: 'visit_search_number',
  byPhone: 'visit_search_phone',
} as const;

function prepareVisitSearch(db: Database) {
  return {
    byNumber: numberSearch(db, sql.placeholder('prefix'), sql.placeholder('number')).prepare(
      VISIT_SEARCH_STATEMENTS.byNumber,
    ),
    byPhone: phoneSearchQuery(db, sql.placeholder('phone')).prepare(VISIT_SEARCH_STATEMENTS.byPhone),
  };
}
const preparedVisitSearches = new WeakMap<Database, ReturnType<typeof prepareVisitSearch>>();

function visitSearchStatementsOf(db: Database) {
  let prepared = preparedVisitSearches.get(db);
  if (!prepared) {
    prepared = prepareVisitSearch(db);
    preparedVisitSearches.set(db, prepared);
  }
  return prepared;
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
  return clientOfPhone(phone, await phoneSearchQuery(executor, phone));
}

/** What a search text asks for: the phone to look up (if it is one) and whether numbers are searched. */
export function searchPlan(text: string): { value: string; phone: string | null; byNumber: boolean } {
  const value = text.trim().toUpperCase();
  const phone = value.startsWith(CID_PREFIX)
    ? value.slice(CID_PREFIX.length)
    : value.replace(/[\s()+-]/g, '');
  return { value, phone: PHONE_PATTERN.test(phone) ? phone : null, byNumber: !value.startsWith(CID_PREFIX) };
}

/** The groups of a search from the rows its statements found. */
export function searchResult(
  plan: ReturnType<typeof searchPlan>,
  byPhone: readonly PhoneShipment[],
  byNumber: readonly { id: string }[],
): VisitSearchResult {
  const groups: VisitSearchGroup[] = [];
  const client = plan.phone ? clientOfPhone(plan.phone, byPhone) : null;
  const shipmentIds = [...new Set([...byNumber, ...byPhone].map((row) => row.id))].slice(
    0,
    VISIT_SEARCH_MAX_IDS,
  );
  // The label of the shipments group is a translation key; a client's is their name.
  if (shipmentIds.length > 0) groups.push({ type: 'shipments', label: 'shipments', ids: shipmentIds });
  if (client) groups.push({ type: 'cid', label: client.profile.name, cid: client, ids: [] });
  return { groups };
}

/** The text of a search, already in Latin letters: a CID, a phone, or a shipment or parcel number. */
export async function visitSearch(db: Database, text: string): Promise<VisitSearchResult> {
  const plan = searchPlan(text);
  const statements = visitSearchStatementsOf(db);
  const byPhone = plan.phone ? await statements.byPhone.execute({ phone: plan.phone }) : [];
  const byNumber = plan.byNumber
    ? await statements.byNumber.execute({
        prefix: prefixPattern(plan.value),
        number: plan.value,
      })
    : [];
  return searchResult(plan, byPhone, byNumber);
}
