import type { Database } from '../../db/database.ts';
import { unauthorized } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { users } from './auth-tables.ts';
import type { IdTokens } from './id-tokens.ts';
import type { SessionRevocations } from './session-revocations.ts';

/**
 * Our own tokens carry the user id and their session (`sid`), refused once the session is revoked
 * (logout, a reused refresh token). An external issuer's tokens carry only a login and groups: the
 * user row is created on first use and its groups follow the token; its sessions are the issuer's.
 */
export function createAuthenticator(db: Database, idTokens: IdTokens, revocations: SessionRevocations) {
  return async function authenticate(token: string): Promise<AuthUser> {
    const { sessionId, ...claims } = await idTokens.verify(token);
    if (!idTokens.external) {
      // A token without a session predates revocation; the console renews it on the 401.
      if (!sessionId || (await revocations.isRevoked(sessionId))) throw unauthorized();
      return claims;
    }
    const [row] = await db
      .insert(users)
      .values({ login: claims.login, groups: claims.groups })
      .onConflictDoUpdate({ target: users.login, set: { groups: claims.groups, updatedAt: new Date() } })
      .returning({ id: users.id, deletedAt: users.deletedAt });
    if (!row || row.deletedAt) throw unauthorized();
    return { ...claims, id: row.id };
  };
}
