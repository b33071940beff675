import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { API_PREFIX } from '../src/http/permissions.ts';
import type { Scenario } from './scenarios.ts';

/** How many different values a scenario cycles through. */
const VALUES_PER_SCENARIO = 400;
/** Issue 9: the visit search answers a scanned number within 30 ms at p99. */
export const VISIT_SEARCH_P99_MS = 30;

/** `GET shipments/visit-search/{text}` requests of one scenario. */
export interface SearchScenario {
  label: string;
  texts: readonly string[];
}

export const visitSearchPath = (text: string) =>
  `${API_PREFIX}/shipments/visit-search/${encodeURIComponent(text)}`;

async function column(db: Database, query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { value: string }[] };
  if (result.rows.length === 0) throw new Error('The bench database holds no rows to pick values from');
  return result.rows.map((row) => row.value);
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

/**
 * A clerk's lists and searches, with values read from the database (sampled by a hash of the row
 * id, the same on every run) or derived from the fill's anchor day, the generated "today".
 */
export async function operationScenarios(
  db: Database,
  anchor: Date,
): Promise<{ lists: Scenario[]; searches: SearchScenario[] }> {
  const sample = VALUES_PER_SCENARIO;
  const parcelNumbers = await column(
    db,
    sql`select number as value from shipment_parcels order by md5(id::text) limit ${sample}`,
  );
  const scannedNumbers = await column(
    db,
    sql`select number as value from shipment_parcels order by md5(id::text || 'scan') limit ${sample}`,
  );
  const phones = await column(
    db,
    sql`select case when i % 2 = 0 then sender_phone else recipient_phone end as value
      from (select sender_phone, recipient_phone, row_number() over (order by md5(id::text)) as i
        from shipments order by md5(id::text) limit ${sample}) sampled`,
  );
  // Ranges of one to seven days ending on days spread over the year before the anchor.
  const ranges = Array.from({ length: sample }, (_, index) => {
    const to = daysBefore(anchor, (index * 37) % 365);
    return { dateTimeFrom: day(daysBefore(to, index % 7)), dateTimeTo: day(to) };
  });
  const page = { page: 1, limit: 15 };
  return {
    lists: [
      {
        label: "visit list: today's visits of the clerk's division",
        register: 'visit_list_page',
        queries: [{ ...page, createdAtFrom: day(anchor) }],
      },
      {
        label: 'shipments by parcel number',
        register: 'shipments',
        queries: parcelNumbers.map((number) => ({ ...page, parcelsNumbers: [number] })),
      },
      {
        label: 'shipments by date range (1–7 days)',
        register: 'shipments',
        queries: ranges.map((range) => ({ ...page, ...range })),
      },
    ],
    searches: [
      { label: 'visit search: scanned parcel number', texts: scannedNumbers },
      { label: 'visit search: phone', texts: phones },
    ],
  };
}
