import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AROUND_MIDNIGHT, caseName } from '../testing/around-midnight.ts';
import { addDays, dateTimeIn } from '../time/zoned-time.ts';
import {
  backoffSeconds,
  copyTemplate,
  nextSendingTime,
  pickMessage,
  renderText,
  templateSummary,
} from './template-rules.ts';
import { CHANNEL_CHAINS, DEFAULT_DAYS_INFO, templateCreateSchema, windowMinutes } from './template-schema.ts';

const sms = [
  { language: 'en', text: 'EN {number}' },
  { language: 'uk', text: 'UK {number}' },
];
const informing = templateCreateSchema.parse({
  event_name: 'Accepted',
  event_description: 'x',
  event_type: 'informing',
  informing: {
    country_code: ['PL', 'ua'],
    information_channel: ['SMS', 'Push', 'Push_SMS', 'Push_Viber', 'Push_Viber_SMS', 'Viber'],
    client_type: 'recipient',
    sms: { description: sms },
    push: { description: sms, product: 'app' },
    viber: { description: sms },
  },
});

describe('templates', () => {
  it('default days_info: 08:00-21:00, Saturday 09:00-18:00, Sunday none (registers §3.2)', () => {
    expect(informing.days_info).toEqual(DEFAULT_DAYS_INFO);
    expect(DEFAULT_DAYS_INFO.Saturday).toBe('09:00-18:00');
    expect(DEFAULT_DAYS_INFO.Sunday).toBeNull();
  });

  it('lowercases country codes', () => {
    expect(informing.informing?.country_code).toEqual(['pl', 'ua']);
    expect(templateSummary(informing).country_code).toEqual(['pl', 'ua']);
  });

  it('copy drops the push channel providers and the push block with them (registers §9)', () => {
    const copy = copyTemplate(informing);
    expect(copy.informing?.information_channel).toEqual(['SMS', 'Viber']);
    expect(copy.informing?.push).toBeUndefined();
    expect(copy.informing?.sms).toEqual(informing.informing?.sms);
    expect(informing.informing?.information_channel).toHaveLength(6);
    expect(templateCreateSchema.safeParse(copy).success).toBe(true);
  });

  it('copy keeps the push block while all_channel still uses it', () => {
    const all = templateCreateSchema.parse({
      ...informing,
      informing: {
        ...informing.informing,
        information_channel: ['all_channel', 'Push'],
        email: { description: sms },
      },
    });
    expect(copyTemplate(all).informing?.push).toBeDefined();
    expect(CHANNEL_CHAINS.all_channel).toContain('push');
  });

  it('picks the client’s language, else English, else the first text', () => {
    expect(pickMessage(sms, 'uk')?.text).toBe('UK {number}');
    expect(pickMessage(sms, 'PL')?.text).toBe('EN {number}');
    expect(pickMessage([{ language: 'de', text: 'DE' }], 'pl')?.text).toBe('DE');
  });

  it('fills the documented placeholders only, from own values', () => {
    const values = {
      number: 'SH1',
      name: 'Ann',
      division: null,
      event: 'Accepted',
      status: undefined,
      trackingUrl: 'https://console.example/t/abc',
    };
    expect(renderText('Parcel {number} for {name} at {division} {status}: {trackingUrl}', values)).toBe(
      'Parcel SH1 for Ann at {division} {status}: https://console.example/t/abc',
    );
    const inherited = '{constructor}{toString}{__proto__}{hasOwnProperty}{valueOf}{isPrototypeOf}';
    expect(renderText(inherited, values)).toBe(inherited);
    const withPrototype = Object.assign(Object.create({ number: 'inherited' }), { name: 'Ann' });
    expect(renderText('{number} {name}', withPrototype)).toBe('{number} Ann');
  });

  it('backs off exponentially: 30, 60, 120, 240 s', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
  });
});

describe('the sending window in the client’s time zone', () => {
  const kyiv = 'Europe/Kyiv';
  it('sends at once inside the window, waits for it outside', () => {
    // Wednesday 2026-11-25, Kyiv is UTC+2.
    const noon = new Date('2026-11-25T10:00:00Z');
    expect(nextSendingTime(DEFAULT_DAYS_INFO, kyiv, noon)).toEqual(noon);
    const late = new Date('2026-11-25T20:00:00Z'); // 22:00 in Kyiv
    expect(nextSendingTime(DEFAULT_DAYS_INFO, kyiv, late).toISOString()).toBe('2026-11-26T06:00:00.000Z');
    const early = new Date('2026-11-25T04:00:00Z'); // 06:00 in Kyiv
    expect(nextSendingTime(DEFAULT_DAYS_INFO, kyiv, early).toISOString()).toBe('2026-11-25T06:00:00.000Z');
  });

  it('skips Sunday: Saturday evening waits for Monday 08:00', () => {
    const saturdayEvening = new Date('2026-11-28T17:30:00Z'); // 19:30 in Kyiv, after 18:00
    expect(nextSendingTime(DEFAULT_DAYS_INFO, kyiv, saturdayEvening).toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
  });

  it('crosses a daylight-saving change (Warsaw, last Sunday of March)', () => {
    const saturdayNight = new Date('2026-03-28T22:00:00Z');
    // Monday 30 March 08:00 CEST = 06:00 UTC.
    expect(nextSendingTime(DEFAULT_DAYS_INFO, 'Europe/Warsaw', saturdayNight).toISOString()).toBe(
      '2026-03-30T06:00:00.000Z',
    );
  });

  it.each(AROUND_MIDNIGHT.map((moment) => [caseName(moment), moment] as const))(
    'waits for the morning of the client’s own next day: %s',
    (_, moment) => {
      const everyDay = Object.fromEntries(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => [
          day,
          '08:00-18:00',
        ]),
      );
      const morning = moment.local.endsWith('23:30') ? addDays(moment.day, 1) : moment.day;
      const at = nextSendingTime(everyDay, moment.zone, moment.instant);
      expect(dateTimeIn(moment.zone, at)).toBe(`${morning} 08:00`);
    },
  );

  it('a template without any window sends at once', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(nextSendingTime({ Monday: null, Sunday: '' }, kyiv, now)).toEqual(now);
  });

  it('always answers a time inside a window, never before now, within a week (property)', () => {
    const zones = ['Europe/Kyiv', 'Europe/Warsaw', 'Europe/London', 'America/New_York', 'Asia/Tokyo'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (now, zone) => {
          const at = nextSendingTime(DEFAULT_DAYS_INFO, zone, now);
          expect(at.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(8 * 24 * 3600 * 1000);
          const parts = new Intl.DateTimeFormat('en-GB', {
            timeZone: zone,
            weekday: 'long',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).formatToParts(at);
          const get = (type: string) => parts.find((part) => part.type === type)!.value;
          const day = get('weekday') as keyof typeof DEFAULT_DAYS_INFO;
          const window = windowMinutes(DEFAULT_DAYS_INFO[day]);
          expect(window).toBeDefined();
          const minutes = Number(get('hour')) * 60 + Number(get('minute'));
          expect(minutes).toBeGreaterThanOrEqual(window!.from);
          expect(minutes).toBeLessThan(window!.to);
        },
      ),
      { numRuns: 300 },
    );
  });
});
