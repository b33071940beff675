import {
  cidOfPhone,
  isSmallTalkCountry,
  SMALL_TALK_COUNTRY_NOT_SUPPORTED,
  SMALL_TALK_SHIPMENTS_LIMIT,
  type SmallTalkAnswer,
  type SmallTalkRequest,
  type SmallTalkShipment,
} from '@console/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule } from '../../http/errors.ts';
import { findClient } from '../shipments/shipment-search.ts';

type Executor = Database | Transaction;

/** Shipments still on their way: not final, not deleted (registers §4 "Shipment" statuses). */
const OPEN_STATUSES = ['Draft', 'ReadyToShip', 'Accepted'] as const;

interface ShipmentRow {
  id: string;
  number: string;
  status: SmallTalkShipment['status'];
  role: 'sender' | 'recipient';
  date_time: Date | string;
  scheduled_delivery_date: string | null;
  sender_name: string;
  recipient_name: string;
  current_id: string | null;
  current_name: string | null;
  destination: string | null;
}

/** The sides of a shipment a client type asks about: a sender's, a recipient's, or both. */
function sidesOf(request: SmallTalkRequest): SQL {
  const asSender = sql`s.sender_phone = ${request.phone}`;
  const asRecipient = sql`s.recipient_phone = ${request.phone}`;
  if (request.clientType === 'Sender') return asSender;
  if (request.clientType === 'Recipient') return asRecipient;
  return sql`(${asSender} or ${asRecipient})`;
}

/**
 * `POST small-talk` (registers §7 "Other", §9 "Small-talk countries"): what the clerk can tell a
 * caller from a small-talk country: the name we know them by and their open shipments, each with
 * its status, where its parcels are and where it goes. Reads only; another country is refused.
 */
export async function smallTalk(executor: Executor, request: SmallTalkRequest): Promise<SmallTalkAnswer> {
  if (!isSmallTalkCountry(request.country))
    throw businessRule(
      SMALL_TALK_COUNTRY_NOT_SUPPORTED,
      `Small talk is not offered in ${request.country} (registers §9 small-talk countries)`,
    );
  const statuses = sql.join(
    OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await executor.execute(sql`
    select s.id, s.number, s.status,
      case when s.sender_phone = ${request.phone} then 'sender' else 'recipient' end as role,
      s.date_time, s.scheduled_delivery_date, s.sender_name, s.recipient_name,
      here.id as current_id, here.name as current_name,
      coalesce(rd.name, nullif(s.recipient_address, '')) as destination
    from shipments s
    left join divisions rd on rd.id = s.recipient_division_id
    left join lateral (
      select d.id, d.name from shipment_parcels p join divisions d on d.id = p.current_division_id
      where p.shipment_id = s.id order by p.current_division_at desc nulls last limit 1
    ) here on true
    where s.deleted_at is null and s.status in (${statuses}) and ${sidesOf(request)}
    order by s.date_time desc, s.id
    limit ${SMALL_TALK_SHIPMENTS_LIMIT}`);
  const rows = (result as unknown as { rows: ShipmentRow[] }).rows;
  const client = await findClient(executor, cidOfPhone(request.phone));
  return {
    country: request.country,
    phone: request.phone,
    clientType: request.clientType,
    cid: client ? { id: client.id, name: client.profile.name } : null,
    shipments: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      role: row.role,
      dateTime: new Date(row.date_time).toISOString(),
      scheduledDeliveryDate: row.scheduled_delivery_date,
      senderName: row.sender_name,
      recipientName: row.recipient_name,
      currentDivision: row.current_id ? { id: row.current_id, name: row.current_name ?? '' } : null,
      destination: row.destination,
    })),
  };
}
