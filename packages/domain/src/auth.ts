import { z } from 'zod';
import { ROLES } from './roles.ts';
import { userSettingsSchema } from './settings.ts';
import { CUSTOMS_ZONES } from './statuses.ts';

export const loginBodySchema = z.strictObject({
  login: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshBodySchema = z.strictObject({
  refreshToken: z.string().min(20).max(200),
});

export const logoutBodySchema = z.strictObject({
  refreshToken: z.string().min(20).max(200).optional(),
});

export const tokenPairSchema = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the id token expires. */
  expiresIn: z.number().int().positive(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * How the console signs users in (`GET auth/config`, public): with the built-in
 * login and password, or through an external OpenID Connect issuer with the
 * authorization-code flow and PKCE. `audience` is what the API checks in the
 * issuer's id tokens (the client id unless configured otherwise).
 */
export const authConfigSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('builtin') }),
  z.object({
    mode: z.literal('oidc'),
    issuer: z.string(),
    clientId: z.string(),
    scope: z.string(),
    audience: z.string(),
  }),
]);
export type AuthConfig = z.infer<typeof authConfigSchema>;
export type OidcAuthConfig = Extract<AuthConfig, { mode: 'oidc' }>;

export const roleSchema = z.enum(ROLES);

export const customsZoneSchema = z.enum(CUSTOMS_ZONES);
export type CustomsZone = z.infer<typeof customsZoneSchema>;

/** Country profile of platform §3 that travels with the signed-in user. */
export const countryProfileSchema = z.object({
  countryCode: z.string(),
  languageCode: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  countryName: z.string(),
  countryFlag: z.string(),
  phoneCode: z.string(),
  phoneMask: z.string(),
  countryCustomsZone: customsZoneSchema.nullable(),
});
export type CountryProfile = z.infer<typeof countryProfileSchema>;

export const userDivisionSchema = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  divisionCategory: z.string(),
  countryCode: z.string(),
});

export const currentUserSchema = z.object({
  id: z.string(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  patronymic: z.string().nullable(),
  email: z.string().nullable(),
  groups: z.array(z.string()),
  /** The working division: every division-scoped list, form and default follows it. */
  division: userDivisionSchema.nullable(),
  /** The user's own division, when they work in another one today. */
  homeDivision: userDivisionSchema.nullable(),
  countryProfile: countryProfileSchema,
  settings: userSettingsSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
