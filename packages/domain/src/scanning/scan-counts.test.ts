import { describe, expect, it } from 'vitest';
import { pudoReceivingScanSchema } from '../pudo/pudo-workplace.ts';
import { scanProgress, scanRegistryCreateSchema, tallyScans } from './scan-model.ts';
import { isVehicleNumber, vehicleNumberSchema } from './vehicle-number.ts';

describe('vehicle numbers (registers §5 "Scanning")', () => {
  it.each(['WX 12345', 'KR 7700A', 'WPI 1234A', 'AA 1234 BC', 'B-AB 1234', 'M-XY 123E', 'MARK-ALL-1'])(
    'takes the plate %s',
    (plate) => expect(isVehicleNumber(plate)).toBe(true),
  );

  it.each(['WX 5', 'WX 54321WX 54', 'ABCD', '-WX 123', 'WX--123', 'ŻX 12345', 'ABCDEFGHIJ12', ''])(
    'refuses %j',
    (raw) => expect(vehicleNumberSchema.safeParse(raw).success).toBe(false),
  );

  it('stores a number trimmed, upper case, with one space between groups', () => {
    expect(vehicleNumberSchema.parse('  wx   12345 ')).toBe('WX 12345');
  });

  it('is the rule of every body that carries one', () => {
    const unloading = (vehicleNumber: string) =>
      scanRegistryCreateSchema.safeParse({ type: 'Unloading', vehicleNumber });
    expect(unloading('WX 5').success).toBe(false);
    expect(unloading('wx 54321').data?.vehicleNumber).toBe('WX 54321');
    expect(pudoReceivingScanSchema.safeParse({ vehicleNumber: 'WX 54321WX 54' }).success).toBe(false);
  });
});

describe('scan counts: the close dialog, its message and the progress ring count alike', () => {
  const items = [
    { parcelId: 'p1', expected: true },
    { parcelId: null, expected: false },
    { parcelId: 'p2', expected: false },
  ];

  it('counts only barcodes of known parcels as moving; an unknown barcode moves nothing', () => {
    expect(tallyScans(items)).toEqual({ moving: 2, planned: 1 });
    expect(tallyScans([{ parcelId: null, expected: false }], { moving: 2, planned: 1 })).toEqual({
      moving: 2,
      planned: 1,
    });
  });

  it('measures the plan by the planned parcels that move', () => {
    expect(scanProgress({ tally: tallyScans(items), forScanBarcodesAmount: 10 })).toEqual({
      moving: 2,
      missing: 9,
      percent: 10,
    });
    expect(scanProgress({ tally: { moving: 199, planned: 199 }, forScanBarcodesAmount: 200 }).percent).toBe(
      99,
    );
    expect(scanProgress({ tally: { moving: 3, planned: 0 }, forScanBarcodesAmount: 0 })).toEqual({
      moving: 3,
      missing: 0,
      percent: 0,
    });
  });
});
