import type { DivisionCategory, Polygon } from '@console/domain';
import type { Database } from '../db/database.ts';
import { buildings } from '../features/addresses/buildings-table.ts';
import { boundingBox } from '../features/addresses/city-district-register.ts';
import { cityDistricts } from '../features/addresses/city-districts-table.ts';
import { regions } from '../features/addresses/regions-table.ts';
import { settlementPostCodes, settlements } from '../features/addresses/settlements-table.ts';
import { streets } from '../features/addresses/streets-table.ts';
import { divisions } from '../features/divisions/divisions-table.ts';
import { type CountryPlaces, DEMO_COUNTRIES } from './address-places.ts';

/** mulberry32: a tiny, fast, seeded PRNG; the same seed gives the same addresses everywhere. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4 shaped uuid from the PRNG, so rows can point at each other before any insert. */
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

export interface AddressGeneratorOptions {
  seed?: number;
  countries?: readonly CountryPlaces['countryCode'][];
  /** Settlements per region; the first are the region's real capital and towns. */
  settlementsPerRegion: number;
  /** Streets per settlement on average (the capital gets three times as many). */
  streetsPerSettlement: number;
  /** Buildings per street on average. */
  buildingsPerStreet: number;
  /** One division in every n-th settlement (and always in the capital). */
  divisionEvery?: number;
  /** A batch is yielded when it holds this many buildings. */
  batchSize?: number;
  /**
   * Division numbers count up from here (they are unique): a second generated set in a database
   * that already holds the demo addresses needs numbers of its own.
   */
  firstDivisionNumber?: number;
}

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export interface AddressBatch {
  regions: Insert<typeof regions>[];
  settlements: Insert<typeof settlements>[];
  postCodes: Insert<typeof settlementPostCodes>[];
  streets: Insert<typeof streets>[];
  buildings: Insert<typeof buildings>[];
  divisions: Insert<typeof divisions>[];
  cityDistricts: Insert<typeof cityDistricts>[];
}

const emptyBatch = (): AddressBatch => ({
  regions: [],
  settlements: [],
  postCodes: [],
  streets: [],
  buildings: [],
  divisions: [],
  cityDistricts: [],
});

