import { describe, expect, it } from 'vitest';
import { normalizeStreetName } from './street-name.ts';

describe('street names compared (registers §5 "Adding a shipment to a pickup")', () => {
  it('drops a Polish or Ukrainian street-type prefix, case and extra spaces', () => {
    const same = [
      'ul. Marszałkowska 10',
      'UL.Marszałkowska 10',
      'ul Marszałkowska 10',
      'ulica  Marszałkowska 10',
      '  marszałkowska\u00a010 ',
      'Marszałkowska 10',
    ];
    for (const street of same) expect(normalizeStreetName(street)).toBe('marszałkowska 10');
    expect(normalizeStreetName('al. Jerozolimskie')).toBe(normalizeStreetName('Aleja Jerozolimskie'));
    expect(normalizeStreetName('Aleje Jerozolimskie')).toBe('jerozolimskie');
    expect(normalizeStreetName('pl. Zbawiciela')).toBe(normalizeStreetName('Plac Zbawiciela'));
    expect(normalizeStreetName('os. Tysiąclecia')).toBe(normalizeStreetName('osiedle Tysiąclecia'));
    expect(normalizeStreetName('вул. Хрещатик')).toBe('хрещатик');
    expect(normalizeStreetName('Вулиця Хрещатик')).toBe('хрещатик');
    expect(normalizeStreetName('просп. Перемоги')).toBe(normalizeStreetName('проспект Перемоги'));
    expect(normalizeStreetName('бульв. Шевченка')).toBe(normalizeStreetName('бульвар Шевченка'));
  });

  it('keeps names that only start like a prefix, and a prefix that is the whole name', () => {
    expect(normalizeStreetName('Ulanów')).toBe('ulanów');
    expect(normalizeStreetName('Plater')).toBe('plater');
    expect(normalizeStreetName('Aleksandrowska')).toBe('aleksandrowska');
    expect(normalizeStreetName('Osiedlowa')).toBe('osiedlowa');
    expect(normalizeStreetName('Вулична')).toBe('вулична');
    expect(normalizeStreetName('Plac')).toBe('plac');
    expect(normalizeStreetName(null)).toBe('');
  });

  it('tells different streets apart', () => {
    expect(normalizeStreetName('ul. Marszałkowska 10')).not.toBe(
      normalizeStreetName('ul. Marszałkowska 104'),
    );
    expect(normalizeStreetName('ul. Polna')).not.toBe(normalizeStreetName('pl. Polny'));
  });
});
