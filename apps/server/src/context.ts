import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { AuthService } from './features/auth/auth-service.ts';
import type { IdTokens } from './features/auth/id-tokens.ts';
import type { AuthUser } from './http/permissions.ts';

/** Services shared by every feature's routes, built once at start. */
export interface AppContext {
  config: Config;
  db: Database;
  databaseKind: 'embedded' | 'server';
  idTokens: IdTokens;
  auth: AuthService;
  /** Verifies a bearer token and resolves the caller (provisioning external users on first use). */
  authenticate(token: string): Promise<AuthUser>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
