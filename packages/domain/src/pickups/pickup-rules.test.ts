import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_PARTNER_FILTER_VALUES } from '../constants.ts';
import { PICKUP_STATUSES } from '../statuses.ts';
import { PICKUP_PARTNER_FILTER_OPTIONS, pickupFilterSchema } from './pickup-registers.ts';
import {
  addShipmentRefusal,
  canAppointPickupCourier,
  canChangePickupStatus,
  canDeletePickup,
  canEditPickupContact,
  canRemovePickupCourier,
  greatCircleKm,
  isArrivalNotOrdered,
  isSelectablePickupDay,
  isValidTimeWindow,
  pickupNameProblem,
  timeWindow,
  weekdayOf,
} from './pickup-rules.ts';

describe('pickup status rules (registers §4)', () => {
  it('deletes only a non-deleted Draft', () => {
    for (const status of PICKUP_STATUSES) {
      expect(canDeletePickup({ status, deletedAt: null })).toBe(status === 'Draft');
      expect(canDeletePickup({ status, deletedAt: new Date() })).toBe(false);
    }
  });

  it('edits contact and arrival time only until the courier has the goods, never when deleted', () => {
    expect(PICKUP_STATUSES.filter((status) => canEditPickupContact({ status, deletedAt: null }))).toEqual([
      'Draft',
      'Created',
      'AppointedCourier',
      'InProgress',
    ]);
    for (const status of PICKUP_STATUSES) {
      expect(canEditPickupContact({ status, deletedAt: '2026-11-25T09:00:00.000Z' })).toBe(false);
    }
  });

  it('removes a courier only in AppointedCourier or InProgress', () => {
    expect(PICKUP_STATUSES.filter(canRemovePickupCourier)).toEqual(['AppointedCourier', 'InProgress']);
    expect(PICKUP_STATUSES.filter(canAppointPickupCourier)).toEqual([
      'Created',
      'AppointedCourier',
      'InProgress',
    ]);
  });

  it('never leaves a finished status and makes a Draft only Created', () => {
    for (const to of PICKUP_STATUSES) {
      for (const from of ['Done', 'ClientCanceled', 'NotCompleted', 'Deleted'] as const)
        expect(canChangePickupStatus(from, to)).toBe(false);
      expect(canChangePickupStatus('Draft', to)).toBe(to === 'Created');
    }
  });
});

