import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { NAMES as DEMO_NAMES } from './demo-shipments.ts';
import { DEMO_DIVISION } from './demo-users.ts';

/**
 * Operational data at production size for the benchmark: shipments with parcels and services,
 * and visits with their documents, written by set-based SQL (`insert … select` over
 * `generate_series`) so that two million shipments take minutes. Every value is a hash of the
 * row's index, so the same options give the same rows on every machine; names, streets, cities
 * and phone prefixes are the demo generator's (`demo-shipments.ts`).
 *
 * Shape: shipment i (1 = newest) was created i steps before the anchor, spreading the shipments
 * evenly over `days`. Four consecutive shipments form a group: one sender (a customer with a
 * stable name and phone) at one counter division, who brought one to three of them in one visit
 * — so one visit per four shipments. A customer sends and receives about ten shipments. The demo
 * division WAW-1 is the counter of one PL group in twenty.
 */
export interface BulkOperationsOptions {
  /** A multiple of the batch size. */
  shipments: number;
  /** Shipments are spread over this many days before the anchor. */
  days: number;
  /** Shipments per transaction (a multiple of 4); a fill stopped half way resumes at its batch. */
  batchSize: number;
  /** The newest shipment's time; stored with the first batch and kept on resume. */
  anchor: Date;
  onBatch?: (done: number, total: number) => void;
}

export interface BulkFill {
  anchor: Date;
  /** True when this call wrote rows, false when an earlier run had written them all. */
  created: boolean;
}

export const SHIPMENTS_PER_VISIT = 4;
const MARKER_TABLE = 'bulk_operations_fill';
/** Numbers far above what the sequences give the API and the demo, so the two never meet. */
const SHIPMENT_NUMBER_BASE = 5_000_000_000;
const PARCEL_NUMBER_BASE = 6_000_000_000;
const VISIT_NUMBER_BASE = 900_000_000_000;
/** Counter divisions per country that senders and visits use (WAW-1 besides). */
const COUNTERS_PER_COUNTRY = 300;
/** Tables whose secondary indexes are built once after the rows rather than row by row. */
const FILLED_TABLES = ['shipments', 'shipment_parcels', 'shipment_services', 'visits', 'visit_documents'];

const PHONES: Record<keyof typeof DEMO_NAMES, { prefix: string; digits: number; currency: string }> = {
  PL: { prefix: '4860', digits: 7, currency: 'PLN' },
  UA: { prefix: '38067', digits: 7, currency: 'UAH' },
  DE: { prefix: '49151', digits: 8, currency: 'EUR' },
};
/** The price list's factor per currency (shipment-pricing.ts), for costs of the right size. */
const PRICE_FACTORS: Record<string, number> = { PLN: 4.3, UAH: 45, EUR: 1 };

type Executor = Database | Transaction;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;

interface Marker {
  anchor: Date | string;
  next_from: number | string;
  total: number | string;
  index_definitions: string[];
  done_at: Date | string | null;
}

async function readMarker(db: Executor): Promise<Marker | undefined> {
  await db.execute(
    sql.raw(`create table if not exists ${MARKER_TABLE} (
      id int primary key default 1 check (id = 1),
      anchor timestamptz not null,
      next_from bigint not null,
      total bigint not null,
      index_definitions jsonb not null,
      done_at timestamptz)`),
  );
  return rowsOf<Marker>(await db.execute(sql.raw(`select * from ${MARKER_TABLE}`)))[0];
}

/** The filled tables' indexes that back no constraint, as their CREATE statements. */
async function secondaryIndexes(db: Executor): Promise<{ name: string; definition: string }[]> {
  return rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`select ix.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      join pg_class ix on ix.oid = i.indexrelid
      join pg_class tbl on tbl.oid = i.indrelid
      where tbl.relnamespace = 'public'::regnamespace
        and tbl.relname in ${FILLED_TABLES}
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by ix.relname`),
  );
}

/** The temporary lookups a batch joins: divisions by country, and the demo's name lists. */
async function createLookups(tx: Transaction) {
  await tx.execute(sql`create temp table bulk_divisions on commit drop as
    select country_code, (row_number() over (partition by country_code order by number) - 1)::int as n, id
    from divisions
    where deleted_at is null and country_code in ('PL', 'UA', 'DE') and number <> ${DEMO_DIVISION.number}`);
  await tx.execute(sql`create temp table bulk_division_counts on commit drop as
    select country_code, count(*)::int as total, least(count(*), ${COUNTERS_PER_COUNTRY})::int as counters
    from bulk_divisions group by country_code`);
  const countries = Object.entries(DEMO_NAMES).map(([code, names]) => {
    const phone = PHONES[code as keyof typeof DEMO_NAMES];
    return sql`(${code}::text, ${textArray(names.first)}, ${textArray(names.female)}, ${textArray(names.last)},
      ${textArray(names.streets)}, ${textArray(names.cities.map(([city]) => city))},
      ${textArray(names.cities.map(([, postCode]) => postCode))}, ${phone.prefix}::text, ${phone.digits}::int,
      ${phone.currency}::text, ${PRICE_FACTORS[phone.currency] ?? 1}::numeric)`;
  });
  await tx.execute(sql`create temp table bulk_names on commit drop as
    select * from (values ${sql.join(countries, sql`, `)})
    as names(country_code, firsts, females, lasts, streets, cities, post_codes, phone_prefix, phone_digits, currency, price_factor)`);
}

