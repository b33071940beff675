import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROBLEM_PARCEL_STATUSES } from '../statuses.ts';
import { COURIER_BARCODE_PATTERN } from '../validation.ts';
import {
  canChangeProblemParcelStatus,
  nextProblemParcelStatuses,
  problemParcelCreateSchema,
} from './problem-parcels.ts';
import { normalizeBarcode, scanBarcodeSchema, scanRegistryCreateSchema } from './scan-model.ts';

describe('normalizeBarcode (registers §9: Cyrillic and Polish keys map to Latin)', () => {
  it('reads a parcel number typed on a Ukrainian or Polish layout as Latin, trimmed and upper case', () => {
    expect(normalizeBarcode(' ІРЗД0000000042 ')).toBe('SHPL0000000042');
    expect(normalizeBarcode('shpl0000000042')).toBe('SHPL0000000042');
    expect(normalizeBarcode('ŚHPL0000000042')).toBe('SHPL0000000042');
  });

  it('is idempotent and leaves Latin codes as they are', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{4}\d{10}$/), (code) => {
        expect(normalizeBarcode(code)).toBe(code);
        expect(normalizeBarcode(normalizeBarcode(code.toLowerCase()))).toBe(code);
      }),
    );
  });

  it('scan bodies are normalised and refused when too short', () => {
    expect(scanBarcodeSchema.parse({ barcode: 'ІРЗД0000000001' }).barcode).toBe('SHPL0000000001');
    expect(scanBarcodeSchema.safeParse({ barcode: 'ab' }).success).toBe(false);
  });
});

describe('scanRegistryCreateSchema', () => {
  it('needs a courier barcode of 4 letters and 10 digits for courier scans', () => {
    expect(scanRegistryCreateSchema.safeParse({ type: 'LoadingCourier' }).success).toBe(false);
    const parsed = scanRegistryCreateSchema.parse({
      type: 'LoadingCourier',
      courierBarcode: 'kurp0000000001',
    });
    expect(parsed.courierBarcode).toMatch(COURIER_BARCODE_PATTERN);
    expect(
      scanRegistryCreateSchema.safeParse({ type: 'LoadingCourier', courierBarcode: 'KUR00000000001' })
        .success,
    ).toBe(false);
  });

  it('needs a vehicle number for Loading, Unloading and UnloadingCourier only', () => {
    for (const type of ['Loading', 'Unloading'] as const) {
      expect(scanRegistryCreateSchema.safeParse({ type }).success).toBe(false);
      expect(scanRegistryCreateSchema.safeParse({ type, vehicleNumber: 'WX 12345' }).success).toBe(true);
    }
    expect(
      scanRegistryCreateSchema.safeParse({ type: 'UnloadingCourier', courierBarcode: 'KURP0000000001' })
        .success,
    ).toBe(false);
    expect(scanRegistryCreateSchema.safeParse({ type: 'FixationOnDivision' }).success).toBe(true);
    expect(scanRegistryCreateSchema.safeParse({ type: 'Client' }).success).toBe(false);
  });
});

describe('problem parcels', () => {
  it('Deleted is final and no status goes to itself', () => {
    expect(nextProblemParcelStatuses('Deleted')).toEqual([]);
    fc.assert(
      fc.property(fc.constantFrom(...PROBLEM_PARCEL_STATUSES), (status) => {
        expect(canChangeProblemParcelStatus(status, status)).toBe(false);
        if (status !== 'Deleted') expect(canChangeProblemParcelStatus(status, 'Deleted')).toBe(true);
      }),
    );
  });

  it('a processed case may be reopened, an open one processed', () => {
    expect(canChangeProblemParcelStatus('Processed', 'InProgress')).toBe(true);
    expect(canChangeProblemParcelStatus('Open', 'Processed')).toBe(true);
    expect(canChangeProblemParcelStatus('Processed', 'Open')).toBe(false);
  });

  it('takes parcel numbers of the registers §5 pattern, and any scanned code for unknown cargo', () => {
    expect(
      problemParcelCreateSchema.safeParse({ type: 'DamagedCargo', parcelNumbers: ['SHPL0000000001'] })
        .success,
    ).toBe(true);
    expect(
      problemParcelCreateSchema.safeParse({ type: 'DamagedCargo', parcelNumbers: ['BAG-42'] }).success,
    ).toBe(false);
    expect(
      problemParcelCreateSchema.safeParse({ type: 'UnknownCargo', parcelNumbers: ['bag 42'] }).success,
    ).toBe(true);
    expect(problemParcelCreateSchema.safeParse({ type: 'DamagedCargo', parcelNumbers: [] }).success).toBe(
      false,
    );
  });
});
