import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantAt } from '../time/zoned-time.ts';
import {
  DEFAULT_PUDO_CAPACITY,
  deliveryDateOptions,
  deliveryWindowOf,
  publicStep,
  pudoCapacityOf,
  TRACKING_TOKEN_PATTERN,
  trackingPath,
} from './tracking.ts';

const ZONE = 'Europe/Warsaw';
const task = { day: '2026-11-30', timeFrom: '09:00', timeTo: '13:00' };
/** 10:40 in Warsaw (UTC+1 in winter). */
const arrival = new Date('2026-11-30T09:40:00Z');

describe("the recipient's delivery window (issue 27)", () => {
  it('is the agreed interval of the task while the parcel is on no confirmed route', () => {
    expect(deliveryWindowOf({ timeZone: ZONE, task, stop: null })).toEqual({
      date: '2026-11-30',
      from: '09:00',
      to: '13:00',
      timeZone: ZONE,
      precision: 'agreed',
      stopsAway: null,
    });
    expect(
      deliveryWindowOf({ timeZone: ZONE, task: { ...task, timeFrom: null, timeTo: null }, stop: null }),
    ).toMatchObject({ from: '00:00', to: '23:59' });
  });

  it('is two hours around the planned arrival while the courier is more than three stops away', () => {
    const window = deliveryWindowOf({ timeZone: ZONE, task, stop: { arrival, stopsAway: 7, done: false } });
    expect(window).toMatchObject({ date: '2026-11-30', from: '09:45', to: '11:45', precision: 'planned' });
    expect(window?.stopsAway).toBe(7);
  });

  it('narrows to half an hour when the courier is three stops away or closer', () => {
    for (const stopsAway of [3, 1, 0]) {
      expect(
        deliveryWindowOf({ timeZone: ZONE, task, stop: { arrival, stopsAway, done: false } }),
      ).toMatchObject({ from: '10:30', to: '11:00', precision: 'approaching', stopsAway });
    }
  });

  it('always holds the planned arrival, on quarter hours, 30 min wide when near and 2 h when far (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6 * 60, max: 20 * 60 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom('Europe/Warsaw', 'Europe/Kyiv', 'America/New_York'),
        (minutes, stopsAway, zone) => {
          const planned = instantAt(zone, '2026-11-30', minutes);
          const window = deliveryWindowOf({
            timeZone: zone,
            task,
            stop: { arrival: planned, stopsAway, done: false },
          })!;
          const from = instantAt(zone, window.date, toMinutes(window.from));
          const to = new Date(from.getTime() + (toMinutes(window.to) - toMinutes(window.from)) * 60_000);
          const width = (to.getTime() - from.getTime()) / 60_000;
          expect(width).toBe(stopsAway <= 3 ? 30 : 120);
          expect(toMinutes(window.from) % 15).toBe(0);
          expect(planned >= from && planned <= to).toBe(true);
        },
      ),
    );
  });

  it('is none without a task, and none once the stop is done', () => {
    expect(deliveryWindowOf({ timeZone: ZONE, task: null, stop: null })).toBeNull();
    expect(
      deliveryWindowOf({ timeZone: ZONE, task, stop: { arrival, stopsAway: 0, done: true } }),
    ).toBeNull();
  });
});

describe('what the tracking page may show', () => {
  it('keeps of a journey event only what happened, when and the place, never its note or user', () => {
    const event = {
      id: 1,
      shipmentId: 'a',
      parcelId: 'b',
      event: 'HandedToCourier',
      shipmentStatus: null,
      divisionId: 'c',
      divisionName: 'Warszawa Branch 1',
      divisionNumber: '1001',
      scanRegistryId: 'd',
      note: 'Recipient Piotr Nowak asked to call 48501234567',
      userLogin: 'courier',
      createdAt: '2026-11-30T08:00:00.000Z',
    };
    const step = publicStep(event);
    expect(step).toEqual({ event: 'HandedToCourier', at: event.createdAt, place: 'Warszawa Branch 1' });
    expect(JSON.stringify(step)).not.toMatch(/Nowak|48501234567|courier"/);
  });

  it('takes a token of at least 128 bits in URL-safe characters, and links it under /t/', () => {
    const token = 'a'.repeat(64);
    expect(TRACKING_TOKEN_PATTERN.test(token)).toBe(true);
    expect(TRACKING_TOKEN_PATTERN.test('short')).toBe(false);
    expect(TRACKING_TOKEN_PATTERN.test(`${'a'.repeat(30)}/..`)).toBe(false);
    expect(trackingPath(token)).toBe(`/t/${token}`);
  });
});

describe("the recipient's choices", () => {
  it('offers the next seven days on which the delivery interval has a window', () => {
    // 2026-11-28 is a Saturday: Sunday has no window, Monday 09:00-17:00, Saturday ALL_DAY.
    const options = deliveryDateOptions('2026-11-28', {
      monday: '09:00-17:00',
      tuesday: '09:00-17:00',
      saturday: 'ALL_DAY',
      sunday: null,
    });
    expect(options).toEqual([
      { date: '2026-11-30', from: '09:00', to: '17:00' },
      { date: '2026-12-01', from: '09:00', to: '17:00' },
      { date: '2026-12-05', from: '00:00', to: '23:59' },
    ]);
  });

  it("reads a pickup point's capacity from its settings, else the default", () => {
    expect(pudoCapacityOf([{ name: 'parcelCapacity', value: ' 12 ' }])).toBe(12);
    expect(pudoCapacityOf([{ name: 'parcelCapacity', value: '0' }])).toBe(0);
    expect(pudoCapacityOf([{ name: 'parcelCapacity', value: 'many' }])).toBe(DEFAULT_PUDO_CAPACITY);
    expect(pudoCapacityOf([])).toBe(DEFAULT_PUDO_CAPACITY);
  });
});

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
