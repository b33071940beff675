import { describe, expect, it } from 'vitest';
import {
  authConfigSchema,
  countryProfileSchema,
  currentUserSchema,
  customsZoneSchema,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  roleSchema,
  tokenPairSchema,
} from './auth.ts';
import { COUNTRY_PROFILES } from './country-profile.ts';
import { DEFAULT_USER_SETTINGS } from './settings.ts';

const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('loginBodySchema', () => {
  it('trims the login and keeps the password as typed', () => {
    expect(loginBodySchema.parse({ login: '  base ', password: ' demo ' })).toEqual({
      login: 'base',
      password: ' demo ',
    });
  });

  it.each([
    [{ login: '', password: 'demo' }],
    [{ login: '   ', password: 'demo' }],
    [{ login: 'base', password: '' }],
    [{ login: 'x'.repeat(101), password: 'demo' }],
    [{ login: 'base', password: 'x'.repeat(201) }],
    [{ login: 'base', password: 'demo', extra: true }],
    [{ login: 'base' }],
  ])('rejects %j', (body) => {
    expect(ok(loginBodySchema, body)).toBe(false);
  });
});

describe('refresh and logout bodies', () => {
  const token = 'r'.repeat(20);

  it('need a refresh token of 20 to 200 characters', () => {
    expect(ok(refreshBodySchema, { refreshToken: token })).toBe(true);
    expect(ok(refreshBodySchema, { refreshToken: 'r'.repeat(19) })).toBe(false);
    expect(ok(refreshBodySchema, { refreshToken: 'r'.repeat(201) })).toBe(false);
    expect(ok(refreshBodySchema, {})).toBe(false);
  });

  it('let logout go without a token', () => {
    expect(ok(logoutBodySchema, {})).toBe(true);
    expect(ok(logoutBodySchema, { refreshToken: token })).toBe(true);
    expect(ok(logoutBodySchema, { refreshToken: 'short' })).toBe(false);
  });
});

describe('tokenPairSchema', () => {
  it('needs a positive whole expiry', () => {
    expect(ok(tokenPairSchema, { idToken: 'a', refreshToken: 'b', expiresIn: 900 })).toBe(true);
    expect(ok(tokenPairSchema, { idToken: 'a', refreshToken: 'b', expiresIn: 0 })).toBe(false);
    expect(ok(tokenPairSchema, { idToken: 'a', refreshToken: 'b', expiresIn: 1.5 })).toBe(false);
  });
});

describe('authConfigSchema', () => {
  it('is the built-in sign-in, or an issuer with everything the console needs to reach it', () => {
    expect(ok(authConfigSchema, { mode: 'builtin' })).toBe(true);
    const oidc = {
      mode: 'oidc',
      issuer: 'https://id.example.test/realms/ops',
      clientId: 'console',
      scope: 'openid profile email',
      audience: 'console',
    };
    expect(ok(authConfigSchema, oidc)).toBe(true);
    expect(ok(authConfigSchema, { ...oidc, clientId: undefined })).toBe(false);
    expect(ok(authConfigSchema, { mode: 'saml' })).toBe(false);
  });
});

describe('roles and customs zones', () => {
  it('takes role names with underscores only', () => {
    expect(ok(roleSchema, 'administrator_god')).toBe(true);
    expect(ok(roleSchema, 'administrator-god')).toBe(false);
  });

  it('takes the three customs zones', () => {
    for (const zone of ['Europe', 'USMCA', 'NeedInvoice']) expect(ok(customsZoneSchema, zone)).toBe(true);
    expect(ok(customsZoneSchema, 'EU')).toBe(false);
    expect(ok(countryProfileSchema, { ...COUNTRY_PROFILES.JP, countryCustomsZone: null })).toBe(true);
  });
});

describe('currentUserSchema', () => {
  const user = {
    id: 'a1',
    login: 'operator',
    firstName: 'Jan',
    lastName: 'Kowalski',
    patronymic: null,
    email: null,
    groups: ['base', 'branch_employee'],
    division: {
      id: 'd1',
      number: '1',
      name: 'Warszawa 1',
      divisionCategory: 'PostBranch',
      countryCode: 'PL',
    },
    homeDivision: null,
    countryProfile: COUNTRY_PROFILES.PL,
    settings: DEFAULT_USER_SETTINGS,
  };

  it('accepts a user with a built-in country profile', () => {
    expect(currentUserSchema.parse(user)).toEqual(user);
  });

  it('needs a complete country profile', () => {
    const { phoneMask: _omitted, ...profile } = COUNTRY_PROFILES.PL;
    expect(ok(currentUserSchema, { ...user, countryProfile: profile })).toBe(false);
  });
});