/** A non-negative hash of an integer expression and a salt: the generator's only randomness. */
const hash = (value: string, salt: number) =>
  `(hashint8((${value})::bigint * 7919 + ${salt}) & 2147483647)::bigint`;

/**
 * One customer of a country (name list `n`): a stable name, phone, street and city for customer
 * number `k`. Women's Polish surnames in -ski/-cki take -ska/-cka, as in the demo.
 */
function customer(k: string, n: string, prefix: string) {
  const first = `${n}.firsts[1 + ${k} % cardinality(${n}.firsts)]`;
  const last = `${n}.lasts[1 + (${k} / 11) % cardinality(${n}.lasts)]`;
  return `${first} || ' ' || case when ${first} = any(${n}.females)
        then regexp_replace(${last}, '(sk|ck)i$', '\\1a') else ${last} end as ${prefix}_name,
      ${n}.phone_prefix || lpad((${k})::text, ${n}.phone_digits, '0') as ${prefix}_phone,
      ${n}.streets[1 + (${k} / 7) % cardinality(${n}.streets)] as ${prefix}_street,
      (1 + ${k} % 120)::text as ${prefix}_building,
      ${n}.cities[1 + (${k} / 3) % cardinality(${n}.cities)] as ${prefix}_city,
      ${n}.post_codes[1 + (${k} / 3) % cardinality(${n}.cities)] as ${prefix}_post_code`;
}

/**
 * `bulk_plan`: one row per shipment of the batch with everything its rows are made of. Only
 * numbers the generator itself computes are written into the text.
 */
function planStatement(from: number, to: number, options: BulkOperationsOptions, anchor: Date) {
  const stepSeconds = (options.days * 86_400) / options.shipments;
  const customers = Math.max(50, Math.floor(options.shipments / 5));
  const group = `((i - 1) / ${SHIPMENTS_PER_VISIT})`;
  return sql.raw(`create temp table bulk_plan on commit drop as
    with base as (
      select i, ${group} as g,
        ${hash(group, 1)} as hg1, ${hash(group, 2)} as hg2, ${hash(group, 3)} as hg3, ${hash(group, 4)} as hg4,
        ${hash('i', 5)} as h5, ${hash('i', 6)} as h6, ${hash('i', 7)} as h7, ${hash('i', 8)} as h8, ${hash('i', 9)} as h9,
        '${anchor.toISOString()}'::timestamptz - make_interval(secs => (i - 1) * ${stepSeconds}) as date_time
      from generate_series(${from}::bigint, ${to}::bigint) as i
    ), countries as (
      select base.*,
        case when hg1 % 100 < 80 then 'PL' when hg1 % 100 < 92 then 'UA' else 'DE' end as sc,
        extract(epoch from '${anchor.toISOString()}'::timestamptz - date_time) / 86400 as age
      from base
    ), routed as (
      select countries.*,
        case when h6 % 10 <> 0 then sc when sc <> 'PL' then 'PL' when h6 % 20 = 0 then 'UA' else 'DE' end as rc,
        case
          when age < 1 then (case when h7 % 10 = 0 then 'Draft' when h7 % 10 < 5 then 'ReadyToShip' else 'Accepted' end)
          when age < 7 then (case when h7 % 10 = 0 then 'ReadyToShip' when h7 % 10 < 9 then 'Accepted' else 'Issued' end)
          else (case when h7 % 100 < 2 then 'Deleted' when h7 % 100 < 6 then 'Returned' when h7 % 100 < 7 then 'Utilized'
            when h7 % 100 < 10 then 'Accepted' else 'Issued' end)
        end as status
      from countries
    )
    select r.i, r.g, r.date_time, r.sc, r.rc, r.status, r.h8, r.h9, r.hg2,
      md5('bulk-shipment:' || r.i)::uuid as id,
      'SH' || r.sc || lpad((${SHIPMENT_NUMBER_BASE} + r.i)::text, 10, '0') as number,
      case when r.status in ('Issued', 'Returned', 'Utilized')
        then least('${anchor.toISOString()}'::timestamptz, r.date_time + make_interval(hours => 20 + (r.h9 % 100)::int))
      end as closing_date,
      case when r.sc = 'PL' and r.hg2 % 20 = 0 then (select id from divisions where number = '${DEMO_DIVISION.number}')
        else sd.id end as sender_division_id,
      case when r.sc = 'PL' and r.hg2 % 20 = 0 then 'operator' else 'bench.clerk.' || r.sc || (r.hg3 % 1000) end as clerk,
      rd.id as recipient_division_id,
      case when r.h8 % 20 < 16 then 1 when r.h8 % 20 < 19 then 2 else 3 end as parcels,
      case when r.h9 % 10 = 9 then 'Recipient' else 'Sender' end as payer_type,
      1 + (r.hg2 / 20) % 3 as visit_documents,
      sn.currency, sn.price_factor,
      ${customer(`(r.hg4 % ${customers})::int`, 'sn', 'sender')},
      ${customer(`(r.h5 % ${customers})::int`, 'rn', 'recipient')}
    from routed r
    join bulk_names sn on sn.country_code = r.sc
    join bulk_names rn on rn.country_code = r.rc
    left join bulk_division_counts sc on sc.country_code = r.sc
    left join bulk_divisions sd on sd.country_code = r.sc and sd.n = r.hg3 % sc.counters
    left join bulk_division_counts rc on rc.country_code = r.rc
    left join bulk_divisions rd on rd.country_code = r.rc and rd.n = r.h6 % rc.total`);
}