describe('adding a shipment (registers §5)', () => {
  const base = {
    pickupStatus: 'Draft' as const,
    shipmentStatus: 'ReadyToShip',
    activelyAdded: false,
    pickupAddress: null,
    senderAddress: null,
  };
  it('takes a ReadyToShip or Accepted shipment into a Draft pickup only', () => {
    expect(addShipmentRefusal(base)).toBeNull();
    expect(addShipmentRefusal({ ...base, shipmentStatus: 'Accepted' })).toBeNull();
    expect(addShipmentRefusal({ ...base, shipmentStatus: 'Draft' })).toBe('shipment_status');
    expect(addShipmentRefusal({ ...base, pickupStatus: 'Created' })).toBe('pickup_not_draft');
    expect(addShipmentRefusal({ ...base, activelyAdded: true })).toBe('already_added');
  });
  it('refuses a shipment the sender owes for only at a pickup point (PUDO pickup)', () => {
    expect(addShipmentRefusal({ ...base, pickupType: 'PUDO', senderOwes: true })).toBe(
      'needs_sender_payment',
    );
    expect(addShipmentRefusal({ ...base, pickupType: 'PUDO', senderOwes: false })).toBeNull();
    expect(addShipmentRefusal({ ...base, pickupType: 'ClientAddress', senderOwes: true })).toBeNull();
    // A pickup that is no longer Draft says so first.
    expect(
      addShipmentRefusal({ ...base, pickupStatus: 'Created', pickupType: 'PUDO', senderOwes: true }),
    ).toBe('pickup_not_draft');
  });
  it('applies the sender division rules at a pick-up point only', () => {
    const point = { ...base, pickupType: 'PUDO' as const, pickupDivisionId: 'point' };
    expect(addShipmentRefusal({ ...point, senderDivisionId: 'point' })).toBeNull();
    expect(addShipmentRefusal({ ...point, senderDivisionId: 'branch' })).toBe('sender_division');
    expect(addShipmentRefusal({ ...point, senderDivisionId: null })).toBeNull();
    expect(addShipmentRefusal({ ...base, senderDivisionId: 'branch' })).toBeNull();
    const partner = { ...point, pickupDivisionSource: 'Partner' };
    expect(addShipmentRefusal({ ...partner, senderDivisionId: 'point' })).toBe('pickup_point_source');
    expect(addShipmentRefusal({ ...partner, senderDivisionId: null })).toBeNull();
  });
  it('matches building, street and post code only when the pickup has all three', () => {
    const full = { building: '1', street: 'Marszałkowska', postCode: '00-001' };
    expect(
      addShipmentRefusal({
        ...base,
        pickupAddress: full,
        senderAddress: { ...full, street: 'marszałkowska ' },
      }),
    ).toBeNull();
    expect(
      addShipmentRefusal({ ...base, pickupAddress: full, senderAddress: { ...full, building: '2' } }),
    ).toBe('address_mismatch');
    expect(
      addShipmentRefusal({ ...base, pickupAddress: { ...full, postCode: null }, senderAddress: null }),
    ).toBeNull();
  });
  it('reads a street with or without its street-type prefix as the same street', () => {
    const pickupAddress = { building: '10', street: 'ul. Marszałkowska 10', postCode: '00-017' };
    expect(
      addShipmentRefusal({
        ...base,
        pickupAddress,
        senderAddress: { ...pickupAddress, street: 'Marszałkowska 10' },
      }),
    ).toBeNull();
    expect(
      addShipmentRefusal({
        ...base,
        pickupAddress: { ...pickupAddress, street: 'вулиця Хрещатик' },
        senderAddress: { ...pickupAddress, street: 'вул. хрещатик' },
      }),
    ).toBeNull();
    expect(
      addShipmentRefusal({
        ...base,
        pickupAddress,
        senderAddress: { ...pickupAddress, street: 'al. Marszałkowska 12' },
      }),
    ).toBe('address_mismatch');
  });
});

describe('pickup contact name (registers §5)', () => {
  it('accepts 2-5 words of letters', () => {
    expect(pickupNameProblem('Anna Kowalska')).toBeNull();
    expect(pickupNameProblem("Jean-Luc O'Neil de la Vega")).toBeNull();
  });
  it('refuses by the rule broken', () => {
    expect(pickupNameProblem('Anna')).toBe('words');
    expect(pickupNameProblem('a b c d e f')).toBe('words');
    expect(pickupNameProblem('Anna K')).toBe('word_length');
    expect(pickupNameProblem('Anna K2owalska')).toBe('symbols');
    expect(pickupNameProblem('Anna Anna Anna')).toBe('repeated');
    expect(pickupNameProblem(`${'a'.repeat(60)} ${'b'.repeat(60)}`)).toBe('length');
  });
  it('never accepts a name with a digit', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 9 }), (text, digit) => {
        expect(pickupNameProblem(`Anna ${text}${digit} Nowak`)).not.toBeNull();
      }),
    );
  });
});

describe('time windows and days', () => {
  it('reads HH:MM-HH:MM and ALL_DAY; text without hours is the whole day', () => {
    expect(timeWindow('09:00-12:30')).toEqual({ from: '09:00', to: '12:30' });
    expect(timeWindow('ALL_DAY')).toEqual({ from: '00:00', to: '23:59' });
    expect(timeWindow('morning')).toEqual({ from: '00:00', to: '23:59' });
    expect(isValidTimeWindow('12:00-09:00')).toBe(false);
    expect(isValidTimeWindow('24:00-25:00')).toBe(false);
    expect(isValidTimeWindow('ALL_DAY')).toBe(true);
  });
  it("shows 'not ordered' for a Draft, a non-address pickup, or equal ends", () => {
    const at = '2026-11-26T09:00:00.000Z';
    expect(
      isArrivalNotOrdered({
        status: 'Draft',
        type: 'ClientAddress',
        pickedTimeFrom: at,
        pickedTimeTo: '2026-11-26T10:00:00.000Z',
      }),
    ).toBe(true);
    expect(
      isArrivalNotOrdered({
        status: 'Created',
        type: 'PUDO',
        pickedTimeFrom: at,
        pickedTimeTo: '2026-11-26T10:00:00.000Z',
      }),
    ).toBe(true);
    expect(
      isArrivalNotOrdered({ status: 'Created', type: 'ClientAddress', pickedTimeFrom: at, pickedTimeTo: at }),
    ).toBe(true);
    expect(
      isArrivalNotOrdered({
        status: 'Created',
        type: 'ClientAddress',
        pickedTimeFrom: at,
        pickedTimeTo: '2026-11-26T10:00:00.000Z',
      }),
    ).toBe(false);
  });
  it('selects a working day from today to before today + 15 days', () => {
    const weekdays = (day: string) => !['saturday', 'sunday'].includes(weekdayOf(day));
    expect(isSelectablePickupDay('2026-11-25', '2026-11-25', weekdays)).toBe(true);
    expect(isSelectablePickupDay('2026-11-24', '2026-11-25', weekdays)).toBe(false);
    expect(isSelectablePickupDay('2026-11-28', '2026-11-25', weekdays)).toBe(false);
    expect(isSelectablePickupDay('2026-12-09', '2026-11-25', weekdays)).toBe(true);
    expect(isSelectablePickupDay('2026-12-10', '2026-11-25', weekdays)).toBe(false);
  });
});

