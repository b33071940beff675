import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';

export type BenchRegister = 'buildings' | 'settlements' | 'streets' | 'shipments' | 'visit_list_page';
/** A list request's query as the console sends it. */
export type ClientQuery = Readonly<Record<string, string | number | readonly string[]>>;

export interface Scenario {
  label: string;
  register: BenchRegister;
  /** Requests cycle through these, so consecutive and concurrent requests ask for different rows. */
  queries: readonly ClientQuery[];
}

/** How many different filter values a scenario cycles through. */
const VALUES_PER_SCENARIO = 400;

/** `a=1&list[]=x&list[]=y`: list filters written the way the console writes them. */
export function queryString(query: ClientQuery): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      for (const each of value) parts.push(`${key}[]=${encodeURIComponent(each)}`);
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

async function column(db: Database, query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { value: string }[] };
  if (result.rows.length === 0)
    throw new Error('The bench database holds no rows to pick filter values from');
  return result.rows.map((row) => row.value);
}

/**
 * What a clerk types to find one place: the name without a leading adjective when it has three
 * words or more ("Wola 5566" for "Stara Wola 5566"), otherwise the whole name ("Kraków").
 */
function distinctivePart(name: string): string {
  const words = name.split(' ');
  return words.length >= 3 ? words.slice(1).join(' ') : name;
}

/**
 * The scenarios of issue 3 with filter values read from the database. Samples are ordered by a
 * hash of the row id, so every run on the same data asks for the same values.
 */
export async function benchScenarios(db: Database): Promise<Scenario[]> {
  const sample = VALUES_PER_SCENARIO;
  const streetIds = await column(
    db,
    sql`select id::text as value from streets order by md5(id::text) limit ${sample}`,
  );
  const settlementIds = await column(
    db,
    sql`select id::text as value from settlements order by md5(id::text) limit ${sample}`,
  );
  const polishRegionIds = await column(
    db,
    sql`select id::text as value from regions where country_code = 'PL' order by md5(id::text)`,
  );
  const settlementNames = await column(
    db,
    sql`select name as value from settlements order by md5(id::text || 'name') limit ${sample}`,
  );
  const postCodes = await column(
    db,
    sql`select post_code as value from settlement_post_codes order by md5(id::text) limit ${sample}`,
  );
  const page = { page: 1, limit: 15 };

  return [
    {
      label: 'buildings by streetId',
      register: 'buildings',
      queries: streetIds.map((streetId) => ({ ...page, streetId })),
    },
    {
      label: 'buildings by settlementId',
      register: 'buildings',
      queries: settlementIds.map((settlementId) => ({ ...page, settlementId })),
    },
    {
      label: 'settlements by countryCodes[]=PL & regionId',
      register: 'settlements',
      queries: polishRegionIds.map((regionId) => ({ ...page, countryCodes: ['PL'], regionId })),
    },
    {
      label: 'settlements name contains',
      register: 'settlements',
      queries: settlementNames.map((name) => ({ ...page, name: distinctivePart(name) })),
    },
    {
      label: 'buildings textSearch (post code)',
      register: 'buildings',
      queries: postCodes.map((textSearch) => ({ ...page, textSearch })),
    },
    {
      label: 'buildings unfiltered, page 2',
      register: 'buildings',
      queries: [{ page: 2, limit: 15 }],
    },
    {
      label: 'streets by settlementId',
      register: 'streets',
      queries: settlementIds.map((settlementId) => ({ ...page, settlementId })),
    },
  ];
}
