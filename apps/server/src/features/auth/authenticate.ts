import type { Database } from '../../db/database.ts';
import { unauthorized } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { users } from './auth-tables.ts';
import type { IdTokens } from './id-tokens.ts';

/**
 * Our own tokens carry the user id. An external issuer's tokens carry only a
 * login and groups: the user row is created on first use and its groups follow the token.
 */
export function createAuthenticator(db: Database, idTokens: IdTokens) {
  return async function authenticate(token: string): Promise<AuthUser> {
    const claims = await idTokens.verify(token);
    if (!idTokens.external) return claims;
    const [row] = await db
      .insert(users)
      .values({ login: claims.login, groups: claims.groups })
      .onConflictDoUpdate({ target: users.login, set: { groups: claims.groups, updatedAt: new Date() } })
      .returning({ id: users.id, deletedAt: users.deletedAt });
    if (!row || row.deletedAt) throw unauthorized();
    return { ...claims, id: row.id };
  };
}