describe('great-circle distance', () => {
  it('is symmetric, zero on a point, and Warsaw–Kraków about 252 km', () => {
    const waw = { lat: 52.2297, lng: 21.0122 };
    const krk = { lat: 50.0647, lng: 19.945 };
    expect(greatCircleKm(waw, waw)).toBe(0);
    expect(greatCircleKm(waw, krk)).toBeCloseTo(greatCircleKm(krk, waw), 9);
    expect(Math.round(greatCircleKm(waw, krk))).toBeGreaterThan(248);
    expect(Math.round(greatCircleKm(waw, krk))).toBeLessThan(256);
  });
  it('keeps the triangle inequality', () => {
    const point = fc.record({
      lat: fc.double({ min: -80, max: 80, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(greatCircleKm(a, c)).toBeLessThanOrEqual(greatCircleKm(a, b) + greatCircleKm(b, c) + 1e-6);
      }),
    );
  });
});

describe('the pickups register’s delivery-partner filter (registers §9)', () => {
  it('offers the own couriers and the nineteen listed partners, no other carrier', () => {
    expect(PICKUP_PARTNER_FILTER_OPTIONS).toEqual(['own', ...DELIVERY_PARTNER_FILTER_VALUES]);
    expect(DELIVERY_PARTNER_FILTER_VALUES).toHaveLength(19);
    expect(PICKUP_PARTNER_FILTER_OPTIONS).not.toContain('Emons');
    expect(pickupFilterSchema.safeParse({ deliveryPartners: ['Emons'] }).success).toBe(false);
    expect(pickupFilterSchema.safeParse({ deliveryPartners: ['DPD', 'own'] }).success).toBe(true);
  });

  it('searches delivery-partner numbers from 7 typed symbols, not from 6 (registers §5 "Shipments")', () => {
    const numbers = (deliveryPartnerNumbers: string[]) =>
      pickupFilterSchema.safeParse({ deliveryPartnerNumbers }).success;
    expect(numbers(['1234567'])).toBe(true);
    expect(numbers(['  1234567  '])).toBe(true);
    expect(numbers(['123456'])).toBe(false);
    // Spaces around a short number do not make it long enough.
    expect(numbers(['  123456  '])).toBe(false);
    expect(numbers(['1234567', '123'])).toBe(false);
  });

  it('takes pickup and shipment numbers of the shipment pattern, whole (registers §5 "document numbers as shipment pattern")', () => {
    const filter = (query: Record<string, string[]>) => pickupFilterSchema.safeParse(query);
    expect(filter({ numbers: [' pupl0000000001 '] }).data?.numbers).toEqual(['PUPL0000000001']);
    expect(filter({ pickupsShipmentNumbers: ['SHPL0000000008', 'SHUA0000000123'] }).success).toBe(true);
    for (const wrong of ['PUPL000000001', 'PU0000000001', 'PUPL00000000012', 'PUPL-000000001', 'PU'])
      for (const field of ['numbers', 'pickupsShipmentNumbers'])
        expect(filter({ [field]: [wrong] }).success).toBe(false);
  });
});