const DIVISION_SOURCES = ['NPAX', 'NPUA', 'NPDepartment'] as const;
const DIVISION_KINDS: readonly DivisionCategory[] = [
  'PostBranch',
  'CargoBranch',
  'PUDO',
  'Office',
  'Terminal',
];
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A square around a point, as a closed GeoJSON ring. */
function square(latitude: number, longitude: number, half: number): Polygon {
  const ring: [number, number][] = [
    [round(longitude - half), round(latitude - half)],
    [round(longitude + half), round(latitude - half)],
    [round(longitude + half), round(latitude + half)],
    [round(longitude - half), round(latitude + half)],
    [round(longitude - half), round(latitude - half)],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

/**
 * Regions, settlements (with postal codes), streets, buildings, divisions and city districts
 * for PL, UA and DE from one seeded PRNG: the demo seed takes a few hundred rows, a benchmark
 * millions, batch by batch, without holding them all in memory.
 */
export function* generateAddresses(options: AddressGeneratorOptions): Generator<AddressBatch> {
  const random = mulberry32(options.seed ?? 20_261_122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const around = (average: number) => Math.max(1, Math.round(average * (0.5 + random())));
  const batchSize = options.batchSize ?? 5_000;
  const divisionEvery = options.divisionEvery ?? 4;
  const wanted = new Set(options.countries ?? DEMO_COUNTRIES.map((country) => country.countryCode));
  let divisionNumber = options.firstDivisionNumber ?? 100_000;
  let batch = emptyBatch();

  for (const country of DEMO_COUNTRIES.filter((each) => wanted.has(each.countryCode))) {
    const regionIds = country.regions.map(() => uuidFrom(random));
    country.regions.forEach((region, index) => {
      batch.regions.push({
        id: regionIds[index]!,
        name: region.name,
        countryCode: country.countryCode,
        code: region.code,
        administrativeLevel: 1,
        externalId: `${country.countryCode}-${region.code}`,
      });
    });
    yield batch;
    batch = emptyBatch();

    for (const [regionIndex, region] of country.regions.entries()) {
      const regionId = regionIds[regionIndex]!;
      const realNames = [region.capital, ...region.towns];
      for (let index = 0; index < options.settlementsPerRegion; index += 1) {
        const isCapital = index === 0;
        const name =
          realNames[index] ??
          `${pick(country.namePrefixes)}${country.countryCode === 'DE' ? '' : ' '}${pick(country.nameStems)}${index >= realNames.length + 40 ? ` ${index}` : ''}`;
        const settlementId = uuidFrom(random);
        const spread = isCapital ? 0 : 0.9;
        const latitude = round(region.latitude + (random() - 0.5) * 2 * spread);
        const longitude = round(region.longitude + (random() - 0.5) * 2 * spread);
        batch.settlements.push({
          id: settlementId,
          name,
          countryCode: country.countryCode,
          regionId,
          latitude,
          longitude,
          externalId: `${country.countryCode}-${region.code}-${index + 1}`,
        });
        const firstCode = country.postCode(random);
        const codes = isCapital ? [firstCode, country.postCode(random)] : [firstCode];
        for (const [position, postCode] of codes.entries()) {
          batch.postCodes.push({ id: uuidFrom(random), settlementId, number: position + 1, postCode });
        }

        const streetCount = around(options.streetsPerSettlement * (isCapital ? 3 : 1));
        for (let streetIndex = 0; streetIndex < streetCount; streetIndex += 1) {
          const streetId = uuidFrom(random);
          const base = country.streets[streetIndex % country.streets.length]!;
          const round2 = Math.floor(streetIndex / country.streets.length);
          batch.streets.push({
            id: streetId,
            name: round2 === 0 ? base : `${base} ${round2 + 1}`,
            settlementId,
            latitude: round(latitude + (random() - 0.5) * 0.04),
            longitude: round(longitude + (random() - 0.5) * 0.04),
          });
          const buildingCount = around(options.buildingsPerStreet);
          for (let number = 1; number <= buildingCount; number += 1) {
            const suffix = random() < 0.1 ? pick(['A', 'B', 'C']) : '';
            batch.buildings.push({
              id: uuidFrom(random),
              name: `${number}${suffix}`,
              settlementId,
              streetId,
              postCode: pick(codes),
              latitude: round(latitude + (random() - 0.5) * 0.04),
              longitude: round(longitude + (random() - 0.5) * 0.04),
            });
          }
        }

        if (isCapital || index % divisionEvery === 0) {
          const divisionId = uuidFrom(random);
          divisionNumber += 1;
          const category = isCapital ? 'PostBranch' : pick(DIVISION_KINDS);
          const street = batch.streets.at(-1);
          batch.divisions.push({
            id: divisionId,
            number: String(divisionNumber),
            name: `${name} ${category === 'PUDO' ? 'Pickup point' : 'Branch'} ${divisionNumber % 1000}`,
            shortName: `${country.countryCode}-${divisionNumber}`,
            divisionCategory: category,
            status:
              random() < 0.9
                ? 'Working'
                : pick(['NotWorking', 'NotWorkingTemporary', 'InProcessOpening'] as const),
            type: category === 'PUDO' ? 'external_pudo' : 'internal',
            countryCode: country.countryCode,
            settlementId,
            address: `${street?.name ?? name} ${1 + Math.floor(random() * 50)}, ${name}`,
            customerServiceAvailable: category !== 'Terminal',
            publicPhones: [],
            source: pick(DIVISION_SOURCES),
            latitude,
            longitude,
            workSchedule: {
              monday: { from: '08:00', to: '20:00', orderTo: '17:00' },
              tuesday: { from: '08:00', to: '20:00', orderTo: '17:00' },
              wednesday: { from: '08:00', to: '20:00', orderTo: '17:00' },
              thursday: { from: '08:00', to: '20:00', orderTo: '17:00' },
              friday: { from: '08:00', to: '20:00', orderTo: '17:00' },
              saturday: { from: '09:00', to: '15:00', orderTo: '13:00' },
              sunday: null,
            },
          });
          if (isCapital) {
            const districts = [
              { name: `${name} Centre`, type: 'delivery', polygon: square(latitude, longitude, 0.03) },
              { name: `${name} North`, type: 'delivery', polygon: square(latitude + 0.06, longitude, 0.03) },
              { name: `${name} South`, type: 'delivery', polygon: square(latitude - 0.06, longitude, 0.03) },
              { name: `${name} Pickup zone`, type: 'pickup', polygon: square(latitude, longitude, 0.09) },
            ];
            for (const district of districts) {
              batch.cityDistricts.push({
                id: uuidFrom(random),
                name: district.name,
                countryCode: country.countryCode,
                serviceDivisionId: divisionId,
                polygon: district.polygon,
                ...boundingBox(district.polygon),
                weightFrom: 0,
                weightTo: district.type === 'pickup' ? 30_000 : 1_000_000,
                type: district.type,
                infoForDistribution: `Sorted at division ${divisionNumber}`,
              });
            }
          }
        }
        if (batch.buildings.length >= batchSize) {
          yield batch;
          batch = emptyBatch();
        }
      }
    }
  }
  yield batch;
}

/** Rows per INSERT so that a statement stays far below PostgreSQL's 65 535 parameters. */
const ROWS_PER_INSERT = 2_000;

async function insertRows<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/** Inserts generated batches (rows already there are skipped); returns the row counts. */
export async function insertAddresses(db: Database, batches: Iterable<AddressBatch>) {
  const counts = { regions: 0, settlements: 0, streets: 0, buildings: 0, divisions: 0, cityDistricts: 0 };
  for (const batch of batches) {
    await insertRows(batch.regions, (rows) => db.insert(regions).values(rows).onConflictDoNothing());
    await insertRows(batch.settlements, (rows) => db.insert(settlements).values(rows).onConflictDoNothing());
    await insertRows(batch.postCodes, (rows) =>
      db.insert(settlementPostCodes).values(rows).onConflictDoNothing(),
    );
    await insertRows(batch.streets, (rows) => db.insert(streets).values(rows).onConflictDoNothing());
    await insertRows(batch.buildings, (rows) => db.insert(buildings).values(rows).onConflictDoNothing());
    await insertRows(batch.divisions, (rows) => db.insert(divisions).values(rows).onConflictDoNothing());
    await insertRows(batch.cityDistricts, (rows) =>
      db.insert(cityDistricts).values(rows).onConflictDoNothing(),
    );
    counts.regions += batch.regions.length;
    counts.settlements += batch.settlements.length;
    counts.streets += batch.streets.length;
    counts.buildings += batch.buildings.length;
    counts.divisions += batch.divisions.length;
    counts.cityDistricts += batch.cityDistricts.length;
  }
  return counts;
}

/** The demo size: every region's capital and towns with a few streets each. */
export const DEMO_ADDRESS_OPTIONS: AddressGeneratorOptions = {
  settlementsPerRegion: 3,
  streetsPerSettlement: 3,
  buildingsPerStreet: 3,
  divisionEvery: 2,
};
