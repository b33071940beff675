import {
  CLIENT_DELIVERY_POINTS_LIMIT,
  type ClientDeliveryPoint,
  type ContactInformation,
  type ContactInformationQuery,
  cidOfPhone,
  orderDeliveryPoints,
  wildcardPattern,
} from '@console/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';

type Executor = Database | Transaction;

/** Rows each source reads at most, newest first: a client's history, not the whole table. */
const SOURCE_ROWS = 500;

interface PointRow {
  source: 'shipment' | 'visit';
  point_id: string;
  division_id: string | null;
  division_category: string | null;
  settlement_id: string | null;
  division_active: boolean | null;
  confirmed: boolean;
  division_number: string | null;
  division_name: string | null;
  address: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
  country_code: string | null;
  used_at: Date | string;
  latest_name: string | null;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** Phone and/or name of one party, as SQL over its phone and name columns. */
function clientMatch(query: ContactInformationQuery, phone: SQL, name: SQL): SQL {
  const parts: SQL[] = [];
  if (query.phone) parts.push(sql`${phone} = ${query.phone}`);
  if (query.name) parts.push(sql`${name} ilike ${wildcardPattern(query.name)}`);
  return sql.join(parts, sql` and `);
}

/**
 * `GET contact-information` (registers §7 "Catalogue"): the delivery points a client used, from
 * what our tables know of them (docs/decisions.md "Counter look-ups (issue 25)"): the recipient
 * division or address of shipments they received, and the division and client address of their
 * visits. One point per division or address (same text, any case), the most recently used first.
 */
export async function contactInformation(
  executor: Executor,
  query: ContactInformationQuery,
): Promise<ContactInformation> {
  const shipmentMatch = clientMatch(query, sql`s.recipient_phone`, sql`s.recipient_name`);
  const visitMatch = clientMatch(
    query,
    sql`regexp_replace(coalesce(v.phone, ''), '\\D', '', 'g')`,
    sql`coalesce(v.full_name, '')`,
  );
  const shipmentCountry = query.countryCode
    ? sql`and s.recipient_country_code = ${query.countryCode}`
    : sql``;
  const visitCountry = query.countryCode ? sql`and vd.country_code = ${query.countryCode}` : sql``;
  const result = await executor.execute(sql`
    with shipment_rows as (
      select s.recipient_division_id as division_id,
        case when s.recipient_division_id is null
          then nullif(trim(coalesce(s.recipient->'address'->>'string', s.recipient_address)), '') end as address,
        case when s.recipient_division_id is null then (s.recipient->'address'->>'latitude')::float8 end as latitude,
        case when s.recipient_division_id is null then (s.recipient->'address'->>'longitude')::float8 end as longitude,
        s.recipient_country_code as country_code, s.date_time as used_at, s.recipient_name as name,
        s.status = 'Issued' as received
      from shipments s
      where s.deleted_at is null and s.status <> 'Deleted' and ${shipmentMatch} ${shipmentCountry}
      order by s.date_time desc limit ${SOURCE_ROWS}
    ), visit_rows as (
      select v.division_id, nullif(trim(coalesce(v.client_address, '')), '') as address,
        v.latitude, v.longitude, vd.country_code, v.created_at as used_at, v.full_name as name,
        false as received
      from visits v left join divisions vd on vd.id = v.division_id
      where v.deleted_at is null and ${visitMatch} ${visitCountry}
      order by v.created_at desc limit ${SOURCE_ROWS}
    ), points as (
      select 'shipment' as source, division_id, address, latitude, longitude, country_code, used_at, name,
        received
        from shipment_rows
      union all
      select 'visit', division_id, null, null, null, country_code, used_at, name, received
        from visit_rows where division_id is not null
      union all
      select 'visit', null, address, latitude, longitude, country_code, used_at, name, received
        from visit_rows where address is not null
    ), keyed as (
      select p.*, coalesce('d:' || p.division_id::text, 'a:' || lower(p.address)) as point_key,
        first_value(p.name) over (order by p.used_at desc) as latest_name
      from points p
    ), ranked as (
      select k.*, row_number() over (partition by k.point_key order by k.used_at desc) as position,
        bool_or(k.received) over (partition by k.point_key) as confirmed
      from keyed k where k.point_key is not null
    )
    select r.source, coalesce(r.division_id, md5(lower(r.address))::uuid) as point_id, r.confirmed,
      r.division_id, d.division_category, d.settlement_id,
      d.deleted_at is null and d.status = 'Working' as division_active,
      d.number as division_number, d.name as division_name, r.address,
      coalesce(r.latitude, d.latitude) as latitude, coalesce(r.longitude, d.longitude) as longitude,
      coalesce(r.country_code, d.country_code) as country_code, r.used_at, r.latest_name
    from ranked r left join divisions d on d.id = r.division_id
    where r.position = 1
    order by r.used_at desc, r.point_key
    limit ${CLIENT_DELIVERY_POINTS_LIMIT}`);
  const rows = (result as unknown as { rows: PointRow[] }).rows;
  const deliveryPoints = orderDeliveryPoints(rows.map(pointOf));
  return {
    cid: {
      id: query.phone ? cidOfPhone(query.phone) : null,
      name: rows[0]?.latest_name ?? null,
      deliveryPoints: { deliveryPoints },
    },
  };
}

/** One learnt point as the delivery-point entity of registers §3.2 (its display order comes after). */
function pointOf(row: PointRow): Omit<ClientDeliveryPoint, 'displayOrder'> {
  const division = row.division_id !== null;
  return {
    id: row.point_id,
    name: (division ? row.division_name : row.address) ?? '',
    kind: division ? 'division' : 'address',
    type: division ? (row.division_category === 'Postomat' ? 'POSTOMAT' : 'WAREHOUSE') : null,
    confirmed: row.confirmed,
    personalLabel: null,
    pointNumber: row.division_number,
    cityId: row.settlement_id,
    favoriteAddressId: division ? null : row.point_id,
    isActive: division ? row.division_active === true : true,
    divisionId: row.division_id,
    divisionNumber: row.division_number,
    divisionName: row.division_name,
    address: row.address,
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    countryCode: row.country_code,
    lastUsedAt: new Date(row.used_at).toISOString(),
    source: row.source,
  };
}
