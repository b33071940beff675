import { DEFAULT_USER_SETTINGS, MESSAGES } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit-table.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, login: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(await t.tokenOf(login)) });
const send = async (method: 'POST' | 'PUT', url: string, login: string, payload: unknown) =>
  t.app.inject({ method, url, headers: bearer(await t.tokenOf(login)), payload: payload as object });

describe('users/me', () => {
  it('returns groups, division, country profile and settings', async () => {
    const response = await get('/api/v1/users/me', 'operator');
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me.login).toBe('operator');
    expect(me.groups).toEqual(['base', 'branch_employee', 'branch_manager']);
    expect(me.division).toMatchObject({ number: '1001', countryCode: 'PL' });
    expect(me.countryProfile).toMatchObject({
      countryCode: 'PL',
      currencyCode: 'PLN',
      languageCode: 'pl',
      phoneCode: '+48',
      countryCustomsZone: 'Europe',
    });
    expect(me.settings).toEqual(DEFAULT_USER_SETTINGS);
  });
});

describe('users/settings', () => {
  const printer = {
    deviceUri: 'ipp://printer-1',
    name: 'Zebra',
    printType: 'Sticker',
    autoPrinting: true,
    copies: 2,
  };

  it('saves the settings model and leaves an audit row', async () => {
    const next = { ...DEFAULT_USER_SETTINGS, interfaceLanguage: 'uk', printers: [printer] };
    const saved = await send('POST', '/api/v1/users/settings', 'operator', next);
    expect(saved.statusCode).toBe(200);
    // The working division comes with the settings (registers §5 "Division change").
    const divisionId = (await get('/api/v1/users/me', 'operator')).json().division.id;
    expect(saved.json()).toEqual({ ...next, divisionId });
    expect((await get('/api/v1/users/settings', 'operator')).json()).toEqual({ ...next, divisionId });
    const audit = await t.database.db.select().from(auditLog);
    expect(audit.some((row) => row.entity === 'user_settings' && row.userLogin === 'operator')).toBe(true);
  });

  it('refuses bad values with field keys and keeps the stored settings', async () => {
    const before = (await get('/api/v1/users/settings', 'operator')).json();
    const response = await send('POST', '/api/v1/users/settings', 'operator', {
      ...before,
      interfaceLanguage: 'ukr',
      printers: [{ ...printer, printType: 'Laser', copies: 11 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: {
        interfaceLanguage: 'string.pattern.two_small_letters',
        'printers.0.printType': 'any.only',
        'printers.0.copies': 'number.max',
      },
    });
    expect((await get('/api/v1/users/settings', 'operator')).json()).toEqual(before);
  });

  it('copies must be an integer above 1 up to 10', async () => {
    for (const copies of [1, 0, 2.5, 11]) {
      const response = await send('POST', '/api/v1/users/settings', 'operator', {
        ...DEFAULT_USER_SETTINGS,
        printers: [{ ...printer, copies }],
      });
      expect(response.statusCode, `copies ${copies}`).toBe(400);
    }
  });

  it('print settings belong to base users only', async () => {
    const response = await send('POST', '/api/v1/users/settings', 'contact.centre.operator', {
      ...DEFAULT_USER_SETTINGS,
      printers: [printer],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.resourceForbidden);
    const language = await send('POST', '/api/v1/users/settings', 'contact.centre.operator', {
      ...DEFAULT_USER_SETTINGS,
      interfaceLanguage: 'pl',
    });
    expect(language.statusCode).toBe(200);
  });

  it('an administrator can read and set another user’s settings', async () => {
    const target = (await get('/api/v1/users/me', 'base')).json();
    const next = { ...DEFAULT_USER_SETTINGS, interfaceLanguage: 'pl' };
    const response = await send('PUT', `/api/v1/users/${target.id}/settings`, 'administrator.god', next);
    expect(response.statusCode).toBe(200);
    // Another user's settings name that user, for the PUT that changes them (the staff editor's tab).
    expect((await get('/api/v1/users/settings?user=base', 'service.desk')).json()).toEqual({
      ...next,
      divisionId: target.division.id,
      userId: target.id,
    });
    const missing = await send(
      'PUT',
      '/api/v1/users/00000000-0000-4000-8000-000000000000/settings',
      'administrator.god',
      next,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('the settings’ city districts (registers §6 geozone lock, §7 users/city-districts)', () => {
  it('keeps the districts found by the look-up and refuses an unknown one with 400', async () => {
    const found = (await get('/api/v1/users/city-districts?name=pickup', 'operator')).json<{
      items: { id: string }[];
    }>();
    const district = found.items[0]!.id;
    const before = (await get('/api/v1/users/settings', 'operator')).json();
    const saved = await send('POST', '/api/v1/users/settings', 'operator', {
      ...before,
      cityDistricts: [district],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/api/v1/users/me', 'operator')).json().settings.cityDistricts).toEqual([district]);

    const unknown = await send('POST', '/api/v1/users/settings', 'operator', {
      ...before,
      cityDistricts: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION', errors: { cityDistricts: 'any.invalid' } });
    const notAnId = await send('POST', '/api/v1/users/settings', 'operator', {
      ...before,
      cityDistricts: ['x'],
    });
    expect(notAnId.statusCode).toBe(400);
    expect((await get('/api/v1/users/me', 'operator')).json().settings.cityDistricts).toEqual([district]);
    await send('POST', '/api/v1/users/settings', 'operator', { ...before, cityDistricts: [] });
  });
});

describe('locale visibility (platform §6)', () => {
  it('lets only administrator-god pick a language the console has no texts in', async () => {
    const french = { ...DEFAULT_USER_SETTINGS, interfaceLanguage: 'fr' };
    const refused = await send('POST', '/api/v1/users/settings', 'branch.employee', french);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      errors: { interfaceLanguage: 'locale.hidden' },
    });
    const polish = { ...DEFAULT_USER_SETTINGS, interfaceLanguage: 'pl' };
    expect((await send('POST', '/api/v1/users/settings', 'branch.employee', polish)).statusCode).toBe(200);
    expect((await send('POST', '/api/v1/users/settings', 'administrator.god', french)).statusCode).toBe(200);
  });
});
