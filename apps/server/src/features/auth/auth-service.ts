import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES, type TokenPair } from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { refreshTokens, users } from './auth-tables.ts';
import type { IdTokens } from './id-tokens.ts';
import { type LoginThrottle, ThrottledError } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionRevocations } from './session-revocations.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** With an external issuer users sign in there: our login and refresh would have no token to issue. */
const externalSignIn = () => new HttpError(409, 'EXTERNAL_SIGN_IN', MESSAGES.externalSignIn);

export function createAuthService(deps: {
  db: Database;
  idTokens: IdTokens;
  throttle: LoginThrottle;
  revocations: SessionRevocations;
  refreshTokenTtlSeconds: number;
}) {
  const { db, idTokens, throttle, revocations } = deps;

  async function issuePair(
    executor: Database | Transaction,
    user: { id: string; login: string; groups: string[] },
    familyId: string,
  ): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    await executor.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + deps.refreshTokenTtlSeconds * 1000),
    });
    return { idToken: await idTokens.sign(user, familyId), refreshToken, expiresIn: idTokens.ttlSeconds };
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    revocations.revoked(familyId);
  }

  return {
    /** `address` is the client's address: failures are throttled per login and address (login-throttle). */
    async login(login: string, password: string, address: string): Promise<TokenPair> {
      if (idTokens.external) throw externalSignIn();
      await throttle.assertAllowed(login, address).catch(async (error: unknown) => {
        if (!(error instanceof ThrottledError)) throw error;
        const [known] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
        throw new ThrottledError(error.kind, error.retryAfterSeconds, known?.id ?? null);
      });
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.login, login), isNull(users.deletedAt)));
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid) {
        await throttle.recordFailure(login, address);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      await throttle.clear(login, address);
      return issuePair(db, user, randomUUID());
    },

    /**
     * Rotation: a refresh token works once. Presenting one that was already
     * used means it leaked, so the whole family (every token of that sign-in) is revoked.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      if (idTokens.external) throw externalSignIn();
      type Outcome = { pair: TokenPair } | { reusedFamily: string };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const [token] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
          .for('update');
        if (!token) throw unauthorized();
        if (token.usedAt || token.revokedAt) return { reusedFamily: token.familyId };
        if (token.expiresAt <= new Date()) throw unauthorized();
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, token.userId), isNull(users.deletedAt)));
        if (!user) throw unauthorized();
        await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, token.id));
        return { pair: await issuePair(tx, user, token.familyId) };
      });
      if ('pair' in outcome) return outcome.pair;
      // Revoked outside the transaction above, which only reads the reused token.
      await revokeFamily(outcome.reusedFamily);
      throw unauthorized();
    },

    /**
     * Ends the session of the refresh token, or else of the id token: its refresh tokens stop
     * working and so does every id token issued to it (their `sid`).
     */
    async logout(refreshToken: string | undefined, idToken: string | undefined) {
      if (refreshToken) {
        const [token] = await db
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
        if (token) await revokeFamily(token.familyId);
        return;
      }
      if (!idToken || idTokens.external) return;
      const session = await idTokens.verify(idToken).catch(() => undefined);
      if (session?.sessionId) await revokeFamily(session.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