const ACCEPTED = `status not in ('Draft', 'ReadyToShip', 'Deleted')`;
const party = (prefix: string, country: string) =>
  `jsonb_build_object('name', ${prefix}_name, 'phone', ${prefix}_phone, 'countryCode', ${country},
    'divisionId', ${prefix}_division_id, 'addressParts', jsonb_build_object('street', ${prefix}_street,
    'building', ${prefix}_building, 'city', ${prefix}_city, 'postCode', ${prefix}_post_code))`;
/** "street building, postCode city", as `addressLine` writes it for the register. */
const addressLine = (prefix: string) =>
  `${prefix}_street || ' ' || ${prefix}_building || ', ' || ${prefix}_post_code || ' ' || ${prefix}_city`;

/** The rows of one batch, from `bulk_plan`. */
function insertStatements(anchor: Date) {
  return [
    `insert into shipments (id, number, status, status_before_delete, payment_status, date_time, closing_date,
      scheduled_delivery_date, international_shipping, payer_type, sender, recipient, sender_name, sender_phone,
      sender_address, sender_country_code, sender_division_id, recipient_name, recipient_phone, recipient_address,
      recipient_country_code, recipient_division_id, first_logistic_division_id, last_logistic_division_id,
      marking_printed, parcels_amount, created_by_user, accepted_by_user, accepted_at, created_at, updated_at, deleted_at)
    select id, number, status, case when status = 'Deleted' then 'Draft' end,
      case when ${ACCEPTED} then 'Paid' else 'NeedPay' end, date_time, closing_date,
      (date_time + interval '2 days')::date, sc <> rc, payer_type, ${party('sender', 'sc')}, ${party('recipient', 'rc')},
      sender_name, sender_phone, ${addressLine('sender')}, sc, sender_division_id,
      recipient_name, recipient_phone, ${addressLine('recipient')}, rc, recipient_division_id,
      case when ${ACCEPTED} then sender_division_id end,
      case when closing_date is not null then recipient_division_id end,
      ${ACCEPTED}, parcels, clerk, case when ${ACCEPTED} then clerk end,
      case when ${ACCEPTED} then date_time + interval '5 minutes' end,
      date_time, coalesce(closing_date, date_time), case when status = 'Deleted' then date_time + interval '1 hour' end
    from bulk_plan`,
    `insert into shipment_parcels (id, shipment_id, position, number, actual_weight, volumetric_weight, length,
      width, height, recipient, created_at)
    select md5('bulk-parcel:' || p.i || ':' || k)::uuid, p.id, k,
      case when k = 1 then p.number else 'PC' || p.sc || lpad((${PARCEL_NUMBER_BASE} + p.i * 3 + k)::text, 10, '0') end,
      200 + (p.h8 * k) % 9800, (p.h8 / 7 * k) % 5000, 150 + (p.h9 * k) % 400, 100 + (p.h9 / 3 * k) % 300,
      20 + (p.h9 / 11 * k) % 180,
      case when p.status = 'Issued' then jsonb_build_object('name', p.recipient_name, 'identificationType', 'Document') end,
      p.date_time
    from bulk_plan p cross join generate_series(1, p.parcels) as k`,
    `insert into shipment_services (id, shipment_id, service_id, service_code, name, cost, currency_code, payer_type,
      payment_status, value, created_at)
    select md5('bulk-service:' || p.i || ':' || s.code)::uuid, p.id, md5('bulk-price-list:' || s.code)::uuid,
      s.code, s.name, round(s.eur * p.price_factor, 2), p.currency, p.payer_type,
      case when p.${ACCEPTED} then 'Paid' else 'NeedPay' end, s.value,
      p.date_time + s.position * interval '1 millisecond'
    from bulk_plan p cross join lateral (values
      (0, 'Delivery', 'Delivery', 3.5 + (p.h8 % 8)::numeric, null::text, true),
      (1, 'Insurance', 'Insurance', greatest(0.5, (100 + p.h9 % 900) * 0.005 / p.price_factor), (100 + p.h9 % 900)::text, p.h9 % 2 = 0),
      (2, 'SmsNotification', 'SMS notification', 0.2, null, p.h8 % 10 < 3)
    ) as s(position, code, name, eur, value, wanted)
    where s.wanted`,
    `insert into visits (id, number, status, status_date_time, division_id, user_login, full_name, phone,
      opened_from, documents_count, created_at, updated_at)
    select md5('bulk-visit:' || p.g)::uuid, 'VS' || lpad((${VISIT_NUMBER_BASE} + p.g + 1)::text, 12, '0'),
      case when '${anchor.toISOString()}'::timestamptz - p.date_time < interval '1 day'
        then (case p.h9 % 3 when 0 then 'Open' when 1 then 'InProgress' else 'Closed' end)
        when p.h9 % 50 = 0 then 'NotDelivered' else 'Closed' end,
      p.date_time + interval '4 minutes', p.sender_division_id, p.clerk, p.sender_name, p.sender_phone,
      'employee_workplace', p.visit_documents, p.date_time - interval '2 minutes', p.date_time + interval '4 minutes'
    from bulk_plan p
    where (p.i - 1) % ${SHIPMENTS_PER_VISIT} = 0`,
    `insert into visit_documents (id, visit_id, document_id, document_type, number, status, place_number, open,
      position, created_at, updated_at)
    select md5('bulk-visit-document:' || p.i)::uuid, v.id, p.id, 'Shipment', p.number, 'Acceptance', array[p.number],
      v.status in ('Open', 'InProgress'), (p.i - 1) % ${SHIPMENTS_PER_VISIT}, p.date_time, p.date_time
    from bulk_plan p
    join visits v on v.id = md5('bulk-visit:' || p.g)::uuid
    where (p.i - 1) % ${SHIPMENTS_PER_VISIT} < v.documents_count`,
  ];
}

