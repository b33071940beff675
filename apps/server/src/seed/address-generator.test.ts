import { describe, expect, it } from 'vitest';
import { type AddressBatch, generateAddresses, mulberry32 } from './address-generator.ts';

const options = { settlementsPerRegion: 5, streetsPerSettlement: 2, buildingsPerStreet: 3, batchSize: 200 };
const collect = (batches: Iterable<AddressBatch>) => {
  const all: AddressBatch = {
    regions: [],
    settlements: [],
    postCodes: [],
    streets: [],
    buildings: [],
    divisions: [],
    cityDistricts: [],
  };
  let count = 0;
  for (const batch of batches) {
    count += 1;
    for (const key of Object.keys(all) as (keyof AddressBatch)[]) (all[key] as unknown[]).push(...batch[key]);
  }
  return { all, count };
};

describe('address generator', () => {
  it('gives the same rows for the same seed and different rows for another', () => {
    const first = collect(generateAddresses(options)).all;
    expect(collect(generateAddresses(options)).all).toEqual(first);
    expect(collect(generateAddresses({ ...options, seed: 2 })).all.buildings[0]).not.toEqual(
      first.buildings[0],
    );
  });

  it('starts from real places of PL, UA and DE', () => {
    const { all } = collect(generateAddresses(options));
    const names = all.settlements.map((settlement) => settlement.name);
    expect(names).toEqual(
      expect.arrayContaining(['Warszawa', 'Kraków', 'Kyiv', 'Lviv', 'Berlin', 'München']),
    );
    expect(new Set(all.regions.map((region) => region.countryCode))).toEqual(new Set(['PL', 'UA', 'DE']));
    expect(all.postCodes.filter((row) => all.settlements[0]!.id === row.settlementId).length).toBeGreaterThan(
      0,
    );
  });

  it('makes rows that point only at rows made before them', () => {
    const { all } = collect(generateAddresses(options));
    const regionIds = new Set(all.regions.map((row) => row.id));
    const settlementIds = new Set(all.settlements.map((row) => row.id));
    const streetIds = new Set(all.streets.map((row) => row.id));
    const divisionIds = new Set(all.divisions.map((row) => row.id));
    expect(all.settlements.every((row) => regionIds.has(row.regionId!))).toBe(true);
    expect(all.streets.every((row) => settlementIds.has(row.settlementId))).toBe(true);
    expect(
      all.buildings.every((row) => streetIds.has(row.streetId!) && settlementIds.has(row.settlementId)),
    ).toBe(true);
    expect(all.cityDistricts.every((row) => divisionIds.has(row.serviceDivisionId!))).toBe(true);
    const ids = [...regionIds, ...settlementIds, ...streetIds, ...all.buildings.map((row) => row.id!)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id!)),
    ).toBe(true);
    const numbers = all.divisions.map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('streams batches of about the asked size, so millions never sit in memory at once', () => {
    const { all, count } = collect(generateAddresses({ ...options, settlementsPerRegion: 40 }));
    expect(count).toBeGreaterThan(all.buildings.length / 400);
    for (const batch of generateAddresses({ ...options, settlementsPerRegion: 40 })) {
      expect(batch.buildings.length).toBeLessThan(200 + 3 * 2 * 3 * 2 * 3);
    }
  });

  it('mulberry32 is uniform enough for names and coordinates', () => {
    const random = mulberry32(42);
    const values = Array.from({ length: 10_000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((sum, value) => sum + value, 0) / values.length).toBeCloseTo(0.5, 1);
  });
});
