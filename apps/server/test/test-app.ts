import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { createServerDatabase } from './server-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The file's database on the PostgreSQL server (DATABASE_URL), for a second instance on it; else undefined. */
  databaseUrl?: string;
  /** Signs in a demo user and returns its id token. */
  tokenOf(login: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped afterwards).
 */
export async function createTestApp(
  options: { env?: Record<string, string>; oidcKeys?: JWTVerifyGetKey; webDistDir?: string } = {},
): Promise<TestApp> {
  // On a server: a copy of the run's migrated and seeded template database (global-setup.ts).
  const template = process.env.DATABASE_URL ? inject('demoTemplateDatabase') : null;
  const server = process.env.DATABASE_URL
    ? await createServerDatabase(process.env.DATABASE_URL, { template: template ?? undefined })
    : undefined;
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env }),
    webDistDir: options.webDistDir ?? '/nonexistent',
  };
  // The run's migrated and seeded embedded database (global-setup.ts), copied for this file.
  const snapshotFile = server ? null : inject('demoDatabaseSnapshot');
  const snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  const database = openDatabase({ databaseUrl: server?.url, dataDir: 'memory://', snapshot });
  if (!snapshot && !template) {
    await database.migrate();
    await seedDatabase(database.db, { demo: true });
  }
  const app = await buildApp({ config, database, logger: false, oidcKeys: options.oidcKeys });
  await app.ready();
  const tokens = new Map<string, string>();
  return {
    app,
    database,
    config,
    databaseUrl: server?.url,
    async tokenOf(login) {
      const cached = tokens.get(login);
      if (cached) return cached;
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login, password: DEMO_PASSWORD },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${login}: ${response.statusCode} ${response.body}`);
      const token = response.json<{ idToken: string }>().idToken;
      tokens.set(login, token);
      return token;
    },
    async close() {
      await app.close();
      await database.close();
      await server?.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