async function writeBatch(
  db: Database,
  from: number,
  to: number,
  options: BulkOperationsOptions,
  anchor: Date,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    // Foreign keys are triggers; the generator writes the rows they point at itself.
    await tx.execute(sql`set local session_replication_role = replica`);
    await createLookups(tx);
    await tx.execute(planStatement(from, to, options, anchor));
    for (const statement of insertStatements(anchor)) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(`update ${MARKER_TABLE} set next_from = ${to + 1}`));
  });
}

/**
 * Fills the operational tables once: a marker table remembers the anchor, how far the fill got
 * and the indexes it dropped to build after the rows, so a later call returns at once and a
 * stopped fill resumes at its batch.
 */
export async function fillBulkOperations(db: Database, options: BulkOperationsOptions): Promise<BulkFill> {
  if (options.shipments % options.batchSize !== 0 || options.batchSize % SHIPMENTS_PER_VISIT !== 0)
    throw new Error('The shipments must be whole batches, and a batch whole groups of four');
  let marker = await readMarker(db);
  if (marker && Number(marker.total) !== options.shipments)
    throw new Error(`The database was filled with ${marker.total} shipments; drop it to fill another size`);
  if (marker?.done_at) return { anchor: new Date(marker.anchor), created: false };
  if (!marker) {
    const indexes = await secondaryIndexes(db);
    await db.execute(
      sql`insert into ${sql.identifier(MARKER_TABLE)} (anchor, next_from, total, index_definitions)
        values (${options.anchor.toISOString()}, 1, ${options.shipments}, ${JSON.stringify(indexes.map((index) => index.definition))})`,
    );
    for (const index of indexes) await db.execute(sql`drop index if exists ${sql.identifier(index.name)}`);
    marker = (await readMarker(db))!;
  }
  const anchor = new Date(marker.anchor);
  for (let from = Number(marker.next_from); from <= options.shipments; from += options.batchSize) {
    const to = from + options.batchSize - 1;
    await writeBatch(db, from, to, options, anchor);
    options.onBatch?.(to, options.shipments);
  }
  for (const definition of marker.index_definitions) {
    await db.execute(
      sql.raw(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')),
    );
  }
  await db.execute(sql.raw(`vacuum (analyze) ${FILLED_TABLES.join(', ')}`));
  await db.execute(sql.raw(`update ${MARKER_TABLE} set done_at = now()`));
  return { anchor, created: true };
}
