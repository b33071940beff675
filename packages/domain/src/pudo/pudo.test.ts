import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MassOperation,
  massOperationNoteSchema,
  massOperationReportCsv,
  massOperationsInAnyCountry,
  massRefusalReason,
  normaliseParcelNumber,
  splitParcelNumbers,
} from './mass-operations.ts';
import { isPudoMode, wholeDaysBetween } from './pudo-workplace.ts';
import { nextFixationKind } from './staff-fixation.ts';

describe('mass operation numbers', () => {
  it('splits a pasted list by lines, commas, semicolons and tabs, once each, keeping the spaced format', () => {
    expect(
      splitParcelNumbers(
        'SHPL0000000001\nshpl0000000002, SHPL0000000001;AB CD 123456 1234\t\n\nSHPL0000000003 SHPL0000000004',
      ),
    ).toEqual(['SHPL0000000001', 'shpl0000000002', 'AB CD 123456 1234', 'SHPL0000000003', 'SHPL0000000004']);
  });

  it('reads Cyrillic-layout keys and lower case as the Latin parcel number', () => {
    expect(normaliseParcelNumber(' shpl0000000001 ')).toBe('SHPL0000000001');
    expect(normaliseParcelNumber('ЫРЗД0000000001')).toBe('SHPL0000000001');
    expect(normaliseParcelNumber('SHPL00001')).toBeNull();
  });

  it('never loses a number: every distinct piece of a list comes back once', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z]{4}\d{10}$/), { maxLength: 30 }), (numbers) => {
        const split = splitParcelNumbers(numbers.join('\n'));
        expect(split).toEqual([...new Set(numbers)]);
      }),
    );
  });

  it('takes a note that is not empty once trimmed, at most 100 characters (registers §5)', () => {
    expect(massOperationNoteSchema.safeParse('  ').success).toBe(false);
    expect(massOperationNoteSchema.parse('  ok ')).toBe('ok');
    expect(massOperationNoteSchema.safeParse('x'.repeat(100)).success).toBe(true);
    expect(massOperationNoteSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});

describe('whether a parcel may be issued or marked lost', () => {
  const accepted = { otherCountry: false, shipmentStatus: 'Accepted' as const, issued: false, lost: false };
  it('takes an Accepted parcel not yet handed over', () => {
    expect(massRefusalReason('issuance', accepted)).toBeNull();
    expect(massRefusalReason('lost', accepted)).toBeNull();
  });
  it('says why not', () => {
    expect(massRefusalReason('issuance', { ...accepted, issued: true })).toBe('ALREADY_ISSUED');
    expect(massRefusalReason('lost', { ...accepted, shipmentStatus: 'Issued' })).toBe('ALREADY_ISSUED');
    expect(massRefusalReason('issuance', { ...accepted, shipmentStatus: 'Returned' })).toBe('FINAL_STATUS');
    expect(massRefusalReason('issuance', { ...accepted, shipmentStatus: 'ReadyToShip' })).toBe(
      'NOT_ACCEPTED',
    );
    expect(massRefusalReason('lost', { ...accepted, lost: true })).toBe('ALREADY_LOST');
    expect(massRefusalReason('issuance', { ...accepted, lost: true })).toBe('PARCEL_LOST');
  });
  it("refuses another country's parcel first, whatever its state", () => {
    expect(massRefusalReason('lost', { ...accepted, otherCountry: true })).toBe('OTHER_COUNTRY');
    expect(massRefusalReason('issuance', { ...accepted, otherCountry: true, issued: true })).toBe(
      'OTHER_COUNTRY',
    );
  });
  it('lets administrator-god and multi-country users act in every country, nobody else', () => {
    expect(massOperationsInAnyCountry(['administrator_god'])).toBe(true);
    expect(massOperationsInAnyCountry(['quality_control', 'multi_country'])).toBe(true);
    expect(massOperationsInAnyCountry(['quality_control', 'base'])).toBe(false);
    expect(massOperationsInAnyCountry(['service_desk'])).toBe(false);
  });
});

describe('the CSV report', () => {
  it('quotes separators and writes formula-like cells as text', () => {
    const operation: MassOperation = {
      id: 'id',
      number: 'MI000000000001',
      type: 'issuance',
      note: 'Gate 3, "north"',
      createdByUser: 'quality.control',
      createdAt: '2026-11-25T10:00:00.000Z',
      total: 1,
      applied: 0,
      refused: 1,
      items: [
        {
          input: '=HYPERLINK("x")',
          parcelNumber: null,
          shipmentId: null,
          shipmentNumber: null,
          shipmentStatus: null,
          applicable: false,
          reason: 'INVALID_NUMBER',
          result: 'Refused',
        },
      ],
    };
    const lines = massOperationReportCsv(operation).split('\r\n');
    expect(lines[0]).toBe(
      '# MI000000000001,issuance,2026-11-25T10:00:00.000Z,quality.control,"Gate 3, ""north"""',
    );
    expect(lines[2]).toBe(`"'=HYPERLINK(""x"")",,,,Refused,INVALID_NUMBER`);
  });
});

describe('PUDO mode (registers §6)', () => {
  const pudoDivision = { divisionCategory: 'PUDO' };
  it('holds for a user whose only role is pudo manager, anywhere', () => {
    expect(isPudoMode({ groups: ['pudo_manager'], division: null })).toBe(true);
    expect(isPudoMode({ groups: ['pudo_manager', 'base'], division: null })).toBe(false);
  });
  it('holds for a PUDO division in the PUDO workplace or a page opened from it', () => {
    const god = { groups: ['administrator_god', 'base'], division: pudoDivision };
    expect(isPudoMode(god, { route: 'pudo_workplace' })).toBe(true);
    expect(isPudoMode(god, { route: 'visit', from: 'pudo_workplace' })).toBe(true);
    expect(isPudoMode(god, { route: 'visit' })).toBe(false);
    expect(
      isPudoMode({ ...god, division: { divisionCategory: 'PostBranch' } }, { route: 'pudo_workplace' }),
    ).toBe(false);
  });
});

describe('small rules', () => {
  it('counts whole days on a division and alternates arrival and departure', () => {
    expect(wholeDaysBetween(new Date('2026-11-20T10:00:00Z'), new Date('2026-11-22T09:59:59Z'))).toBe(1);
    expect(wholeDaysBetween(new Date('2026-11-22T10:00:00Z'), new Date('2026-11-20T10:00:00Z'))).toBe(0);
    expect(nextFixationKind(null)).toBe('arrival');
    expect(nextFixationKind('arrival')).toBe('departure');
    expect(nextFixationKind('departure')).toBe('arrival');
  });
});
