import { randomBytes } from 'node:crypto';
import { isRole } from '@console/domain';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config, OidcConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { appSecrets } from './auth-tables.ts';

const ISSUER = 'parcel-console';
const AUDIENCE = 'parcel-console';

/**
 * A verified id token's user and the session (refresh-token family) it was issued to: `sid`, so
 * a logout can refuse every id token of that session. An external issuer's tokens have none.
 */
export interface VerifiedIdToken extends AuthUser {
  sessionId: string | null;
}

/** Signs and verifies id tokens: our own HS256 JWTs, or an external issuer's through its JWKS. */
export interface IdTokens {
  readonly ttlSeconds: number;
  readonly external: boolean;
  sign(user: AuthUser, sessionId: string): Promise<string>;
  verify(token: string): Promise<VerifiedIdToken>;
}

export async function createIdTokens(
  db: Database,
  config: Pick<Config, 'jwtSecret' | 'idTokenTtlSeconds' | 'oidc'>,
  overrides: { oidcKeys?: JWTVerifyGetKey } = {},
): Promise<IdTokens> {
  if (config.oidc)
    return externalIdTokens(
      config.oidc,
      keysOrUnavailable(
        overrides.oidcKeys ??
          createRemoteJWKSet(new URL(config.oidc.jwksUrl), { timeoutDuration: config.oidc.jwksTimeoutMs }),
      ),
    );
  // Imported once: handing jose the raw bytes would import the key again on every request.
  const secret = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(config.jwtSecret ?? (await storedSecret(db))),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const ttlSeconds = config.idTokenTtlSeconds;
  const alreadyVerified = verifiedTokenCache();
  return {
    ttlSeconds,
    external: false,
    sign: (user, sessionId) =>
      new SignJWT({ login: user.login, groups: user.groups, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    async verify(token) {
      const known = alreadyVerified.get(token);
      if (known) return known;
      const payload = await verified(() => jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE }));
      const user = {
        id: String(payload.sub),
        login: String(payload.login),
        groups: Array.isArray(payload.groups) ? payload.groups.map(String) : [],
        sessionId: typeof payload.sid === 'string' ? payload.sid : null,
      };
      // jwtVerify refuses a token without exp only when told to; ours always carry one.
      if (typeof payload.exp === 'number') alreadyVerified.set(token, user, payload.exp);
      return user;
    },
  };
}

/**
 * Our id tokens already verified, by their text, until they expire: a console sends the same
 * token with every request for its whole lifetime, and the same text carries the same signature
 * and claims, so checking it once is enough — only the expiry moves, and it is checked on every
 * use, exactly as jwtVerify checks it. The least recently used entries make room past `limit` tokens.
 */
export function verifiedTokenCache(limit = 10_000) {
  const entries = new LRUCache<string, { user: VerifiedIdToken; expiresAtMs: number }>({ max: limit });
  return {
    get(token: string): VerifiedIdToken | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAtMs <= Date.now()) {
        entries.delete(token);
        return undefined;
      }
      return { ...entry.user, groups: [...entry.user.groups] };
    },
    set(token: string, user: VerifiedIdToken, expiresAtSeconds: number) {
      entries.set(token, {
        user: { ...user, groups: [...user.groups] },
        expiresAtMs: expiresAtSeconds * 1000,
      });
    },
  };
}

function externalIdTokens(oidc: OidcConfig, keys: JWTVerifyGetKey): IdTokens {
  return {
    ttlSeconds: 0,
    external: true,
    sign: () => Promise.reject(new Error('Id tokens are issued by the external OpenID Connect issuer')),
    async verify(token) {
      const payload = await verified(() =>
        jwtVerify(token, keys, { issuer: oidc.issuer, audience: oidc.audience }),
      );
      return {
        // External users are provisioned on first use; their id is resolved from the login.
        id: '',
        login: String(payload.preferred_username ?? payload.email ?? payload.sub),
        groups: mapGroups(payload, oidc),
        sessionId: null,
      };
    },
  };
}

/** The issuer's groups claim mapped to our role names; unknown groups are dropped. */
export function mapGroups(payload: JWTPayload, oidc: Pick<OidcConfig, 'groupsClaim' | 'groupMap'>): string[] {
  const claim = payload[oidc.groupsClaim];
  const names = Array.isArray(claim)
    ? claim.map(String)
    : typeof claim === 'string'
      ? claim.split(/[\s,]+/)
      : [];
  const roles = names.map((name) => oidc.groupMap[name] ?? name).filter(isRole);
  return [...new Set(roles)];
}

/** The issuer's signing keys could not be had (its key endpoint down, slow or answering nonsense). */
class KeySetUnavailable extends Error {
  override name = 'KeySetUnavailable';
}

/** What the key set says about the token itself: no key of its id, an algorithm it does not take. */
const TOKEN_ERRORS: readonly string[] = [
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSENotSupported.code,
  errors.JWSInvalid.code,
  errors.JWTInvalid.code,
];

/**
 * The key set with its failures told apart: a token no key verifies is the caller's (401), but a
 * key endpoint that cannot be read says nothing of the token, so the call answers 503 and the
 * console keeps its session instead of sending every user back to sign in while the issuer is down.
 */
function keysOrUnavailable(keys: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (error instanceof errors.JOSEError && TOKEN_ERRORS.includes(error.code)) throw error;
      throw new KeySetUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
    }
  };
}

async function verified<T extends { payload: JWTPayload }>(verify: () => Promise<T>): Promise<JWTPayload> {
  try {
    return (await verify()).payload;
  } catch (error) {
    if (error instanceof KeySetUnavailable)
      throw new HttpError(
        503,
        'IDENTITY_PROVIDER_UNAVAILABLE',
        'The sign-in service cannot be reached: try again',
      );
    throw unauthorized();
  }
}

async function storedSecret(db: Database): Promise<string> {
  const name = 'id_token_secret';
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error('The id-token secret could not be stored');
  return row.value;
}
